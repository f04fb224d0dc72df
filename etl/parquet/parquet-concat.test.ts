import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { FIXTURES_DIR } from '../../test/support/data-paths.js';
import { concatParquet, MalformedParquet, ParquetConcatRefused, readParquetFooter } from './parquet-concat.js';
import { type ThriftStruct, writeStruct } from './thrift-compact.js';

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

  it("joins real days as DuckDB wrote them: each row group's statistics, dictionary page and bloom filter kept", async () => {
    // The fixture history's day files, written by the ETL (DuckDB) from the ministry's real lists.
    const folder = join(FIXTURES_DIR, 'etl-golden', 'fixture-next-day', 'history', 'days');
    const days = readdirSync(folder)
      .sort()
      .map((name) => join(folder, name));
    const list = days.map(sqlPath).join(', ');
    await concatParquet(days, path('real.parquet'));
    await db.connection.run(
      `COPY (SELECT * FROM read_parquet([${list}])) TO ${sqlPath(path('real-whole.parquet'))} (FORMAT PARQUET, COMPRESSION ZSTD)`,
    );
    const joined = sqlPath(path('real.parquet'));
    expect(await schemaOf(path('real.parquet'))).toBe(await schemaOf(path('real-whole.parquet')));
    expect(await rows(`SELECT * FROM read_parquet(${joined})`)).toEqual(
      await rows(`SELECT * FROM read_parquet(${sqlPath(path('real-whole.parquet'))})`),
    );
    // Every chunk's metadata but its place in the file, row group by row group, is the day file's.
    const chunks = (files: string) =>
      rows(
        `SELECT row_group_num_rows, column_id, num_values, path_in_schema, type, stats_min, stats_max, stats_null_count,
                stats_distinct_count, stats_min_value, stats_max_value, compression, encodings,
                dictionary_page_offset IS NOT NULL AS dictionary, total_compressed_size, total_uncompressed_size,
                bloom_filter_length
         FROM parquet_metadata(${files}) ORDER BY file_name, row_group_id, column_id`,
      );
    const copied = await chunks(joined);
    expect(copied).toEqual((await Promise.all(days.map((day) => chunks(sqlPath(day))))).flat());
    expect(copied.some((chunk) => chunk[13] === true && chunk[5] !== null && chunk[16] !== null)).toBe(true);
    // Filters answered from statistics and bloom filters find the same rows.
    for (const where of ["fuel = 'lpg' AND price < 1", 'station_id = 1250', "date = DATE '2026-08-21'"]) {
      expect(await rows(`SELECT count(*), sum(price) FROM read_parquet(${joined}) WHERE ${where}`)).toEqual(
        await rows(`SELECT count(*), sum(price) FROM read_parquet([${list}]) WHERE ${where}`),
      );
    }
  });

  it('joins one file into a file of the same bytes', async () => {
    const day = await writeDay('f.parquet', '2026-08-03', 100);
    await concatParquet([day], path('same.parquet'));
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

/** A copy of the Parquet file `from` whose footer `change` has changed (the data left as it is). */
function withFooter(from: string, name: string, change: (footer: ThriftStruct) => void): string {
  const bytes = readFileSync(from);
  const { footer, footerStart } = readParquetFooter(bytes, from);
  change(footer);
  const written = Buffer.from(writeStruct(footer));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(written.length);
  writeFileSync(path(name), Buffer.concat([bytes.subarray(0, footerStart), written, length, Buffer.from('PAR1')]));
  return path(name);
}

/** The metadata of the first column chunk of the first row group of `footer`. */
function firstChunkMeta(footer: ThriftStruct): ThriftStruct {
  const groups = footer.get(4);
  const group = groups?.kind === 'list' && groups.values[0]?.kind === 'struct' ? groups.values[0].value : null;
  const chunks = group?.get(1);
  const chunk = chunks?.kind === 'list' && chunks.values[0]?.kind === 'struct' ? chunks.values[0].value : null;
  const meta = chunk?.get(3);
  if (meta?.kind !== 'struct') throw new Error('no column chunk');
  return meta.value;
}

const moved = (meta: ThriftStruct, id: number, by: number) => {
  const value = meta.get(id);
  if (value?.kind === 'i64') meta.set(id, { kind: 'i64', value: value.value + BigInt(by) });
};

describe('concatParquet on a malformed input', () => {
  it.each([
    [
      'a chunk whose offsets are one byte off',
      (meta: ThriftStruct) => {
        for (const id of [9, 11]) moved(meta, id, 1);
      },
    ],
    ['a chunk whose size is one byte short', (meta: ThriftStruct) => moved(meta, 7, -1)],
    ['a chunk counting a value more than its pages', (meta: ThriftStruct) => moved(meta, 5, 1)],
    ['a chunk past the data', (meta: ThriftStruct) => moved(meta, 7, 1_000_000)],
  ])('%s: fails (MalformedParquet) and leaves no output', async (name, change) => {
    const slug = name.replaceAll(' ', '-');
    const good = await writeDay(`good-${slug}.parquet`, '2026-08-06', 200);
    const bad = withFooter(good, `bad-${slug}.parquet`, (footer) => change(firstChunkMeta(footer)));
    const output = path(`out-${slug}.parquet`);
    await expect(concatParquet([good, bad], output)).rejects.toThrow(MalformedParquet);
    expect(existsSync(output)).toBe(false);
  });

  it('a footer that is not Thrift, or longer than the file: fails (MalformedParquet)', async () => {
    const good = await writeDay('good-footer.parquet', '2026-08-07', 20);
    const bytes = readFileSync(good);
    const garbled = Buffer.from(bytes);
    garbled.fill(0xff, bytes.length - 8 - 12, bytes.length - 8);
    writeFileSync(path('garbled.parquet'), garbled);
    const long = Buffer.from(bytes);
    long.writeUInt32LE(bytes.length, bytes.length - 8);
    writeFileSync(path('long.parquet'), long);
    await expect(concatParquet([path('garbled.parquet')], path('y.parquet'))).rejects.toThrow(MalformedParquet);
    await expect(concatParquet([path('long.parquet')], path('y.parquet'))).rejects.toThrow(MalformedParquet);
  });
});
