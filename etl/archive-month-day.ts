// What a month gaining its newest day costs: the day, not the month. Its prices and aggregates are the row groups of
// files already written (the month's previous version and the new day's files, or the day files of each of its days),
// joined without decoding a value (parquet/parquet-concat.ts); its station table is the previous one with the new day's
// records laid over it. Each returns null when the month cannot be had that way, and DuckDB writes it whole again.
import type { DuckDBConnection } from '@duckdb/node-api';
import { type ArchiveKind, archiveFilePath } from '../core/data-dir/archive-index.js';
import { STATION_RECORD_FIELDS } from '../core/data-dir/tables.js';
import { sqlPath } from '../core/duckdb.js';
import type { MonthUpdate } from './archive-plan.js';
import type { DayFiles } from './day-files.js';
import { copyToParquet } from './memory-policy.js';
import { concatParquet, ParquetConcatRefused } from './parquet/parquet-concat.js';

/**
 * The files whose row groups, in this order, are the month's new file of `kind`: its current version followed by the
 * days added when they all come after the days it holds; else the day files of every day it will hold, when each is
 * at hand (the history keeps the open month's). Null otherwise (a day replaced that only the archive holds).
 */
export function monthSources(
  dataDir: string,
  update: MonthUpdate,
  kind: Exclude<ArchiveKind, 'stations'>,
  days: readonly DayFiles[],
): string[] | null {
  const byDate = new Map(days.map((day) => [day.date, day[kind]]));
  const held = update.current?.dates ?? [];
  const added = [...update.add].sort();
  const newest = [...held].sort().at(-1) ?? '';
  if (update.replace.length === 0 && added.every((date) => date > newest && byDate.has(date))) {
    const current = update.current ? [archiveFilePath(dataDir, update.current[kind].file)] : [];
    return [...current, ...added.map((date) => byDate.get(date) as string)];
  }
  const dates = [...new Set([...held, ...added])].sort();
  return dates.every((date) => byDate.has(date)) ? dates.map((date) => byDate.get(date) as string) : null;
}

/** Joins `sources` into `temporary` with the layout's `columns`; the row count, or null when they cannot be joined. */
export async function joinMonthFile(
  sources: readonly string[],
  columns: readonly string[],
  temporary: string,
): Promise<number | null> {
  try {
    return await concatParquet(sources, temporary, { columns });
  } catch (error) {
    if (error instanceof ParquetConcatRefused) return null;
    throw error;
  }
}

/**
 * The day a month's station table can take by laying its records over the previous table: the one day added or
 * replaced, on or after every day the month holds, with its station records at hand. Null for any other update.
 */
export function newestRecordedDay(update: MonthUpdate, days: readonly DayFiles[]): Required<DayFiles> | null {
  const changed = [...update.add, ...update.replace];
  const [date] = changed;
  const day = days.find((d) => d.date === date);
  if (changed.length !== 1 || !update.current?.stations || !day?.stations) return null;
  return update.current.dates.every((held) => held <= (date as string)) ? (day as Required<DayFiles>) : null;
}

/**
 * Writes the month's station table as the previous one (`previous`) with the records of its newest day (`day`) laid
 * over it: a station in the day's records takes that record, that day as its last and record day, and keeps its first
 * day; every other keeps its row. That is the table the whole month gives (etl/archive-writer.ts) unless a row of the
 * previous table has no record (the whole month's may find one now) or, for a day loaded again, a station seen that
 * day has left its records (its last day is then an earlier one): for those it returns false and writes nothing.
 */
export async function layNewestDay(
  connection: DuckDBConnection,
  previous: string,
  day: Required<DayFiles>,
  temporary: string,
): Promise<boolean> {
  const date = `DATE '${day.date}'`;
  const records = `read_parquet(${sqlPath(day.stations)})`;
  const table = `read_parquet(${sqlPath(previous)})`;
  const [[unsure]] = (
    await connection.runAndReadAll(
      `SELECT count(*)::INTEGER FROM ${table} p
       WHERE p.record_date IS NULL
          OR (p.last_seen = ${date} AND NOT EXISTS (SELECT 1 FROM ${records} r WHERE r.station_id = p.station_id))`,
    )
  ).getRows() as [[number]];
  if (unsure !== 0) return false;
  const fields = STATION_RECORD_FIELDS.map((field) => `r.${field}`).join(', ');
  await copyToParquet(
    connection,
    `SELECT * FROM (
       SELECT r.station_id, ${fields}, COALESCE(least(p.first_seen, ${date}), ${date}) AS first_seen,
              ${date} AS last_seen, ${date} AS record_date
       FROM ${records} r LEFT JOIN ${table} p ON p.station_id = r.station_id
       UNION ALL
       SELECT p.* FROM ${table} p WHERE NOT EXISTS (SELECT 1 FROM ${records} r WHERE r.station_id = p.station_id)
     ) ORDER BY station_id`,
    temporary,
  );
  return true;
}
