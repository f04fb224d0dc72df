import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type CallToolRequest, type CallToolResult, CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(tools).toHaveLength(22);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true && t.annotations.openWorldHint === false)).toBe(
      true,
    );
  });

  it('answers every tool with {data, meta} valid against its output schema', async () => {
    const call = (name: string, args: Record<string, unknown>) =>
      client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
    const called = await exerciseEveryTool(call, await datasetFallbacks(dataDir));
    expect(called.size).toBe(22);
  }, 60_000);

  it('offers what /mcp offers: resources, templates, prompts and completions, read from its own DATA_DIR', async () => {
    expect(client.getServerCapabilities()).toEqual({ tools: {}, resources: {}, prompts: {}, completions: {} });
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
