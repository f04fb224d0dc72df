import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSnapshot } from '../../etl/refresh.js';
import { datesInDailySeries } from '../../test/support/daily-series.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../../test/support/datasets.js';
import { SAMPLE_BACKFILL_DAYS } from '../../test/support/fixture-facts.js';
import { fixtureSliceSource, nationalList } from '../../test/support/ministry-files.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { DOCS_HTML_PATH } from '../pages/pages.js';

let server: TestServer;
let stations: number;
beforeAll(async () => {
  server = await startTestServer({ config: { dataDir: sampleDataDir() } });
  const dataset = await loadDataset(sampleDataDir());
  stations = dataset.publicStationCount;
  server.store.swap(dataset, new Date('2026-08-22T14:00:00Z'));
});
afterAll(() => server.close());

describe('open-data downloads', () => {
  it('are listed in the index at stable addresses', async () => {
    const { body } = await server.json<{ data: { downloads: { url: string }[] } }>('/');
    expect(body.data.downloads.map((d) => new URL(d.url).pathname)).toEqual([
      '/downloads/stations.csv',
      '/downloads/stations.json',
      '/downloads/stations.geojson',
      '/downloads/stations.parquet',
      '/downloads/daily-prices.csv.gz',
      '/downloads/daily-prices.parquet',
      '/downloads/datapackage.json',
    ]);
  });

  it('stations.csv: every public station with its prices, licence link, ETag and Last-Modified', async () => {
    const response = await server.request('/downloads/stations.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('link')).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(decodeURIComponent(response.headers.get('x-attribution') ?? '')).toMatch(/muestra|sample/i);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toMatch(
      /^id,name,brand,brand_name,address,.*,lat,lng,.*,price_gasoline_95,.*,price_lng,.*,price_updated_at,first_seen$/,
    );
    expect(lines).toHaveLength(stations + 1);
    const again = await server.request('/downloads/stations.csv', {
      headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('stations.json carries the licence and the attribution', async () => {
    const body = (await (await server.request('/downloads/stations.json')).json()) as Record<string, unknown>;
    expect(body.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(String(body.attribution)).toMatch(/muestra|sample/i);
    expect(body.stations).toHaveLength(stations);
  });

  it('daily-prices.csv.gz is the complete daily series', async () => {
    const response = await server.request('/downloads/daily-prices.csv.gz');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('date,station_id,fuel,price');
    const dates = new Set(lines.slice(1).map((line) => line.slice(0, 10)));
    expect(dates.size).toBe(SAMPLE_BACKFILL_DAYS + 1);
  });
});

const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
/** A GET that keeps the body as sent (fetch would decode it): status, headers and bytes. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; header: (name: string) => string | undefined; body: Buffer }>(
    (resolve, reject) => {
      request(`${server.url}${path}`, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const header = (name: string) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ status: response.statusCode ?? 0, header, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('compressed downloads and docs', () => {
  for (const path of [
    '/downloads/stations.csv',
    '/downloads/stations.json',
    '/downloads/stations.geojson',
    '/downloads/datapackage.json',
  ]) {
    it(`${path}: gzip and Brotli when accepted, decoded byte-equal to the plain file, with an ETag each`, async () => {
      const plain = await raw(path, { 'Accept-Encoding': 'identity' });
      expect(plain.status).toBe(200);
      expect(plain.header('content-encoding')).toBeUndefined();
      expect(plain.header('vary')).toMatch(/Accept-Encoding/);
      const etags = new Set([plain.header('etag')]);
      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await raw(path, { 'Accept-Encoding': encoding === 'br' ? 'gzip;q=0.5, br' : 'gzip, deflate' });
        expect(answer.status).toBe(200);
        expect(answer.header('content-encoding')).toBe(encoding);
        expect(answer.header('vary')).toMatch(/Accept-Encoding/);
        expect(answer.header('content-type')).toBe(plain.header('content-type'));
        expect(Number(answer.header('content-length'))).toBe(answer.body.length);
        expect(answer.header('accept-ranges')).toBeUndefined();
        expect(answer.body.length).toBeLessThan(plain.body.length / 3);
        expect(decoders[encoding](answer.body).equals(plain.body)).toBe(true);
        etags.add(answer.header('etag'));
        const again = await raw(path, { 'Accept-Encoding': encoding, 'If-None-Match': answer.header('etag') ?? '' });
        expect(again.status).toBe(304);
      }
      expect(etags.size).toBe(3);
    });
  }

  it('a Range request gets bytes of the uncompressed file, whatever it accepts', async () => {
    const plain = await raw('/downloads/stations.json');
    const part = await raw('/downloads/stations.json', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.header('content-encoding')).toBeUndefined();
    expect(part.header('content-range')).toBe(`bytes 100-199/${plain.body.length}`);
    expect(part.body.equals(plain.body.subarray(100, 200))).toBe(true);
    expect(part.header('etag')).toBe(plain.header('etag'));
    expect(plain.header('accept-ranges')).toBe('bytes');
  });

  for (const path of ['/downloads/stations.parquet', '/downloads/daily-prices.parquet']) {
    it(`${path}: ETag, 304, Range, licence link, never re-encoded`, async () => {
      const whole = await raw(path, { 'Accept-Encoding': 'br, gzip' });
      expect(whole.status).toBe(200);
      expect(whole.header('content-type')).toBe('application/vnd.apache.parquet');
      expect(whole.header('content-encoding')).toBeUndefined();
      expect(whole.header('link')).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
      expect(whole.body.subarray(0, 4).toString()).toBe('PAR1');
      expect((await raw(path, { 'If-None-Match': whole.header('etag') ?? '' })).status).toBe(304);
      const tail = await raw(path, { Range: 'bytes=-4' });
      expect(tail.status).toBe(206);
      expect(tail.body.toString()).toBe('PAR1');
    });
  }

  it('stations.geojson: one Point Feature per station with the columns as properties', async () => {
    const response = await server.request('/downloads/stations.geojson');
    expect(response.headers.get('content-type')).toBe('application/geo+json');
    const body = (await response.json()) as {
      type: string;
      features: { geometry: { type: string; coordinates: number[] }; properties: Record<string, number> }[];
    };
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(stations);
    const [first] = body.features;
    expect(first?.geometry).toEqual({ type: 'Point', coordinates: [first?.properties.lng, first?.properties.lat] });
  });

  it('/docs: gzip and Brotli when accepted, decoded byte-equal to the page', async () => {
    if (!existsSync(DOCS_HTML_PATH)) throw new Error(`${DOCS_HTML_PATH} is missing: build it with \`npm run docs\``);
    const plain = await raw('/docs');
    expect(plain.status).toBe(200);
    expect(plain.header('vary')).toMatch(/Accept-Encoding/);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await raw('/docs', { 'Accept-Encoding': encoding });
      expect(answer.header('content-encoding')).toBe(encoding);
      expect(answer.header('etag')).not.toBe(plain.header('etag'));
      expect(decoders[encoding](answer.body).equals(plain.body)).toBe(true);
      expect(
        (await raw('/docs', { 'Accept-Encoding': encoding, 'If-None-Match': answer.header('etag') ?? '' })).status,
      ).toBe(304);
    }
  });
});

describe('downloads follow the snapshot being served', () => {
  /** The fixture's list, dated the next day: publishing it adds 2026-08-23 to the history. */
  const nextDay = fixtureSliceSource(() => ({ ...nationalList(), Fecha: '23/08/2026 15:53:31' }));
  const seriesDates = async (reader: TestServer) => {
    const response = await reader.request('/downloads/daily-prices.csv.gz');
    expect(response.status).toBe(200);
    return datesInDailySeries(Buffer.from(await response.arrayBuffer()));
  };
  const stationsTime = async (reader: TestServer) =>
    ((await (await reader.request('/downloads/stations.json')).json()) as { source_time: string }).source_time;

  it('a server that has not swapped to a new publication yet still serves the downloads of its own snapshot', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-downloads-'));
    cpSync(fixtureDataDir(), dataDir, { recursive: true });
    const reader = await startTestServer({ config: { dataDir } });
    try {
      const before = await loadDataset(dataDir);
      reader.store.swap(before, new Date('2026-08-22T14:00:00Z'));
      const datesBefore = await seriesDates(reader);
      expect(datesBefore.at(-1)).toBe('2026-08-22');

      await refreshSnapshot({ source: nextDay, dataDir, now: new Date('2026-08-23T14:00:00Z') });
      // Published, but this server still serves the earlier snapshot: its downloads agree with it.
      expect(await seriesDates(reader)).toEqual(datesBefore);
      expect(await stationsTime(reader)).toBe(before.sourceTime);

      const after = await loadDataset(dataDir);
      reader.store.swap(after, new Date('2026-08-23T14:00:00Z'));
      expect(await seriesDates(reader)).toEqual([...datesBefore, '2026-08-23']);
      expect(await stationsTime(reader)).toBe(after.sourceTime);
    } finally {
      await reader.close();
    }
  }, 60_000);
});

describe('ranges and preconditions of a download (RFC 9110), never a 500', () => {
  const path = '/downloads/stations.json';

  it('a range past the end is 416 with Content-Range bytes */size, as problem+json, for GET', async () => {
    const size = (await raw(path)).body.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const answer = await raw(path, { Range: range });
      expect(answer.status, range).toBe(416);
      expect(answer.header('content-range'), range).toBe(`bytes */${size}`);
      expect(answer.header('content-type')).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.body.toString()).code).toBe('RANGE_NOT_SATISFIABLE');
      // HEAD has no ranges: the whole file's headers.
      expect((await raw(path, { Range: range }, 'HEAD')).status, `HEAD ${range}`).toBe(200);
    }
  });

  it('a range it cannot read is ignored: the whole file', async () => {
    const whole = await raw(path);
    const answer = await raw(path, { Range: 'bytes=5-1' });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(whole.body)).toBe(true);
  });

  it('a failed If-Match or If-Unmodified-Since is 412 PRECONDITION_FAILED; a matching one serves the file', async () => {
    const whole = await raw(path);
    const etag = whole.header('etag') as string;
    const refused = await raw(path, { 'If-Match': '"nope"' });
    expect(refused.status).toBe(412);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'PRECONDITION_FAILED', status: 412 });
    expect((await raw(path, { 'If-Unmodified-Since': 'Mon, 01 Jan 2024 00:00:00 GMT' })).status).toBe(412);
    // The download's ETag is weak (size and time): If-Match compares strongly, so only * matches it.
    expect((await raw(path, { 'If-Match': etag })).status).toBe(412);
    expect((await raw(path, { 'If-Match': '*' })).status).toBe(200);
    expect((await raw(path, { 'If-Unmodified-Since': whole.header('last-modified') as string })).status).toBe(200);
  });

  it('If-Range with a weak tag never matches: the whole file, not a part', async () => {
    const whole = await raw(path);
    const answer = await raw(path, { Range: 'bytes=0-9', 'If-Range': whole.header('etag') as string });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(whole.body.length);
    const byDate = await raw(path, { Range: 'bytes=0-9', 'If-Range': whole.header('last-modified') as string });
    expect(byDate.status).toBe(206);
    expect(byDate.body.length).toBe(10);
  });
});
