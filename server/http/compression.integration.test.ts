// API answers compressed on request: Brotli or gzip by Accept-Encoding above COMPRESS_MIN_BYTES, identity below.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { preferredCoding } from './http-rules.js';
import { COMPRESS_MIN_BYTES } from './rest-adapter.js';

describe('preferredCoding (Accept-Encoding)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR;Q=0.9, gzip;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['deflate', 'identity'],
    ['gzip;q=nonsense', 'identity'],
  ] as const)('%j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

/** The raw answer, undecoded: fetch would decode it for us and hide what went over the wire. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;
/** Albacete's stations, the whole province in the fixtures: about 28 KB of JSON. */
const LARGE = '/v1/stations/nearby?lat=38.995&lng=-1.856&radius_km=50&limit=50&fuel=diesel';
const SMALL = '/v1/stations/nearby?lat=38.995&lng=-1.856&radius_km=5&limit=1&fuel=diesel';

describe('compressed API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
  });
  afterAll(() => server.close());

  it.each(['br', 'gzip'] as const)(
    '%s: decoded, the same answer as identity, with the same ETag and Vary',
    async (coding) => {
      const plain = await rawGet(`${server.url}${LARGE}`, {});
      const encoded = await rawGet(`${server.url}${LARGE}`, { 'accept-encoding': `${coding}, identity;q=0.5` });
      expect(plain.status).toBe(200);
      expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(encoded.headers['content-encoding']).toBe(coding);
      expect(Number(encoded.headers['content-length'])).toBe(encoded.bytes.length);
      expect(encoded.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(encoded.headers.etag).toBe(plain.headers.etag);
      expect(encoded.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(plain.headers.vary).toBe('Accept-Encoding, Accept-Language');
      // Byte for byte, but for the request id in meta, which differs for every request.
      const decoded = DECODE[coding](encoded.bytes).toString();
      const requestId = (text: string) => (JSON.parse(text) as { meta: { request_id: string } }).meta.request_id;
      expect(decoded.replace(requestId(decoded), 'ID')).toBe(
        plain.bytes.toString().replace(requestId(plain.bytes.toString()), 'ID'),
      );
    },
  );

  it('compresses the OpenAPI description, whose text is the same for every request, to identical bytes', async () => {
    const plain = await rawGet(`${server.url}/v1/openapi`, {});
    const first = await rawGet(`${server.url}/v1/openapi`, { 'accept-encoding': 'br' });
    const second = await rawGet(`${server.url}/v1/openapi`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(DECODE.br(first.bytes).equals(plain.bytes)).toBe(true);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes, and clients that ask for no coding, uncompressed`, async () => {
    const small = await rawGet(`${server.url}${SMALL}`, { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const refused = await rawGet(`${server.url}${LARGE}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.bytes.toString()).data.stations.length).toBeGreaterThan(10);
  });

  it('a HEAD carries the headers of the compressed GET, without a body', async () => {
    const head = await new Promise<{ headers: Record<string, unknown>; length: number }>((resolve, reject) => {
      httpRequest(`${server.url}${LARGE}`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let length = 0;
        res.on('data', (c: Buffer) => {
          length += c.length;
        });
        res.on('end', () => resolve({ headers: res.headers, length }));
      })
        .on('error', reject)
        .end();
    });
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.length).toBe(0);
  });
});
