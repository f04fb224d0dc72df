import { connect as connectSocket } from 'node:net';
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, LOG_LEVEL } from '../contract-tests/log-capture.js';
import { systemClock } from '../core/clock.js';
import { createLinks } from '../core/links.js';
import { fakeDataset } from '../test/support/fakes.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { createMcpServer } from './create-mcp-server.js';
import { MCP_PATH } from './http.js';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
type RpcAnswer = {
  id: unknown;
  result?: { isError?: boolean; content?: { text: string }[] };
  error?: { code: number; message: string; data?: unknown };
};

const call = (params: unknown) => JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params });
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Malformed requests answered by the server whatever the transport: checked here on the server itself. */
const MALFORMED: [string, Record<string, unknown>, RegExp][] = [
  [
    'tools/call with name null',
    { method: 'tools/call', params: { name: null } },
    /^INVALID_PARAMETER: name must be a string/,
  ],
  ['tools/call without params', { method: 'tools/call' }, /^INVALID_PARAMETER: params must be an object/],
  [
    'tools/call with arguments an array',
    { method: 'tools/call', params: { name: 'get_station', arguments: [1] } },
    /^INVALID_PARAMETER: arguments must be an object/,
  ],
  [
    'tools/call of an unknown tool',
    { method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } },
    /^INVALID_PARAMETER: there is no tool "no_such_tool"/,
  ],
  [
    'initialize without its fields',
    { method: 'initialize', params: {} },
    /^INVALID_PARAMETER: protocolVersion is required$/,
  ],
  ['resources/read without a uri', { method: 'resources/read', params: {} }, /^INVALID_PARAMETER: uri is required$/],
  [
    'prompts/get with a name that is a number',
    { method: 'prompts/get', params: { name: 5 } },
    /^INVALID_PARAMETER: name must be a string; got 5$/,
  ],
  [
    'completion/complete without ref',
    { method: 'completion/complete', params: { argument: { name: 'province', value: 'ma' } } },
    /^INVALID_PARAMETER: ref is required$/,
  ],
  [
    'tools/list with a cursor that is a number',
    { method: 'tools/list', params: { cursor: 5 } },
    /^INVALID_PARAMETER: cursor must be a string; got 5$/,
  ],
];

describe("malformed MCP requests are the client's mistake: -32602 Invalid params with a short message", () => {
  const server = createMcpServer({
    pipeline: { run: () => Promise.reject(new Error('no tool call should get this far')) },
    logger: pino({ level: 'silent' }),
    served: { dataset: () => null, dataDir: '/nonexistent', clock: systemClock },
  });
  const asker = { links: createLinks('http://api.test', 'https://gasolineras.dev', ''), language: 'en' } as const;

  it.each(MALFORMED)('%s (the server itself, as every transport hands it)', async (_name, request, message) => {
    const answer = JSON.parse(
      (await server.answer({ jsonrpc: '2.0', id: 9, ...request } as JSONRPCRequest, asker)).join(''),
    );
    const error = (answer as RpcAnswer).error;
    expect(answer).toMatchObject({ id: 9, error: { code: -32602, data: { code: 'INVALID_PARAMETER' } } });
    expect(error?.message).toMatch(message);
    expect(error?.message.length).toBeLessThan(200);
    expect(error?.message).not.toMatch(/invalid_type|expected|\[\s*\{/);
  });
});

describe('malformed and hostile MCP requests over HTTP (POST /mcp)', () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({ deps: { logger: logs.logger } });
    server.store.swap(fakeDataset(), new Date());
  });
  afterAll(() => server.close());

  async function post(body: string, language?: string) {
    const headers = language === undefined ? HEADERS : { ...HEADERS, 'Accept-Language': language };
    const response = await fetch(`${server.url}${MCP_PATH}`, { method: 'POST', headers, body });
    return { status: response.status, json: (await response.json()) as RpcAnswer };
  }

  it('"name": null is -32602 with a short message, not -32603 with a zod dump', async () => {
    const { json } = await post(call({ name: null }), 'en');
    expect(json).toMatchObject({ id: 5, error: { code: -32602 } });
    expect(json.error?.message).toBe(
      'INVALID_PARAMETER: name must be a string: the name of a tool (see tools/list); got null',
    );
    const spanish = await post(call({ name: null }));
    expect(spanish.json.error?.message).toBe(
      'INVALID_PARAMETER: name debe ser un texto: el nombre de una herramienta (vea tools/list); llegó null',
    );
  });

  it('an unknown tool is a -32602 protocol error (MCP spec), while bad arguments stay isError results', async () => {
    const unknown = await post(call({ name: 'no_such_tool', arguments: {} }));
    expect(unknown.json.error).toMatchObject({ code: -32602, message: expect.stringMatching(/no_such_tool/) });
    const badArgument = await post(call({ name: 'get_fuel_prices', arguments: { fuel: 'petrol' } }));
    expect(badArgument.json.result?.isError).toBe(true);
    expect(badArgument.json.result?.content?.[0]?.text).toMatch(/^INVALID_PARAMETER: fuel: "petrol"/);
  });

  it('arguments nested 5,000 deep are an isError INVALID_PARAMETER, not INTERNAL_ERROR', async () => {
    const before = logs.lines.length;
    const body = `{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"find_fuel_along_route","arguments":{"points":${deepArrays(5000)}}}}`;
    const { status, json } = await post(body);
    expect(status).toBe(200);
    expect(json.result?.isError).toBe(true);
    expect(json.result?.content?.[0]?.text).toMatch(/^INVALID_PARAMETER: body anida listas y objetos en más de 32/);
    // a query argument nested as deep is named and shown cut short
    const query = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_fuel_prices","arguments":{"fuel":${deepArrays(5000)}}}}`;
    const answer = await post(query);
    expect(answer.json.result?.content?.[0]?.text).toMatch(/^INVALID_PARAMETER: fuel: \[\[\[.*…/);
    expect(logs.lines.slice(before).filter((line) => line.level >= LOG_LEVEL.error)).toEqual([]);
  });

  /** What the SDK's transport and server answered themselves, in English and without a code, before issue 38. */
  const REFUSED: {
    name: string;
    body: string;
    headers?: Record<string, string>;
    status: number;
    error: { code: number; data: { code: string } };
    id?: unknown;
    en: RegExp;
    es: RegExp;
  }[] = [
    {
      name: 'Accept without text/event-stream',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      headers: { Accept: 'application/json' },
      status: 406,
      error: { code: -32000, data: { code: 'NOT_ACCEPTABLE' } },
      id: 1,
      en: /^NOT_ACCEPTABLE: Accept must list both application\/json and text\/event-stream, as the MCP transport requires; got "application\/json"$/,
      es: /^NOT_ACCEPTABLE: Accept debe incluir application\/json y text\/event-stream, como exige el transporte MCP; llegó "application\/json"$/,
    },
    {
      name: 'Content-Type text/plain',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      headers: { 'Content-Type': 'text/plain' },
      status: 415,
      error: { code: -32000, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      en: /^UNSUPPORTED_MEDIA_TYPE: Content-Type must be application\/json, got "text\/plain"$/,
      es: /^UNSUPPORTED_MEDIA_TYPE: Content-Type debe ser application\/json; llegó "text\/plain"$/,
    },
    {
      name: 'an MCP-Protocol-Version the server does not speak',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      headers: { 'MCP-Protocol-Version': '1999-01-01' },
      status: 400,
      error: { code: -32000, data: { code: 'INVALID_PARAMETER' } },
      en: /^INVALID_PARAMETER: MCP-Protocol-Version "1999-01-01" is not a version this server speaks: 2025-11-25, .* or 2024-10-07$/,
      es: /^INVALID_PARAMETER: MCP-Protocol-Version "1999-01-01" no es una versión que hable este servidor: 2025-11-25, .* o 2024-10-07$/,
    },
    {
      name: '"jsonrpc": "1.0"',
      body: '{"jsonrpc":"1.0","id":1,"method":"ping"}',
      status: 400,
      error: { code: -32600, data: { code: 'INVALID_PARAMETER' } },
      id: 1,
      en: /^INVALID_PARAMETER: jsonrpc must be "2.0" \(JSON-RPC 2.0\); got "1.0"$/,
      es: /^INVALID_PARAMETER: jsonrpc debe ser "2.0" \(JSON-RPC 2.0\); llegó "1.0"$/,
    },
    {
      name: 'a member JSON-RPC does not define',
      body: '{"jsonrpc":"2.0","id":1,"method":"ping","extra":1}',
      status: 400,
      error: { code: -32600, data: { code: 'INVALID_PARAMETER' } },
      en: /^INVALID_PARAMETER: "extra" is not a member of a JSON-RPC message/,
      es: /^INVALID_PARAMETER: "extra" no es un miembro de un mensaje JSON-RPC/,
    },
    {
      name: 'an id that is neither a string nor an integer',
      body: '{"jsonrpc":"2.0","id":1.5,"method":"ping"}',
      status: 400,
      error: { code: -32600, data: { code: 'INVALID_PARAMETER' } },
      id: null,
      en: /^INVALID_PARAMETER: id must be a string or an integer; got 1.5$/,
      es: /^INVALID_PARAMETER: id debe ser un texto o un número entero; llegó 1.5$/,
    },
    {
      name: 'a method that is not a string',
      body: '{"jsonrpc":"2.0","id":1,"method":5}',
      status: 400,
      error: { code: -32600, data: { code: 'INVALID_PARAMETER' } },
      en: /^INVALID_PARAMETER: method must be a string; got 5$/,
      es: /^INVALID_PARAMETER: method debe ser de tipo string; llegó 5$/,
    },
    {
      name: 'neither a request, a notification nor a response',
      body: '{"jsonrpc":"2.0","id":1}',
      status: 400,
      error: { code: -32600, data: { code: 'INVALID_PARAMETER' } },
      en: /^INVALID_PARAMETER: The message is not a JSON-RPC 2.0 request/,
      es: /^INVALID_PARAMETER: El mensaje no es una petición JSON-RPC 2.0/,
    },
    {
      name: 'a method the server does not answer',
      body: '{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":"info"}}',
      status: 200,
      error: { code: -32601, data: { code: 'METHOD_NOT_FOUND' } },
      id: 1,
      en: /^METHOD_NOT_FOUND: there is no method "logging\/setLevel": this server answers initialize, ping, tools\/list, .* and completion\/complete$/,
      es: /^METHOD_NOT_FOUND: no hay ningún método "logging\/setLevel": este servidor atiende initialize, .* y completion\/complete$/,
    },
  ];

  it.each(REFUSED)('$name: a JSON-RPC error with its code, in the language of the request', async (refused) => {
    for (const language of ['en', 'es'] as const) {
      const headers = { ...HEADERS, 'Accept-Language': language, ...refused.headers };
      const response = await fetch(`${server.url}${MCP_PATH}`, { method: 'POST', headers, body: refused.body });
      expect(response.status).toBe(refused.status);
      const json = (await response.json()) as RpcAnswer;
      expect(json).toMatchObject({ jsonrpc: '2.0', error: refused.error });
      if (refused.id !== undefined) expect(json.id).toBe(refused.id);
      expect(json.error?.message).toMatch(refused[language]);
      if (response.status !== 200) expect(response.headers.get('content-language')).toBe(language);
      // Counted against the limits, so it says which (draft-ietf-httpapi-ratelimit-headers), as every answer does.
      expect(response.headers.get('ratelimit-policy')).toBe('"rest";q=120;w=60, "burst";q=20;w=10');
    }
  });

  it('a client that disconnects in the middle of its message is logged at info, not as an unexpected error', async () => {
    const before = logs.lines.length;
    const port = Number(new URL(server.url).port);
    const socket = connectSocket(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${MCP_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 500\r\n\r\n{"jsonrpc":"2.0",`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() => logs.lines.slice(before).some((line) => /connection closed before/.test(line.msg ?? '')))
      .toBe(true);
    const lines = logs.lines.slice(before);
    expect(lines.filter((line) => line.level >= LOG_LEVEL.warn)).toEqual([]);
    expect(lines.find((line) => /connection closed before/.test(line.msg ?? ''))?.level).toBe(LOG_LEVEL.info);
  });
});
