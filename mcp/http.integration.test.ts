import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { MemoryRateLimitStore } from '../runtime/limits/rate-limit.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { connectMcpClient, type McpTestServer, startMcpTestServer } from '../test/support/mcp-test-server.js';
import { datasetFallbacks, exampleHandlers, exerciseEveryTool, resultText } from '../test/support/mcp-tool-exercise.js';

const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

async function post(url: string, body: string) {
  const response = await fetch(url, { method: 'POST', headers: HEADERS, body });
  const json = (await response.json()) as { id: unknown; error?: { code: number; message: string; data?: unknown } };
  return { status: response.status, headers: response.headers, json };
}

describe('MCP over Streamable HTTP (/mcp)', () => {
  let server: McpTestServer;
  let client: Client;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
    client = await connectMcpClient(server.mcpUrl);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('lists the 21 read-only tools with their input schemas, announcing the version of package.json', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(23);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema).toBeUndefined();
      expect(tool.title && tool.description).toBeTruthy();
    }
    expect(client.getServerVersion()).toMatchObject({ name: 'fuel-price-service', version: PACKAGE_VERSION });
    // The stdio server's capabilities, but resources/subscribe: stateless, it keeps no session to notify.
    expect(client.getServerCapabilities()).toEqual({ tools: {}, resources: {}, prompts: {}, completions: {} });
  });

  it('keeps tools/list under 48 KB with every input constraint and when-to-use description an agent needs', async () => {
    const response = await fetch(server.mcpUrl, { method: 'POST', headers: HEADERS, body: LIST_TOOLS });
    const bytes = Buffer.byteLength(await response.text());
    expect(bytes).toBeLessThan(48 * 1024);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const definition = MCP_TOOLS.find((t) => t.name === tool.name);
      // The input schema is the contract's, whole: types, bounds, enums, patterns, defaults and required arguments.
      expect(tool.inputSchema).toEqual(definition?.inputSchema);
      expect(tool.description?.length).toBeGreaterThan(100);
    }
    const near = tools.find((t) => t.name === 'find_fuel_near');
    expect(near?.inputSchema).toMatchObject({
      required: ['lat', 'lng'],
      properties: { lat: { minimum: 27.4, maximum: 44 }, radius_km: { maximum: 50 } },
    });
  });

  it('answers every tool with {data, meta} valid against its output schema', async () => {
    const call = (name: string, args: Record<string, unknown>) =>
      client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
    const called = await exerciseEveryTool(call, await datasetFallbacks(sampleDataDir()));
    expect(called.size).toBe(23);
  });

  it('reports a failure inside a tool as isError with the code first', async () => {
    const english = await connectMcpClient(server.mcpUrl, 'en');
    const text = async (name: string, args: Record<string, unknown>) => {
      const result = (await english.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError).toBe(true);
      return resultText(result);
    };
    expect(await text('get_fuel_prices', { fuel: 'petrol' })).toMatch(
      /^INVALID_PARAMETER: fuel: "petrol" must be one of/,
    );
    expect(await text('get_fuel_prices', { colour: 'red' })).toMatch(/^INVALID_PARAMETER: colour/);
    expect(await text('get_price_history', { id: '1' })).toMatch(
      /^INVALID_PARAMETER: kind is required \(one of station, territory, monthly\)/,
    );
    expect(await text('compare_brands', { kind: 'brand' })).toMatch(/^INVALID_PARAMETER: slug is required/);
    expect(await text('get_station', { id: '99999999' })).toMatch(/^STATION_NOT_FOUND: /);
    expect(await text('get_station', { kind: 'several', ids: '4375,4375' })).toMatch(
      /^INVALID_PARAMETER: ids: "4375,4375" names station 4375 more than once/,
    );
    expect(await text('get_station', { kind: 'several', ids: '1,x' })).toMatch(
      /^INVALID_PARAMETER: ids: "1,x" must be/,
    );
    // An unknown tool is a protocol error (MCP spec), not a tool result.
    await expect(english.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await english.close();
  });

  it("answers in the language of the HTTP request's Accept-Language: Spanish by default, English when preferred", async () => {
    const english = await connectMcpClient(server.mcpUrl, 'en-GB,en;q=0.9');
    const spanishByQ = await connectMcpClient(server.mcpUrl, 'en;q=0.2, es');
    try {
      const failure = async (session: Client) =>
        resultText(
          (await session.callTool({ name: 'get_fuel_prices', arguments: { fuel: 'petrol' } })) as CallToolResult,
        );
      expect(await failure(english)).toMatch(/^INVALID_PARAMETER: fuel: "petrol" must be one of gasoline_95/);
      expect(await failure(client)).toMatch(/^INVALID_PARAMETER: fuel: "petrol" debe ser uno de gasoline_95/);
      expect(await failure(spanishByQ)).toMatch(/^INVALID_PARAMETER: fuel: "petrol" debe ser uno de/);
      const answer = async (session: Client) =>
        ((await session.callTool({ name: 'get_fuel_prices', arguments: { fuel: 'diesel' } })) as CallToolResult)
          .structuredContent as {
          data: { area: { name: string }; fuels: { label: string }[] };
          meta: { source: string };
        };
      const inEnglish = await answer(english);
      const inSpanish = await answer(client);
      expect(inEnglish.meta.source).toMatch(/^SYNTHETIC SAMPLE/);
      expect(inSpanish.meta.source).toMatch(/^MUESTRA SINTÉTICA/);
      expect([inEnglish.data.area.name, inEnglish.data.fuels[0]?.label]).toEqual(['Spain', 'Diesel']);
      expect([inSpanish.data.area.name, inSpanish.data.fuels[0]?.label]).toEqual(['España', 'Gasóleo A']);
      // The code is the same in both; argument errors stay isError results, unknown tools protocol errors.
      await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({
        code: -32602,
        message: expect.stringMatching(/no hay ninguna herramienta "no_such_tool"/),
      });
    } finally {
      await english.close();
      await spanishByQ.close();
    }
  });

  it('says the language of a tool result and of a transport error in Content-Language', async () => {
    const call = JSON.stringify({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'get_fuel_prices', arguments: { fuel: 'diesel' } },
    });
    for (const [language, expected] of [
      ['en', 'en'],
      [undefined, 'es'],
    ] as const) {
      const headers = language ? { ...HEADERS, 'Accept-Language': language } : HEADERS;
      const answer = await fetch(server.mcpUrl, { method: 'POST', headers, body: call });
      expect(answer.headers.get('content-language')).toBe(expected);
      const batch = await fetch(server.mcpUrl, { method: 'POST', headers, body: `[${call}]` });
      expect(batch.headers.get('content-language')).toBe(expected);
      const { error } = (await batch.json()) as { error: { message: string } };
      expect(error.message).toMatch(
        expected === 'en'
          ? /^INVALID_PARAMETER: JSON-RPC batches are not accepted/
          : /^INVALID_PARAMETER: No se admiten lotes/,
      );
    }
  });

  it("shares the REST answers' cache and monthly query budget: cached answers outlast the budget, others are TEMPORARILY_UNAVAILABLE", async () => {
    const limited = await startMcpTestServer({ dataDir: sampleDataDir(), monthlyQueryBudget: 2 });
    const limitedClient = await connectMcpClient(limited.mcpUrl);
    try {
      const rest = await fetch(`${limited.url}/v1/prices`);
      expect(rest.status).toBe(200);
      const call = (args: Record<string, unknown>) =>
        limitedClient.callTool({ name: 'get_fuel_prices', arguments: args }) as Promise<CallToolResult>;
      // The same request as the REST call above: served from the shared cache, no budget drawn.
      const cached = await call({});
      expect(cached.isError).toBeFalsy();
      expect((cached.structuredContent as { data: unknown }).data).toEqual(
        ((await rest.json()) as { data: unknown }).data,
      );
      expect((await call({ fuel: 'diesel' })).isError).toBeFalsy();
      const refused = await call({ fuel: 'lpg' });
      expect(refused.isError).toBe(true);
      expect(resultText(refused)).toMatch(/^TEMPORARILY_UNAVAILABLE: /);
      expect((await fetch(`${limited.url}/v1/prices?fuel=lpg`)).status).toBe(503);
      // Once the budget is spent, what either transport already asked is still answered.
      expect((await call({ fuel: 'diesel' })).isError).toBeFalsy();
      expect((await fetch(`${limited.url}/v1/prices?fuel=diesel`)).status).toBe(200);
    } finally {
      await limitedClient.close();
      await limited.close();
    }
  });

  it('answers 413 with a JSON-RPC error for a message over 64 KB', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(70_000) } });
    const { status, json } = await post(server.mcpUrl, big);
    expect(status).toBe(413);
    expect(json.error?.message).toMatch(/^PAYLOAD_TOO_LARGE: /);
  });

  it('answers a JSON-RPC parse error (-32700, HTTP 400) for invalid JSON', async () => {
    const { status, json } = await post(server.mcpUrl, '{"jsonrpc": "2.0", "id": 1,');
    expect(status).toBe(400);
    expect(json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('rejects a batch with a JSON-RPC error (HTTP 400)', async () => {
    const { status, json } = await post(server.mcpUrl, `[${LIST_TOOLS}]`);
    expect(status).toBe(400);
    expect(json.error).toMatchObject({
      code: -32600,
      message: expect.stringMatching(/^INVALID_PARAMETER: No se admiten lotes JSON-RPC/),
    });
  });

  it('answers GET and DELETE with a JSON-RPC error, 405 and Allow: POST, OPTIONS', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(server.mcpUrl, { method, headers: HEADERS });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      const json = (await response.json()) as { error: { code: number; message: string } };
      expect(json.error.message).toMatch(/^METHOD_NOT_ALLOWED: /);
    }
  });

  it('answers preflights from every origin, like the rest of the API (the Origin check is in origin-protection.integration.test.ts)', async () => {
    const preflight = await fetch(server.mcpUrl, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const { status, headers } = await post(server.mcpUrl, LIST_TOOLS);
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  // The Inspector's own command-line client (the `mcp-inspector --cli` wrapper would also start its web UI).
  const inspector = fileURLToPath(new URL('../node_modules/.bin/mcp-inspector-cli', import.meta.url));
  it('is listed by the MCP Inspector CLI (the devDependency @modelcontextprotocol/inspector)', async () => {
    expect(existsSync(inspector), `${inspector} is missing: run npm install`).toBe(true);
    const args = ['--cli', server.mcpUrl, '--transport', 'http', '--method', 'tools/list'];
    const { stdout } = await promisify(execFile)(inspector, args, { timeout: 60_000 });
    expect((JSON.parse(stdout.slice(stdout.indexOf('{'))) as { tools: unknown[] }).tools).toHaveLength(23);
  }, 90_000);
});

describe('MCP tool results end to end, with handlers answering the contract examples', () => {
  it('carry {data, meta} that both the SDK client and Ajv 2020 accept against each output schema', async () => {
    const handlers = exampleHandlers();
    const server = await startMcpTestServer({ dataDir: sampleDataDir(), handlers });
    const client = await connectMcpClient(server.mcpUrl);
    try {
      await client.listTools(); // the client validates structuredContent against the listed output schemas
      const call = (name: string, args: Record<string, unknown>) =>
        client.callTool({ name, arguments: args }) as Promise<CallToolResult>;
      expect((await exerciseEveryTool(call, await datasetFallbacks(sampleDataDir()))).size).toBe(23);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('MCP rate limits (same per-IP limits as the REST API)', () => {
  let server: McpTestServer;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir(), rateLimitStore: new MemoryRateLimitStore() });
  });
  afterAll(() => server?.close());

  /** A heavy tool call (find_fuel_near) with JSON-RPC id `id`. */
  const nearbyCall = (id: number) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'find_fuel_near', arguments: { lat: 40.416, lng: -3.703 } },
    });

  /** 30 heavy calls, all answered, in two halves 10 s apart to stay under the burst limit: the heavy quota is spent. */
  async function spendHeavyQuota(call: string): Promise<void> {
    for (let i = 0; i < 30; i++) {
      if (i === 15) server.clock.advance(10_000);
      expect((await post(server.mcpUrl, call)).status).toBe(200);
    }
  }

  it('answers 429 with Retry-After and a JSON-RPC error after a burst of 20 in 10 seconds', async () => {
    server.clock.set('2026-08-22T14:00:03Z');
    for (let i = 0; i < 20; i++) expect((await post(server.mcpUrl, LIST_TOOLS)).status).toBe(200);
    const limited = await post(server.mcpUrl, LIST_TOOLS);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10');
    expect(limited.headers.get('ratelimit')).toBe('"burst";r=0;t=10');
    expect(limited.headers.get('ratelimit-policy')).toBe('"rest";q=120;w=60, "burst";q=20;w=10');
    expect(limited.json.error).toMatchObject({ code: -32000, message: expect.stringMatching(/^RATE_LIMITED: /) });
  });

  it('counts tool calls of heavy operations against the heavy limit of 30 per minute', async () => {
    server.clock.set('2026-08-22T14:01:00Z');
    const nearby = nearbyCall(7);
    await spendHeavyQuota(nearby);
    server.clock.advance(10_000);
    const limited = await post(server.mcpUrl, nearby);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ id: 7, error: { message: expect.stringMatching(/^RATE_LIMITED: /) } });
    expect(limited.headers.get('ratelimit-policy')).toBe('"rest";q=120;w=60, "heavy";q=30;w=60, "burst";q=20;w=10');
    expect(limited.headers.get('ratelimit')).toBe('"heavy";r=0;t=40');
    expect((await post(server.mcpUrl, LIST_TOOLS)).status).toBe(200); // normal messages still pass
  });

  it('uses up no quota with a refused call: after a heavy refusal the whole burst of 20 is still there', async () => {
    server.clock.set('2026-08-22T14:05:00Z');
    const nearby = nearbyCall(8);
    await spendHeavyQuota(nearby);
    server.clock.advance(10_000); // the burst window is empty again; the heavy one is full
    for (let i = 0; i < 3; i++) expect((await post(server.mcpUrl, nearby)).status).toBe(429);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await post(server.mcpUrl, LIST_TOOLS)).status);
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers[20]).toBe(429);
  });

  /** completion/complete of a station id, as a prompt form asks while a person types. */
  const completion = (id: number) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'completion/complete',
      params: {
        ref: { type: 'ref/resource', uri: 'fuel-prices://stations/{id}' },
        argument: { name: 'id', value: '4' },
      },
    });

  it('counts completions apart, "completion";q=50;w=5: a person typing (4 a second, bursts of 10) is never refused', async () => {
    server.clock.set('2026-08-22T14:10:00Z');
    const statuses: number[] = [];
    // 10 s of typing: 10 keystrokes in seconds 0, 3, 6 and 9 (bursts), 4 in the others.
    for (let second = 0; second < 10; second++) {
      const keystrokes = second % 3 === 0 ? 10 : 4;
      for (let k = 0; k < keystrokes; k++) {
        const answer = await post(server.mcpUrl, completion(second * 100 + k));
        statuses.push(answer.status);
        expect(answer.headers.get('ratelimit-policy')).toBe('"completion";q=50;w=5');
        server.clock.advance(Math.floor(1000 / keystrokes));
      }
    }
    expect(statuses).toEqual(Array(statuses.length).fill(200));
    expect(statuses.length).toBe(64);
    // The data queries' quotas are untouched: a whole burst of them is still there.
    for (let i = 0; i < 20; i++) expect((await post(server.mcpUrl, LIST_TOOLS)).status).toBe(200);
  });

  it('bounds a flood of completions at 50 in any 5 s, refused as the other limits are', async () => {
    server.clock.set('2026-08-22T14:12:00Z');
    for (let i = 0; i < 50; i++) expect((await post(server.mcpUrl, completion(i))).status).toBe(200);
    const limited = await post(server.mcpUrl, completion(51));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('5');
    expect(limited.headers.get('ratelimit')).toBe('"completion";r=0;t=5');
    expect(limited.headers.get('ratelimit-policy')).toBe('"completion";q=50;w=5');
    expect(limited.json).toMatchObject({
      id: 51,
      error: { code: -32000, message: expect.stringMatching(/^RATE_LIMITED: /) },
    });
    server.clock.advance(5_000);
    expect((await post(server.mcpUrl, completion(52))).status).toBe(200);
  });
});
