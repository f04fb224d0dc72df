// What a refresh now appends instead of encoding again (issue 44): the daily series as gzip members, the series and
// the archive's open month as Parquet row groups copied from the day files. Every such file is read by the readers
// people use (Debian's gzip -t, Node's zlib, DuckDB) as the one text or table it stands for, a history written before
// the members gets them, and a kill in the middle of appending a member or a row group leaves what is served as it was.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveFilePath } from '../core/data-dir/archive-index.js';
import { historyDates, historyDayPath } from '../core/data-dir/history-files.js';
import {
  DAILY_SERIES_FILE,
  DAILY_SERIES_PARQUET_FILE,
  HISTORY_SERIES_DIR,
  snapshotDownloadPath,
} from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { datesInDailySeries } from '../test/support/daily-series.js';
import { contents, copyOf, temporaries } from '../test/support/data-dir-files.js';
import { REPO_ROOT } from '../test/support/data-paths.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { fixtureSliceSource } from '../test/support/ministry-files.js';
import { readPublishedArchive } from './archive-index.js';
import { refreshSnapshot } from './refresh.js';

const NOW = new Date('2026-08-22T18:00:00Z');
let db: Awaited<ReturnType<typeof openScratchDatabase>>;
const rows = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowsJson();

beforeAll(async () => {
  db = await openScratchDatabase();
});
afterAll(() => db.close());

const refresh = (dataDir: string) => refreshSnapshot({ source: fixtureSliceSource(), dataDir, now: NOW });
const served = (dataDir: string, file: string) =>
  snapshotDownloadPath(dataDir, readManifest(dataDir)?.snapshot ?? '', file);

/** Every file under `dir` whose name ends with `suffix`. */
const filesEndingWith = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));

/** The history's day files' prices, as the series lists them (date, station, fuel, price), in its order. */
const historyRows = (dataDir: string) =>
  rows(
    `SELECT strftime(date, '%Y-%m-%d'), station_id, fuel, price FROM read_parquet([${historyDates(dataDir)
      .map((date) => sqlPath(historyDayPath(dataDir, date)))
      .join(', ')}])`,
  );

/** The series CSV as DuckDB reads it, its columns typed as the data dictionary says. */
const seriesCsvRows = (path: string) =>
  rows(
    `SELECT strftime(date, '%Y-%m-%d'), station_id, fuel, price FROM read_csv(${sqlPath(path)}, header = true,
       columns = {'date': 'DATE', 'station_id': 'INTEGER', 'fuel': 'VARCHAR', 'price': 'DOUBLE'})`,
  );

/** The series download holds the history's rows: its CSV read by DuckDB, and its Parquet file. */
async function expectSeriesOfHistory(dataDir: string): Promise<void> {
  const history = await historyRows(dataDir);
  expect(history.length).toBeGreaterThan(1000);
  expect(await seriesCsvRows(served(dataDir, DAILY_SERIES_FILE))).toEqual(history);
  const parquet = sqlPath(served(dataDir, DAILY_SERIES_PARQUET_FILE));
  expect(
    await rows(`SELECT strftime(date, '%Y-%m-%d'), station_id, fuel, price FROM read_parquet(${parquet})`),
  ).toEqual(history);
}

describe('the files a refresh appends, read by every reader', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = copyOf(fixtureDataDir(), 'fuel-appends-');
    await refresh(dataDir);
  });

  it("every gzip file passes Debian's gzip -t and Node's zlib, a member per history day in the series", () => {
    const gzipped = [
      ...filesEndingWith(join(dataDir, readManifest(dataDir)?.snapshot ?? ''), '.gz'),
      ...filesEndingWith(join(dataDir, HISTORY_SERIES_DIR), '.gz'),
    ];
    expect(gzipped.map((path) => relative(dataDir, path))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/downloads\/daily-prices\.csv\.gz$/),
        ...historyDates(dataDir).map((date) => `history/series/${date}.csv.gz`),
      ]),
    );
    for (const path of gzipped) {
      expect(() => execFileSync('gzip', ['-t', path]), path).not.toThrow();
      expect(() => gunzipSync(readFileSync(path)), path).not.toThrow();
    }
    // The series: the header's member, then one per day, each ending where the next gzip header begins.
    const series = readFileSync(served(dataDir, DAILY_SERIES_FILE));
    const members = series.reduce(
      (count, byte, i) => count + (byte === 0x1f && series[i + 1] === 0x8b && series[i + 2] === 8 ? 1 : 0),
      0,
    );
    expect(members).toBeGreaterThanOrEqual(historyDates(dataDir).length + 1);
    expect(datesInDailySeries(series)).toEqual(historyDates(dataDir));
  });

  it('DuckDB reads the series CSV and Parquet file as the rows of the history, and every Parquet file whole', async () => {
    await expectSeriesOfHistory(dataDir);
    const groups = await rows(
      `SELECT count(DISTINCT row_group_id) FROM parquet_metadata(${sqlPath(served(dataDir, DAILY_SERIES_PARQUET_FILE))})`,
    );
    expect(groups).toEqual([[String(historyDates(dataDir).length)]]);
    for (const path of filesEndingWith(dataDir, '.parquet')) {
      const [[counted]] = (await rows(`SELECT count(*) FROM read_parquet(${sqlPath(path)})`)) as [[string]];
      const [[declared]] = (await rows(
        `SELECT coalesce(sum(row_group_num_rows), 0) FROM (SELECT DISTINCT row_group_id, row_group_num_rows FROM parquet_metadata(${sqlPath(path)}))`,
      )) as [[string]];
      expect(counted, relative(dataDir, path)).toBe(declared);
    }
  });

  it("the README's DuckDB query over the open month it appended: every price of the month's days, each placed", async () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const query = /```sql\n([^`]*archive\/prices-[^`]*)```/.exec(readme)?.[1];
    expect(query).toBeDefined();
    const month = readPublishedArchive(dataDir).months.find((m) => m.month === '2026-08');
    expect(month?.dates.length).toBeGreaterThan(1);
    // The served version of each file the query names, for its URL.
    const local = (query as string).replace(
      /'https:\/\/[^']*\/downloads\/archive\/(prices|stations)-2026-08\.parquet'/g,
      (_url, kind: 'prices' | 'stations') => sqlPath(archiveFilePath(dataDir, month?.[kind]?.file ?? '')),
    );
    expect(local).not.toMatch(/https:/);
    const prices = sqlPath(archiveFilePath(dataDir, month?.prices.file ?? ''));
    const groups = await rows(`SELECT count(DISTINCT row_group_id)::INTEGER FROM parquet_metadata(${prices})`);
    expect(groups).toEqual([[month?.dates.length]]);
    const answered = await rows(
      `SELECT count(*)::INTEGER, count(name)::INTEGER, count(DISTINCT date)::INTEGER FROM (${local.replace(/;\s*$/, '')})`,
    );
    const days = (month?.dates ?? []).map((date) => sqlPath(historyDayPath(dataDir, date))).join(', ');
    const [[historyPrices]] = (await rows(`SELECT count(*)::INTEGER FROM read_parquet([${days}])`)) as [[number]];
    expect(historyPrices).toBeGreaterThan(1000);
    expect(answered).toEqual([[historyPrices, historyPrices, month?.dates.length]]);
  });

  it('a history written before the members gets them from its day files, the series the same', async () => {
    const before = copyOf(dataDir, 'fuel-no-members-');
    rmSync(join(before, HISTORY_SERIES_DIR), { recursive: true });
    await refresh(before);
    expect(readdirSync(join(before, HISTORY_SERIES_DIR)).sort()).toEqual(
      historyDates(before).map((date) => `${date}.csv.gz`),
    );
    expect(gunzipSync(readFileSync(served(before, DAILY_SERIES_FILE)))).toEqual(
      gunzipSync(readFileSync(served(dataDir, DAILY_SERIES_FILE))),
    );
    expect(temporaries(before)).toEqual([]);
  });
});

/** Runs a refresh in a child process killed in the middle of writing `step`; resolves once it has died. */
async function refreshKilledAt(dataDir: string, step: string): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/refresh-killed-at.ts', dataDir, step], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

describe('a kill in the middle of appending', () => {
  it.each([
    ["a day's series member", 'history/series/<tmp>.partial'],
    ['the series CSV, member after member', `snapshots/<tmp>/downloads/${DAILY_SERIES_FILE}`],
    ["the series Parquet file, the day files' row groups", `snapshots/<tmp>/downloads/${DAILY_SERIES_PARQUET_FILE}`],
    ["the open month's prices, its row groups", 'archive/<tmp>.partial'],
  ])(
    '%s leaves the served data and its downloads as they were; the next refresh publishes',
    async (_what, step) => {
      const dataDir = copyOf(fixtureDataDir(), 'fuel-killed-');
      const before = contents(dataDir);
      const manifest = readManifest(dataDir);
      expect(await refreshKilledAt(dataDir, step)).toBe('SIGKILL');
      // Only temporaries were added: every published file, the served snapshot's downloads included, is as it was.
      const after = contents(dataDir);
      const added = Object.keys(after).filter((file) => !(file in before));
      expect(added.length).toBeGreaterThan(0);
      expect(added.every((file) => file.split('/').some((part) => part.startsWith('.tmp-')))).toBe(true);
      expect(Object.fromEntries(Object.keys(before).map((file) => [file, after[file]]))).toEqual(before);
      expect(readManifest(dataDir)).toEqual(manifest);
      expect(() => execFileSync('gzip', ['-t', served(dataDir, DAILY_SERIES_FILE)])).not.toThrow();
      expect(datesInDailySeries(readFileSync(served(dataDir, DAILY_SERIES_FILE)))).toEqual(historyDates(dataDir));
      const dataset = await loadPublishedDataset(dataDir);
      expect(dataset?.version).toBe(manifest?.snapshot);
      dataset?.release();

      await refresh(dataDir);
      expect(temporaries(dataDir)).toEqual([]);
      expect(readManifest(dataDir)?.snapshot).not.toBe(manifest?.snapshot);
      await expectSeriesOfHistory(dataDir);
    },
    60_000,
  );
});
