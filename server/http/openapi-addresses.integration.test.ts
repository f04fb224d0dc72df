// Where tools look for the contract first: /openapi.json and /openapi.yaml answer the operation of /v1/openapi
// (x-aliases), the same document with the same limits, caching, CORS and conditional requests; the YAML is YAML. Every
// other address with an extension stays 404, and GET / stays the index.
import { type IncomingHttpHeaders, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fakeDataset } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

const ADDRESSES = ['/v1/openapi', '/openapi.json', '/openapi.yaml'] as const;
/** The headers that must not differ from one address to another. */
const SHARED_HEADERS = ['cache-control', 'access-control-allow-origin', 'ratelimit-policy', 'content-language', 'vary'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shared = (response: Response) => SHARED_HEADERS.map((name) => [name, response.headers.get(name)]);

describe('the OpenAPI description at the addresses tools look at first', () => {
  it('before data: all three answer the same document, no-store like every answer made before data', async () => {
    const answers = await Promise.all(ADDRESSES.map((path) => server.request(path)));
    for (const answer of answers)
      expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-store']);
    const [json, alias, yaml] = await Promise.all(answers.map((answer) => answer.text()));
    expect(alias).toBe(json);
    expect(parse(yaml ?? '')).toEqual(JSON.parse(json ?? ''));
  });

  it('with data: /openapi.json is /v1/openapi byte for byte, with its ETag, caching, limits and CORS', async () => {
    server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
    const [canonical, alias] = await Promise.all([server.request('/v1/openapi'), server.request('/openapi.json')]);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('content-type')).toBe('application/vnd.oai.openapi+json; charset=utf-8');
    expect(alias.headers.get('etag')).toBe(canonical.headers.get('etag'));
    expect(shared(alias)).toEqual(shared(canonical));
    expect(alias.headers.get('cache-control')).toBe('public, max-age=21600');
    expect(alias.headers.get('access-control-allow-origin')).toBe('*');
    expect(await alias.text()).toBe(await canonical.text());
  });

  it('/openapi.yaml is the same document as YAML, with an ETag of its own and the same caching, limits and CORS', async () => {
    const [canonical, yaml] = await Promise.all([server.request('/v1/openapi'), server.request('/openapi.yaml')]);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(shared(yaml)).toEqual(shared(canonical));
    const text = await yaml.text();
    expect(text.startsWith('openapi: 3.1.0\n')).toBe(true);
    expect(parse(text)).toEqual(await canonical.json());
    expect(yaml.headers.get('etag')).toMatch(/^W\/".+-yaml"$/);
    expect(yaml.headers.get('etag')).not.toBe(canonical.headers.get('etag'));
  });

  it('answers If-None-Match with 304 at each address, for its own ETag only', async () => {
    for (const path of ADDRESSES) {
      const etag = (await server.request(path)).headers.get('etag') ?? '';
      const again = await server.request(path, { headers: { 'If-None-Match': etag } });
      expect([path, again.status, again.headers.get('etag')]).toEqual([path, 304, etag]);
    }
    const jsonTag = (await server.request('/openapi.json')).headers.get('etag') ?? '';
    expect((await server.request('/openapi.yaml', { headers: { 'If-None-Match': jsonTag } })).status).toBe(200);
  });

  it('HEAD and the CORS preflight as at /v1/openapi', async () => {
    const head = await server.request('/openapi.yaml', { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    const get = await server.request('/openapi.yaml', { headers: { 'Accept-Encoding': 'identity' } });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await get.text())));
    const preflight = await server.request('/openapi.json', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('the YAML is gzip on the wire when asked for (its ETag kept), the same text once unzipped', async () => {
    const { status, headers, body } = await new Promise<{
      status?: number;
      headers: IncomingHttpHeaders;
      body: Buffer;
    }>((resolve, reject) => {
      request(`${server.url}/openapi.yaml`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    const plain = await server.request('/openapi.yaml', { headers: { 'Accept-Encoding': 'identity' } });
    expect([status, headers['content-encoding'], headers.etag]).toEqual([200, 'gzip', plain.headers.get('etag')]);
    expect(gunzipSync(body).toString()).toBe(await plain.text());
  });

  it('other methods are 405 naming the address asked, with Allow', async () => {
    const refused = await server.request('/openapi.yaml', { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(((await refused.json()) as { detail: string }).detail).toContain('/openapi.yaml');
  });
});

describe('the 404 rules and the index are as before', () => {
  it.each(['/openapi', '/openapi.yml', '/v1/openapi.json', '/v1/openapi.yaml', '/openapi.json/x', '/status.json'])(
    '%s is 404 ENDPOINT_NOT_FOUND',
    async (path) => {
      const response = await server.request(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('ENDPOINT_NOT_FOUND');
    },
  );

  it('GET / is still the index, naming /v1/openapi', async () => {
    const { status, body } = await server.json<{ data: { openapi_url: string } }>('/');
    expect([status, body.data.openapi_url]).toEqual([200, `${server.url}/v1/openapi`]);
  });
});
