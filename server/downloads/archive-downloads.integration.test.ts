// The archive over real HTTP, on the DATA_DIR the ETL built from the committed slice (30-31 July, 1, 19, 21 and 22
// August): listed in GET /, downloaded with ETag, 304, Range and HEAD, refused with problem+json for any other name,
// and always the version the snapshot being served names, even after a newer one is published beside it.
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSnapshot } from '../../etl/refresh.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { copyOf } from '../../test/support/data-dir-files.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { TEST_NOW } from '../../test/support/fixture-facts.js';
import { startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

interface ArchiveEntry {
  name: 'prices' | 'aggregates';
  month: string;
  format: string;
  url: string;
  bytes: number;
  sha256: string;
  days: number;
}

let server: TestServer;
let archive: ArchiveEntry[];
beforeAll(async () => {
  server = await startTestServer({ config: { dataDir: fixtureDataDir() } });
  server.store.swap(await loadDataset(fixtureDataDir()), new Date(TEST_NOW));
  archive = (await server.json<{ data: { archive: ArchiveEntry[] } }>('/')).body.data.archive;
});
afterAll(() => server.close());

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');
const AUGUST = '/downloads/archive/prices-2026-08.parquet';

describe('the archive in GET / and at /downloads/archive/', () => {
  it('GET / lists each month file with its address, size, SHA-256 and days, and they are what is served', async () => {
    expect(archive.map(({ name, month, days }) => `${name} ${month} ${days}`)).toEqual([
      'prices 2026-07 2',
      'aggregates 2026-07 2',
      'stations 2026-07 2',
      'prices 2026-08 4',
      'aggregates 2026-08 4',
      'stations 2026-08 4',
    ]);
    for (const entry of archive) {
      expect(entry.url).toBe(`${server.url}/downloads/archive/${entry.name}-${entry.month}.parquet`);
      const body = await (await fetch(entry.url)).arrayBuffer();
      expect({ url: entry.url, bytes: body.byteLength, sha256: sha256(body) }).toEqual({
        url: entry.url,
        bytes: entry.bytes,
        sha256: entry.sha256,
      });
    }
  });

  it('a month file: Parquet with licence, strong ETag and Repr-Digest from its hash, 304, Range, HEAD', async () => {
    const entry = archive.find((e) => e.name === 'prices' && e.month === '2026-08') as ArchiveEntry;
    const whole = await server.request(AUGUST, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/vnd.apache.parquet');
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('etag')).toBe(`"${entry.sha256}"`);
    expect(whole.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(entry.sha256, 'hex').toString('base64')}:`);
    expect(whole.headers.get('link')).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(decodeURIComponent(whole.headers.get('x-attribution') ?? '')).toMatch(/Ministerio/);
    expect(whole.headers.get('content-disposition')).toBe('attachment; filename="prices-2026-08.parquet"');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('last-modified')).toBeTruthy();
    const body = Buffer.from(await whole.arrayBuffer());
    expect(sha256(body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer)).toBe(entry.sha256);

    const etag = whole.headers.get('etag') as string;
    const notModified = await server.request(AUGUST, { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await notModified.arrayBuffer()).byteLength).toBe(0);

    // Parquet starts and ends with its magic number; a reader fetches the footer with a suffix range.
    for (const range of ['bytes=0-3', 'bytes=-4']) {
      const part = await server.request(AUGUST, { headers: { Range: range, 'If-Range': etag } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PAR1');
      expect(part.headers.get('content-range')).toMatch(new RegExp(`/${entry.bytes}$`));
    }
    const changed = await server.request(AUGUST, { headers: { Range: 'bytes=0-3', 'If-Range': '"other"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(entry.bytes);

    const head = await server.request(AUGUST, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(entry.bytes);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    '/downloads/archive/prices-2026-06.parquet',
    '/downloads/archive/aggregates-2025-08.parquet',
    '/downloads/archive/prices-2026-13.parquet',
    '/downloads/archive/regions-2026-08.parquet',
    '/downloads/archive/stations-2026-06.parquet',
    '/downloads/archive/prices-2026-08.csv',
    '/downloads/archive/prices-2026-08.parquet/more',
    '/downloads/archive/prices-2026-08.0123456789abcdef.parquet',
    '/downloads/archive/',
  ])('%s: 404 ENDPOINT_NOT_FOUND as problem+json, naming the path and the months held', async (path) => {
    const response = await server.request(path, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.code).toBe('ENDPOINT_NOT_FOUND');
    expect(problem.detail).toBe(
      `No archive file at ${path}; the archive holds prices-YYYY-MM.parquet and aggregates-YYYY-MM.parquet for ` +
        '2026-07 to 2026-08 (GET / and /downloads/datapackage.json list them)',
    );
    const spanish = (await (await server.request(path)).json()) as { detail: string };
    expect(spanish.detail).toBe(
      `No hay ningún fichero del archivo en ${path}; el archivo tiene prices-YYYY-MM.parquet y ` +
        'aggregates-YYYY-MM.parquet de 2026-07 a 2026-08 (GET / y /downloads/datapackage.json los listan)',
    );
  });

  it('a path that climbs out of the archive, sent as written (fetch would resolve it), is 404 too', async () => {
    for (const path of ['/downloads/archive/../../manifest.json', '/downloads/archive/%2e%2e/%2e%2e/manifest.json']) {
      const { status, body } = await rawGet(path);
      const { code, detail } = JSON.parse(body);
      expect({ status, code, detail: detail.slice(0, 60) }).toEqual({
        status: 404,
        code: 'ENDPOINT_NOT_FOUND',
        detail: `No archive file at ${path}; the archive holds prices-YYYY-MM.parquet`.slice(0, 60),
      });
    }
  });

  it('POST is 405 with Allow', async () => {
    const response = await server.request(AUGUST, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('a newer version published beside the one served', () => {
  it('is not served, nor described, until the server serves the snapshot that names it', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-archive-served-');
    const reader = await startTestServer({ config: { dataDir } });
    reader.store.swap(await loadDataset(dataDir), new Date(TEST_NOW));
    const fixture = await startMinistryFixtureServer();
    try {
      const describedBefore = await dictionaryEntry(reader);
      // The register's list of 23 August published by the writer: August gains a day, in a new version.
      fixture.shiftDays(1);
      await refreshSnapshot({
        source: createMinistryHttpSource({ baseUrl: fixture.baseUrl }),
        dataDir,
        now: new Date(),
      });
      const servedBefore = sha256(await (await reader.request(AUGUST)).arrayBuffer());
      expect(`sha256:${servedBefore}`).toBe(describedBefore.hash);
      expect(await dictionaryEntry(reader)).toEqual(describedBefore);

      reader.store.swap(await loadDataset(dataDir), new Date(TEST_NOW));
      const describedAfter = await dictionaryEntry(reader);
      expect(describedAfter.dates.at(-1)).toBe('2026-08-23');
      expect(`sha256:${sha256(await (await reader.request(AUGUST)).arrayBuffer())}`).toBe(describedAfter.hash);
      expect(describedAfter.hash).not.toBe(describedBefore.hash);
    } finally {
      await fixture.close();
      await reader.close();
    }
  });
});

/** A GET whose path is sent exactly as written. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    // Options, not a URL string: a URL would be normalised, dot segments resolved, before it is sent.
    get({ hostname, port, path, headers: { 'Accept-Language': 'en' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

async function dictionaryEntry(reader: TestServer): Promise<{ hash: string; bytes: number; dates: string[] }> {
  const dictionary = (await (await reader.request('/downloads/datapackage.json')).json()) as {
    resources: { path: string; hash: string; bytes: number; dates: string[] }[];
  };
  const { hash, bytes, dates } = dictionary.resources.find((r) => r.path === 'archive/prices-2026-08.parquet') ?? {};
  return { hash: hash as string, bytes: bytes as number, dates: dates as string[] };
}
