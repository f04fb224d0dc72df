// The open-data downloads written into each snapshot: the station list (CSV, JSON, GeoJSON, Parquet), the daily
// series (gzip CSV, Parquet), the data dictionary (datapackage.json), and gzip and Brotli copies of the text files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import { DOWNLOADS, type Download, PRECOMPRESSED_ENCODINGS } from '../core/data-dir/layout.js';
import { sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot } from '../core/model.js';
import { StreamedCopies, writePrecompressed } from '../core/precompressed.js';
import { csvColumns } from './csv-cells.js';
import { type DailyFile, writeDailySeries } from './daily-series.js';
import { buildDataPackage } from './data-package.js';
import { STATION_DOWNLOAD_COLUMNS, STATIONS_SCHEMA } from './download-schema.js';
import { wrote } from './file-writes.js';
import { copyToParquet, runSpilling } from './memory-policy.js';
import { TextFile } from './text-file.js';

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

/**
 * The column types the documents' query may give: their values are JSON.stringify's own (strings, numbers, booleans,
 * null). Another type (a date's or a big integer's object) would be written wrong or not at all: it is cast in the query.
 */
const JSON_READY_TYPES = new Set(['VARCHAR', 'DOUBLE', 'INTEGER', 'BOOLEAN']);

/**
 * Rows written between the compressors' turns: about 200 kB of each document, a piece of StreamedCopies. A compressor
 * takes a piece only in a turn of the event loop; fewer turns left it idle while the rows were written.
 */
const ROWS_PER_TURN = 256;

/** The event loop's next turn: the compressors of StreamedCopies take their next piece in it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * stations.json (the rows under "stations", beside the header) and stations.geojson (a Point Feature per row), written
 * a row at a time as the query streams them (TextFile): what JSON.stringify of the whole document gives, byte for byte,
 * without the 11,400 row objects and the documents' strings at once (about 60 MB). Their gzip copies, and the JSON's
 * Brotli copy, are compressed on libuv's pool a piece behind the rows, while the next rows are written (the GeoJSON's
 * Brotli copy once the file is whole): `compressing` is given each document's copies being written, which settle
 * whatever happens here.
 */
async function writeStationDocuments(
  connection: DuckDBConnection,
  paths: { json: string; geojson: string },
  header: Record<string, string>,
  compressing: (file: string, copies: Promise<void>) => void,
): Promise<void> {
  const fields = JSON.stringify(header).slice(1, -1);
  // A second Brotli encoder beside the JSON's (about 9 MB) raised the refresh's peak.
  const copies = { json: new StreamedCopies(paths.json), geojson: new StreamedCopies(paths.geojson, ['gzip']) };
  compressing(paths.json, copies.json.written);
  compressing(
    paths.geojson,
    copies.geojson.written.then(() => writePrecompressed(paths.geojson, ['br'])),
  );
  let json: TextFile | null = null;
  let geojson: TextFile | null = null;
  try {
    try {
      json = new TextFile(paths.json, `{${fields},"stations":[`, copies.json);
      geojson = new TextFile(paths.geojson, `{"type":"FeatureCollection",${fields},"features":[`, copies.geojson);
      await writeStationRows(connection, json, geojson, copies);
      json.write(']}');
      geojson.write(']}');
    } finally {
      try {
        geojson?.close();
      } finally {
        json?.close();
      }
    }
  } catch (error) {
    // Nothing may still be writing the copies when the failed snapshot is removed.
    const reason = error instanceof Error ? error : new Error(String(error));
    copies.json.abort(reason);
    copies.geojson.abort(reason);
    throw error;
  }
  copies.json.close();
  copies.geojson.close();
}

/** The rows of stations.json and the Features of stations.geojson, as the query streams them. */
async function writeStationRows(
  connection: DuckDBConnection,
  json: TextFile,
  geojson: TextFile,
  copies: Record<'json' | 'geojson', StreamedCopies>,
): Promise<void> {
  // Dates as DuckDB writes them (YYYY-MM-DD, as JSON.stringify of the value converted): converted in the query.
  const selected = STATION_DOWNLOAD_COLUMNS.map(({ name, type }) =>
    type === 'date' ? `CAST(${name} AS VARCHAR) AS ${name}` : name,
  );
  const result = await connection.stream(`SELECT ${selected.join(', ')} FROM download_stations`);
  const names = result.columnNames();
  result.columnTypes().forEach((type, i) => {
    if (!JSON_READY_TYPES.has(String(type))) throw new Error(`the download column ${names[i]} is of type ${type}`);
  });
  let separator = '';
  let written = 0;
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    for (let row = 0; row < chunk.rowCount; row++) {
      // A row's values at a time: a chunk's columns at once outlive the young generation and grew the peak.
      const values = chunk.getRowValues(row);
      const station: Record<string, unknown> = {};
      names.forEach((name, column) => {
        station[name] = values[column] ?? null;
      });
      // One JSON text of the row for both documents: the Feature's properties are the row.
      const properties = JSON.stringify(station);
      const geometry = `{"type":"Point","coordinates":[${JSON.stringify(station.lng)},${JSON.stringify(station.lat)}]}`;
      json.write(separator + properties);
      geojson.write(
        `${separator}{"type":"Feature","id":${JSON.stringify(station.id)},"geometry":${geometry},"properties":${properties}}`,
      );
      separator = ',';
      if (++written % ROWS_PER_TURN === 0) {
        json.flush();
        geojson.flush();
        // A turn for the compressors to take what was released, then no more than one piece behind.
        await nextTurn();
        await Promise.all([copies.json.caughtUp(), copies.geojson.caughtUp()]);
      }
    }
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
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { days: readonly DailyFile[]; timings?: DownloadTimings; archive?: ArchiveIndex },
): Promise<void> {
  const { timings } = options;
  const copies: Promise<void>[] = [];
  const writing = writeStationDownloads(
    connection,
    outDir,
    snapshot,
    isSample,
    (written) => copies.push(written),
    timings,
  );
  await writing.finally(() => Promise.allSettled(copies));
  await writeDailySeries(options.days, outDir, { timed: (step, work) => timed(timings, step, work) });
  await timed(timings, 'precompression', () => Promise.all(copies));
  await writeDataDictionary(outDir, snapshot, isSample, options);
}

/**
 * Writes the station list's downloads (CSV, JSON, GeoJSON, Parquet) into `outDir`, and the text files' gzip and Brotli
 * copies on libuv's pool beside the rest: the CSV's once it is whole, the JSON's and GeoJSON's while they are written.
 * `compressing` is given each file's copies being written (they may outlast this call; on a failure here they have
 * settled or soon do). Expects the snapshot's tables (stations, communities, provinces, municipalities) and each
 * station's first day seen (`first_seen`: createFirstSeen) in `connection`.
 */
export async function writeStationDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  compressing: (copies: Promise<void>) => void,
  timings?: DownloadTimings,
): Promise<void> {
  const columns = STATION_DOWNLOAD_COLUMNS.map(
    (c) => `${c.sql.replace('$source_time', `'${snapshot.source_time}'`)} AS ${c.name}`,
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
  const file = (name: string) => join(outDir, name);
  await timed(timings, 'stations.csv', async () => {
    await runSpilling(
      connection,
      `COPY (SELECT ${csvColumns(STATIONS_SCHEMA)} FROM download_stations)
       TO ${sqlPath(file('stations.csv'))} (FORMAT CSV, HEADER)`,
    );
    wrote(file('stations.csv'));
  });
  const beside = (copies: Promise<void>) => {
    copies.catch(() => undefined); // reported where it is awaited
    compressing(copies);
  };
  beside(precompress(file('stations.csv')));
  await timed(timings, 'stations.json and .geojson', async () => {
    const header = { license: LICENSE_URL, attribution: attributionFor(isSample), source_time: snapshot.source_time };
    const paths = { json: file('stations.json'), geojson: file('stations.geojson') };
    await writeStationDocuments(connection, paths, header, (document, copies) =>
      beside(copies.then(() => wroteCopies(document))),
    );
    wrote(file('stations.json'));
    wrote(file('stations.geojson'));
  });
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
 * every download it describes is in `outDir`.
 */
export async function writeDataDictionary(
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { timings?: DownloadTimings; archive?: ArchiveIndex },
): Promise<void> {
  await timed(options.timings, 'datapackage.json', async () => {
    const facts = { isSample, sourceTime: snapshot.source_time, sourceDate: snapshot.source_date };
    const pathOf = (download: Download) => join(outDir, download.file);
    const descriptor = await buildDataPackage(DESCRIBED, pathOf, facts, options.archive);
    const file = join(outDir, 'datapackage.json');
    writeFileSync(file, `${JSON.stringify(descriptor, null, 2)}\n`);
    wrote(file);
    await precompress(file);
  });
}
