// The history held in typed arrays answers what the DuckDB tables it replaced answered: the same rows, in the same
// order, with the same numbers, for every station, every area and every month of the ETL's real output.
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_FILE_GLOB, HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir/layout.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import type { PriceKey } from '../core/model.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../test/support/datasets.js';
import type { AreaRef } from './dataset.js';
import { type HistoryReader, openHistoryReader } from './history-reader.js';

type Reader = Awaited<ReturnType<typeof openHistoryReader>>;

/** The tables and queries of the DuckDB history reader this one replaced, as it ran them. */
async function duckdbHistory(connection: DuckDBConnection, dataDir: string, brands: [number, string][]) {
  const files = (dir: string) => sqlPath(join(dataDir, dir, DAY_FILE_GLOB));
  await connection.run(
    `CREATE TABLE daily_prices AS SELECT date, station_id, fuel, price FROM read_parquet(${files(HISTORY_DAYS_DIR)}) ORDER BY station_id, date`,
  );
  await connection.run(
    `CREATE TABLE daily_aggregates AS SELECT * FROM read_parquet(${files(HISTORY_AGGREGATES_DIR)}) ORDER BY level, code, fuel, date`,
  );
  await connection.run('CREATE TABLE station_brands (station_id INTEGER, brand VARCHAR)');
  const appender = await connection.createAppender('station_brands');
  for (const [id, brand] of brands) {
    appender.appendInteger(id);
    appender.appendVarchar(brand);
    appender.endRow();
  }
  appender.closeSync();
  const rows = async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJS();
  return { rows };
}

describe.each([
  ['the committed slice', fixtureDataDir],
  ['the embedded sample', sampleDataDir],
])('the history of %s, against DuckDB', (_, dataDirOf) => {
  let reader: Reader;
  let sql: Awaited<ReturnType<typeof duckdbHistory>>;
  let close: () => void;

  beforeAll(async () => {
    const dataDir = dataDirOf();
    const dataset = await loadDataset(dataDir);
    const brands = dataset.stations.map((s): [number, string] => [s.id, s.brand_slug]);
    dataset.release();
    reader = await openHistoryReader(dataDir, { stationBrands: brands });
    const database = await openScratchDatabase();
    close = database.close;
    sql = await duckdbHistory(database.connection, dataDir, brands);
  }, 60_000);
  afterAll(() => close());

  it("gives every station's daily prices", async () => {
    const expected = new Map<number, unknown[]>();
    for (const row of await sql.rows(
      `SELECT station_id, strftime(date, '%Y-%m-%d') AS date, fuel, price FROM daily_prices ORDER BY station_id, date, fuel`,
    )) {
      const { station_id, ...entry } = row as { station_id: number };
      expected.set(station_id, [...(expected.get(station_id) ?? []), entry]);
    }
    expect(expected.size).toBeGreaterThan(0);
    for (const [stationId, entries] of expected) {
      expect(await reader.stationHistory(stationId, '2000-01-01', '2100-01-01')).toEqual(entries);
    }
    const [first] = expected.keys();
    const days = (await reader.stationHistory(first as number, '2000-01-01', '2100-01-01')).map((e) => e.date);
    const middle = days[days.length >> 1] as string;
    expect(await reader.stationHistory(first as number, middle, middle)).toEqual(
      (expected.get(first as number) as { date: string }[]).filter((e) => e.date === middle),
    );
  });

  it("gives every area's daily aggregates, and the latest mean of each", async () => {
    const all = (await sql.rows(
      `SELECT fuel, level, code, strftime(date, '%Y-%m-%d') AS date, average, median, minimum, maximum, stations
       FROM daily_aggregates ORDER BY fuel, level, code, date`,
    )) as { fuel: PriceKey; level: AreaRef['level']; code: string; date: string }[];
    const groups = new Map<string, unknown[]>();
    for (const { fuel, level, code, ...entry } of all) {
      const key = `${fuel}|${level}|${code}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    for (const [key, entries] of groups) {
      const [fuel, level, code] = key.split('|') as [PriceKey, AreaRef['level'], string];
      const area = (level === 'spain' ? { level } : { level, code }) as AreaRef;
      expect(await reader.dailyAggregates(fuel, area, '2000-01-01', '2100-01-01')).toEqual(entries);
    }
    const dates = [...new Set(all.map((row) => row.date))].sort();
    const [from, to] = [dates[Math.max(0, dates.length - 7)] as string, dates.at(-2) ?? (dates[0] as string)];
    const latest = await sql.rows(
      `SELECT fuel || '|' || level || '|' || code AS key, arg_max(average, date) AS average FROM daily_aggregates
       WHERE date BETWEEN DATE '${from}' AND DATE '${to}' GROUP BY ALL`,
    );
    expect(await (reader as HistoryReader).latestMeans(from, to)).toEqual(
      new Map(latest.map((row) => [row.key as string, row.average as number])),
    );
  });

  it('gives the months and, for each, the Spain figures, the territory means and the brand means', async () => {
    const months = await sql.rows(
      `SELECT strftime(date, '%Y-%m') AS month, CAST(count(DISTINCT date) AS INTEGER) AS days,
         strftime(min(date), '%Y-%m-%d') AS "from", strftime(max(date), '%Y-%m-%d') AS "to"
       FROM daily_aggregates WHERE level = 'spain' GROUP BY 1 ORDER BY 1 DESC`,
    );
    expect(await reader.months()).toEqual(months);
    const sorted = (rows: Record<string, unknown>[]) =>
      [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    for (const { from, to } of months as { from: string; to: string }[]) {
      const range = `date BETWEEN DATE '${from}' AND DATE '${to}'`;
      expect(sorted((await reader.spainStats(from, to)) as never)).toEqual(
        sorted(
          await sql.rows(`SELECT fuel, avg(average) AS average, min(minimum) AS minimum, max(maximum) AS maximum,
            CAST(count(*) AS INTEGER) AS days FROM daily_aggregates WHERE level = 'spain' AND ${range} GROUP BY fuel`),
        ),
      );
      for (const level of ['community', 'province'] as const) {
        expect(sorted((await reader.regionMeans(level, from, to)) as never)).toEqual(
          sorted(
            await sql.rows(`SELECT fuel, code, avg(average) AS average FROM daily_aggregates
              WHERE level = '${level}' AND ${range} GROUP BY fuel, code`),
          ),
        );
      }
      // DuckDB sums each brand's daily prices in the order its threads happen to meet them, so its means may differ
      // from one run to the next in the last bits; they are the same to far under the thousandth the answers show.
      const expected = await sql.rows(`WITH priced AS (
          SELECT p.fuel, b.brand, p.date, p.station_id, p.price
          FROM daily_prices p JOIN station_brands b ON b.station_id = p.station_id WHERE p.${range}),
        daily AS (SELECT fuel, brand, date, avg(price) AS mean FROM priced GROUP BY fuel, brand, date),
        sizes AS (SELECT fuel, brand, CAST(count(DISTINCT station_id) AS INTEGER) AS stations FROM priced GROUP BY fuel, brand)
        SELECT d.fuel, d.brand, avg(d.mean) AS average, s.stations
        FROM daily d JOIN sizes s ON s.fuel = d.fuel AND s.brand = d.brand WHERE s.stations >= 10
        GROUP BY d.fuel, d.brand, s.stations`);
      const brands = new Map((await reader.brandMeans(from, to, 10)).map((row) => [`${row.fuel}|${row.brand}`, row]));
      expect(brands.size).toBe(expected.length);
      for (const { fuel, brand, average, stations } of expected) {
        const found = brands.get(`${fuel}|${brand}`);
        expect(found?.stations).toBe(stations);
        expect(found?.average).toBeCloseTo(average as number, 12);
      }
    }
  });
});
