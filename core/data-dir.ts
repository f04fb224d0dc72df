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
/** The same series as Parquet, written with the CSV. */
export const DAILY_SERIES_PARQUET_FILE = join('history', 'daily-prices.parquet');
/** The encodings a download may also be written in, beside it (`stations.json.br`), with their file suffixes. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'];

/** One open-data file: its address, where it lives in DATA_DIR and how it is served. */
export interface Download {
  /** The resource it belongs to; formats of the same data share it. */
  name: 'stations' | 'daily-prices' | 'datapackage';
  format: 'csv' | 'json' | 'geojson' | 'parquet';
  mediaType: string;
  /** Address under the API origin. */
  path: string;
  /** File name, and where it lives: the snapshot's downloads directory, or beside the history. */
  file: string;
  location: 'snapshot' | 'history';
  /** Also written gzip- and Brotli-compressed beside it, and served so when the client accepts it. */
  precompressed: boolean;
  description: string;
}

/** Every download, in the order GET / and the data dictionary list them. */
export const DOWNLOADS: readonly Download[] = [
  {
    name: 'stations',
    format: 'csv',
    mediaType: 'text/csv; charset=utf-8',
    path: '/downloads/stations.csv',
    file: 'stations.csv',
    location: 'snapshot',
    precompressed: true,
    description: 'Every public station with its current prices (CSV, UTF-8, CC BY 4.0).',
  },
  {
    name: 'stations',
    format: 'json',
    mediaType: 'application/json',
    path: '/downloads/stations.json',
    file: 'stations.json',
    location: 'snapshot',
    precompressed: true,
    description: 'Every public station with its current prices (JSON, CC BY 4.0).',
  },
  {
    name: 'stations',
    format: 'geojson',
    mediaType: 'application/geo+json',
    path: '/downloads/stations.geojson',
    file: 'stations.geojson',
    location: 'snapshot',
    precompressed: true,
    description: 'Every public station as a GeoJSON Point Feature with the same columns as properties (CC BY 4.0).',
  },
  {
    name: 'stations',
    format: 'parquet',
    mediaType: 'application/vnd.apache.parquet',
    path: '/downloads/stations.parquet',
    file: 'stations.parquet',
    location: 'snapshot',
    precompressed: false,
    description: 'Every public station with its current prices (Parquet, ZSTD, CC BY 4.0).',
  },
  {
    name: 'daily-prices',
    format: 'csv',
    mediaType: 'application/gzip',
    path: '/downloads/daily-prices.csv.gz',
    file: 'daily-prices.csv.gz',
    location: 'history',
    precompressed: false,
    description:
      'The complete daily series kept (at least 90 days): one price per station, fuel and day (gzip CSV, CC BY 4.0).',
  },
  {
    name: 'daily-prices',
    format: 'parquet',
    mediaType: 'application/vnd.apache.parquet',
    path: '/downloads/daily-prices.parquet',
    file: 'daily-prices.parquet',
    location: 'history',
    precompressed: false,
    description: 'The same daily series as Parquet (ZSTD, CC BY 4.0).',
  },
  {
    name: 'datapackage',
    format: 'json',
    mediaType: 'application/json',
    path: '/downloads/datapackage.json',
    file: 'datapackage.json',
    location: 'snapshot',
    precompressed: true,
    description:
      'The data dictionary (Frictionless Data Package): every download with its size, SHA-256, licence and the type, unit and meaning of each column.',
  },
];
/** Where refreshOilBulletin writes the monthly series. */
export const MONTHLY_SERIES_FILE = join('oil-bulletin', 'monthly.parquet');
/** Held by the one writer of DATA_DIR (etl/writer-lock.ts): exclusive create, owner pid, host and start time inside. */
export const WRITER_LOCK_FILE = 'refresh.lock';
