// The files of one day: its station prices (one row per station and fuel), its territory aggregates (mean, median,
// extremes and station count per area and fuel) and its station records (every station the register listed). The
// history keeps them per day; the archive per month.

import { dirname } from 'node:path';
import { DAILY_PRICE_COLUMNS, STATION_RECORD_COLUMNS, stationRecordRow } from '../core/data-dir/tables.js';
import { type Cell, createTable, rowsOf, sqlPath } from '../core/duckdb.js';
import { type CleanSnapshot, PRICE_KEYS } from '../core/model.js';
import { writeSeriesMember } from './daily-series.js';
import { wrote } from './file-writes.js';
import { writeHistoryBlock } from './history-blocks.js';
import { copyToParquet } from './memory-policy.js';
import { openEtlDatabase } from './scratch-database.js';

const AGGREGATES_QUERY = `
  WITH priced AS (
    SELECT p.fuel, p.price, t.municipality_id, t.province_code, t.community_code
    FROM day_prices p JOIN day_stations t ON t.id = p.station_id
  ),
  by_area AS (
    SELECT 'spain' AS level, 'es' AS code, fuel, price FROM priced
    UNION ALL SELECT 'community', community_code, fuel, price FROM priced
    UNION ALL SELECT 'province', province_code, fuel, price FROM priced
    UNION ALL SELECT 'municipality', CAST(municipality_id AS VARCHAR), fuel, price FROM priced
  )
  SELECT CAST($date AS DATE) AS date, level, code, fuel,
         round(avg(price), 3) AS average, round(median(price), 3) AS median,
         min(price) AS minimum, max(price) AS maximum, CAST(count(*) AS INTEGER) AS stations
  FROM by_area GROUP BY level, code, fuel ORDER BY level, code, fuel`;

/** One day's files, as paths; `date` is YYYY-MM-DD. `stations` is absent for days written before records were kept. */
export interface DayFiles {
  date: string;
  prices: string;
  aggregates: string;
  stations?: string;
}

/**
 * Writes the day of `snapshot` to Parquet files the caller names: the prices and aggregates of its public stations, and
 * the record of every station it lists, ordered by id; and, when named, the day's rows of the daily series CSV as a
 * gzip member (`seriesMember`, etl/daily-series.ts), and the day's prices and aggregates as a serving process holds them
 * (`block`, etl/history-blocks.ts).
 */
export async function writeDayFiles(
  snapshot: CleanSnapshot,
  files: { prices: string; aggregates: string; stations: string; seriesMember?: string; block?: string },
): Promise<void> {
  const { prices, aggregates } = files;
  const date = snapshot.source_date;
  const publicStations = snapshot.stations.filter((s) => s.sells_to_public);
  // Made as the appender takes them, in the order of the stations and of PRICE_KEYS: the day's date and the register's
  // time, the same on every row, are the query's (appended, DuckDB parsed the date again on each of about 40,000 rows).
  function* priceRows(): Generator<Cell[]> {
    for (const s of publicStations) {
      for (const key of PRICE_KEYS) {
        const price = s.prices[key];
        if (price !== undefined) yield [s.id, key, price];
      }
    }
  }
  const constants: Record<string, string> = {
    date: `CAST('${date}' AS DATE)`,
    source_time: `CAST('${snapshot.source_time}' AS VARCHAR)`,
  };
  const dayColumns = DAILY_PRICE_COLUMNS.map(({ name }) =>
    name in constants ? `${constants[name]} AS ${name}` : name,
  );
  const db = await openEtlDatabase(dirname(prices));
  try {
    await createTable(
      db.connection,
      'day_prices',
      DAILY_PRICE_COLUMNS.filter(({ name }) => !(name in constants)),
      priceRows(),
    );
    await createTable(
      db.connection,
      'day_stations',
      [
        { name: 'id', type: 'INTEGER' },
        { name: 'municipality_id', type: 'INTEGER' },
        { name: 'province_code', type: 'VARCHAR' },
        { name: 'community_code', type: 'VARCHAR' },
      ],
      rowsOf(publicStations, (s) => [s.id, s.municipality_id, s.province_code, s.community_code]),
    );
    await copyToParquet(
      db.connection,
      `SELECT ${dayColumns.join(', ')} FROM day_prices ORDER BY station_id, fuel`,
      prices,
    );
    wrote(prices);
    if (files.seriesMember) {
      // From the file just written, in its order: the series is its day files' rows.
      await writeSeriesMember(db.connection, `read_parquet(${sqlPath(prices)})`, files.seriesMember);
    }
    await copyToParquet(db.connection, AGGREGATES_QUERY.replaceAll('$date', `'${date}'`), aggregates);
    wrote(aggregates);
    if (files.block) await writeHistoryBlock(db.connection, { date, prices, aggregates }, files.block);
    await db.connection.run('DROP TABLE day_prices; DROP TABLE day_stations');
    await createTable(
      db.connection,
      'day_records',
      STATION_RECORD_COLUMNS,
      rowsOf(snapshot.stations, stationRecordRow),
    );
    await copyToParquet(
      db.connection,
      `SELECT CAST('${date}' AS DATE) AS date, * FROM day_records ORDER BY station_id`,
      files.stations,
    );
    wrote(files.stations);
  } finally {
    db.close();
  }
}
