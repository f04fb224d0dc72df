import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { concatParquet, ParquetConcatRefused } from './parquet-concat.js';

const dir = mkdtempSync(join(tmpdir(), 'fuel-parquet-concat-'));
const path = (name: string) => join(dir, name);
let db: Awaited<ReturnType<typeof openScratchDatabase>>;

const rows = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowsJson();
const schemaOf = (file: string) =>
  rows(`SELECT * EXCLUDE (file_name) FROM parquet_schema(${sqlPath(file)})`).then((r) => JSON.stringify(r));

/** A day of prices as the history writes it: one day, in (station, fuel) order, with the day's source time. */
async function writeDay(name: string, date: string, stations: number, options = ''): Promise<string> {
  await db.connection.run(
    `COPY (SELECT DATE '${date}' AS date, (s * 7)::INTEGER AS station_id, f AS fuel, round(1.5 + (s % 97) / 100 + length(f) / 1000, 3) AS price,
                  '${date}T13:53:31Z' AS source_time
           FROM range(1, ${stations + 1}) t(s), (VALUES ('diesel'), ('gasoline_95'), ('lpg')) v(f) ORDER BY s, f)
     TO ${sqlPath(path(name))} (FORMAT PARQUET, COMPRESSION ZSTD${options})`,
  );
  return path(name);
}

beforeAll(async () => {
  db = await openScratchDatabase({ settings: { threads: '1' } });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('concatParquet', () => {
  it('gives the rows of the inputs read one after the other, with their schema, each row group copied', async () => {
    const days = [
      await writeDay('a.parquet', '2026-08-20', 500),
      await writeDay('b.parquet', '2026-08-21', 700, ', ROW_GROUP_SIZE 1000'),
      await writeDay('c.parquet', '2026-08-22', 40),
    ];
    const count = await concatParquet(days, path('joined.parquet'));
    const list = days.map(sqlPath).join(', ');
    expect(count).toBe((500 + 700 + 40) * 3);
    expect(await rows(`SELECT * FROM read_parquet(${sqlPath(path('joined.parquet'))})`)).toEqual(
      await rows(`SELECT * FROM read_parquet([${list}])`),
    );
    expect(await schemaOf(path('joined.parquet'))).toBe(await schemaOf(days[0] as string));
    const groups = async (file: string) =>
      Number((await rows(`SELECT count(DISTINCT row_group_id) FROM parquet_metadata(${sqlPath(file)})`))[0]?.[0]);
    expect(await groups(path('joined.parquet'))).toBe(1 + (await groups(days[1] as string)) + 1);
    // Bloom filters and statistics still answer for their row groups.
    expect(
      await rows(
        `SELECT count(*), sum(price) FROM read_parquet(${sqlPath(path('joined.parquet'))}) WHERE fuel = 'lpg'`,
      ),
    ).toEqual(await rows(`SELECT count(*), sum(price) FROM read_parquet([${list}]) WHERE fuel = 'lpg'`));
    expect(
      await rows(
        `SELECT count(*) FROM read_parquet(${sqlPath(path('joined.parquet'))}) WHERE date = DATE '2026-08-21' AND station_id = 70`,
      ),
    ).toEqual([['3']]);
  });

  it('keeps only the columns asked for: the file DuckDB writes for that selection, by schema and rows', async () => {
    const days = [await writeDay('d.parquet', '2026-08-01', 300), await writeDay('e.parquet', '2026-08-02', 300)];
    const list = days.map(sqlPath).join(', ');
    const columns = ['date', 'station_id', 'fuel', 'price'];
    await concatParquet(days, path('prices.parquet'), { columns });
    await db.connection.run(
      `COPY (SELECT date, station_id, fuel, price FROM read_parquet([${list}])) TO ${sqlPath(path('duckdb.parquet'))} (FORMAT PARQUET, COMPRESSION ZSTD)`,
    );
    expect(await schemaOf(path('prices.parquet'))).toBe(await schemaOf(path('duckdb.parquet')));
    expect(await rows(`SELECT * FROM read_parquet(${sqlPath(path('prices.parquet'))})`)).toEqual(
      await rows(`SELECT * FROM read_parquet(${sqlPath(path('duckdb.parquet'))})`),
    );
  });

  it('joins one file into a file of the same bytes', async () => {
    const day = await writeDay('f.parquet', '2026-08-03', 100);
    await concatParquet([day], path('same.parquet'));
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path('same.parquet')).equals(readFileSync(day))).toBe(true);
  });

  it('refuses inputs it cannot join: another schema, a column missing, not Parquet, none', async () => {
    const day = await writeDay('g.parquet', '2026-08-04', 10);
    await db.connection.run(
      `COPY (SELECT DATE '2026-08-05' AS date, 1::BIGINT AS station_id, 'lpg' AS fuel, 1.0 AS price, 'x' AS source_time)
       TO ${sqlPath(path('other.parquet'))} (FORMAT PARQUET, COMPRESSION ZSTD)`,
    );
    writeFileSync(path('text.parquet'), 'date,station_id\n2026-08-05,1\n');
    await expect(concatParquet([day, path('other.parquet')], path('x.parquet'))).rejects.toThrow(/another schema/);
    await expect(concatParquet([day], path('x.parquet'), { columns: ['date', 'brand'] })).rejects.toThrow(
      ParquetConcatRefused,
    );
    await expect(concatParquet([day, path('text.parquet')], path('x.parquet'))).rejects.toThrow(/not a Parquet file/);
    await expect(concatParquet([], path('x.parquet'))).rejects.toThrow(ParquetConcatRefused);
  });
});
