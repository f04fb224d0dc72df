// The open-data downloads written into each snapshot: the station list (CSV, JSON, GeoJSON, Parquet), the daily
// series (gzip CSV, Parquet), the data dictionary (datapackage.json), and gzip and Brotli copies of the text files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import { type ArchiveIndex, EMPTY_ARCHIVE } from '../core/data-dir/archive-index.js';
import { DOWNLOADS, type Download, PRECOMPRESSED_ENCODINGS } from '../core/data-dir/layout.js';
import { sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import { writePrecompressed } from '../core/precompressed.js';
import { csvColumns } from './csv-cells.js';
import { type DailyFile, writeDailySeries } from './daily-series.js';
import { buildDataPackage, DownloadHashes } from './data-package.js';
import { STATION_DOWNLOAD_COLUMNS, STATIONS_SCHEMA } from './download-schema.js';
import { wrote } from './file-writes.js';
import { copyToParquet, runSpilling } from './memory-policy.js';
import { downloadRows, type FirstSeenDays, writeStationDocuments } from './station-documents.js';

/** Milliseconds per step of writeDownloads, for bench/downloads.ts. */
export type DownloadTimings = Record<string, number>;

async function timed<T>(timings: DownloadTimings | undefined, step: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    if (timings) timings[step] = (timings[step] ?? 0) + performance.now() - started;
  }
}

/** Tells the fault seam of `file`'s compressed copies, once both are written. */
function wroteCopies(file: string): void {
  for (const { suffix } of PRECOMPRESSED_ENCODINGS) wrote(`${file}${suffix}`);
}

/** Writes `file`'s precompressed copies beside it. */
export async function precompress(file: string): Promise<void> {
  await writePrecompressed(file);
  wroteCopies(file);
}

/**
 * Writes every download into `outDir` one after the other, the data dictionary describing them (and the month files of
 * `archive`) last: writeStationDownloads, writeDailySeries (from the history's `days`), the text files' compressed
 * copies, then writeDataDictionary. A snapshot being staged writes the series beside the rest instead (stageSnapshot).
 */
export async function writeDownloads(
  connection: DuckDBConnection,
  outDir: string,
  source: StationDownloadsSource,
  options: { days: readonly DailyFile[]; timings?: DownloadTimings; archive?: ArchiveIndex },
): Promise<void> {
  const { timings } = options;
  const copies: Promise<void>[] = [];
  const writing = writeStationDownloads(connection, outDir, source, (written) => copies.push(written), timings);
  await writing.finally(() => Promise.allSettled(copies));
  await writeDailySeries(options.days, outDir, { timed: (step, work) => timed(timings, step, work) });
  await timed(timings, 'precompression', () => Promise.all(copies));
  await writeDataDictionary(outDir, source.snapshot, source.isSample, options);
}

/** What the station downloads are written from: the snapshot, its territories (the names), and whether it is a sample. */
export interface StationDownloadsSource {
  snapshot: CleanSnapshot;
  territories: Territories;
  isSample: boolean;
}

/**
 * Writes the station list's downloads into `outDir`: the CSV and Parquet files by DuckDB, on its thread, while this
 * one writes the JSON and GeoJSON documents from the stations held (etl/station-documents.ts), with each station's
 * first day read from the database; and the text files' gzip and Brotli copies on libuv's pool beside the rest (the
 * CSV's once it is whole, the documents' while they are written). `compressing` is given each file's copies being
 * written (they may outlast this call; on a failure here they have settled or soon do). Expects the snapshot's tables
 * (stations, communities, provinces, municipalities) and each station's first day seen (`first_seen`:
 * createFirstSeen) in `connection`.
 */
export async function writeStationDownloads(
  connection: DuckDBConnection,
  outDir: string,
  { snapshot, territories, isSample }: StationDownloadsSource,
  compressing: (copies: Promise<void>) => void,
  timings?: DownloadTimings,
): Promise<void> {
  const file = (name: string) => join(outDir, name);
  const beside = (copies: Promise<void>) => {
    copies.catch(() => undefined); // reported where it is awaited
    compressing(copies);
  };
  const firstSeen = await readFirstSeen(connection);
  let documentsSettled = () => {};
  const documentsOver = new Promise<void>((resolve) => {
    documentsSettled = resolve;
  });
  // Begun first: DuckDB's work goes on on its thread while this one writes the documents.
  const tables = writeStationTables(connection, outDir, snapshot, { timings, beside, documentsOver });
  tables.catch(() => undefined); // reported where it is awaited
  const documents = timed(timings, 'stations.json and .geojson', async () => {
    const header = { license: LICENSE_URL, attribution: attributionFor(isSample), source_time: snapshot.source_time };
    const paths = { json: file('stations.json'), geojson: file('stations.geojson') };
    const rows = downloadRows(snapshot.stations, territories, snapshot.source_time, firstSeen);
    await writeStationDocuments(rows, { paths, header }, (document, copies) =>
      beside(copies.then(() => wroteCopies(document))),
    );
    wrote(paths.json);
    wrote(paths.geojson);
  }).finally(documentsSettled);
  // Neither may still be writing when the failed snapshot is removed.
  const [failure] = (await Promise.allSettled([tables, documents])).filter((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Each station's first day seen, as YYYY-MM-DD (the documents' text of the date), from `first_seen`. */
export async function readFirstSeen(connection: DuckDBConnection): Promise<FirstSeenDays> {
  const result = await connection.runAndReadAll('SELECT station_id, CAST(first_seen AS VARCHAR) FROM first_seen');
  return new Map(result.getRows() as [number, string][]);
}

/**
 * The `download_stations` table of the CSV and Parquet files: the download columns (STATION_DOWNLOAD_COLUMNS) of the
 * stations that sell to the public, in the order of their ids; etl/station-documents.ts makes the same rows in
 * JavaScript for the documents.
 */
export async function createDownloadStations(connection: DuckDBConnection, sourceTime: string): Promise<void> {
  const columns = STATION_DOWNLOAD_COLUMNS.map(
    (c) => `${c.sql.replace('$source_time', `'${sourceTime}'`)} AS ${c.name}`,
  ).join(', ');
  await runSpilling(
    connection,
    `
    CREATE OR REPLACE TEMP TABLE download_stations AS
    SELECT ${columns}
    FROM stations s
    LEFT JOIN municipalities m ON m.id = s.municipality_id
    LEFT JOIN provinces p ON p.code = s.province_code
    LEFT JOIN communities c ON c.code = s.community_code
    LEFT JOIN first_seen f ON f.station_id = s.id
    WHERE s.sells_to_public ORDER BY s.id`,
  );
}

/**
 * stations.csv and stations.parquet, from the query of the download columns, and the CSV's copies (`beside`) once the
 * documents are over (`documentsOver`): five compressors at once beside DuckDB's files made the refresh's highest
 * peaks (196–197 MB at 90 days in the rounds measured beside this, 187–190 without; later runs of this code still
 * reached 194–198 in some rounds, as the series and DuckDB's files met the documents).
 */
async function writeStationTables(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  {
    timings,
    beside,
    documentsOver,
  }: { timings?: DownloadTimings; beside: (copies: Promise<void>) => void; documentsOver: Promise<void> },
): Promise<void> {
  await createDownloadStations(connection, snapshot.source_time);
  const file = (name: string) => join(outDir, name);
  await timed(timings, 'stations.csv', async () => {
    await runSpilling(
      connection,
      `COPY (SELECT ${csvColumns(STATIONS_SCHEMA)} FROM download_stations)
       TO ${sqlPath(file('stations.csv'))} (FORMAT CSV, HEADER)`,
    );
    wrote(file('stations.csv'));
  });
  beside(documentsOver.then(() => precompress(file('stations.csv'))));
  await timed(timings, 'stations.parquet', async () => {
    await copyToParquet(
      connection,
      'SELECT * REPLACE (CAST(price_updated_at AS TIMESTAMPTZ) AS price_updated_at) FROM download_stations',
      file('stations.parquet'),
    );
    wrote(file('stations.parquet'));
  });
  await connection.run('DROP TABLE download_stations');
}

/** Every download the data dictionary describes (all but itself). */
const DESCRIBED = DOWNLOADS.filter((download) => download.name !== 'datapackage');

/**
 * Writes the data dictionary (datapackage.json, with the month files of `archive`) and its compressed copies, once
 * every download it describes is in `outDir`; `hashes` holds the hashes begun as the files were written, and hashes
 * the others.
 */
export async function writeDataDictionary(
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { timings?: DownloadTimings; archive?: ArchiveIndex; hashes?: DownloadHashes },
): Promise<void> {
  await timed(options.timings, 'datapackage.json', async () => {
    const facts = { isSample, sourceTime: snapshot.source_time, sourceDate: snapshot.source_date };
    const pathOf = (download: Download) => join(outDir, download.file);
    const hashes = options.hashes ?? new DownloadHashes(outDir);
    const descriptor = await buildDataPackage(DESCRIBED, pathOf, facts, options.archive ?? EMPTY_ARCHIVE, (download) =>
      hashes.of(download.file),
    );
    const file = join(outDir, 'datapackage.json');
    writeFileSync(file, `${JSON.stringify(descriptor, null, 2)}\n`);
    wrote(file);
    await precompress(file);
  });
}
