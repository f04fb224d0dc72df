// The layout of DATA_DIR, the one contract between the ETL (its writer) and the store and server (its readers).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Names the snapshot being served; replaced atomically to publish a new one. */
export const MANIFEST_FILE = 'manifest.json';
export const SNAPSHOTS_DIR = 'snapshots';
/** Inside each snapshot directory: the open-data downloads published with it (never rewritten after). */
export const SNAPSHOT_DOWNLOADS_DIR = 'downloads';
export const HISTORY_DIR = 'history';
export const HISTORY_DAYS_DIR = join(HISTORY_DIR, 'days');
export const HISTORY_AGGREGATES_DIR = join(HISTORY_DIR, 'aggregates');
/** Only published day files: a write in progress is a hidden `.partial` file that never matches. */
export const DAY_FILE_GLOB = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].parquet';
/** The complete daily series, a download of each snapshot, made from the history as it is when that snapshot is published. */
export const DAILY_SERIES_FILE = 'daily-prices.csv.gz';
/** Where refreshOilBulletin writes the monthly series. */
export const MONTHLY_SERIES_FILE = join('oil-bulletin', 'monthly.parquet');
/** Held by the one writer of DATA_DIR (etl/writer-lock.ts): exclusive create, owner pid, host and start time inside. */
export const WRITER_LOCK_FILE = 'refresh.lock';

/** A download of the snapshot `snapshotDir` (the manifest's `snapshot`, relative to DATA_DIR). */
export function snapshotDownloadPath(dataDir: string, snapshotDir: string, file: string): string {
  return join(dataDir, snapshotDir, SNAPSHOT_DOWNLOADS_DIR, file);
}

/**
 * The name of a file or directory being written: hidden, with the writer's pid, so an interrupted write is told
 * from a finished one by its name alone and the next writer can remove it.
 */
export function temporaryName(suffix = ''): string {
  return `.tmp-${process.pid}-${randomBytes(6).toString('hex')}${suffix}`;
}

/** Temporary names of this layout, and those of earlier versions (`<file>.tmp-<hex>`, `*.partial`). */
export function isTemporaryName(name: string): boolean {
  return name.startsWith('.tmp-') || /\.tmp-[0-9a-f]+$/.test(name) || name.endsWith('.partial');
}

/** The folders where the writer puts temporaries (DATA_DIR itself holds the manifest's). */
export const TEMPORARY_DIRS: readonly string[] = [
  '.',
  SNAPSHOTS_DIR,
  HISTORY_DIR,
  HISTORY_DAYS_DIR,
  HISTORY_AGGREGATES_DIR,
  'oil-bulletin',
];
