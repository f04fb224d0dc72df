// The open-data downloads regenerated on each refresh: the station list (CSV, JSON) and the daily series (CSV).
import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import { DAILY_SERIES_FILE, DAY_FILE_GLOB, HISTORY_DAYS_DIR } from '../core/data-dir.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { type CleanSnapshot, PRICE_KEYS } from '../core/model.js';
import { priceColumn } from './tables.js';

/** Expects the snapshot's tables (stations, communities, provinces, municipalities) in `connection`. */
export async function writeDownloads(
  connection: DuckDBConnection,
  outDir: string,
  snapshot: CleanSnapshot,
  isSample: boolean,
): Promise<void> {
  const prices = PRICE_KEYS.map((key) => `s.${priceColumn(key)} AS ${key}`).join(', ');
  const stationsQuery = `
    SELECT s.id, s.name, s.brand_slug AS brand, s.brand_name, s.address, s.locality, s.postal_code,
           s.municipality_id, m.name AS municipality, s.province_code, p.name AS province,
           s.community_code, c.name AS community, s.lat, s.lng, s.is_24h, s.hours, s.low_tax_area,
           s.road_ref, s.road_km, ${prices}, '${snapshot.source_time}' AS price_updated_at
    FROM stations s
    LEFT JOIN municipalities m ON m.id = s.municipality_id
    LEFT JOIN provinces p ON p.code = s.province_code
    LEFT JOIN communities c ON c.code = s.community_code
    WHERE s.sells_to_public ORDER BY s.id`;
  await connection.run(`COPY (${stationsQuery}) TO ${sqlPath(join(outDir, 'stations.csv'))} (FORMAT CSV, HEADER)`);
  const reader = await connection.runAndReadAll(stationsQuery);
  writeFileSync(
    join(outDir, 'stations.json'),
    JSON.stringify({
      license: LICENSE_URL,
      attribution: attributionFor(isSample),
      source_time: snapshot.source_time,
      stations: reader.getRowObjectsJson(),
    }),
  );
}

export async function writeDailySeriesDownload(dataDir: string): Promise<void> {
  const db = await openScratchDatabase();
  const target = join(dataDir, DAILY_SERIES_FILE);
  const temporary = `${target}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    const days = sqlPath(join(dataDir, HISTORY_DAYS_DIR, DAY_FILE_GLOB));
    const series = `SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM read_parquet(${days}) ORDER BY date, station_id, fuel`;
    try {
      await db.connection.run(`COPY (${series}) TO ${sqlPath(temporary)} (FORMAT CSV, HEADER, COMPRESSION GZIP)`);
    } catch (error) {
      if (!String(error).includes('No files found')) throw error;
      writeFileSync(temporary, gzipSync('date,station_id,fuel,price\n'));
    }
    renameSync(temporary, target);
  } finally {
    db.close();
  }
}
