// Stations that have left the register's list of stations selling to the public, and were in it on a day of the
// history window: their last record and the last day they were seen, read from the archive's month station tables
// (core/data-dir: the archive keeps every day the service loaded). A favourite station that closes is then answered
// for what it was, not as an id that never existed. A station that sells, but not to the public (Tipo Venta R), has
// not left: one in today's register, or whose last record was restricted, answers as any id that sells to no one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { addDays, MAX_HISTORY_DAYS } from '../core/calendar.js';
import { type ArchiveIndex, archiveFilePath } from '../core/data-dir/archive-index.js';
import {
  type FormerStation,
  formerStationsFrom,
  SNAPSHOT_FORMER_STATIONS_FILE,
} from '../core/data-dir/former-stations.js';
import { STATION_RECORD_FIELDS } from '../core/data-dir/tables.js';
import { createTable, mapRows, rowsOf, sqlPath } from '../core/duckdb.js';

export type { FormerStation } from '../core/data-dir/former-stations.js';

/** The first day of the history window that ends on `date` (the data's date): a former station was listed since. */
export const formerStationsSince = (date: string): string => addDays(date, 1 - MAX_HISTORY_DAYS);

/**
 * The former stations of the snapshot in `dir` (of `dataDir`, whose data's date is `sourceDate`): from the file the ETL
 * wrote (core/data-dir/former-stations.ts), or from the archive when it has none or one that fails its checks.
 */
export async function loadFormerStations(
  connect: () => Promise<DuckDBConnection>,
  dataDir: string,
  dir: string,
  archive: ArchiveIndex,
  sourceDate: string,
  current: ReadonlySet<number>,
): Promise<FormerStation[]> {
  const since = formerStationsSince(sourceDate);
  const file = join(dir, SNAPSHOT_FORMER_STATIONS_FILE);
  const written = existsSync(file) ? formerStationsFrom(readFileSync(file, 'utf8'), since, current) : null;
  return written ?? readFormerStations(connect, archive, since, current, (name) => archiveFilePath(dataDir, name));
}

/**
 * The stations seen on or after `since` in the archive's month tables whose last record sold to the public (or is
 * unknown: a table built on upgrade from the month's prices, which are public stations'), but those in `current` (every
 * station in today's register, public or not); `pathOf` gives where a month's station table file is. Empty for an archive without station tables (and for the sample: none
 * at all), without connecting to DuckDB.
 */
export async function readFormerStations(
  connect: () => Promise<DuckDBConnection>,
  archive: ArchiveIndex,
  since: string,
  current: ReadonlySet<number>,
  pathOf: (file: string) => string,
): Promise<FormerStation[]> {
  const files = archive.months
    .filter((month) => month.stations && (month.dates.at(-1) ?? '') >= since)
    .map((month) => sqlPath(pathOf(month.stations?.file as string)));
  if (files.length === 0) return [];
  const connection = await connect();
  // Today's stations are left out by the query, before their rows are converted: they are nearly all of them.
  await createTable(
    connection,
    'current_stations',
    [{ name: 'id', type: 'INTEGER' }],
    rowsOf(current, (id) => [id]),
  );
  const reader = await connection.stream(`
    SELECT station_id, ${STATION_RECORD_FIELDS.join(', ')},
           strftime(min(first_seen) OVER (PARTITION BY station_id), '%Y-%m-%d') AS first_seen,
           strftime(last_seen, '%Y-%m-%d') AS last_seen
    FROM read_parquet([${files.join(', ')}])
    WHERE station_id NOT IN (SELECT id FROM current_stations)
    QUALIFY row_number() OVER (PARTITION BY station_id ORDER BY last_seen DESC) = 1 AND last_seen >= DATE '${since}'
      AND sells_to_public IS DISTINCT FROM false
    ORDER BY station_id`);
  const former: FormerStation[] = [];
  await mapRows(reader, (row) => {
    const id = row.station_id as number;
    const { station_id: _id, first_seen, last_seen, ...record } = row;
    former.push({
      id,
      record: record as FormerStation['record'],
      firstSeen: first_seen as string,
      lastSeen: last_seen as string,
    });
  });
  return former;
}
