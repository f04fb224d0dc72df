import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolRequest, type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, WRITER_LOCK_FILE } from '../core/data-dir/layout.js';
import { projectPath } from '../core/project-files.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { datasetFallbacks, exerciseEveryTool, resultText } from '../test/support/mcp-tool-exercise.js';

const BIN = fileURLToPath(new URL('../bin/fuel-price-mcp.js', import.meta.url));

/** The stdio server on a copy of the sample, with a client connected; `stop()` closes both and removes the copy. */
async function startStdio(extraEnv: Record<string, string> = {}) {
  // A copy: the server's background backfill writes into its DATA_DIR, which other tests share.
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-mcp-stdio-'));
  cpSync(sampleDataDir(), dataDir, { recursive: true });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, REFRESH: '0', LOG_LEVEL: 'warn', ...extraEnv },
    stderr: 'pipe',
  });
  const session = { client: new Client({ name: 'mcp-stdio-test', version: '1.0.0' }), dataDir, stderr: '' };
  transport.stderr?.on('data', (chunk: Buffer) => {
    session.stderr += chunk.toString();
  });
  await session.client.connect(transport);
  // The session itself, so `stderr` keeps growing as the server writes.
  return Object.assign(session, {
    stop: async () => {
      await session.client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

describe('MCP over stdio (bin/fuel-price-mcp.js)', () => {
  let stdio: Awaited<ReturnType<typeof startStdio>>;
  let client: Client;
  let dataDir: string;
  beforeAll(async () => {
    stdio = await startStdio();
    ({ client, dataDir } = stdio);
  }, 60_000);
  afterAll(() => stdio?.stop());

  it('lists the 21 read-only tools', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(23);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true && t.annotations.openWorldHint === false)).toBe(
      true,
    );
  });

  it('answers every tool with {data, meta} valid against its output schema', async () => {
    const call = (name: string, args: Record<string, unknown>) =>
      client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
    const called = await exerciseEveryTool(call, await datasetFallbacks(dataDir));
    expect(called.size).toBe(23);
  }, 60_000);

  it('offers what /mcp offers: resources, templates, prompts and completions, read from its own DATA_DIR', async () => {
    // A session lives on stdio: resources/subscribe (mcp/subscriptions.integration.test.ts).
    expect(client.getServerCapabilities()).toEqual({
      tools: {},
      resources: { subscribe: true },
      prompts: {},
      completions: {},
    });
    const { resources, nextCursor } = await client.listResources();
    expect(resources.slice(0, 3).map((r) => r.uri)).toEqual([
      'fuel-prices://datapackage.json',
      'fuel-prices://openapi.json',
      'fuel-prices://prices/spain',
    ]);
    expect(nextCursor).toBeTruthy();
    expect((await client.listResourceTemplates()).resourceTemplates).toHaveLength(7);
    const { stationId } = await datasetFallbacks(dataDir);
    const station = await client.readResource({ uri: `fuel-prices://stations/${stationId}` });
    const { data } = JSON.parse((station.contents[0] as { text: string }).text) as { data: { id: number } };
    expect(data.id).toBe(stationId);
    const dictionary = await client.readResource({ uri: 'fuel-prices://datapackage.json' });
    expect(JSON.parse((dictionary.contents[0] as { text: string }).text)).toMatchObject({ profile: 'data-package' });
    // Spanish, the default without MCP_LANGUAGE.
    const guide = await client.readResource({ uri: 'fuel-prices://guides/que-es-adblue' });
    expect((guide.contents[0] as { text: string }).text).toContain('## Preguntas frecuentes');
    const prompt = await client.getPrompt({ name: 'fuel_price_breakdown', arguments: { province: 'malaga' } });
    expect(prompt.messages[1]?.content).toMatchObject({ type: 'resource', resource: { mimeType: 'text/markdown' } });
    const { completion } = await client.complete({
      ref: { type: 'ref/resource', uri: 'fuel-prices://prices/provinces/{province}' },
      argument: { name: 'province', value: 'MÁL' },
    });
    expect(completion.values).toEqual(['malaga']);
    await expect(client.readResource({ uri: 'fuel-prices://nothing' })).rejects.toMatchObject({ code: -32002 });
  }, 60_000);

  it('reports INVALID_PARAMETER inside the tool result and logs only to stderr', async () => {
    const result = (await client.callTool({
      name: 'find_fuel_near',
      arguments: { lat: 40.4, lng: -3.7, fuel: 'petrol' },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    // Spanish, the default without MCP_LANGUAGE.
    expect(resultText(result)).toMatch(/^INVALID_PARAMETER: fuel: "petrol" debe ser uno de/);
    // Anything the server printed on stdout that is not JSON-RPC would have broken the client already.
    expect(stdio.stderr).not.toContain('"jsonrpc"');
  });

  it('answers a malformed tools/call ("name": null) with -32602 Invalid params, not -32603', async () => {
    const malformed = { method: 'tools/call', params: { name: null } } as unknown as CallToolRequest;
    await expect(client.request(malformed, CallToolResultSchema)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/INVALID_PARAMETER: name debe ser un texto/),
    });
  });
});

type RawAnswer = { id: unknown; result?: unknown; error?: { code: number; message: string; data?: { code: string } } };

/**
 * Lines written to the stdio server as a client might write them, valid or not, and its answers, once `expected` of
 * them have come (each invalid line must get one, as a request does) or 20 s have passed.
 */
async function rawStdio(lines: readonly string[], expected: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-mcp-stdio-raw-'));
  cpSync(sampleDataDir(), dataDir, { recursive: true });
  const child = spawn(process.execPath, [BIN], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, REFRESH: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let deadline: NodeJS.Timeout | undefined;
  try {
    const answers: RawAnswer[] = [];
    const all = new Promise<void>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        answers.push(JSON.parse(line) as RawAnswer);
        if (answers.length === expected) resolve();
      });
      deadline = setTimeout(resolve, 20_000);
    });
    for (const line of lines) child.stdin.write(`${line}\n`);
    await all;
    return answers;
  } finally {
    clearTimeout(deadline);
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('MCP over stdio: every line answered, in the session language', () => {
  const complete = (id: number, name: string) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'completion/complete',
      params: { ref: { type: 'ref/resource', uri: 'fuel-prices://stations/{id}' }, argument: { name, value: '4' } },
    });

  it('answers invalid lines with the JSON-RPC error /mcp gives, where the SDK dropped them without a word', async () => {
    const lines = [
      'not json',
      '[{"jsonrpc":"2.0","id":1,"method":"ping"}]',
      '"a string"',
      '{"jsonrpc":"1.0","id":2,"method":"ping"}',
      '{"jsonrpc":"2.0","id":3,"method":"ping","extra":true}',
      '{"jsonrpc":"2.0","id":null,"method":"ping"}',
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } }),
      '{"jsonrpc":"2.0","id":5,"method":"no/such_method"}',
      '',
      '{"jsonrpc":"2.0","id":6,"method":"ping"}',
    ];
    const answers = await rawStdio(lines, 9);
    const refusals = answers.filter((a) => a.error);
    expect(refusals.map((a) => [a.id, a.error?.code, a.error?.data?.code])).toEqual([
      [null, -32700, 'INVALID_JSON'],
      [null, -32600, 'INVALID_PARAMETER'],
      [null, -32600, 'INVALID_PARAMETER'],
      [2, -32600, 'INVALID_PARAMETER'],
      [3, -32600, 'INVALID_PARAMETER'],
      [null, -32600, 'INVALID_PARAMETER'],
      [null, -32600, 'PAYLOAD_TOO_LARGE'],
      [5, -32601, 'METHOD_NOT_FOUND'],
    ]);
    // Spanish, the default without MCP_LANGUAGE, with the code first.
    expect(refusals.map((a) => a.error?.message)).toEqual([
      'INVALID_JSON: El mensaje no es JSON válido',
      'INVALID_PARAMETER: No se admiten lotes JSON-RPC: envíe un mensaje por petición',
      'INVALID_PARAMETER: El mensaje debe ser un objeto JSON-RPC',
      'INVALID_PARAMETER: jsonrpc debe ser "2.0" (JSON-RPC 2.0); llegó "1.0"',
      'INVALID_PARAMETER: "extra" no es un miembro de un mensaje JSON-RPC (jsonrpc, id, method, params, result, error)',
      'INVALID_PARAMETER: id debe ser un texto o un número entero; llegó null',
      'PAYLOAD_TOO_LARGE: El mensaje supera los 64 KB',
      expect.stringMatching(
        /^METHOD_NOT_FOUND: no hay ningún método "no\/such_method": este servidor atiende initialize, ping, /,
      ),
    ]);
    // The session goes on after each of them.
    expect(answers.find((a) => a.id === 6)).toEqual({ jsonrpc: '2.0', id: 6, result: {} });
  }, 60_000);

  it('completes odd argument names with nothing and refuses a cursor it never gave, in English with MCP_LANGUAGE=en', async () => {
    const lines = [
      ...['toString', '__proto__', 'constructor', 'valueOf'].map((name, i) => complete(10 + i, name)),
      '{"jsonrpc":"2.0","id":20,"method":"prompts/list","params":{"cursor":"MQ"}}',
      '{"jsonrpc":"1.0","id":21,"method":"ping"}',
    ];
    const answers = await rawStdio(lines, 6, { MCP_LANGUAGE: 'en' });
    for (const id of [10, 11, 12, 13]) {
      expect(answers.find((a) => a.id === id)).toMatchObject({ result: { completion: { values: [], total: 0 } } });
    }
    expect(answers.find((a) => a.id === 20)?.error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^INVALID_PARAMETER: cursor "MQ" is not one this server gave/),
    });
    expect(answers.find((a) => a.id === 21)?.error?.message).toBe(
      'INVALID_PARAMETER: jsonrpc must be "2.0" (JSON-RPC 2.0); got "1.0"',
    );
  }, 60_000);
});

describe('MCP over stdio with MCP_LANGUAGE=en', () => {
  let stdio: Awaited<ReturnType<typeof startStdio>>;
  let client: Client;
  beforeAll(async () => {
    stdio = await startStdio({ MCP_LANGUAGE: 'en' });
    ({ client } = stdio);
  }, 60_000);
  afterAll(() => stdio?.stop());

  it('writes tool errors and the texts of results in English', async () => {
    const failed = (await client.callTool({
      name: 'find_fuel_near',
      arguments: { lat: 40.4, lng: -3.7, fuel: 'petrol' },
    })) as CallToolResult;
    expect(failed.isError).toBe(true);
    expect(resultText(failed)).toMatch(/^INVALID_PARAMETER: fuel: "petrol" must be one of/);
    const prices = (await client.callTool({
      name: 'get_fuel_prices',
      arguments: { fuel: 'diesel' },
    })) as CallToolResult;
    const { data, meta } = prices.structuredContent as {
      data: { fuels: { label: string }[] };
      meta: { source: string };
    };
    expect(data.fuels[0]?.label).toBe('Diesel');
    expect(meta.source).toMatch(/^SYNTHETIC SAMPLE/);
  }, 60_000);
});

/** The stdio server as an MCP host starts it: `command` and `args` from its configuration, from `/`, with `env`. */
async function startAsAHost(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN],
    cwd: '/',
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stderr: 'pipe',
  });
  const session = { client: new Client({ name: 'mcp-host-test', version: '1.0.0' }), stderr: '' };
  transport.stderr?.on('data', (chunk: Buffer) => {
    session.stderr += chunk.toString();
  });
  await session.client.connect(transport);
  return session;
}

const nearby = { name: 'find_fuel_near', arguments: { lat: 40.4168, lng: -3.7038, radius_km: 25 } };

describe('MCP over stdio as a host starts it, from /', () => {
  it('answers initialize and tools/list before any data, then data once published; REFRESH=false writes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-mcp-host-'));
    const host = await startAsAHost({ DATA_DIR: dataDir, REFRESH: 'false' });
    try {
      // Nothing published yet: the tools are listed all the same, and a call says the data is not there.
      expect(host.client.getServerVersion()?.name).toBe('fuel-price-service');
      expect((await host.client.listTools()).tools).toHaveLength(23);
      const before = (await host.client.callTool(nearby)) as CallToolResult;
      expect(before.isError).toBe(true);
      expect(resultText(before)).toMatch(/^TEMPORARILY_UNAVAILABLE: /);
      // A writer publishes (its files, then the manifest that names them): the running server serves it.
      const sample = sampleDataDir();
      for (const name of readdirSync(sample).filter((file) => file !== MANIFEST_FILE)) {
        cpSync(join(sample, name), join(dataDir, name), { recursive: true });
      }
      cpSync(join(sample, MANIFEST_FILE), join(dataDir, MANIFEST_FILE));
      await expect
        .poll(async () => ((await host.client.callTool(nearby)) as CallToolResult).isError ?? false, {
          timeout: 30_000,
          interval: 500,
        })
        .toBe(false);
      expect(readdirSync(dataDir)).not.toContain(WRITER_LOCK_FILE);
    } finally {
      await host.client.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("reads the project's data/ when DATA_DIR is not set, not the working directory's", async () => {
    const host = await startAsAHost({ REFRESH: 'false' });
    try {
      await host.client.listTools();
      await expect.poll(() => host.stderr, { timeout: 20_000 }).toContain('MCP tool server ready on stdio');
      const ready = host.stderr
        .split('\n')
        .filter((line) => line.includes('MCP tool server ready on stdio'))
        .map((line) => JSON.parse(line) as { data_dir: string });
      expect(ready[0]?.data_dir).toBe(projectPath('data'));
    } finally {
      await host.client.close();
    }
  }, 60_000);
});
