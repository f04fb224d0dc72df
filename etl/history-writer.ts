// Daily history: one price per station, fuel and day (the last snapshot of the day), plus territory aggregates.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir.js';
import { copyToParquet, createTable, openScratchDatabase } from '../core/duckdb.js';
import { type CleanSnapshot, PRICE_KEYS } from '../core/model.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { DAILY_PRICE_COLUMNS } from './tables.js';

/** Days kept: at least the 90 the API serves, with a margin for monthly reports. */
export const HISTORY_RETENTION_DAYS = 120;

const AGGREGATES_QUERY = `
  WITH priced AS (
    SELECT p.fuel, p.price, t.municipality_id, t.province_code, t.community_code
    FROM day_prices p JOIN day_stations t ON t.id = p.station_id
  ),
  by_area AS (
    SELECT 'spain' AS level, 'es' AS code, fuel, price FROM priced
    UNION ALL SELECT 'community', community_code, fuel, price FROM priced
    UNION ALL SELECT 'province', province_code, fuel, price FROM priced
    UNION ALL SELECT 'municipality', CAST(municipality_id AS VARCHAR), fuel, price FROM priced
  )
  SELECT CAST($date AS DATE) AS date, level, code, fuel,
         round(avg(price), 3) AS average, round(median(price), 3) AS median,
         min(price) AS minimum, max(price) AS maximum, CAST(count(*) AS INTEGER) AS stations
  FROM by_area GROUP BY level, code, fuel ORDER BY level, code, fuel`;

export function historyDayPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_DAYS_DIR, `${date}.parquet`);
}

/** A day of history written aside: `publish` renames its files into place, `discard` removes them. */
export interface StagedHistoryDay {
  date: string;
  /** The day's prices (a temporary Parquet file until published). */
  dayFile: string;
  publish(): void;
  discard(): void;
}

/** Writes the day of `snapshot` under temporary names, to publish later; on failure nothing is left behind. */
export async function stageHistoryDay(dataDir: string, snapshot: CleanSnapshot): Promise<StagedHistoryDay> {
  const date = snapshot.source_date;
  const publicStations = snapshot.stations.filter((s) => s.sells_to_public);
  const priceRows = publicStations.flatMap((s) =>
    PRICE_KEYS.flatMap((key) => {
      const price = s.prices[key];
      return price === undefined ? [] : [[date, s.id, key, price, snapshot.source_time]];
    }),
  );
  const daysDir = join(dataDir, HISTORY_DAYS_DIR);
  const aggregatesDir = join(dataDir, HISTORY_AGGREGATES_DIR);
  mkdirSync(daysDir, { recursive: true });
  mkdirSync(aggregatesDir, { recursive: true });
  const dayTemporary = temporaryPath(daysDir, '.partial');
  const aggregatesTemporary = temporaryPath(aggregatesDir, '.partial');
  const discard = () => {
    discardTemporary(dayTemporary);
    discardTemporary(aggregatesTemporary);
  };
  const db = await openScratchDatabase();
  try {
    await createTable(db.connection, 'day_prices', DAILY_PRICE_COLUMNS, priceRows);
    await createTable(
      db.connection,
      'day_stations',
      [
        { name: 'id', type: 'INTEGER' },
        { name: 'municipality_id', type: 'INTEGER' },
        { name: 'province_code', type: 'VARCHAR' },
        { name: 'community_code', type: 'VARCHAR' },
      ],
      publicStations.map((s) => [s.id, s.municipality_id, s.province_code, s.community_code]),
    );
    await copyToParquet(db.connection, 'SELECT * FROM day_prices ORDER BY station_id, fuel', dayTemporary);
    wrote(dayTemporary);
    await copyToParquet(db.connection, AGGREGATES_QUERY.replaceAll('$date', `'${date}'`), aggregatesTemporary);
    wrote(aggregatesTemporary);
  } catch (error) {
    discard();
    throw error;
  } finally {
    db.close();
  }
  return {
    date,
    dayFile: dayTemporary,
    publish: () => {
      renameTemporary(dayTemporary, historyDayPath(dataDir, date));
      renameTemporary(aggregatesTemporary, join(aggregatesDir, `${date}.parquet`));
    },
    discard,
  };
}

/** Writes (or replaces) the day of `snapshot`: each file appears whole or not at all. */
export async function writeHistoryDay(dataDir: string, snapshot: CleanSnapshot): Promise<void> {
  const staged = await stageHistoryDay(dataDir, snapshot);
  try {
    staged.publish();
  } finally {
    staged.discard();
  }
}

/** The published day files (absolute paths), oldest first, but the one of `except`. */
export function historyDayFiles(dataDir: string, except?: string): string[] {
  return historyDates(dataDir)
    .filter((date) => date !== except)
    .map((date) => historyDayPath(dataDir, date));
}

/** Removes every published day (a switch between the sample and the register: their histories never mix). */
export function clearHistory(dataDir: string): void {
  removeDayFiles(dataDir, () => true);
}

/** The dates (YYYY-MM-DD) that have a history file of station prices (or of aggregates: HISTORY_AGGREGATES_DIR). */
export function historyDates(dataDir: string, dir = HISTORY_DAYS_DIR): string[] {
  try {
    return readdirSync(join(dataDir, dir))
      .filter((name) => /^\d{4}-\d{2}-\d{2}\.parquet$/.test(name))
      .map((name) => name.slice(0, 10))
      .sort();
  } catch {
    return [];
  }
}

/** Removes days older than the retention window before `newestDate` (leftovers of interrupted writes: removeLeftovers). */
export function pruneHistory(dataDir: string, newestDate: string): void {
  const cutoff = new Date(`${newestDate}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - HISTORY_RETENTION_DAYS);
  const oldest = cutoff.toISOString().slice(0, 10);
  removeDayFiles(dataDir, (date) => date < oldest);
}

/** Removes the day files (stations and aggregates) whose date `removes` accepts. */
function removeDayFiles(dataDir: string, removes: (date: string) => boolean): void {
  for (const dir of [HISTORY_DAYS_DIR, HISTORY_AGGREGATES_DIR]) {
    const full = join(dataDir, dir);
    let names: string[] = [];
    try {
      names = readdirSync(full);
    } catch {
      continue;
    }
    for (const name of names) {
      if (/^\d{4}-\d{2}-\d{2}\.parquet$/.test(name) && removes(name.slice(0, 10)))
        rmSync(join(full, name), { force: true });
    }
  }
}
