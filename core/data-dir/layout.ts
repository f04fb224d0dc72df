// The layout of DATA_DIR, the one contract between the ETL (its writer) and the store and server (its readers).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Localized } from '../language.js';
import { ARCHIVE_DIR } from './archive-index.js';

/** Names the snapshot being served; replaced atomically to publish a new one. */
export const MANIFEST_FILE = 'manifest.json';
export const SNAPSHOTS_DIR = 'snapshots';
/** Inside each snapshot directory: the open-data downloads published with it (never rewritten after). */
export const SNAPSHOT_DOWNLOADS_DIR = 'downloads';
export const HISTORY_DIR = 'history';
export const HISTORY_DAYS_DIR = join(HISTORY_DIR, 'days');
export const HISTORY_AGGREGATES_DIR = join(HISTORY_DIR, 'aggregates');
/** The day's station records (every station of the register that day), beside its prices and aggregates. */
export const HISTORY_STATIONS_DIR = join(HISTORY_DIR, 'stations');
/**
 * Each day's rows of the daily series CSV (`2026-08-22.csv.gz`: no header, in the series' order), compressed once as
 * one gzip member when the day is written. The series download is its header's member followed by the members of its
 * days, oldest first: a gzip file may be several members (RFC 1952), which gzip, zcat, DuckDB, pandas and Node's zlib
 * read as the one text. A day's member is removed before its day file is replaced and written again after, so one that
 * is there was made from the day file there; one that is missing is made again from it by the next publication.
 */
export const HISTORY_SERIES_DIR = join(HISTORY_DIR, 'series');
/**
 * Each day's prices and aggregates as the serving process holds them (`2026-08-22.bin`: core/data-dir/history-blocks.ts),
 * made from its two Parquet files when the day is written, so a start views them instead of decoding the Parquet. As
 * with the series member, a day's block is removed before its day files are replaced and written again after; a day
 * without one (written by an earlier version) is read from its Parquet files, and gets its block at the next
 * publication.
 */
export const HISTORY_BLOCKS_DIR = join(HISTORY_DIR, 'blocks');
/** Only published day files: a write in progress is a hidden `.partial` file that never matches. */
export const DAY_FILE_GLOB = '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9].parquet';
/**
 * The complete daily series, a download of each snapshot, made from the history as it is when that snapshot is
 * published: the gzip members of HISTORY_SERIES_DIR after the header's.
 */
export const DAILY_SERIES_FILE = 'daily-prices.csv.gz';
/** The same series as Parquet, written with the CSV: the row groups of the history's day files, without source_time. */
export const DAILY_SERIES_PARQUET_FILE = 'daily-prices.parquet';
/** The encodings a download may also be written in, beside it (`stations.json.br`), with their file suffixes. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

/** One open-data file of the snapshot being served: its address and how it is served. */
export interface Download {
  /** The resource it belongs to; formats of the same data share it. */
  name: 'stations' | 'daily-prices' | 'datapackage';
  format: 'csv' | 'json' | 'geojson' | 'parquet';
  mediaType: string;
  /** Address under the API origin. */
  path: string;
  /** File name in the downloads of the snapshot (they are published together). */
  file: string;
  /** Also written gzip- and Brotli-compressed beside it, and served so when the client accepts it. */
  precompressed: boolean;
  /** What it holds, in every language (the index answers in the one asked; the data dictionary is English). */
  description: Localized;
}

/** Every download, in the order GET / and the data dictionary list them. */
export const DOWNLOADS: readonly Download[] = [
  {
    name: 'stations',
    format: 'csv',
    mediaType: 'text/csv; charset=utf-8',
    path: '/downloads/stations.csv',
    file: 'stations.csv',
    precompressed: true,
    description: {
      en: 'Every public station with its current prices (CSV, UTF-8, CC BY 4.0).',
      es: 'Todas las estaciones públicas con sus precios actuales (CSV, UTF-8, CC BY 4.0).',
    },
  },
  {
    name: 'stations',
    format: 'json',
    mediaType: 'application/json',
    path: '/downloads/stations.json',
    file: 'stations.json',
    precompressed: true,
    description: {
      en: 'Every public station with its current prices (JSON, CC BY 4.0).',
      es: 'Todas las estaciones públicas con sus precios actuales (JSON, CC BY 4.0).',
    },
  },
  {
    name: 'stations',
    format: 'geojson',
    mediaType: 'application/geo+json',
    path: '/downloads/stations.geojson',
    file: 'stations.geojson',
    precompressed: true,
    description: {
      en: 'Every public station as a GeoJSON Point Feature with the same columns as properties (CC BY 4.0).',
      es: 'Cada estación pública como un Feature Point de GeoJSON con las mismas columnas como propiedades (CC BY 4.0).',
    },
  },
  {
    name: 'stations',
    format: 'parquet',
    mediaType: 'application/vnd.apache.parquet',
    path: '/downloads/stations.parquet',
    file: 'stations.parquet',
    precompressed: false,
    description: {
      en: 'Every public station with its current prices (Parquet, ZSTD, CC BY 4.0).',
      es: 'Todas las estaciones públicas con sus precios actuales (Parquet, ZSTD, CC BY 4.0).',
    },
  },
  {
    name: 'daily-prices',
    format: 'csv',
    mediaType: 'application/gzip',
    path: '/downloads/daily-prices.csv.gz',
    file: 'daily-prices.csv.gz',
    precompressed: false,
    description: {
      en: 'The complete daily series kept (at least 90 days): one price per station, fuel and day (gzip CSV, CC BY 4.0).',
      es: 'La serie diaria completa que se conserva (al menos 90 días): un precio por estación, carburante y día (CSV con gzip, CC BY 4.0).',
    },
  },
  {
    name: 'daily-prices',
    format: 'parquet',
    mediaType: 'application/vnd.apache.parquet',
    path: '/downloads/daily-prices.parquet',
    file: 'daily-prices.parquet',
    precompressed: false,
    description: {
      en: 'The same daily series as Parquet (ZSTD, CC BY 4.0).',
      es: 'La misma serie diaria en Parquet (ZSTD, CC BY 4.0).',
    },
  },
  {
    name: 'datapackage',
    format: 'json',
    mediaType: 'application/json',
    path: '/downloads/datapackage.json',
    file: 'datapackage.json',
    precompressed: true,
    description: {
      en: 'The data dictionary (Frictionless Data Package): every download with its size, SHA-256, licence and the type, unit and meaning of each column.',
      es: 'El diccionario de datos (Frictionless Data Package): cada descarga con su tamaño, SHA-256, licencia y el tipo, la unidad y el significado de cada columna.',
    },
  },
];
/** Where refreshOilBulletin writes the monthly series. */
export const MONTHLY_SERIES_FILE = join('oil-bulletin', 'monthly.parquet');
/** The outcome of the last refresh from the register (core/data-dir/refresh-record.ts), for every reader's status. */
export const REFRESH_RECORD_FILE = 'refresh-status.json';
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
  HISTORY_STATIONS_DIR,
  HISTORY_SERIES_DIR,
  HISTORY_BLOCKS_DIR,
  ARCHIVE_DIR,
  'oil-bulletin',
];
