import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../core/config.js';
import { fakeDataset } from '../test/support/fakes.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { MCP_PATH } from './http.js';

const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

/** POST /mcp with exactly these headers (node:http, so that Host is sent as written). */
function post(server: TestServer, headers: Record<string, string>, method = 'POST') {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: MCP_PATH,
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? LIST_TOOLS : undefined);
    },
  );
}

async function serverWith(config: Partial<Config>): Promise<TestServer> {
  const server = await startTestServer({ config });
  server.store.swap(fakeDataset(), new Date());
  return server;
}

describe('/mcp against DNS rebinding: a local server (HOST=127.0.0.1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ host: '127.0.0.1', apiUrl: '' });
  });
  afterAll(() => server?.close());

  it("answers 403 with a JSON-RPC error without id to another site's Host and Origin, in the request's language", async () => {
    const host = `evil.example.com:${new URL(server.url).port}`;
    const english = await post(server, { Host: host, Origin: `http://${host}`, 'Accept-Language': 'en' });
    expect(english.status).toBe(403);
    expect(english.headers['content-language']).toBe('en');
    expect(english.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32000,
        message: `HOST_NOT_ALLOWED: Host "${host}" is not a name of this local MCP server (protection against DNS rebinding): call it as localhost, 127.0.0.1 or [::1]`,
        data: { code: 'HOST_NOT_ALLOWED' },
      },
    });
    const spanish = await post(server, { Host: host });
    expect(spanish.status).toBe(403);
    expect((spanish.body.error as { message: string }).message).toMatch(/^HOST_NOT_ALLOWED: Host ".*" no es un nombre/);
  });

  it('refuses a page of another site calling through a loopback name', async () => {
    const refused = await post(server, {
      Host: '127.0.0.1',
      Origin: 'https://evil.example.com',
      'Accept-Language': 'en',
    });
    expect(refused.status).toBe(403);
    expect((refused.body.error as { message: string }).message).toMatch(
      /^ORIGIN_NOT_ALLOWED: a page at origin "https:\/\/evil.example.com" may not call this MCP server/,
    );
    // Whatever the method: a GET is refused as such, not as a method.
    expect((await post(server, { Host: 'evil.example.com' }, 'GET')).status).toBe(403);
  });

  it('answers the agent on this machine: loopback names, with or without a loopback Origin', async () => {
    const { port } = new URL(server.url);
    const cases: Record<string, string>[] = [
      { Host: `127.0.0.1:${port}` },
      { Host: `localhost:${port}`, Origin: `http://localhost:${port}` },
      { Host: `[::1]:${port}`, Origin: 'http://localhost:6274' },
    ];
    for (const headers of cases) {
      const answer = await post(server, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect((answer.body.result as { tools: unknown[] }).tools).toHaveLength(23);
    }
  });
});

describe('/mcp against DNS rebinding: a public server (HOST=0.0.0.0)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({
      host: '0.0.0.0',
      apiUrl: 'https://api.gasolineras.dev',
      mcpAllowedOrigins: ['https://agent.example.net'],
    });
  });
  afterAll(() => server?.close());

  it('answers any Host, its own origin and MCP_ALLOWED_ORIGINS, and refuses other origins', async () => {
    expect((await post(server, { Host: 'api.gasolineras.dev' })).status).toBe(200);
    expect((await post(server, { Host: '203.0.113.7' })).status).toBe(200);
    for (const origin of ['https://api.gasolineras.dev', 'https://agent.example.net', 'http://localhost:6274']) {
      expect((await post(server, { Host: 'api.gasolineras.dev', Origin: origin })).status, origin).toBe(200);
    }
    const refused = await post(server, { Host: 'api.gasolineras.dev', Origin: 'https://elsewhere.example' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ id: null, error: { data: { code: 'ORIGIN_NOT_ALLOWED' } } });
    // The CORS rule stays the API's (any origin may ask); the refusal is what a page of another site reads.
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });
});
