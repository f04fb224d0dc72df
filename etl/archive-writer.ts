// Writes the new versions of the archive's month files aside: the month's current version with the days added (and a
// reloaded day of the open month replaced), under temporary names; for the day a refresh adds, at that day's cost
// (archive-month-day.ts). `place` renames them to their content-named files,
// which no snapshot references until the manifest naming them is published; `discard` removes what was not placed.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  ARCHIVE_DIR,
  type ArchiveFile,
  type ArchiveIndex,
  type ArchiveKind,
  archiveFilePath,
  archiveVersionName,
  monthOf,
} from '../core/data-dir/archive-index.js';
import { STATION_RECORD_COLUMNS, STATION_RECORD_FIELDS, stationRecordRow } from '../core/data-dir/tables.js';
import { createTable, rowsOf, sqlPath } from '../core/duckdb.js';
import type { Station } from '../core/model.js';
import { joinMonthFile, layNewestDay, monthSources, newestRecordedDay } from './archive-month-day.js';
import { type MonthUpdate, planArchiveUpdate } from './archive-plan.js';
import { sha256Of } from './data-package.js';
import type { DayFiles } from './day-files.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { copyToParquet } from './memory-policy.js';
import { openEtlDatabase } from './scratch-database.js';

/** The columns of the prices and aggregates month files, in order, and the order of their rows. */
const LAYOUT: Record<Exclude<ArchiveKind, 'stations'>, { columns: string; order: string }> = {
  prices: { columns: 'date, station_id, fuel, price', order: 'date, station_id, fuel' },
  aggregates: {
    columns: 'date, level, code, fuel, average, median, minimum, maximum, stations',
    order: 'date, level, code, fuel',
  },
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The archive as a publication will leave it, written aside. */
export interface StagedArchive {
  index: ArchiveIndex;
  /** Where each month's station table is until `place` (the new ones still under their temporary names). */
  stationTables: readonly string[];
  place(): void;
  discard(): void;
}

/**
 * Station records to fall back on for a month whose days were archived before the service kept them (the snapshot
 * being published, read on `date`): a station the month's prices name gets the nearest record there is.
 */
export interface KnownRecords {
  stations: readonly Station[];
  date: string;
}

/**
 * Stages the archive `current` plus the days `given` (the history's and any other at hand); `reloaded` is the day a
 * refresh has just loaded again. Months without a new day keep their file as it is. On failure nothing is left behind.
 */
export async function stageArchive(
  dataDir: string,
  current: ArchiveIndex,
  given: readonly DayFiles[],
  reloaded?: string,
  known?: KnownRecords,
): Promise<StagedArchive> {
  // One file per day: a day given twice (the history's and a backfill's) is taken from the last one given.
  const days = [...new Map(given.map((day) => [day.date, day])).values()];
  const invalid = days.find((day) => !DATE.test(day.date));
  if (invalid) throw new RangeError(`not a day: ${JSON.stringify(invalid.date)}`);
  const updates = planArchiveUpdate(
    current,
    days.map((day) => day.date),
    reloaded,
  );
  const temporaries: string[] = [];
  const placements: { temporary: string; target: string }[] = [];
  const discard = () => {
    for (const temporary of temporaries) discardTemporary(temporary);
  };
  const tablesOf = (index: ArchiveIndex, staged: ReadonlyMap<string, string>) =>
    index.months.flatMap((m) =>
      m.stations ? [staged.get(m.stations.file) ?? archiveFilePath(dataDir, m.stations.file)] : [],
    );
  if (updates.length === 0) {
    return { index: current, stationTables: tablesOf(current, new Map()), place: () => {}, discard };
  }
  const dir = join(dataDir, ARCHIVE_DIR);
  mkdirSync(dir, { recursive: true });
  const months = new Map(current.months.map((m) => [m.month, m]));
  /** The temporary file of each version written now, by its final name. */
  const staged = new Map<string, string>();
  try {
    // Each file in a database of its own (opened when the file needs one), closed once it is written: DuckDB keeps what
    // a file took until its database closes, and the next file then starts from nothing instead of adding to it.
    const stage = async (
      write: (connection: () => Promise<DuckDBConnection>, temporary: string) => Promise<ArchiveFile>,
    ): Promise<ArchiveFile> => {
      const temporary = temporaryPath(dir, '.partial');
      temporaries.push(temporary);
      let db: Awaited<ReturnType<typeof openEtlDatabase>> | null = null;
      let file: ArchiveFile;
      try {
        file = await write(async () => {
          db ??= await openEtlDatabase(dir);
          return db.connection;
        }, temporary);
      } finally {
        (db as Awaited<ReturnType<typeof openEtlDatabase>> | null)?.close();
      }
      placements.push({ temporary, target: archiveFilePath(dataDir, file.file) });
      staged.set(file.file, temporary);
      return file;
    };
    for (const update of updates) {
      const changed = update.add.length > 0 || update.replace.length > 0;
      const tables = {} as Record<'prices' | 'aggregates', ArchiveFile>;
      for (const kind of ['prices', 'aggregates'] as const) {
        tables[kind] = changed
          ? await stage((connection, temporary) => writeMonthFile(connection, dataDir, update, kind, days, temporary))
          : (update.current?.[kind] as ArchiveFile);
      }
      const pricesPath = staged.get(tables.prices.file) ?? archiveFilePath(dataDir, tables.prices.file);
      const stations = await stage(async (connection, temporary) => {
        const newest = newestRecordedDay(update, days);
        const previous = update.current?.stations && archiveFilePath(dataDir, update.current.stations.file);
        if (newest && previous && (await layNewestDay(await connection(), previous, newest, temporary))) {
          return describeVersion(await connection(), 'stations', update.month, temporary);
        }
        if (known) {
          const rows = rowsOf(known.stations, stationRecordRow);
          await createTable(await connection(), 'known_records', STATION_RECORD_COLUMNS, rows);
        }
        return writeStationsMonthFile(await connection(), dataDir, update, days, pricesPath, known, temporary);
      });
      const dates = [...new Set([...(update.current?.dates ?? []), ...update.add])].sort();
      months.set(update.month, { month: update.month, dates, ...tables, stations });
    }
  } catch (error) {
    discard();
    throw error;
  }
  const index: ArchiveIndex = {
    format: 1,
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
  return {
    index,
    stationTables: tablesOf(index, staged),
    // An existing file of the same name has the same content: it stays, so its validators do not change.
    place: () => {
      for (const { temporary, target } of placements) {
        if (existsSync(target)) discardTemporary(temporary);
        else renameTemporary(temporary, target);
      }
    },
    discard,
  };
}

/**
 * The month's new file of `kind`: the row groups of the files it is made of when they can be joined (the day a refresh
 * adds, archive-month-day.ts), else written by DuckDB from its current version and the new days.
 */
async function writeMonthFile(
  connection: () => Promise<DuckDBConnection>,
  dataDir: string,
  update: MonthUpdate,
  kind: 'prices' | 'aggregates',
  days: readonly DayFiles[],
  temporary: string,
): Promise<ArchiveFile> {
  const { columns, order } = LAYOUT[kind];
  const sources = monthSources(dataDir, update, kind, days);
  const joined = sources && (await joinMonthFile(sources, columns.split(', '), temporary));
  if (joined !== null) return describeVersion(null, kind, update.month, temporary, joined);
  const newDates = new Set([...update.add, ...update.replace]);
  const newDays = days.filter((day) => newDates.has(day.date)).sort((a, b) => a.date.localeCompare(b.date));
  const newFiles = newDays.map((day) => sqlPath(day[kind]));
  const parts = [`SELECT ${columns} FROM read_parquet([${newFiles.join(', ')}])`];
  // Each file is in the layout's order (one day each for the days'), so when every new day comes after every day
  // kept (a refresh adding or reloading the newest day), the month's rows are in order as they are read: no sort.
  const kept = (update.current?.dates ?? []).filter((date) => !newDates.has(date));
  const inOrder = newDays.every((day) => kept.every((date) => day.date > date));
  if (update.current) {
    const replaced = update.replace.map((date) => `DATE '${date}'`);
    const kept = replaced.length > 0 ? ` WHERE date NOT IN (${replaced.join(', ')})` : '';
    const file = sqlPath(archiveFilePath(dataDir, update.current[kind].file));
    parts.unshift(`SELECT ${columns} FROM read_parquet(${file})${kept}`);
  }
  const db = await connection();
  await copyToParquet(db, `${parts.join(' UNION ALL ')}${inOrder ? '' : ` ORDER BY ${order}`}`, temporary);
  return describeVersion(db, kind, update.month, temporary);
}

/**
 * The month's station table: every station seen on one of its days (in the day's station records, or, for a day
 * archived before those were kept, in its prices), with its record as last seen in the month and the first and last
 * day seen. A station seen only on days without records takes the record of the month's previous version, else the
 * known one (`known`); `record_date` says which day the record was read on.
 */
async function writeStationsMonthFile(
  connection: DuckDBConnection,
  dataDir: string,
  update: MonthUpdate,
  days: readonly DayFiles[],
  pricesPath: string,
  known: KnownRecords | undefined,
  temporary: string,
): Promise<ArchiveFile> {
  const recorded = days.filter((day) => day.stations !== undefined && monthOf(day.date) === update.month);
  const recordFiles = recorded.map((day) => sqlPath(day.stations as string));
  const recordedDates = recorded.map((day) => `DATE '${day.date}'`);
  const previous = update.current?.stations;
  const empty = `SELECT NULL::DATE AS date, ${STATION_RECORD_COLUMNS.map((c) => `NULL::${c.type} AS ${c.name}`).join(', ')} WHERE false`;
  const sources: [string, string][] = [
    ['latest', 'latest.date'],
    ...(previous ? ([['previous', 'previous.record_date']] as [string, string][]) : []),
    ...(known ? ([['known', `DATE '${known.date}'`]] as [string, string][]) : []),
  ];
  // Each field from the first source holding a record of the station.
  const pick = (field: string) =>
    `CASE ${sources.map(([alias, dated]) => `WHEN ${dated} IS NOT NULL AND ${alias}.station_id IS NOT NULL THEN ${alias}.${field}`).join(' ')} END AS ${field}`;
  const query = `
    WITH recorded AS (${recordFiles.length > 0 ? `SELECT * FROM read_parquet([${recordFiles.join(', ')}])` : empty}),
    seen AS (
      SELECT date, station_id FROM recorded
      UNION ALL
      SELECT DISTINCT date, station_id FROM read_parquet(${sqlPath(pricesPath)})
      ${recordedDates.length > 0 ? `WHERE date NOT IN (${recordedDates.join(', ')})` : ''}
    ),
    spans AS (SELECT station_id, min(date) AS first_seen, max(date) AS last_seen FROM seen GROUP BY station_id),
    -- Each station's record of its last day (one a day): an aggregate, where a window would sort the month's records.
    latest AS (SELECT unnest(max_by(recorded, recorded.date)) FROM recorded GROUP BY station_id)
    SELECT spans.station_id, ${STATION_RECORD_FIELDS.map(pick).join(', ')},
           spans.first_seen, spans.last_seen,
           COALESCE(${sources.map(([alias, dated]) => `CASE WHEN ${alias}.station_id IS NOT NULL THEN ${dated} END`).join(', ')}) AS record_date
    FROM spans
    LEFT JOIN latest ON latest.station_id = spans.station_id
    ${previous ? `LEFT JOIN read_parquet(${sqlPath(archiveFilePath(dataDir, previous.file))}) previous ON previous.station_id = spans.station_id` : ''}
    ${known ? 'LEFT JOIN known_records known ON known.station_id = spans.station_id' : ''}
    ORDER BY spans.station_id`;
  await copyToParquet(connection, query, temporary);
  return describeVersion(connection, 'stations', update.month, temporary);
}

/** A version just written: its content-named file, size, hash and rows (counted by `connection` unless given). */
async function describeVersion(
  connection: DuckDBConnection | null,
  kind: ArchiveKind,
  month: string,
  temporary: string,
  rows?: number,
): Promise<ArchiveFile> {
  wrote(temporary);
  const sha256 = await sha256Of(temporary);
  const count = async (db: DuckDBConnection) =>
    (
      await db.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM read_parquet(${sqlPath(temporary)})`)
    ).getRowObjects()[0]?.n;
  return {
    file: archiveVersionName(kind, month, sha256),
    bytes: statSync(temporary).size,
    sha256,
    rows: Number(rows ?? (connection ? await count(connection) : Number.NaN)),
  };
}
