// The official MCP conformance suite (@modelcontextprotocol/conformance) against the real server: its server
// scenarios that apply to a stateless, read-only server without subscriptions, sampling, elicitation, logging or
// media. The suite needs Node 22 (it imports fs.globSync): on an older Node the test runs it on the node package of
// the npm registry, installed with it in test/mcp-conformance/ (scripts/setup-test.sh; docs/testing.md says why
// not in the project's own devDependencies). Loopback only, each scenario bounded in time.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFORMANCE_FIXTURES } from '../test/support/conformance-fixtures.js';
import { REPO_ROOT } from '../test/support/data-paths.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { type McpTestServer, startMcpTestServer } from '../test/support/mcp-test-server.js';

/** Where the suite and its Node are installed; MCP_CONFORMANCE_DIR names another installation of the same package.json. */
const SUITE_DIR = process.env.MCP_CONFORMANCE_DIR ?? join(REPO_ROOT, 'test', 'mcp-conformance');
const CLI = join(SUITE_DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const NODE =
  Number(process.versions.node.split('.')[0]) >= 22
    ? process.execPath
    : join(SUITE_DIR, 'node_modules', 'node', 'bin', 'node');
const MISSING = `${CLI} or ${NODE} is missing: run npm run setup:test (it installs test/mcp-conformance/)`;

/**
 * The scenarios that apply. Left out: logging, progress, sampling, elicitation, images and audio, SSE streams and
 * resource subscriptions (the server offers none of them: stateless JSON answers, text only), and json-schema-2020-12
 * (a tool of the suite's own that the contract does not have).
 */
const SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'tools-call-error',
  'resources-list',
  'resources-read-text',
  'resources-templates-read',
  'prompts-list',
  'prompts-get-simple',
  'prompts-get-with-args',
  'prompts-get-embedded-resource',
  'completion-complete',
  'dns-rebinding-protection',
];

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

/** Runs one scenario and returns its checks (checks.json in the folder the suite writes). */
function runScenario(url: string, scenario: string): Promise<{ checks: Check[]; output: string }> {
  const outputDir = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  const args = [CLI, 'server', '--url', url, '--scenario', scenario, '--output-dir', outputDir];
  return new Promise((resolve) => {
    execFile(NODE, args, { timeout: 60_000 }, (error, stdout, stderr) => {
      const found = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory()
            ? found(join(dir, entry.name))
            : entry.name === 'checks.json'
              ? [join(dir, entry.name)]
              : [],
        );
      const checks = found(outputDir).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as Check[]);
      resolve({ checks, output: `${error ? `${error.message}\n` : ''}${stdout}${stderr}` });
    });
  });
}

describe('the official MCP conformance suite against the server (Streamable HTTP on 127.0.0.1)', () => {
  let server: McpTestServer;
  beforeAll(async () => {
    // A local server (HOST on loopback), as `npm start` is on a developer's machine: Host is checked too.
    server = await startMcpTestServer({
      dataDir: sampleDataDir(),
      config: { host: '127.0.0.1' },
      extras: CONFORMANCE_FIXTURES,
    });
  });
  afterAll(() => server?.close());

  it('has the suite and a Node it runs on', () => {
    expect(existsSync(CLI) && existsSync(NODE), MISSING).toBe(true);
  });

  it.each(SCENARIOS)(
    'passes %s',
    async (scenario) => {
      expect(existsSync(CLI) && existsSync(NODE), MISSING).toBe(true);
      const { checks, output } = await runScenario(server.mcpUrl, scenario);
      const failed = checks.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING');
      expect(failed, output).toEqual([]);
      expect(checks.filter((check) => check.status === 'SUCCESS').length, output).toBeGreaterThan(0);
    },
    90_000,
  );
});
