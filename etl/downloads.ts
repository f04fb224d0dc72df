// The open-data downloads written into each snapshot: the station list (CSV, JSON, GeoJSON, Parquet), the daily
// series (gzip CSV, Parquet), the data dictionary (datapackage.json), and gzip and Brotli copies of the text files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection, Json } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import { DOWNLOADS, type Download, PRECOMPRESSED_ENCODINGS } from '../core/data-dir/layout.js';
import { jsonValueConverter, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot } from '../core/model.js';
import { writePrecompressed } from '../core/precompressed.js';
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
 * stations.json (the rows under "stations", beside the header) and stations.geojson (a Point Feature per row), written
 * a row at a time as the query streams them, in pieces (TextFile): what JSON.stringify of the whole
 * document gives, byte for byte, without the 11,400 row objects and the documents' strings at once (about 60 MB).
 */
async function writeStationDocuments(
  connection: DuckDBConnection,
  jsonPath: string,
  geojsonPath: string,
  header: Record<string, string>,
): Promise<void> {
  const fields = JSON.stringify(header).slice(1, -1);
  const json = new TextFile(jsonPath, `{${fields},"stations":[`);
  try {
    const geojson = new TextFile(geojsonPath, `{"type":"FeatureCollection",${fields},"features":[`);
    try {
      let separator = '';
      const result = await connection.stream('SELECT * FROM download_stations');
      const names = result.deduplicatedColumnNames();
      const converter = jsonValueConverter();
      for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
        for (let i = 0; i < chunk.rowCount; i++) {
          const values = chunk.convertRowValues(i, converter);
          const row: Record<string, Json> = {};
          names.forEach((name, column) => {
            row[name] = values[column] ?? null;
          });
          const geometry = { type: 'Point', coordinates: [row.lng, row.lat] };
          json.write(separator + JSON.stringify(row));
          geojson.write(`${separator}${JSON.stringify({ type: 'Feature', id: row.id, geometry, properties: row })}`);
          separator = ',';
        }
      }
      json.write(']}');
      geojson.write(']}');
    } finally {
      geojson.close();
    }
  } finally {
    json.close();
  }
}

/** Writes `file`'s precompressed copies beside it. */
export async function precompress(file: string): Promise<void> {
  await writePrecompressed(file);
  for (const { suffix } of PRECOMPRESSED_ENCODINGS) wrote(`${file}${suffix}`);
}

/**
 * Writes every download into `outDir` one after the other, the data dictionary describing them (and the month files of
 * `archive`) last: writeStationDownloads, writeDailySeries (from the history's `days`), precompressStationDownloads, then
 * writeDataDictionary. A
 * snapshot being staged writes the series beside the rest instead (stageSnapshot).
 */
export async function writeDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { days: readonly DailyFile[]; timings?: DownloadTimings; archive?: ArchiveIndex },
): Promise<void> {
  const { timings } = options;
  await writeStationDownloads(connection, outDir, snapshot, isSample, timings);
  await writeDailySeries(options.days, outDir, { timed: (step, work) => timed(timings, step, work) });
  await precompressStationDownloads(outDir, timings);
  await writeDataDictionary(outDir, snapshot, isSample, options);
}

/**
 * Writes the station list's downloads (CSV, JSON, GeoJSON, Parquet) into `outDir`, telling `written` of each text file
 * to compress once it is whole. Expects the snapshot's tables (stations, communities, provinces, municipalities) and
 * each station's first day seen (`first_seen`: createFirstSeen) in `connection`.
 */
export async function writeStationDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  timings?: DownloadTimings,
  written: (file: string) => void = () => {},
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
  written(file('stations.csv'));
  await timed(timings, 'stations.json and .geojson', async () => {
    const header = { license: LICENSE_URL, attribution: attributionFor(isSample), source_time: snapshot.source_time };
    await writeStationDocuments(connection, file('stations.json'), file('stations.geojson'), header);
    wrote(file('stations.json'));
    wrote(file('stations.geojson'));
  });
  written(file('stations.json'));
  written(file('stations.geojson'));
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

/**
 * Writes the gzip and Brotli copies of the station list's text downloads, one file at a time (its two encodings in
 * parallel): the files then appear in a fixed order.
 */
export async function precompressStationDownloads(outDir: string, timings?: DownloadTimings): Promise<void> {
  await timed(timings, 'precompression', async () => {
    for (const download of DESCRIBED.filter((d) => d.precompressed)) await precompress(join(outDir, download.file));
  });
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
