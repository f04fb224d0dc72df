// The open-data downloads written into each snapshot: the station list (CSV, JSON) and the daily series (CSV).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { attributionFor, LICENSE_URL } from '../core/attribution.js';
import { DAILY_SERIES_FILE } from '../core/data-dir.js';
import { sqlPath } from '../core/duckdb.js';
import { type CleanSnapshot, PRICE_KEYS } from '../core/model.js';
import { wrote } from './file-writes.js';
import { priceColumn } from './tables.js';

/**
 * Writes every download into `outDir`. Expects the snapshot's tables (stations, communities, provinces,
 * municipalities) and the daily series (`daily_prices`: date, station_id, fuel, price) in `connection`.
 */
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
  const csv = join(outDir, 'stations.csv');
  await connection.run(`COPY (${stationsQuery}) TO ${sqlPath(csv)} (FORMAT CSV, HEADER)`);
  wrote(csv);
  const reader = await connection.runAndReadAll(stationsQuery);
  const json = join(outDir, 'stations.json');
  writeFileSync(
    json,
    JSON.stringify({
      license: LICENSE_URL,
      attribution: attributionFor(isSample),
      source_time: snapshot.source_time,
      stations: reader.getRowObjectsJson(),
    }),
  );
  wrote(json);
  const series = join(outDir, DAILY_SERIES_FILE);
  await connection.run(
    `COPY (SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM daily_prices ORDER BY date, station_id, fuel)
     TO ${sqlPath(series)} (FORMAT CSV, HEADER, COMPRESSION GZIP)`,
  );
  wrote(series);
}
