// The open-data downloads regenerated on each refresh: the station list (CSV, JSON, GeoJSON, Parquet), the daily
// series (gzip CSV, Parquet), the data dictionary (datapackage.json), and gzip and Brotli copies of the text files.
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import {
  DAILY_SERIES_FILE,
  DAILY_SERIES_PARQUET_FILE,
  DAY_FILE_GLOB,
  DOWNLOADS,
  type Download,
  HISTORY_DAYS_DIR,
} from '../core/data-dir.js';
import { copyToParquet, openScratchDatabase, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot } from '../core/model.js';
import { writePrecompressed } from '../core/precompressed.js';
import { buildDataPackage } from './data-package.js';
import { STATION_DOWNLOAD_COLUMNS } from './download-schema.js';

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
 * Writes the snapshot's downloads into `outDir`, then the data dictionary describing them and the daily series found
 * in `dataDir`'s history (written before, by writeDailySeriesDownload). Expects the snapshot's tables (stations,
 * communities, provinces, municipalities) in `connection`.
 */
export async function writeDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
  options: { dataDir: string; timings?: DownloadTimings },
): Promise<void> {
  const { timings } = options;
  const pathOf = (download: Download) =>
    download.location === 'snapshot'
      ? join(outDir, download.file)
      : join(options.dataDir, dirname(DAILY_SERIES_FILE), download.file);
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
    WHERE s.sells_to_public ORDER BY s.id`);
  const file = (name: string) => join(outDir, name);

  await timed(timings, 'stations.csv', () =>
    connection.run(`COPY download_stations TO ${sqlPath(file('stations.csv'))} (FORMAT CSV, HEADER)`),
  );
  const rows = await timed(timings, 'stations.json', async () => {
    const read = (await connection.runAndReadAll('SELECT * FROM download_stations')).getRowObjectsJson();
    const header = { license: LICENSE_URL, attribution: attributionFor(isSample), source_time: snapshot.source_time };
    writeFileSync(file('stations.json'), JSON.stringify({ ...header, stations: read }));
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
  });
  await timed(timings, 'stations.parquet', () =>
    copyToParquet(
      connection,
      'SELECT * REPLACE (CAST(price_updated_at AS TIMESTAMPTZ) AS price_updated_at) FROM download_stations',
      file('stations.parquet'),
    ),
  );
  const described = DOWNLOADS.filter((download) => download.name !== 'datapackage');
  // One file at a time (its two encodings in parallel): the files then appear in a fixed order.
  await timed(timings, 'precompression', async () => {
    for (const download of described.filter((d) => d.precompressed && d.location === 'snapshot')) {
      await writePrecompressed(pathOf(download));
    }
  });
  await timed(timings, 'datapackage.json', async () => {
    const descriptor = await buildDataPackage(described, pathOf, {
      isSample,
      sourceTime: snapshot.source_time,
      sourceDate: snapshot.source_date,
    });
    writeFileSync(file('datapackage.json'), `${JSON.stringify(descriptor, null, 2)}\n`);
    await writePrecompressed(file('datapackage.json'));
  });
  await connection.run('DROP TABLE download_stations');
}

/** Rewrites the complete daily series (gzip CSV and Parquet) from the history's day files; each file appears whole. */
export async function writeDailySeriesDownload(dataDir: string, timings?: DownloadTimings): Promise<void> {
  const db = await openScratchDatabase();
  const suffix = `.tmp-${randomBytes(6).toString('hex')}`;
  const targets = [join(dataDir, DAILY_SERIES_FILE), join(dataDir, DAILY_SERIES_PARQUET_FILE)] as const;
  const [csvTemporary, parquetTemporary] = targets.map((target) => `${target}${suffix}`) as [string, string];
  try {
    const days = sqlPath(join(dataDir, HISTORY_DAYS_DIR, DAY_FILE_GLOB));
    // Read twice rather than held in a table: the series streams from the day files into each writer.
    const series = `SELECT date, station_id, fuel, price FROM read_parquet(${days}) ORDER BY date, station_id, fuel`;
    const noDays =
      'SELECT CAST(NULL AS DATE) AS date, CAST(NULL AS INTEGER) AS station_id, CAST(NULL AS VARCHAR) AS fuel, CAST(NULL AS DOUBLE) AS price WHERE false';
    const source = (await hasDayFiles(db.connection, days)) ? series : noDays;
    await timed(timings, 'daily-prices.csv.gz', () =>
      db.connection.run(
        `COPY (SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM (${source})) TO ${sqlPath(csvTemporary)} (FORMAT CSV, HEADER, COMPRESSION GZIP)`,
      ),
    );
    await timed(timings, 'daily-prices.parquet', () => copyToParquet(db.connection, source, parquetTemporary));
    renameSync(csvTemporary, targets[0]);
    renameSync(parquetTemporary, targets[1]);
  } catch (error) {
    for (const temporary of [csvTemporary, parquetTemporary]) rmSync(temporary, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

async function hasDayFiles(connection: DuckDBConnection, glob: string): Promise<boolean> {
  const reader = await connection.runAndReadAll(`SELECT count(*) AS files FROM glob(${glob})`);
  return Number(reader.getRowObjects()[0]?.files) > 0;
}
