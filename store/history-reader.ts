// Reads the daily history (Parquet files under history/) through an embedded DuckDB, with bound parameters only.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';
import { DAY_FILE_GLOB, HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir.js';
import { createTable, openScratchDatabase, readRowObjects, sqlPath } from '../core/duckdb.js';
import type { PriceKey } from '../core/model.js';
import type { Slicer } from '../core/yielding.js';
import type {
  AreaRef,
  BrandPeriodMean,
  DailyAggregate,
  HistoryMonth,
  MonthQueries,
  RegionPeriodMean,
  SpainPeriodStats,
  StationDayPrice,
} from './dataset.js';

export interface HistoryReader {
  dailyAggregates(key: PriceKey, area: AreaRef, from: string, to: string): Promise<DailyAggregate[]>;
  /** Every area's mean on its latest day with data between two dates, keyed `fuel|level|code` (Spain: code es). */
  latestMeans(from: string, to: string): Promise<Map<string, number>>;
  stationHistory(stationId: number, from: string, to: string): Promise<StationDayPrice[]>;
  close(): void;
}

export interface HistoryReaderOptions {
  /**
   * [station id, brand slug] of the snapshot's stations, so brand statistics use the current brands; a promise lets
   * the history tables be built while the stations are still being read.
   */
  stationBrands?: Iterable<readonly [number, string]> | Promise<Iterable<readonly [number, string]>>;
  /** Where the database's temporary folder is made; the system's temporary folder by default. */
  tempDir?: string;
  /** Gives the event loop back while the tables load (a hot swap while requests are served). */
  slicer?: Slicer;
}

// Month-level SQL. Days without a Spain aggregate have no history at all, so months are read from there.
const MONTHS_SQL = `
  SELECT strftime(date, '%Y-%m') AS month, CAST(count(DISTINCT date) AS INTEGER) AS days,
         strftime(min(date), '%Y-%m-%d') AS "from", strftime(max(date), '%Y-%m-%d') AS "to"
  FROM daily_aggregates WHERE level = 'spain' GROUP BY 1 ORDER BY 1 DESC`;
const SPAIN_STATS_SQL = `
  SELECT fuel, avg(average) AS average, min(minimum) AS minimum, max(maximum) AS maximum,
         CAST(count(*) AS INTEGER) AS days
  FROM daily_aggregates WHERE level = 'spain' AND date BETWEEN $1::DATE AND $2::DATE GROUP BY fuel`;
const REGION_MEANS_SQL = `
  SELECT fuel, code, avg(average) AS average
  FROM daily_aggregates WHERE level = $1 AND date BETWEEN $2::DATE AND $3::DATE GROUP BY fuel, code`;
// A brand's mean is the mean of its daily means, like the Spain mean; brands come from the current snapshot.
const BRAND_MEANS_SQL = `
  WITH priced AS (
    SELECT p.fuel, b.brand, p.date, p.station_id, p.price
    FROM daily_prices p JOIN station_brands b ON b.station_id = p.station_id
    WHERE p.date BETWEEN $1::DATE AND $2::DATE
  ),
  daily AS (SELECT fuel, brand, date, avg(price) AS mean FROM priced GROUP BY fuel, brand, date),
  sizes AS (SELECT fuel, brand, CAST(count(DISTINCT station_id) AS INTEGER) AS stations FROM priced GROUP BY fuel, brand)
  SELECT d.fuel, d.brand, avg(d.mean) AS average, s.stations
  FROM daily d JOIN sizes s ON s.fuel = d.fuel AND s.brand = d.brand
  WHERE s.stations >= $3
  GROUP BY d.fuel, d.brand, s.stations`;

async function createTables(connection: DuckDBConnection, dataDir: string): Promise<void> {
  const days = sqlPath(join(dataDir, HISTORY_DAYS_DIR, DAY_FILE_GLOB));
  const aggregates = sqlPath(join(dataDir, HISTORY_AGGREGATES_DIR, DAY_FILE_GLOB));
  try {
    await connection.run(
      `CREATE TABLE daily_prices AS SELECT date, station_id, fuel, price FROM read_parquet(${days}) ORDER BY station_id, date`,
    );
    await connection.run(
      `CREATE TABLE daily_aggregates AS SELECT * FROM read_parquet(${aggregates}) ORDER BY level, code, fuel, date`,
    );
  } catch (error) {
    // No history yet: empty tables keep every query valid.
    if (!String(error).includes('No files found')) throw error;
    await connection.run(
      'CREATE OR REPLACE TABLE daily_prices (date DATE, station_id INTEGER, fuel VARCHAR, price DOUBLE)',
    );
    await connection.run(
      'CREATE OR REPLACE TABLE daily_aggregates (date DATE, level VARCHAR, code VARCHAR, fuel VARCHAR, average DOUBLE, median DOUBLE, minimum DOUBLE, maximum DOUBLE, stations INTEGER)',
    );
  }
}

/** Read in slices: the previous-day means of every area are some 70,000 rows. */
async function rows<T>(statement: DuckDBPreparedStatement): Promise<T[]> {
  return (await readRowObjects(await statement.stream())) as unknown as T[];
}

/**
 * DuckDB's memory for the history: what it may cache of the tables and use for a query (it spills to its folder past
 * this). In memory, 90 days of daily prices (3.8 million rows) took 280-390 MB of RSS; in a file, about 30 MB at the
 * same query time (bench/memory-breakdown.ts).
 */
export const HISTORY_MEMORY_LIMIT = '64MB';

const FOLDER_PREFIX = 'fuel-history-';

/** A process that ended without closing its history (killed, crashed) leaves its folder: the next start removes it. */
function removeFoldersOfEndedProcesses(parent: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(/^fuel-history-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Loads the history files into tables of a private database file in a temporary folder (about twice as fast to
 * query as read_parquet each time), so its memory is bounded by HISTORY_MEMORY_LIMIT whatever the number of days.
 * The folder, named after the process, is removed on close.
 */
export async function openHistoryReader(
  dataDir: string,
  options: HistoryReaderOptions = {},
): Promise<HistoryReader & MonthQueries> {
  const parent = options.tempDir ?? tmpdir();
  removeFoldersOfEndedProcesses(parent);
  const folder = mkdtempSync(join(parent, `${FOLDER_PREFIX}${process.pid}-`));
  let database: Awaited<ReturnType<typeof openScratchDatabase>>;
  try {
    database = await openScratchDatabase({
      path: join(folder, 'history.duckdb'),
      settings: { memory_limit: HISTORY_MEMORY_LIMIT, temp_directory: join(folder, 'spill') },
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    database.close();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    return await openTables(database.connection, dataDir, options, close);
  } catch (error) {
    close();
    throw error;
  }
}

async function openTables(
  connection: DuckDBConnection,
  dataDir: string,
  options: HistoryReaderOptions,
  close: () => void,
): Promise<HistoryReader & MonthQueries> {
  await createTables(connection, dataDir);
  await createTable(
    connection,
    'station_brands',
    [
      { name: 'station_id', type: 'INTEGER' },
      { name: 'brand', type: 'VARCHAR' },
    ],
    [...((await options.stationBrands) ?? [])].map(([id, brand]) => [id, brand]),
    options.slicer,
  );
  const aggregatesQuery = await connection.prepare(
    `SELECT strftime(date, '%Y-%m-%d') AS date, average, median, minimum, maximum, stations
     FROM daily_aggregates WHERE fuel = $1 AND level = $2 AND code = $3 AND date BETWEEN $4::DATE AND $5::DATE ORDER BY date`,
  );
  const latestMeansQuery = await connection.prepare(
    `SELECT fuel, level, code, arg_max(average, date) AS average
     FROM daily_aggregates WHERE date BETWEEN $1::DATE AND $2::DATE GROUP BY fuel, level, code`,
  );
  const stationQuery = await connection.prepare(
    `SELECT strftime(date, '%Y-%m-%d') AS date, fuel, price
     FROM daily_prices WHERE station_id = $1 AND date BETWEEN $2::DATE AND $3::DATE ORDER BY date, fuel`,
  );
  const monthsQuery = await connection.prepare(MONTHS_SQL);
  const spainQuery = await connection.prepare(SPAIN_STATS_SQL);
  const regionQuery = await connection.prepare(REGION_MEANS_SQL);
  const brandQuery = await connection.prepare(BRAND_MEANS_SQL);
  // One query at a time on this connection: a call binds a shared prepared statement and runs it, so calls
  // queue here instead of interleaving their binds.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  // The tables never change once loaded: the list of months is computed once, and the brand means (the one
  // slow query, a few hundred ms over a month) once per month asked.
  let months: Promise<HistoryMonth[]> | undefined;
  const brandMemo = new Map<string, Promise<BrandPeriodMean[]>>();

  return {
    dailyAggregates: (key, area, from, to) =>
      serial(async () => {
        aggregatesQuery.bindVarchar(1, key);
        aggregatesQuery.bindVarchar(2, area.level);
        aggregatesQuery.bindVarchar(3, area.level === 'spain' ? 'es' : area.code);
        aggregatesQuery.bindVarchar(4, from);
        aggregatesQuery.bindVarchar(5, to);
        return rows<DailyAggregate>(aggregatesQuery);
      }),
    latestMeans: (from, to) =>
      serial(async () => {
        latestMeansQuery.bindVarchar(1, from);
        latestMeansQuery.bindVarchar(2, to);
        const found = await rows<{ fuel: string; level: string; code: string; average: number }>(latestMeansQuery);
        return new Map(found.map((r) => [`${r.fuel}|${r.level}|${r.code}`, r.average]));
      }),
    stationHistory: (stationId, from, to) =>
      serial(async () => {
        stationQuery.bindInteger(1, stationId);
        stationQuery.bindVarchar(2, from);
        stationQuery.bindVarchar(3, to);
        return rows<StationDayPrice>(stationQuery);
      }),
    months: () => {
      months ??= serial(() => rows<HistoryMonth>(monthsQuery));
      return months;
    },
    spainStats: (from, to) =>
      serial(async () => {
        spainQuery.bindVarchar(1, from);
        spainQuery.bindVarchar(2, to);
        return rows<SpainPeriodStats>(spainQuery);
      }),
    regionMeans: (level, from, to) =>
      serial(async () => {
        regionQuery.bindVarchar(1, level);
        regionQuery.bindVarchar(2, from);
        regionQuery.bindVarchar(3, to);
        return rows<RegionPeriodMean>(regionQuery);
      }),
    brandMeans: (from, to, minStations) => {
      const key = `${from}|${to}|${minStations}`;
      let result = brandMemo.get(key);
      if (!result) {
        result = serial(async () => {
          brandQuery.bindVarchar(1, from);
          brandQuery.bindVarchar(2, to);
          brandQuery.bindInteger(3, minStations);
          return rows<BrandPeriodMean>(brandQuery);
        });
        brandMemo.set(key, result);
        result.catch(() => brandMemo.delete(key));
      }
      return result;
    },
    close,
  };
}
