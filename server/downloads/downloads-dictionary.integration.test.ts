// The downloads against their data dictionary (/downloads/datapackage.json), fetched over HTTP as a data user would,
// on a DATA_DIR built the way an operator starts one: the history backfilled, then a refresh publishing the snapshot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MEDIA_TYPE } from '../../core/data-dir/archive-index.js';
import { DOWNLOADS } from '../../core/data-dir/layout.js';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { PRICE_KEYS } from '../../core/model.js';
import { backfillHistory } from '../../etl/backfill.js';
import { fetchTerritories, refreshSnapshot } from '../../etl/refresh.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { loadPublishedDataset } from '../../store/snapshot-loader.js';
import { expectedArchiveRowsOver } from '../../test/support/archive-truth.js';
import { checkResource, type PackageResource, type ResourceReport } from '../../test/support/data-package-check.js';
import { FIXTURE_BACKFILL_DAYS, TEST_NOW } from '../../test/support/fixture-facts.js';
import { startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

let dataDir: string;
let scratchDir: string;
let server: TestServer;
let dictionary: {
  licenses: { path: string }[];
  attribution: string;
  source_time: string;
  resources: PackageResource[];
};
const reports = new Map<string, ResourceReport>();
type ArchiveResource = PackageResource & { dates: string[] };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fuel-dictionary-'));
  scratchDir = mkdtempSync(join(tmpdir(), 'fuel-dictionary-read-'));
  const fixture = await startMinistryFixtureServer();
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const territories = await fetchTerritories(source);
    await backfillHistory({ source, dataDir, territories, endDate: '2026-08-22', days: FIXTURE_BACKFILL_DAYS });
    await refreshSnapshot({ source, dataDir, now: new Date(TEST_NOW) });
  } finally {
    await fixture.close();
  }
  server = await startTestServer({ config: { dataDir } });
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error('no snapshot published');
  server.store.swap(dataset, new Date(TEST_NOW));
  dictionary = (await (await server.request('/downloads/datapackage.json')).json()) as typeof dictionary;
  for (const resource of dictionary.resources) {
    const body = Buffer.from(await (await server.request(`/downloads/${resource.path}`)).arrayBuffer());
    reports.set(resource.path, await checkResource(resource, body, scratchDir));
  }
});
afterAll(async () => {
  await server?.close();
  for (const dir of [dataDir, scratchDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the data dictionary (/downloads/datapackage.json)', () => {
  it('describes every other download, with its licence, attribution and source time', () => {
    expect(dictionary.resources.map((resource) => `/downloads/${resource.path}`)).toEqual([
      ...DOWNLOADS.filter((d) => d.name !== 'datapackage').map((d) => d.path),
      ...['2026-07', '2026-08'].flatMap((month) => [
        `/downloads/archive/prices-${month}.parquet`,
        `/downloads/archive/aggregates-${month}.parquet`,
        `/downloads/archive/stations-${month}.parquet`,
      ]),
    ]);
    expect(dictionary.licenses[0]?.path).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(dictionary.attribution).toMatch(/Ministerio para la Transición Ecológica/);
    expect(dictionary.source_time).toBe('2026-08-22T13:53:31Z');
    for (const resource of dictionary.resources) {
      expect(resource.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
      const mediaType = DOWNLOADS.find((d) => d.file === resource.path)?.mediaType ?? ARCHIVE_MEDIA_TYPE;
      expect(resource.mediatype).toBe(mediaType.split(';')[0]);
    }
  });

  it('lists each archive month with the days it holds, and each file has the rows of those days', () => {
    const archive = dictionary.resources.filter((resource) => resource.path.startsWith('archive/'));
    const days = (month: string) =>
      (archive.find((r) => r.path === `archive/prices-${month}.parquet`) as ArchiveResource).dates;
    expect(days('2026-07')).toEqual(['2026-07-30', '2026-07-31']);
    expect(days('2026-08')).toEqual(['2026-08-01', '2026-08-19', '2026-08-21', '2026-08-22']);
    for (const resource of archive as ArchiveResource[]) {
      const kind = (['prices', 'aggregates', 'stations'] as const).find((k) =>
        resource.path.startsWith(`archive/${k}-`),
      );
      if (kind === undefined) throw new Error(`an archive resource of no known kind: ${resource.path}`);
      expect({ path: resource.path, rows: reports.get(resource.path)?.rows }).toEqual({
        path: resource.path,
        rows: expectedArchiveRowsOver(resource.dates)[kind],
      });
    }
  });

  it('every download agrees with it: size, hash, columns, types, required fields, constraints, unique ids', () => {
    for (const [path, report] of reports) expect({ path, errors: report.errors }).toEqual({ path, errors: [] });
  });

  it('every format of a table carries the same columns and the same number of rows', () => {
    const stations = ['stations.csv', 'stations.json', 'stations.geojson', 'stations.parquet'].map(
      (path) => reports.get(path) as ResourceReport,
    );
    for (const report of stations) {
      expect(report.columns).toEqual((stations[0] as ResourceReport).columns);
      expect(report.rows).toBe(server.store.current()?.publicStationCount);
    }
    const columns = (stations[0] as ResourceReport).columns;
    expect(columns).toEqual(expect.arrayContaining(['lat', 'lng', ...PRICE_KEYS.map((key) => `price_${key}`)]));
    expect(columns.filter((name) => name === 'lng' || name.startsWith('lng_'))).toEqual(['lng']);
    const daily = ['daily-prices.csv.gz', 'daily-prices.parquet'].map((path) => reports.get(path) as ResourceReport);
    expect(daily[0]?.rows).toBeGreaterThan(0);
    expect(daily[1]?.rows).toBe(daily[0]?.rows);
    expect(daily[1]?.columns).toEqual(daily[0]?.columns);
  });

  it('Parquet and GeoJSON read back with DuckDB have as many rows as the CSV', async () => {
    const db = await openScratchDatabase();
    const count = async (sql: string) => Number((await db.connection.runAndReadAll(sql)).getRowObjects()[0]?.rows);
    try {
      const file = (name: string) => sqlPath(join(scratchDir, name));
      const csvRows = await count(`SELECT count(*) AS rows FROM read_csv(${file('stations.csv')})`);
      expect(csvRows).toBe(server.store.current()?.publicStationCount);
      expect(await count(`SELECT count(*) AS rows FROM read_parquet(${file('stations.parquet')})`)).toBe(csvRows);
      expect(
        await count(
          `SELECT count(*) AS rows FROM (SELECT unnest(features) FROM read_json(${file('stations.geojson')}))`,
        ),
      ).toBe(csvRows);
      expect(await count(`SELECT count(*) AS rows FROM read_parquet(${file('daily-prices.parquet')})`)).toBe(
        await count(`SELECT count(*) AS rows FROM read_csv(${file('daily-prices.csv.gz')})`),
      );
    } finally {
      db.close();
    }
  });
});
