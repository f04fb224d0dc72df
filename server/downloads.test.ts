import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSnapshot } from '../etl/refresh.js';
import type { MinistrySource } from '../etl/source/source.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { SAMPLE_BACKFILL_DAYS } from '../test/support/fixture-facts.js';
import { listados, nationalList } from '../test/support/ministry-files.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';

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
      '/downloads/daily-prices.csv.gz',
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
    expect(lines[0]).toMatch(/^id,name,brand,brand_name,address,.*gasoline_95,.*diesel,.*price_updated_at$/);
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

describe('downloads follow the snapshot being served', () => {
  /** The fixture's list, dated the next day: publishing it adds 2026-08-23 to the history. */
  const nextDay: MinistrySource = {
    description: 'fixture slice, a day later',
    isSample: false,
    stationsNow: async () => ({ ...nationalList(), Fecha: '23/08/2026 15:53:31' }),
    stationsOn: () => Promise.reject(new Error('not needed')),
    communities: async () => listados().communities,
    provinces: async () => listados().provinces,
    municipalities: async () => listados().municipalities,
  };
  const seriesDates = async (reader: TestServer) => {
    const response = await reader.request('/downloads/daily-prices.csv.gz');
    expect(response.status).toBe(200);
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    return [
      ...new Set(
        text
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.slice(0, 10)),
      ),
    ].sort();
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
