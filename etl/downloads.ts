// The open-data downloads written into each snapshot: the station list (CSV, JSON, GeoJSON, Parquet), the daily
// series (gzip CSV, Parquet), the data dictionary (datapackage.json), and gzip and Brotli copies of the text files.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import {
  DAILY_SERIES_FILE,
  DAILY_SERIES_PARQUET_FILE,
  DOWNLOADS,
  type Download,
  PRECOMPRESSED_ENCODINGS,
} from '../core/data-dir/layout.js';
import { copyToParquet, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot } from '../core/model.js';
import { writePrecompressed } from '../core/precompressed.js';
import { buildDataPackage } from './data-package.js';
import { STATION_DOWNLOAD_COLUMNS } from './download-schema.js';
import { wrote } from './file-writes.js';

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

/** Writes `file`'s precompressed copies beside it. */
async function precompress(file: string): Promise<void> {
  await writePrecompressed(file);
  for (const { suffix } of PRECOMPRESSED_ENCODINGS) wrote(`${file}${suffix}`);
}

/**
 * Writes every download into `outDir`, the data dictionary describing them (and the month files of `archive`) last.
 * Expects the snapshot's tables (stations, communities, provinces, municipalities), the daily series (`daily_prices`:
 * date, station_id, fuel, price) and each station's first day seen (`first_seen`: createFirstSeen) in `connection`.
 */
export async function writeDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { timings?: DownloadTimings; archive?: ArchiveIndex } = {},
): Promise<void> {
  const { timings } = options;
  const pathOf = (download: Download) => join(outDir, download.file);
  const columns = STATION_DOWNLOAD_COLUMNS.map(
    (c) => `${c.sql.replace('$source_time', `'${snapshot.source_time}'`)} AS ${c.name}`,
  ).join(', ');
  await connection.run(`
    CREATE OR REPLACE TEMP TABLE download_stations AS
    SELECT ${columns}
    FROM stations s
    LEFT JOIN municipalities m ON m.id = s.municipality_id
    LEFT JOIN provinces p ON p.code = s.province_code
    LEFT JOIN communities c ON c.code = s.community_code
    LEFT JOIN first_seen f ON f.station_id = s.id
    WHERE s.sells_to_public ORDER BY s.id`);
  const file = (name: string) => join(outDir, name);

  await timed(timings, 'stations.csv', async () => {
    await connection.run(`COPY download_stations TO ${sqlPath(file('stations.csv'))} (FORMAT CSV, HEADER)`);
    wrote(file('stations.csv'));
  });
  const rows = await timed(timings, 'stations.json', async () => {
    const read = (await connection.runAndReadAll('SELECT * FROM download_stations')).getRowObjectsJson();
    const header = { license: LICENSE_URL, attribution: attributionFor(isSample), source_time: snapshot.source_time };
    writeFileSync(file('stations.json'), JSON.stringify({ ...header, stations: read }));
    wrote(file('stations.json'));
    return { read, header };
  });
  await timed(timings, 'stations.geojson', () => {
    const features = rows.read.map((row) => ({
      type: 'Feature',
      id: row.id,
      geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
      properties: row,
    }));
    writeFileSync(file('stations.geojson'), JSON.stringify({ type: 'FeatureCollection', ...rows.header, features }));
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
  const series = 'SELECT date, station_id, fuel, price FROM daily_prices ORDER BY date, station_id, fuel';
  await timed(timings, 'daily-prices.csv.gz', async () => {
    await connection.run(
      `COPY (SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM (${series}))
       TO ${sqlPath(file(DAILY_SERIES_FILE))} (FORMAT CSV, HEADER, COMPRESSION GZIP)`,
    );
    wrote(file(DAILY_SERIES_FILE));
  });
  await timed(timings, 'daily-prices.parquet', async () => {
    await copyToParquet(connection, series, file(DAILY_SERIES_PARQUET_FILE));
    wrote(file(DAILY_SERIES_PARQUET_FILE));
  });
  const described = DOWNLOADS.filter((download) => download.name !== 'datapackage');
  // One file at a time (its two encodings in parallel): the files then appear in a fixed order.
  await timed(timings, 'precompression', async () => {
    for (const download of described.filter((d) => d.precompressed)) await precompress(pathOf(download));
  });
  await timed(timings, 'datapackage.json', async () => {
    const facts = { isSample, sourceTime: snapshot.source_time, sourceDate: snapshot.source_date };
    const descriptor = await buildDataPackage(described, pathOf, facts, options.archive);
    writeFileSync(file('datapackage.json'), `${JSON.stringify(descriptor, null, 2)}\n`);
    wrote(file('datapackage.json'));
    await precompress(file('datapackage.json'));
  });
  await connection.run('DROP TABLE download_stations');
}
