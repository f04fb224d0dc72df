// What a client of /mcp receives, byte for byte: the answers are spliced from the pipeline's cached bytes (mcp/tools.ts)
// and their headers written in one list (mcp/http.ts), and must be exactly what the SDK's own serialization of the same
// values is, `JSON.stringify` of the JSON-RPC message in the SDK's member order, for an answer computed now as for one
// the cache held, for either type of id, for errors of every layer, and with the headers in the order they had.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { type McpTestServer, startMcpTestServer } from '../test/support/mcp-test-server.js';

interface Received {
  status: number;
  /** Header names in the order they came, and their values. */
  rawHeaders: string[];
  body: string;
}

/** A POST to /mcp as an MCP client sends it, read raw (fetch would sort the headers and could re-encode nothing). */
function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Received> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const call = (id: string | number, name: string, args: Record<string, unknown>) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

/** The SDK's serialization of a result: `{result, jsonrpc, id}`, as JSON.stringify writes it. */
const sdkResult = (result: unknown, id: string | number) => JSON.stringify({ result, jsonrpc: '2.0', id });

/** A successful tool result as the SDK writes it from its values: structuredContent, then the same JSON as text. */
function expectSdkSuccess(
  received: Received,
  id: string | number,
): { data: unknown; meta: { request_id: string; last_updated: string } } {
  expect(received.status).toBe(200);
  const { result } = JSON.parse(received.body) as { result: { content: [{ text: string }] } };
  const { text } = result.content[0];
  const value = JSON.parse(text);
  expect(received.body).toBe(sdkResult({ structuredContent: value, content: [{ type: 'text', text }] }, id));
  expect(text).toBe(JSON.stringify(value));
  return value;
}

const headerNames = (received: Received) => received.rawHeaders.filter((_, i) => i % 2 === 0);
const withoutRequestIds = (body: string) =>
  body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');

/** The headers every answer of /mcp starts with, in the order they have always come. */
const COMMON = [
  'X-Request-Id',
  'Access-Control-Allow-Origin',
  'Access-Control-Expose-Headers',
  'X-Content-Type-Options',
  'Strict-Transport-Security',
  'X-Robots-Tag',
];

describe('the bytes of a tools/call answer over /mcp', () => {
  let server: McpTestServer;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
  });
  afterAll(() => server?.close());

  it.each([
    [
      'find_fuel_near, a point (kept from its second asking)',
      'find_fuel_near',
      { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' },
    ],
    ['get_fuel_prices, no arguments', 'get_fuel_prices', {}],
    ['get_fuel_prices by province', 'get_fuel_prices', { level: 'province', code: '28', fuel: 'gasoline_95' }],
  ])('%s: the SDK’s bytes computed, then cached, with a number id and a string id', async (_, name, args) => {
    const answers: string[] = [];
    for (const [n, id] of [7, 'seven', 8, 'eight-ñ"\\'].entries()) {
      const received = await post(server.mcpUrl, call(id, name, args), n % 2 ? { 'Accept-Language': 'en' } : {});
      expectSdkSuccess(received, id);
      // The result alone, without the id that ends the message.
      answers.push(withoutRequestIds(received.body.slice(0, received.body.lastIndexOf(',"jsonrpc":'))));
    }
    // In each language, the answer the cache held is the answer computed (but for its request id).
    expect(answers[2]).toBe(answers[0]);
    expect(answers[3]).toBe(answers[1]);
  });

  it('carries in its text the very bytes of the REST answer’s data', async () => {
    const query = 'lat=40.417&lng=-3.704&radius_km=5&fuel=diesel';
    for (let asking = 0; asking < 3; asking++) {
      const rest = await (await fetch(`${server.url}/v1/stations/nearby?${query}`)).text();
      const args = { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' };
      const received = await post(server.mcpUrl, call(asking, 'find_fuel_near', args));
      const { text } = (JSON.parse(received.body) as { result: { content: [{ text: string }] } }).result.content[0];
      expect(text.slice(0, text.indexOf(',"meta":'))).toBe(rest.slice(0, rest.indexOf(',"meta":')));
    }
  });

  it('repeats the X-Request-Id header as meta.request_id, computed and cached, as REST does, never one reused', async () => {
    const args = { lat: 40.42, lng: -3.71, radius_km: 3, fuel: 'diesel' };
    const ids = new Set<string>();
    for (let asking = 0; asking < 4; asking++) {
      const received = await post(server.mcpUrl, call(asking, 'find_fuel_near', args));
      // expectSdkSuccess reads the text: its meta, escaped from a template, is the value's to the byte.
      const { meta } = expectSdkSuccess(received, asking);
      expect(meta.request_id).toBe(received.rawHeaders[received.rawHeaders.indexOf('X-Request-Id') + 1]);
      ids.add(meta.request_id);
    }
    expect(ids.size).toBe(4);
  });

  it('writes its headers in the order they had: the common ones, the limits, then the answer’s', async () => {
    const received = await post(server.mcpUrl, call(1, 'get_fuel_prices', {}));
    const names = headerNames(received);
    expect(names.slice(0, COMMON.length)).toEqual(COMMON);
    expect(names.filter((name) => !COMMON.includes(name) && name !== 'RateLimit')).toEqual([
      'RateLimit-Policy',
      'Cache-Control',
      'Content-Language',
      'Content-Type',
      'Content-Length',
      'Date',
      'Connection',
      'Keep-Alive',
    ]);
    expect(received.rawHeaders[received.rawHeaders.indexOf('Content-Type') + 1]).toBe('application/json');
    expect(Number(received.rawHeaders[received.rawHeaders.indexOf('Content-Length') + 1])).toBe(
      Buffer.byteLength(received.body),
    );
  });

  it('answers a refused argument as the SDK writes an isError result', async () => {
    for (const id of [3, 'three']) {
      const received = await post(server.mcpUrl, call(id, 'find_fuel_near', { lat: 99, lng: -3.7 }));
      const { result } = JSON.parse(received.body) as { result: { content: [{ text: string }] } };
      const { text } = result.content[0];
      expect(text).toMatch(/^INVALID_PARAMETER: /);
      expect(received.body).toBe(sdkResult({ isError: true, content: [{ type: 'text', text }] }, id));
    }
  });

  it('answers JSON-RPC errors (an unknown tool, an unknown method) as the SDK writes them', async () => {
    const unknownTool = await post(server.mcpUrl, call('x', 'no_such_tool', {}));
    const method = JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'no/such' });
    const unknownMethod = await post(server.mcpUrl, method);
    for (const [received, id, code] of [
      [unknownTool, 'x', -32602],
      [unknownMethod, 4, -32601],
    ] as const) {
      expect(received.status).toBe(200);
      const { error } = JSON.parse(received.body) as { error: { code: number } };
      expect(error.code).toBe(code);
      expect(received.body).toBe(JSON.stringify({ jsonrpc: '2.0', id, error }));
      expect(headerNames(received).slice(0, COMMON.length)).toEqual(COMMON);
    }
  });

  it('answers transport errors (not JSON, a batch) with their status, headers and the bytes of a JSON-RPC error', async () => {
    const batch = `[${call(1, 'get_fuel_prices', {})}]`;
    for (const [body, status, code] of [
      ['{not json', 400, -32700],
      [batch, 400, -32600],
    ] as const) {
      const received = await post(server.mcpUrl, body);
      expect(received.status).toBe(status);
      const { error } = JSON.parse(received.body) as { error: { code: number } };
      expect(error.code).toBe(code);
      expect(received.body).toBe(JSON.stringify({ jsonrpc: '2.0', id: null, error }));
      expect(headerNames(received)).toEqual([
        ...COMMON,
        ...headerNames(received).filter((name) => name === 'RateLimit'),
        'RateLimit-Policy',
        'Cache-Control',
        'Content-Type',
        'Content-Language',
        'Content-Length',
        'Date',
        'Connection',
        'Keep-Alive',
      ]);
    }
  });

  it('accepts a notification with 202 and no body, with the common headers', async () => {
    const received = await post(server.mcpUrl, JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect(received.status).toBe(202);
    expect(received.body).toBe('');
    expect(headerNames(received).slice(0, COMMON.length)).toEqual(COMMON);
    expect(received.rawHeaders[received.rawHeaders.indexOf('Cache-Control') + 1]).toBe('no-store');
  });
});

describe('a tools/call asked again in the same bytes but for its id (kept: not parsed, checked or planned again)', () => {
  let server: McpTestServer;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
  });
  afterAll(() => server?.close());

  const args = { lat: 40.417, lng: -3.704, radius_km: 5, fuel: 'diesel' };
  /** The call with its id written as `rawId` (any JSON text), as a client may write it. */
  const withRawId = (rawId: string, callArgs: Record<string, unknown> = args) =>
    call(0, 'find_fuel_near', callArgs).replace('"id":0', `"id":${rawId}`);
  const resultOf = (received: Received) =>
    withoutRequestIds(received.body.slice(0, received.body.lastIndexOf(',"jsonrpc":')));

  it('answers the bytes the general path answers, with its id as JSON.parse reads it, of every form', async () => {
    // The first asking goes the general way and is kept; every later one is recognised.
    const general = await post(server.mcpUrl, withRawId('1'));
    expectSdkSuccess(general, 1);
    const rawIds = ['2', '-7', '9007199254740991', '1.0', '1e2', '"seven"', '""', '"a\\"b\\\\"', '"\\u0041ñ\\n"'];
    for (const rawId of rawIds) {
      const id = JSON.parse(rawId) as string | number;
      const received = await post(server.mcpUrl, withRawId(rawId));
      expectSdkSuccess(received, id);
      expect(resultOf(received), rawId).toBe(resultOf(general));
    }
  });

  it('never repeats a request id, and answers in the language of each request', async () => {
    const ids = new Set<string>();
    const sources = { es: new Set<string>(), en: new Set<string>() };
    for (const [n, language] of (['es', 'en', 'es', 'en'] as const).entries()) {
      const received = await post(server.mcpUrl, withRawId(String(n + 10)), { 'Accept-Language': language });
      const { meta } = expectSdkSuccess(received, n + 10) as unknown as {
        meta: { request_id: string; source: string };
      };
      expect(received.rawHeaders[received.rawHeaders.indexOf('Content-Language') + 1]).toBe(language);
      sources[language].add(meta.source);
      ids.add(meta.request_id);
    }
    expect(ids.size).toBe(4);
    // One text in each language, and not the same one.
    expect([sources.es.size, sources.en.size]).toEqual([1, 1]);
    expect([...sources.es][0]).not.toBe([...sources.en][0]);
  });

  it('takes no body that differs in a byte outside its id for a kept one', async () => {
    await post(server.mcpUrl, withRawId('1'));
    const kept = await post(server.mcpUrl, withRawId('2'));
    // Other arguments: another answer.
    const wider = await post(server.mcpUrl, withRawId('3', { ...args, radius_km: 6 }));
    expectSdkSuccess(wider, 3);
    expect(resultOf(wider)).not.toBe(resultOf(kept));
    // Another method, another version, another member: the general path's errors.
    const method = await post(server.mcpUrl, withRawId('4').replace('"tools/call"', '"tools/calm"'));
    expect(JSON.parse(method.body)).toMatchObject({ id: 4, error: { code: -32601 } });
    const version = await post(server.mcpUrl, withRawId('5').replace('"2.0"', '"2.1"'));
    expect(version.status).toBe(400);
    expect(JSON.parse(version.body)).toMatchObject({ id: 5, error: { code: -32600 } });
    const member = await post(server.mcpUrl, withRawId('6').replace('"params"', '"params","x":1,"y"'));
    expect(member.status).toBe(400);
    // An id JSON-RPC does not take: refused as the general path refuses it.
    const badId = await post(server.mcpUrl, withRawId('1.5'));
    expect(badId.status).toBe(400);
    expect(JSON.parse(badId.body)).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('checks its headers as every request’s: Accept, Content-Type and MCP-Protocol-Version', async () => {
    await post(server.mcpUrl, withRawId('1'));
    expectSdkSuccess(await post(server.mcpUrl, withRawId('2')), 2);
    for (const [headers, status] of [
      [{ Accept: 'application/json' }, 406],
      [{ 'Content-Type': 'text/plain' }, 415],
      [{ 'MCP-Protocol-Version': '1999-01-01' }, 400],
    ] as const) {
      const received = await post(server.mcpUrl, withRawId('7'), headers);
      expect(received.status).toBe(status);
      expect(JSON.parse(received.body)).toMatchObject({ id: 7, error: { code: -32000 } });
    }
  });
});

describe('a tools/call answer the cache held, when a new snapshot is served', () => {
  let server: McpTestServer;
  beforeAll(async () => {
    server = await startMcpTestServer({ dataDir: sampleDataDir() });
  });
  afterAll(() => server?.close());

  it('is made again from the new data, as the REST answer is', async () => {
    const ask = async (id: number) => expectSdkSuccess(await post(server.mcpUrl, call(id, 'get_fuel_prices', {})), id);
    const before = await ask(1);
    // Asked again (the same bytes but for the id: a kept call): served from the cache, from the forms of its bytes made
    // at its first hit.
    expect((await ask(2)).data).toEqual(before.data);
    expect((await ask(3)).data).toEqual(before.data);
    server.store.swap(await loadDataset(fixtureDataDir()), server.clock.now());
    const after = await ask(4);
    const rest = (await (await fetch(`${server.url}/v1/prices`)).json()) as typeof after;
    expect(after.data).toEqual(rest.data);
    expect(after.data).not.toEqual(before.data);
    // The meta's text too (its escaped template made again for the new snapshot), cached as computed.
    expect(after.meta.last_updated).toBe(rest.meta.last_updated);
    expect((await ask(5)).meta).toMatchObject({ last_updated: rest.meta.last_updated });
  });
});
