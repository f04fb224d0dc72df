// The daily history's files in DATA_DIR, per day: a Parquet file of station prices, one of territory aggregates, one of
// station records, and the day's rows of the daily series download as a gzip member.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR, HISTORY_SERIES_DIR, HISTORY_STATIONS_DIR } from './layout.js';

export function historyDayPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_DAYS_DIR, `${date}.parquet`);
}

export function historyAggregatesPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_AGGREGATES_DIR, `${date}.parquet`);
}

/** The day's station records; absent for days written before the service kept them. */
export function historyStationsPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_STATIONS_DIR, `${date}.parquet`);
}

/** The day's rows of the daily series CSV, one gzip member (HISTORY_SERIES_DIR); absent until made from its day file. */
export function historySeriesPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_SERIES_DIR, `${date}.csv.gz`);
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
