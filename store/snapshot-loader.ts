// Loads the published snapshot (manifest -> Parquet -> memory) into a Dataset.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { ARCHIVE_INDEX_FILE, readArchiveIndex } from '../core/data-dir/archive-index.js';
import { type PublishedSnapshot, readManifest } from '../core/data-dir/manifest.js';
import { SNAPSHOT_SEARCH_TABLES_FILE } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_SPAIN_ORDERS_FILE } from '../core/data-dir/spain-orders.js';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows, stationFromRow } from '../core/data-dir/tables.js';
import { mapRows, openScratchDatabase, SERVING_SETTINGS, sqlPath } from '../core/duckdb.js';
import type { Community, Municipality, Province, Station } from '../core/model.js';
import { Slicer } from '../core/yielding.js';
import type { Dataset } from './dataset.js';
import { type FormerStation, loadFormerStations } from './former-stations.js';
import { openHistoryReader } from './history-reader.js';
import { loadPreviousDayMeans } from './indexes/previous-day-means.js';
import { timed } from './load-times.js';
import { buildDatasetInSlices } from './memory-dataset.js';

/**
 * The dataset of the published snapshot with every index built, or null when nothing has been published yet.
 * `dataset.loadTimesMs` tells how long each step and index took.
 */
export async function loadPublishedDataset(dataDir: string): Promise<Dataset | null> {
  const manifest = readManifest(dataDir);
  return manifest ? loadSnapshot(dataDir, manifest) : null;
}

/**
 * The dataset of one snapshot of `dataDir` (the published one, or one published before it), with every index built;
 * throws when it cannot be loaded (missing, or a file holding what no reader may serve, such as an implausible price).
 */
export async function loadSnapshot(dataDir: string, manifest: PublishedSnapshot): Promise<Dataset> {
  // In slices: a hot swap happens while requests are being served, and this must not hold them.
  const slicer = new Slicer();
  const dir = join(dataDir, manifest.snapshot);
  // DuckDB is opened only for a step that needs it: a snapshot with its tables file, its former stations file and its
  // history's blocks does not need it at all (nor does the sample). The tables' read is over before the former stations'
  // query starts: they share the database (a second query on a connection would end the stream of the first).
  const database = lazyDatabase();
  const times: Record<string, number> = {};
  let former: Promise<FormerStation[]> | undefined;
  try {
    // Read once the history has started (below), not before: a start's history reads its blocks in a worker thread
    // (store/history-days.ts), which then works while this thread parses the tables file.
    const tables = timed(times, 'tables', async () => {
      await Promise.resolve();
      return readTables(dir, database.connect, slicer);
    });
    // The history files are read while the stations are turned into objects (from the Parquet files, DuckDB decodes one
    // while this thread converts the other; the brands, needed last, wait for the stations).
    const stationBrands = tables.then(({ stations }) => stations.map((s) => [s.id, s.brand_slug] as const));
    const opening = timed(times, 'history', () => openHistoryReader(dataDir, { stationBrands, slicer }));
    // When the tables' read fails, the history fails with it (and closes itself): that error is the one reported, by
    // `await tables` below. The history reader asks for the brands only once its files are read, which may be after
    // the failure: without these handlers, the failure would also be an unhandled rejection.
    stationBrands.catch(() => undefined);
    opening.catch(() => undefined);
    const { stations, cells, communities, provinces, municipalities } = await tables;
    // Read from the ETL's file; without one, the archive's query runs on DuckDB's thread while this one reads the rest
    // of the history. Every station in today's register, restricted ones too, has not left it.
    const listed = new Set(stations.map((s) => s.id));
    const archive = readArchiveIndex(join(dir, ARCHIVE_INDEX_FILE));
    former = timed(times, 'former_stations', () =>
      loadFormerStations(database.connect, dataDir, dir, archive, manifest.source_date, listed),
    );
    former.catch(() => undefined); // reported where it is awaited, or set aside with a failure reported before it
    const history = await opening;
    try {
      const previousDayMeans = await timed(times, 'previous_day_means', () =>
        loadPreviousDayMeans(history, manifest.source_date),
      );
      const formerStations = await former;
      // What the refresh computed for the indexes; each computed again when absent or not what it should be.
      const computed = (name: string) =>
        existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined;
      return await buildDatasetInSlices(
        {
          version: manifest.snapshot,
          sourceTime: manifest.source_time,
          sourceDate: manifest.source_date,
          isSample: manifest.is_sample,
          stations,
          stationCells: cells,
          territories: { communities, provinces, municipalities },
          history,
          previousDayMeans,
          archive,
          formerStations,
          searchTablesText: computed(SNAPSHOT_SEARCH_TABLES_FILE),
          spainOrdersText: computed(SNAPSHOT_SPAIN_ORDERS_FILE),
          loadTimesMs: times,
        },
        slicer,
      );
    } catch (error) {
      // A snapshot that fails to load is never served: nothing else would close its history.
      history.close();
      throw error;
    }
  } finally {
    // Closed once no query runs on it.
    await former?.catch(() => undefined);
    await database.close();
  }
}

/** A DuckDB database opened at the first `connect`; `close` closes it once open, even when the open failed. */
function lazyDatabase() {
  let database: ReturnType<typeof openScratchDatabase> | undefined;
  return {
    connect: async (): Promise<DuckDBConnection> => {
      database ??= openScratchDatabase({ settings: SERVING_SETTINGS });
      return (await database).connection;
    },
    close: async (): Promise<void> => {
      if (database) (await database.catch(() => null))?.close();
    },
  };
}

/** A station row's stored H3 cell (the point index checks it before it takes it). */
const cellOf = (row: Readonly<Record<string, unknown>>): string | null =>
  typeof row.h3_cell === 'string' ? row.h3_cell : null;

/** The snapshot's tables, with each station's stored H3 cell: from the ETL's tables file, or from their Parquet files (a snapshot written without one). */
async function readTables(dir: string, connect: () => Promise<DuckDBConnection>, slicer: Slicer) {
  const file = join(dir, SNAPSHOT_TABLES_FILE);
  if (existsSync(file)) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as SnapshotTableRows;
    const stations: Station[] = [];
    for (const row of rows.stations) {
      stations.push(stationFromRow(row));
      if (slicer.due) await slicer.pause();
    }
    return {
      stations,
      cells: rows.stations.map(cellOf),
      communities: rows.communities as unknown as Community[],
      provinces: rows.provinces as unknown as Province[],
      municipalities: rows.municipalities as unknown as Municipality[],
    };
  }
  const connection = await connect();
  const read = async <T>(table: string, map: (row: Readonly<Record<string, unknown>>) => T) =>
    mapRows(
      await connection.stream(`SELECT * FROM read_parquet(${sqlPath(join(dir, `${table}.parquet`))})`),
      map,
      slicer,
    );
  const copy = <T>(row: Readonly<Record<string, unknown>>) => ({ ...row }) as T;
  const cells: (string | null)[] = [];
  return {
    stations: await read('stations', (row) => {
      cells.push(cellOf(row));
      return stationFromRow(row);
    }),
    cells,
    communities: await read('communities', copy<Community>),
    provinces: await read('provinces', copy<Province>),
    municipalities: await read('municipalities', copy<Municipality>),
  };
}
