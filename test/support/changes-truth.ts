// The changes of /v1/changes (openapi.yaml, ChangesData) recomputed from DATA_DIR's history files with DuckDB's SQL,
// without the code under test: each day held in the window against the day held before it (LAG over the dates that
// have a file), the day's instant its rows' source_time, stations joining or leaving by their presence in the files.
import { join } from 'node:path';
import { HISTORY_DAYS_DIR, HISTORY_STATIONS_DIR } from '../../core/data-dir/layout.js';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { FUELS } from '../../core/model.js';

export interface ChangeTruth {
  station_id: number;
  fuel: string;
  old: number;
  new: number;
  at: string;
  /** The day held that showed the new price, and the station's province by its latest day record. */
  date: string;
  province: string | null;
}

export interface RegisterTruth {
  station_id: number;
  at: string;
  change: 'joined' | 'left';
  province: string | null;
}

export interface ChangesTruth {
  /** The window's days held, oldest first, with their instants. */
  days: { date: string; at: string }[];
  changes: ChangeTruth[];
  register: RegisterTruth[];
}

/** Every change of the window that ends on `today` (90 days), in the order the contract gives. */
export async function changesTruth(dataDir: string, today: string): Promise<ChangesTruth> {
  const db = await openScratchDatabase();
  const files = sqlPath(join(dataDir, HISTORY_DAYS_DIR, '*.parquet'));
  const records = sqlPath(join(dataDir, HISTORY_STATIONS_DIR, '*.parquet'));
  const fuels = `[${FUELS.map((fuel) => `'${fuel}'`).join(', ')}]`;
  try {
    const run = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowObjectsJS();
    await db.connection.run(`
      CREATE TEMP TABLE prices AS SELECT date, station_id, fuel, price, source_time FROM read_parquet(${files})
        WHERE date > DATE '${today}' - INTERVAL 90 DAY AND date <= DATE '${today}';
      CREATE TEMP TABLE held AS SELECT date, max(source_time) AS instant, lag(date) OVER (ORDER BY date) AS before
        FROM prices GROUP BY date;
      CREATE TEMP TABLE province AS SELECT station_id, arg_max(province_code, date) AS province
        FROM read_parquet(${records}) GROUP BY station_id;`);
    const days = await run(`SELECT strftime(date, '%Y-%m-%d') AS date, instant AS "at" FROM held ORDER BY date`);
    const changes = await run(`
      SELECT n.station_id, n.fuel, o.price AS old, n.price AS new, h.instant AS "at", strftime(h.date, '%Y-%m-%d') AS date,
             p.province
      FROM held h JOIN prices n ON n.date = h.date JOIN prices o ON o.date = h.before
        AND o.station_id = n.station_id AND o.fuel = n.fuel
      LEFT JOIN province p ON p.station_id = n.station_id
      WHERE o.price <> n.price AND list_contains(${fuels}, n.fuel)
      ORDER BY h.date, n.station_id, list_position(${fuels}, n.fuel)`);
    const register = await run(`
      WITH present AS (SELECT DISTINCT date, station_id FROM prices)
      SELECT station_id, instant AS "at", change, province FROM (
        SELECT n.station_id, h.instant, h.date, 'joined' AS change FROM held h JOIN present n ON n.date = h.date
          WHERE h.before IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM present o WHERE o.date = h.before AND o.station_id = n.station_id)
        UNION ALL
        SELECT o.station_id, h.instant, h.date, 'left' FROM held h JOIN present o ON o.date = h.before
          WHERE NOT EXISTS (SELECT 1 FROM present n WHERE n.date = h.date AND n.station_id = o.station_id))
      LEFT JOIN province USING (station_id)
      ORDER BY date, station_id`);
    return {
      days: days as ChangesTruth['days'],
      changes: changes as unknown as ChangeTruth[],
      register: register as unknown as RegisterTruth[],
    };
  } finally {
    db.close();
  }
}
