// Issue 44, item 2: a start loads what the refresh computed (each history day's block, the snapshot's tables file, its
// search tables, Spain-wide orders and former stations) instead of computing it again, and gets exactly what it would have computed from the Parquet files; data written by
// the version before (without those files) still loads, the same.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVE_INDEX_FILE, archiveFilePath, readArchiveIndex } from '../core/data-dir/archive-index.js';
import { formerStationsFrom, SNAPSHOT_FORMER_STATIONS_FILE } from '../core/data-dir/former-stations.js';
import { historyBlockPath } from '../core/data-dir/history-blocks.js';
import { historyDates } from '../core/data-dir/history-files.js';
import { HISTORY_AGGREGATES_DIR, HISTORY_BLOCKS_DIR, HISTORY_DAYS_DIR } from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { SNAPSHOT_SEARCH_TABLES_FILE } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_SPAIN_ORDERS_FILE } from '../core/data-dir/spain-orders.js';
import { SNAPSHOT_TABLES, SNAPSHOT_TABLES_FILE } from '../core/data-dir/tables.js';
import { mapRows, openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { FUELS } from '../core/model.js';
import { Slicer } from '../core/yielding.js';
import { writeMissingHistoryBlocks } from '../etl/history-blocks.js';
import { historyDays } from '../etl/history-writer.js';
import { fixtureDataDir, loadDataset, weeksDataDir } from '../test/support/datasets.js';
import type { Dataset } from './dataset.js';
import { formerStationsSince, readFormerStations } from './former-stations.js';
import { loadHistoryDays } from './history-days.js';
import type { PriceChange } from './indexes/price-changes.js';

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of `dataDir` (a new path: the loader's blocks read in this process are keyed by path). */
function copyOf(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'fuel-computed-'));
  copies.push(copy);
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

/** The path of a file of the published snapshot of `dataDir`. */
const snapshotFile = (dataDir: string, name: string) => join(dataDir, readManifest(dataDir)?.snapshot as string, name);

/** The copy as the version before wrote it: no block, no tables file, search tables, Spain-wide orders or former stations. */
function withoutComputedFiles(dataDir: string): string {
  const copy = copyOf(dataDir);
  rmSync(join(copy, HISTORY_BLOCKS_DIR), { recursive: true, force: true });
  rmSync(snapshotFile(copy, SNAPSHOT_TABLES_FILE));
  rmSync(snapshotFile(copy, SNAPSHOT_SEARCH_TABLES_FILE));
  rmSync(snapshotFile(copy, SNAPSHOT_SPAIN_ORDERS_FILE));
  rmSync(snapshotFile(copy, SNAPSHOT_FORMER_STATIONS_FILE));
  return copy;
}

/** Each of `texts` written in place of `file` (in `dataDir`), then a copy of it loaded and checked by `check`. */
async function expectEachLoads(
  dataDir: string,
  file: string,
  texts: readonly string[],
  check: (dataset: Dataset) => void,
): Promise<void> {
  for (const text of texts) {
    writeFileSync(file, text);
    const dataset = await loadDataset(copyOf(dataDir));
    check(dataset);
    dataset.release();
  }
}

/** What a request can read of a dataset's indexes and history, for the areas and stations of the slice. */
async function readable(dataset: Dataset) {
  const { priceContext, priceChanges, spainOrders, brands, stations, territories } = dataset;
  const history = dataset.monthQueries;
  const area = { level: 'province', code: stations[0]?.province_code as string } as const;
  const from = '2026-01-01';
  const to = dataset.sourceDate;
  return {
    stations,
    territories: [territories.communities, territories.provinces, territories.municipalities],
    // Every station's context and changes of every fuel, through the indexes' own readers.
    priceContext: stations.flatMap((s) =>
      FUELS.map((fuel) => [priceContext.listed(s, fuel), priceContext.range(s, fuel)]),
    ),
    changeDays: priceChanges.days,
    changes: priceChanges.days.map((_, d) => {
      const changes: PriceChange[] = [];
      priceChanges.forEachChange(d, (change) => changes.push(change) > 0);
      return changes;
    }),
    spainOrders,
    brands,
    search: dataset.search,
    // Built from the stations' stored cells (h3_cell) when read from the tables file, with h3-js from the Parquet's.
    pointIndex: dataset.pointIndex,
    previousDayMean: dataset.previousDayMean('diesel', area),
    aggregates: await dataset.dailyAggregates('diesel', area, from, to),
    stationHistory: await Promise.all(stations.slice(0, 50).map((s) => dataset.stationHistory(s.id, from, to))),
    months: await history?.months(),
    regionMeans: await history?.regionMeans('province', from, to),
    brandMeans: await history?.brandMeans(from, to, 1),
    spainStats: await history?.spainStats(from, to),
  };
}

/** The former stations of `dataDir`'s published snapshot as the archive's query gives them. */
async function archiveFormerStations(dataDir: string) {
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error(`nothing published in ${dataDir}`);
  const tables = JSON.parse(readFileSync(snapshotFile(dataDir, SNAPSHOT_TABLES_FILE), 'utf8'));
  const listed = new Set<number>(tables.stations.map((row: { id: number }) => row.id));
  const archive = readArchiveIndex(snapshotFile(dataDir, ARCHIVE_INDEX_FILE));
  const since = formerStationsSince(manifest.source_date);
  const db = await openScratchDatabase();
  try {
    const stations = await readFormerStations(
      async () => db.connection,
      archive,
      since,
      listed,
      (file) => archiveFilePath(dataDir, file),
    );
    return { stations, since, listed };
  } finally {
    db.close();
  }
}

/** What a dataset answers for each of `ids` as a station that left the register. */
const formerOf = (dataset: Dataset, ids: readonly number[]) => ids.map((id) => dataset.formerStation(id));

describe.each([
  ['the committed slice', fixtureDataDir],
  ['the weeks slice (a day of history for each of several weeks)', weeksDataDir],
])('%s', (_name, dataDirOf) => {
  it('holds a block for every day of history, the snapshot’s tables file, search tables, orders and former stations, as the refresh wrote them', () => {
    const dataDir = dataDirOf();
    const days = historyDates(dataDir, HISTORY_AGGREGATES_DIR);
    expect(days.length).toBeGreaterThan(0);
    for (const date of days) expect(existsSync(historyBlockPath(dataDir, date)), date).toBe(true);
    expect(existsSync(snapshotFile(dataDir, SNAPSHOT_TABLES_FILE))).toBe(true);
    expect(existsSync(snapshotFile(dataDir, SNAPSHOT_SEARCH_TABLES_FILE))).toBe(true);
    expect(existsSync(snapshotFile(dataDir, SNAPSHOT_SPAIN_ORDERS_FILE))).toBe(true);
    expect(existsSync(snapshotFile(dataDir, SNAPSHOT_FORMER_STATIONS_FILE))).toBe(true);
  });

  it('holds in its tables file the bytes JSON.stringify gives for the rows of its Parquet files', async () => {
    const dataDir = dataDirOf();
    const snapshot = join(dataDir, readManifest(dataDir)?.snapshot as string);
    const written = JSON.parse(readFileSync(snapshotFile(dataDir, SNAPSHOT_TABLES_FILE), 'utf8')) as Record<
      string,
      unknown[]
    >;
    expect(Object.keys(written)).toEqual([...SNAPSHOT_TABLES]);
    const db = await openScratchDatabase();
    try {
      for (const table of SNAPSHOT_TABLES) {
        const parquet = sqlPath(join(snapshot, `${table}.parquet`));
        const rows = await mapRows(await db.connection.stream(`SELECT * FROM read_parquet(${parquet})`), (row) => ({
          ...row,
        }));
        expect(rows.length, table).toBeGreaterThan(0);
        // Text for text: the same columns in the same order, the same values, the same rows in the same order.
        expect(JSON.stringify(written[table]), table).toBe(JSON.stringify(rows));
      }
    } finally {
      db.close();
    }
  });

  it('loads from them exactly what it computes from the Parquet files without them', async () => {
    const dataDir = copyOf(dataDirOf());
    const before = withoutComputedFiles(dataDir);
    const [computed, loaded] = [
      await loadHistoryDays(before, new Slicer()),
      await loadHistoryDays(dataDir, new Slicer()),
    ];
    expect(loaded.prices.length).toBeGreaterThan(0);
    expect(loaded.prices).toEqual(computed.prices);
    expect(loaded.aggregates).toEqual(computed.aggregates);
    const [fromParquet, fromFiles] = [await loadDataset(before), await loadDataset(dataDir)];
    const [expected, actual] = [await readable(fromParquet), await readable(fromFiles)];
    for (const key of Object.keys(expected) as (keyof typeof expected)[])
      expect(actual[key], key).toEqual(expected[key]);
    fromParquet.release();
    fromFiles.release();
  });

  it('takes the search tables from their file, and computes them when the file is damaged, partial or of other entries', async () => {
    const dataDir = copyOf(dataDirOf());
    const withoutFiles = await loadDataset(withoutComputedFiles(dataDir));
    const computed = withoutFiles.search;
    withoutFiles.release();
    const file = snapshotFile(dataDir, SNAPSHOT_SEARCH_TABLES_FILE);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    // Read, not computed: a file naming another (valid) entry for the first name gives that entry.
    const other = {
      ...written,
      name_entries: [(written.name_entries[0] + 1) % written.entries, ...written.name_entries.slice(1)],
    };
    writeFileSync(file, JSON.stringify(other));
    const read = await loadDataset(copyOf(dataDir));
    expect(read.search.nameEntry[0]).toBe(other.name_entries[0]);
    expect(read.search.nameEntry[0]).not.toBe(computed.nameEntry[0]);
    read.release();
    const text = JSON.stringify(written);
    const swapped = [...written.names];
    [swapped[0], swapped[swapped.length - 1]] = [swapped.at(-1), swapped[0]];
    await expectEachLoads(
      dataDir,
      file,
      [
        text.slice(0, text.length >> 1),
        JSON.stringify({ ...written, entries: written.entries + 1 }),
        JSON.stringify({ ...written, names: swapped }),
        JSON.stringify({ ...written, postings: written.postings.slice(1) }),
        JSON.stringify({ ...written, format: 2 }),
      ],
      (dataset) => expect(dataset.search).toEqual(computed),
    );
  });

  it('takes the Spain-wide orders from their file only when they are exactly the sort, else sorts', async () => {
    const dataDir = copyOf(dataDirOf());
    const withoutFiles = await loadDataset(withoutComputedFiles(dataDir));
    const computed = withoutFiles.spainOrders;
    withoutFiles.release();
    const file = snapshotFile(dataDir, SNAPSHOT_SPAIN_ORDERS_FILE);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    const diesel = written.orders.diesel as number[];
    expect(diesel.length).toBeGreaterThan(2);
    const swapped = [diesel[1], diesel[0], ...diesel.slice(2)];
    const text = JSON.stringify(written);
    await expectEachLoads(
      dataDir,
      file,
      [
        text.slice(0, text.length >> 1),
        JSON.stringify({ ...written, orders: { ...written.orders, diesel: swapped } }),
        JSON.stringify({ ...written, orders: { ...written.orders, diesel: diesel.slice(1) } }),
        JSON.stringify({ ...written, stations: written.stations + 1 }),
      ],
      (dataset) => expect(dataset.spainOrders).toEqual(computed),
    );
  });

  it('holds in its former stations file what the archive’s query gives, and a start answers the same from it', async () => {
    const dataDir = copyOf(dataDirOf());
    const { stations, since, listed } = await archiveFormerStations(dataDir);
    // The committed slice's two (handlers/stations/left-register.integration.test.ts); the weeks slice has none.
    if (dataDirOf === fixtureDataDir) expect(stations.map((s) => s.id)).toEqual(expect.arrayContaining([1538, 14297]));
    const text = readFileSync(snapshotFile(dataDir, SNAPSHOT_FORMER_STATIONS_FILE), 'utf8');
    expect(formerStationsFrom(text, since, listed)).toEqual(stations);
    // Those that left, a station of today's register and an id that never was.
    const ids = [...stations.map((s) => s.id), [...listed][0] as number, 999_999_999];
    const [fromArchive, fromFile] = [await loadDataset(withoutComputedFiles(dataDir)), await loadDataset(dataDir)];
    expect(formerOf(fromFile, ids)).toEqual(formerOf(fromArchive, ids));
    expect(formerOf(fromFile, ids).filter(Boolean)).toHaveLength(stations.length);
    fromArchive.release();
    fromFile.release();
  });

  it('takes the former stations from their file, and from the archive when it is damaged, partial, stale or names a listed station', async () => {
    const dataDir = copyOf(dataDirOf());
    const { stations, listed } = await archiveFormerStations(dataDir);
    const ids = stations.map((s) => s.id);
    const file = snapshotFile(dataDir, SNAPSHOT_FORMER_STATIONS_FILE);
    const text = readFileSync(file, 'utf8');
    const written = JSON.parse(text);
    const entries = written.stations as { id: number; record: Record<string, unknown> }[];
    const variants = [
      text.slice(0, text.length >> 1),
      JSON.stringify({ ...written, format: 2 }),
      JSON.stringify({ ...written, since: '2000-01-01' }),
      JSON.stringify({ ...written, stations: [...entries, { ...entries[0], id: [...listed][0] }] }),
    ];
    const [first, second] = entries;
    if (first) {
      // Read, not queried: a file giving the first station another name answers that name.
      writeFileSync(
        file,
        JSON.stringify({ ...written, stations: [{ ...first, record: { ...first.record, name: 'X' } }] }),
      );
      const read = await loadDataset(copyOf(dataDir));
      expect(read.formerStation(first.id)?.record.name).toBe('X');
      read.release();
      const { name: _name, ...withoutName } = first.record;
      variants.push(
        JSON.stringify({ ...written, stations: [{ ...first, record: withoutName }, ...entries.slice(1)] }),
        JSON.stringify({ ...written, stations: [{ ...first, record: { ...first.record, lat: '40' } }] }),
        JSON.stringify({ ...written, stations: [{ ...first, last_seen: '2000-01-01' }, ...entries.slice(1)] }),
      );
    }
    if (first && second) variants.push(JSON.stringify({ ...written, stations: [second, first, ...entries.slice(2)] }));
    await expectEachLoads(dataDir, file, variants, (dataset) => expect(formerOf(dataset, ids)).toEqual(stations));
  });

  it('reads the blocks in a worker thread to the days it reads here, and the Parquet files give', async () => {
    const dataDir = dataDirOf();
    const parquet = await loadHistoryDays(withoutComputedFiles(dataDir), new Slicer());
    // Blocks only: each day's Parquet files replaced by as many bytes of nothing (a block is taken by their size).
    const blocksOnly = copyOf(dataDir);
    for (const dir of [HISTORY_DAYS_DIR, HISTORY_AGGREGATES_DIR]) {
      for (const date of historyDates(blocksOnly, dir)) {
        const file = join(blocksOnly, dir, `${date}.parquet`);
        writeFileSync(file, Buffer.alloc(statSync(file).size));
      }
    }
    const here = await loadHistoryDays(blocksOnly, new Slicer(), { blocksInWorkerFromDays: Number.POSITIVE_INFINITY });
    const inWorker = await loadHistoryDays(copyOf(blocksOnly), new Slicer(), { blocksInWorkerFromDays: 1 });
    for (const days of [here, inWorker]) {
      expect(days.prices.length).toBeGreaterThan(0);
      expect(days.prices).toEqual(parquet.prices);
      expect(days.aggregates).toEqual(parquet.aggregates);
      expect(days.filesRead).toBe(parquet.filesRead);
    }
  });

  it('fails a load whose block is damaged with the same error in a worker thread as here', async () => {
    const dataDir = copyOf(dataDirOf());
    const block = historyBlockPath(dataDir, historyDates(dataDir).at(-1) as string);
    writeFileSync(block, readFileSync(block).subarray(0, -8));
    const failure = (blocksInWorkerFromDays: number) =>
      loadHistoryDays(dataDir, new Slicer(), { blocksInWorkerFromDays }).then(
        () => 'loaded',
        (error: Error) => error.message,
      );
    const here = await failure(Number.POSITIVE_INFINITY);
    expect(here).toMatch(/is not a history block: shorter than its header says/);
    expect(await failure(1)).toBe(here);
  });

  it('reads the Parquet files of a day whose block was made from other files', async () => {
    const dataDir = copyOf(dataDirOf());
    const computed = await loadHistoryDays(withoutComputedFiles(dataDir), new Slicer());
    const [first, last] = [historyDates(dataDir).at(0) as string, historyDates(dataDir).at(-1) as string];
    // The first day's block in the last day's place: its sizes are not those of the last day's files.
    cpSync(historyBlockPath(dataDir, first), historyBlockPath(dataDir, last));
    const loaded = await loadHistoryDays(dataDir, new Slicer());
    expect(loaded.prices).toEqual(computed.prices);
    expect(loaded.aggregates).toEqual(computed.aggregates);
  });

  it('makes at the next refresh the blocks of days written before blocks were, the same bytes', async () => {
    const dataDir = copyOf(dataDirOf());
    const blocks = join(dataDir, HISTORY_BLOCKS_DIR);
    const written = new Map(readdirSync(blocks).map((name) => [name, readFileSync(join(blocks, name))]));
    rmSync(blocks, { recursive: true });
    expect(await writeMissingHistoryBlocks(dataDir, historyDays(dataDir))).toBe(written.size);
    expect(await writeMissingHistoryBlocks(dataDir, historyDays(dataDir))).toBe(0);
    for (const [name, bytes] of written) expect(readFileSync(join(blocks, name)).equals(bytes), name).toBe(true);
  });
});
