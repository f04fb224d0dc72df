import { connect as connectSocket } from 'node:net';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
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

/** Malformed requests answered by the SDK's server through any transport: checked here on the in-memory one. */
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
  it.each(MALFORMED)('%s (in-process transport, as stdio)', async (_name, request, message) => {
    const server = createMcpServer({
      pipeline: {
        run: () => Promise.reject(new Error('no tool call should get this far')),
        admit: () => Promise.resolve({}),
      },
      links: createLinks('http://api.test', 'https://gasolineras.dev', ''),
      language: 'en',
      logger: pino({ level: 'silent' }),
      served: { dataset: () => null, dataDir: '/nonexistent', clock: systemClock },
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const answers: JSONRPCMessage[] = [];
    clientSide.onmessage = (m) => answers.push(m);
    await server.connect(serverSide);
    await clientSide.start();
    await clientSide.send({ jsonrpc: '2.0', id: 9, ...request } as JSONRPCMessage);
    await expect.poll(() => answers.length).toBe(1);
    const error = (answers[0] as RpcAnswer).error;
    expect(answers[0]).toMatchObject({ id: 9, error: { code: -32602, data: { code: 'INVALID_PARAMETER' } } });
    expect(error?.message).toMatch(message);
    expect(error?.message.length).toBeLessThan(200);
    expect(error?.message).not.toMatch(/invalid_type|expected|\[\s*\{/);
    await server.close();
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
