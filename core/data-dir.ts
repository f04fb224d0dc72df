// The layout of DATA_DIR, the one contract between the ETL (its writer) and the store and server (its readers).
import { join } from 'node:path';

/** Names the snapshot being served; replaced atomically to publish a new one. */
export const MANIFEST_FILE = 'manifest.json';
export const SNAPSHOTS_DIR = 'snapshots';
export const HISTORY_DAYS_DIR = join('history', 'days');
export const HISTORY_AGGREGATES_DIR = join('history', 'aggregates');
/** Only published day files: a write in progress is a hidden `.partial` file that never matches. */
export const DAY_FILE_GLOB = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].parquet';
/** The complete daily series, beside the history it is made from; rewritten after every history change. */
export const DAILY_SERIES_FILE = join('history', 'daily-prices.csv.gz');
/** Where refreshOilBulletin writes the monthly series. */
export const MONTHLY_SERIES_FILE = join('oil-bulletin', 'monthly.parquet');
/** Held by the one writer of DATA_DIR (etl/writer-lock.ts): exclusive create, owner pid, host and start time inside. */
export const WRITER_LOCK_FILE = 'refresh.lock';
