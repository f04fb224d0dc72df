// Writes a snapshot directory (Parquet + every download) aside, renames it into place, and publishes it by replacing
// the manifest: the manifest is written last, so whatever step a run stops at, readers see the old set or the new one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_INDEX_FILE } from '../core/data-dir/archive-index.js';
import {
  DAILY_SERIES_FILE,
  DAILY_SERIES_PARQUET_FILE,
  DOWNLOADS,
  SNAPSHOT_DOWNLOADS_DIR,
  SNAPSHOTS_DIR,
} from '../core/data-dir/layout.js';
import { type Manifest, previousOf, readManifest } from '../core/data-dir/manifest.js';
import {
  COMMUNITY_COLUMNS,
  communityRow,
  DAILY_PRICE_COLUMNS,
  MUNICIPALITY_COLUMNS,
  municipalityRow,
  PROVINCE_COLUMNS,
  provinceRow,
  SNAPSHOT_TABLES,
  SNAPSHOT_TABLES_FILE,
  STATION_COLUMNS,
  stationRow,
} from '../core/data-dir/tables.js';
import { type Cell, type Column, createTable, rowsOf, sqlPath, storedCell } from '../core/duckdb.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import { pruneArchive } from './archive-index.js';
import type { StagedArchive } from './archive-writer.js';
import { type DailyFile, writeDailySeries } from './daily-series.js';
import { DownloadHashes } from './data-package.js';
import { writeDataDictionary, writeStationDownloads } from './downloads.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { writeFormerStationsFile } from './former-stations-file.js';
import { clearHistory, type StagedHistoryDay } from './history-writer.js';
import { type StagedFile, stageManifest } from './manifest.js';
import { collectGarbage, copyTableToParquet, runSpilling, SNAPSHOT_MEMORY_LIMIT } from './memory-policy.js';
import { openEtlDatabase } from './scratch-database.js';
import { writeSnapshotIndexFiles } from './snapshot-index-files.js';
import { KEEP_PREVIOUS, listSnapshots, snapshotsToPrune } from './snapshot-retention.js';
import { stationCells } from './station-cells.js';
import { TextFile } from './text-file.js';

/** The station list's downloads (writeStationDownloads). */
const STATION_DOWNLOAD_FILES = DOWNLOADS.filter((download) => download.name === 'stations').map(({ file }) => file);

export interface SnapshotSource {
  isSample: boolean;
  description: string;
}

/** A snapshot directory written aside: `place` renames it to `dir`; `discard` removes it. */
export interface StagedSnapshot {
  /** Its directory once placed, relative to DATA_DIR (what the manifest names). */
  dir: string;
  place(): void;
  discard(): void;
}

/**
 * Writes every file of the snapshot into a hidden directory: the daily series download made from `dayFiles` (the
 * history's Parquet days as they will be once this snapshot is published), the index of the archive months it serves
 * (`archive`, being staged meanwhile), the texts of its index files (`indexFiles`: snapshotIndexTexts), computed
 * beside the refresh's other work, and its stations' H3 cells (`cells`: stationCells, started here if not given). On
 * failure nothing is left behind.
 */
export async function stageSnapshot(
  dataDir: string,
  snapshot: CleanSnapshot,
  {
    territories,
    isSample,
    dayFiles,
    archive,
    indexFiles,
    cells,
  }: {
    territories: Territories;
    isSample: boolean;
    dayFiles: readonly DailyFile[];
    archive: Promise<Pick<StagedArchive, 'index' | 'stationTables'>>;
    indexFiles: Promise<Readonly<Record<string, string>>>;
    cells?: Promise<string[]>;
  },
): Promise<StagedSnapshot> {
  const name = `${snapshot.source_time.replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(4).toString('hex')}`;
  const root = join(dataDir, SNAPSHOTS_DIR);
  mkdirSync(root, { recursive: true });
  const temporary = temporaryPath(root);
  const downloads = join(temporary, SNAPSHOT_DOWNLOADS_DIR);
  // What runs beside the main line of work; all of it has settled before the directory is removed on a failure.
  const besides: Promise<unknown>[] = [];
  const beside = <T>(work: Promise<T>): Promise<T> => {
    work.catch(() => undefined); // reported where it is awaited
    besides.push(work);
    return work;
  };
  const compressed: Promise<void>[] = [];
  try {
    mkdirSync(downloads, { recursive: true });
    // The daily series is made of the day files' bytes (etl/daily-series.ts): it is written while the archive is staged.
    const series = beside(writeDailySeries(dayFiles, downloads));
    // Each download is hashed for the data dictionary once it is whole, beside what is left to write.
    const hashes = new DownloadHashes(downloads);
    beside(series.then(() => hashes.begin([DAILY_SERIES_FILE, DAILY_SERIES_PARQUET_FILE])));
    const cellOf = await (cells ?? stationCells(snapshot.stations));
    // Made once for the tables file and the table, and let go once both are written.
    let stationRows: Cell[][] | null = snapshot.stations.map((s, i) => stationRow(s, cellOf[i] as string));
    const tables: SnapshotTable[] = [
      {
        name: 'stations',
        columns: STATION_COLUMNS,
        rows: () => stationRows ?? rowsOf(snapshot.stations, (s, i) => stationRow(s, cellOf[i] as string)),
      },
      {
        name: 'communities',
        columns: COMMUNITY_COLUMNS,
        rows: () => rowsOf(territories.communities, communityRow),
      },
      {
        name: 'provinces',
        columns: PROVINCE_COLUMNS,
        rows: () => rowsOf(territories.provinces, provinceRow),
      },
      {
        name: 'municipalities',
        columns: MUNICIPALITY_COLUMNS,
        rows: () => rowsOf(territories.municipalities, municipalityRow),
      },
    ];
    // The tables file is written while the archive is staged, and this database opened once the archive's is closed:
    // the snapshot's tables beside the archive's staging took a refresh at 90 days to 197–202 MB.
    writeTablesFile(temporary, tables);
    const staged = await archive;
    // What the archive's staging and the cells' worker left behind is collected before this database fills.
    collectGarbage();
    // In a database of its own, on another of libuv's threads while this one fills the snapshot's tables; awaited
    // before the downloads take that database to its largest. Begun once those were written, a refresh took 5 % longer.
    const formerStations = beside(writeFormerStationsFile(temporary, snapshot, staged));
    const db = await openEtlDatabase(root, SNAPSHOT_MEMORY_LIMIT);
    try {
      for (const { name, columns, rows } of tables) await createTable(db.connection, name, columns, rows());
      stationRows = null;
      for (const { name } of tables) {
        const file = join(temporary, `${name}.parquet`);
        await copyTableToParquet(db.connection, name, file);
        wrote(file);
      }
      // The sample's ids are made up: the register's archive says nothing of them. The archive's station tables give
      // each station's first day of every day archived, so only the history's days the archive lacks are read again.
      const archived = new Set(isSample ? [] : staged.index.months.flatMap((month) => month.dates));
      await createDailyPrices(
        db.connection,
        dayFiles.filter((day) => !archived.has(day.date)),
      );
      await createFirstSeen(db.connection, snapshot.source_date, isSample ? [] : staged.stationTables);
      const archiveIndex = join(temporary, ARCHIVE_INDEX_FILE);
      writeFileSync(archiveIndex, `${JSON.stringify(staged.index)}\n`);
      wrote(archiveIndex);
      // And what the tables and the former stations' query took, before the downloads take this database to its largest.
      await formerStations;
      collectGarbage();
      // Each text file's compressed copies are written on libuv's threads while the main thread and DuckDB write the
      // next (the JSON and GeoJSON's while they are written).
      await writeStationDownloads(db.connection, downloads, { snapshot, territories, isSample }, (copies) => {
        compressed.push(beside(copies));
      });
    } finally {
      db.close();
    }
    beside(hashes.begin(STATION_DOWNLOAD_FILES));
    writeSnapshotIndexFiles(temporary, await indexFiles);
    await series;
    await Promise.all(compressed);
    await writeDataDictionary(downloads, snapshot, isSample, { archive: (await archive).index, hashes });
  } catch (error) {
    // Nothing may still be writing into the directory when it is removed.
    await Promise.allSettled(besides);
    discardTemporary(temporary);
    throw error;
  }
  return {
    dir: join(SNAPSHOTS_DIR, name),
    place: () => renameTemporary(temporary, join(root, name)),
    discard: () => discardTemporary(temporary),
  };
}

/** One of the snapshot's tables: its Parquet file's columns and its rows, given anew at each call. */
export interface SnapshotTable {
  name: (typeof SNAPSHOT_TABLES)[number];
  columns: readonly Column[];
  rows: () => Iterable<Cell[]>;
}

/**
 * The snapshot's tables as the loader reads them from their Parquet files (SNAPSHOT_TABLES_FILE): each row an object
 * of its columns' values as createTable stores them, written a row at a time from the rows the refresh holds. Read
 * back from the Parquet files, or held whole, they took a refresh over its 200 MB (bench/etl-memory.ts).
 */
export function writeTablesFile(dir: string, tables: readonly SnapshotTable[]): void {
  const path = join(dir, SNAPSHOT_TABLES_FILE);
  const file = new TextFile(path, '{');
  try {
    for (const [index, table] of SNAPSHOT_TABLES.entries()) {
      const { columns, rows } = tables.find((candidate) => candidate.name === table) ?? {};
      if (!columns || !rows) throw new Error(`the snapshot's ${table} table is missing`);
      file.write(`${index === 0 ? '' : ','}${JSON.stringify(table)}:[`);
      // Each row is JSON.stringify of one object of its columns in their order, copied from a template that has them
      // all: one string a row. Written a cell at a time (a string per cell and one per join), the rows made 67 MB of
      // garbage for the 13 MB file instead of 42 (allocation sampling of a refresh).
      const names = columns.map((column) => column.name);
      const template: Record<string, Cell> = Object.fromEntries(names.map((name) => [name, null]));
      let separator = '';
      for (const row of rows()) {
        const object = { ...template };
        for (let i = 0; i < names.length; i++) object[names[i] as string] = storedCell(columns[i] as Column, row[i]);
        file.write(separator);
        file.write(JSON.stringify(object));
        separator = ',';
      }
      file.write(']');
    }
    file.write('}');
  } finally {
    file.close();
  }
  wrote(path);
}

/** The `daily_prices` table createFirstSeen reads: a view over the day files, or empty without any. */
async function createDailyPrices(
  connection: Parameters<typeof createTable>[0],
  dayFiles: readonly DailyFile[],
): Promise<void> {
  if (dayFiles.length === 0) {
    await createTable(connection, 'daily_prices', DAILY_PRICE_COLUMNS, []);
    return;
  }
  const files = dayFiles.map((day) => sqlPath(day.file)).join(', ');
  await connection.run(`CREATE VIEW daily_prices AS SELECT * FROM read_parquet([${files}])`);
}

/**
 * The `first_seen` table writeDownloads reads: each station's first day in the service's data, from the daily series,
 * the archive's station tables and the day of this snapshot.
 */
export async function createFirstSeen(
  connection: Parameters<typeof createTable>[0],
  sourceDate: string,
  stationTables: readonly string[],
): Promise<void> {
  const archived =
    stationTables.length > 0
      ? `UNION ALL SELECT station_id, first_seen FROM read_parquet([${stationTables.map(sqlPath).join(', ')}])`
      : '';
  await runSpilling(
    connection,
    `
    CREATE OR REPLACE TEMP TABLE first_seen AS
    SELECT station_id, min(day) AS first_seen FROM (
      SELECT station_id, date AS day FROM daily_prices
      ${archived}
      UNION ALL SELECT id, DATE '${sourceDate}' FROM stations
    ) GROUP BY station_id`,
  );
}

/** The manifest that publishes `snapshotDir`. */
export function manifestFor(
  snapshotDir: string,
  snapshot: CleanSnapshot,
  source: SnapshotSource,
  now: Date,
  current: Manifest | null,
  rejectedCount = snapshot.rejected.length,
): Manifest {
  // Retention keeps the last KEEP_PREVIOUS snapshots besides the published one: those are the ones a reader may fall
  // back to (a republication of the same snapshot names its own predecessors).
  const earlier = current?.snapshot === snapshotDir ? (current.previous ?? []) : previousOf(current, KEEP_PREVIOUS);
  return {
    format: 1,
    snapshot: snapshotDir,
    source_time: snapshot.source_time,
    source_date: snapshot.source_date,
    is_sample: source.isSample,
    source_description: source.description,
    station_count: snapshot.stations.length,
    public_station_count: snapshot.stations.filter((s) => s.sells_to_public).length,
    rejected_count: rejectedCount,
    published_at: now.toISOString(),
    previous: earlier.filter((entry) => entry.snapshot !== snapshotDir),
  };
}

/**
 * Publishes a staged snapshot with its history day and archive months: every file is written already, so only
 * renames are left (no space needed), the manifest last. Whatever happens, no temporary is left behind.
 */
export async function publishStaged(options: {
  dataDir: string;
  archive: () => Promise<StagedArchive>;
  /** Given the archive being staged: the snapshot needs it only for its index and the stations' first days. */
  stage: (archive: Promise<StagedArchive>) => Promise<StagedSnapshot>;
  manifest: (snapshotDir: string) => Manifest;
  day?: StagedHistoryDay;
  replacesHistory?: boolean;
}): Promise<Manifest> {
  const { dataDir, day } = options;
  const staging = { archive: null as StagedArchive | null };
  const archiving = options.archive().then((archive) => {
    staging.archive = archive;
    return archive;
  });
  // A stage that fails before it awaits the archive leaves the archive's failure to the `finally` below.
  archiving.catch(() => undefined);
  let staged: StagedSnapshot | null = null;
  let manifestFile: StagedFile | null = null;
  try {
    staged = await options.stage(archiving);
    const archive = await archiving;
    const manifest = options.manifest(staged.dir);
    manifestFile = stageManifest(dataDir, manifest);
    staged.place();
    if (options.replacesHistory) clearHistory(dataDir);
    day?.publish();
    // Named by no published snapshot until the manifest below is: a stop here leaves files pruneArchive removes.
    archive.place();
    manifestFile.commit();
    return manifest;
  } finally {
    // The archive may still be being written when the stage fails: it is discarded once it is done.
    await archiving.catch(() => undefined);
    day?.discard();
    staging.archive?.discard();
    staged?.discard();
    manifestFile?.discard();
  }
}

/**
 * Removes the snapshots no reader can still be serving (etl/snapshot-retention.ts), and interrupted writes, then the
 * archive month versions that no remaining snapshot names.
 */
export function pruneSnapshots(dataDir: string, now: Date = new Date()): void {
  const current = readManifest(dataDir)?.snapshot.split('/').pop();
  for (const name of snapshotsToPrune(listSnapshots(dataDir), current, now.getTime())) {
    rmSync(join(dataDir, SNAPSHOTS_DIR, name), { recursive: true, force: true });
  }
  pruneArchive(dataDir);
}
