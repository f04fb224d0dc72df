// The one module that owns DuckDB: private in-memory databases, tables filled through appenders, Parquet in and out
// (ZSTD; the JS Parquet libraries cannot even read DuckDB's output). SQL strings are built from our own names only.
import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBResult,
  type JS,
  JSDuckDBValueConverter,
} from '@duckdb/node-api';
import { Slicer } from './yielding.js';

export type ColumnType = 'INTEGER' | 'DOUBLE' | 'VARCHAR' | 'BOOLEAN' | 'DATE';
export interface Column {
  name: string;
  type: ColumnType;
}
export type Cell = string | number | boolean | null;

/** Where a scratch database lives and DuckDB settings for it (`memory_limit`, `threads`, ...). */
export interface ScratchOptions {
  /** A database file (its folder must exist); in memory by default. */
  path?: string;
  settings?: Readonly<Record<string, string>>;
}

/**
 * For the databases a serving process opens to read a snapshot: the files are small and read one at a time, so one
 * thread, leaving the other core to the requests.
 */
export const SERVING_SETTINGS: Readonly<Record<string, string>> = { threads: '1' };

/**
 * The memory limit of the ETL's databases (etlSettings): what a sort or a table may hold before DuckDB spills it.
 * DuckDB's RSS grows by about twice its limit plus what a first Parquet write takes (some 25 MB, kept until the
 * database closes); 24 MB keeps a refresh under 200 MB (bench/etl-memory.ts).
 */
export const ETL_MEMORY_LIMIT = '24MB';
/** The snapshot's database holds the station tables while it joins them into the downloads: 24 MB is too little. */
export const SNAPSHOT_MEMORY_LIMIT = '48MB';

/**
 * For the ETL's databases, which write DATA_DIR: one thread, so the refresh leaves a core to whatever else runs (the
 * server's requests, or the ETL's own concurrent writers), and a memory limit past which DuckDB spills its sorts to
 * `temp_directory` instead of growing (runSpilling): with DuckDB's defaults (as many threads as cores, 80 % of the
 * machine's memory) a sort of the daily series (1.7 million rows for 42 days) took 300 MB of RSS.
 */
export function etlSettings(spillDirectory: string, memoryLimit = ETL_MEMORY_LIMIT): Readonly<Record<string, string>> {
  return { threads: '1', memory_limit: memoryLimit, temp_directory: spillDirectory };
}

const OUT_OF_MEMORY = /^Out of Memory Error/;
const SIZE_UNITS: Record<string, number> = { bytes: 1, KiB: 2 ** 10, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40 };
/** How much more memory each new attempt of runSpilling gives, and how many attempts it makes at most. */
const RETRY_GROWTH = 1.5;
const ATTEMPTS = 4;

/**
 * Runs work that may need more than the database's memory limit (a sort, a join), which DuckDB then spills to its
 * temp_directory. DuckDB 1.5 fails some of it all the same, at some limits and not at others a few MB away (a sort of
 * a month's territory aggregates into a table failed at 16, 20 and 44 MB and passed at 24 to 40 and from 48 on):
 * such work is run again with the limit raised by half, up to three times, and the limit is restored after. `work`
 * must give the same result when run again (COPY … TO, CREATE OR REPLACE …); a statement is work too.
 */
export async function runSpilling(connection: DuckDBConnection, work: string | (() => Promise<void>)): Promise<void> {
  const run = typeof work === 'string' ? () => connection.run(work).then(() => {}) : work;
  try {
    await run();
    return;
  } catch (error) {
    if (!OUT_OF_MEMORY.test((error as Error).message)) throw error;
  }
  const [[setting]] = (await connection.runAndReadAll("SELECT current_setting('memory_limit')")).getRows() as [
    [string],
  ];
  const [, amount, unit] = /^([\d.]+) (\w+)$/.exec(setting) ?? [];
  const limit = Number(amount) * (SIZE_UNITS[unit ?? ''] ?? Number.NaN);
  if (!Number.isFinite(limit)) throw new Error(`unreadable memory_limit ${JSON.stringify(setting)}`);
  try {
    for (let attempt = 1; ; attempt++) {
      await connection.run(`SET memory_limit = '${Math.round(limit * RETRY_GROWTH ** attempt)}B'`);
      try {
        await run();
        return;
      } catch (error) {
        if (attempt === ATTEMPTS - 1 || !OUT_OF_MEMORY.test((error as Error).message)) throw error;
      }
    }
  } finally {
    await connection.run(`SET memory_limit = '${setting}'`);
  }
}

/** A DuckDB connection on a private database (in memory unless a file is given), for one batch of work. */
export async function openScratchDatabase(
  options: ScratchOptions = {},
): Promise<{ connection: DuckDBConnection; close(): void }> {
  const instance = await DuckDBInstance.create(options.path ?? ':memory:', options.settings);
  const connection = await instance.connect();
  return {
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** Quotes a file path for a SQL literal; paths are the ETL's own, never user input. */
export function sqlPath(path: string): string {
  return `'${path.replaceAll("'", "''")}'`;
}

/** The rows of `items`, made one at a time as an appender takes them (never an array of them all). */
export function* rowsOf<T>(items: Iterable<T>, row: (item: T, index: number) => Cell[]): Generator<Cell[]> {
  let index = 0;
  for (const item of items) yield row(item, index++);
}

/** `slicer`: give the event loop back while appending (a server loading a snapshot); none in the ETL. */
export async function createTable(
  connection: DuckDBConnection,
  table: string,
  columns: Column[],
  rows: Iterable<Cell[]>,
  slicer?: Slicer,
) {
  await connection.run(`CREATE OR REPLACE TABLE ${table} (${columns.map((c) => `${c.name} ${c.type}`).join(', ')})`);
  const appender = await connection.createAppender(table);
  for (const row of rows) {
    columns.forEach((column, i) => {
      const value = row[i];
      if (value === null || value === undefined) appender.appendNull();
      else if (column.type === 'INTEGER') appender.appendInteger(value as number);
      else if (column.type === 'DOUBLE') appender.appendDouble(value as number);
      else if (column.type === 'BOOLEAN') appender.appendBoolean(value as boolean);
      else appender.appendVarchar(String(value));
    });
    appender.endRow();
    if (slicer?.due) await slicer.pause();
  }
  appender.flushSync();
  appender.closeSync();
}

/**
 * Writes the rows of `query` to a Parquet file. They are made into a table first, which the database may spill, and
 * then written: the same bytes as writing the query straight away (the row groups of a sorted result are cut at the
 * same rows), where DuckDB 1.5, asked to sort straight into Parquet under a memory limit, fails at many more limits
 * (a month of territory aggregates at 16 to 32 and 44 to 56 MB).
 */
export async function copyToParquet(connection: DuckDBConnection, query: string, path: string): Promise<void> {
  await runSpilling(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE parquet_rows AS ${query}`);
    try {
      await connection.run(`COPY parquet_rows TO ${sqlPath(path)} (FORMAT PARQUET, COMPRESSION ZSTD)`);
    } finally {
      await connection.run('DROP TABLE parquet_rows');
    }
  });
}

export async function writeParquet(path: string, columns: Column[], rows: Iterable<Cell[]>): Promise<void> {
  const db = await openScratchDatabase();
  try {
    await createTable(db.connection, 'rows_to_write', columns, rows);
    await copyToParquet(db.connection, 'SELECT * FROM rows_to_write', path);
  } finally {
    db.close();
  }
}

/**
 * The columns of a streamed result as arrays (numbers for INTEGER and DOUBLE, strings for VARCHAR), read chunk by
 * chunk, giving the event loop back between chunks when a slice is due: no object per row.
 */
export async function readColumns(result: DuckDBResult, slicer = new Slicer()): Promise<Cell[][]> {
  const columns = Array.from({ length: result.columnCount }, (): Cell[] => []);
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    const rows = chunk.rowCount;
    columns.forEach((column, c) => {
      const vector = chunk.getColumnVector(c);
      for (let i = 0; i < rows; i++) column.push(vector.getItem(i) as Cell);
    });
    if (slicer.due) await slicer.pause();
  }
  return columns;
}

/**
 * Each row of a streamed result, converted as getRowObjectsJS converts it, mapped by `map`, giving the event loop back
 * whenever a slice is due: 11,400 stations take about 300 ms of CPU to convert. `map` gets one record reused for
 * every row (an object per row of 35 columns takes 1.6 KB, 18 MB for the stations), so it keeps values, never the
 * record. Equal strings are one string (a brand, a province code, a locality repeat on thousands of rows).
 */
export async function mapRows<T>(
  result: DuckDBResult,
  map: (row: Readonly<Record<string, unknown>>) => T,
  slicer = new Slicer(),
): Promise<T[]> {
  const names = result.deduplicatedColumnNames();
  const mapped: T[] = [];
  const row: Record<string, JS> = {};
  const strings = new Map<string, string>();
  const shared = (value: JS): JS => {
    if (typeof value !== 'string') return value;
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    const count = chunk.rowCount;
    for (let i = 0; i < count; i++) {
      const values = chunk.convertRowValues(i, JSDuckDBValueConverter);
      names.forEach((name, column) => {
        row[name] = shared(values[column] as JS);
      });
      mapped.push(map(row));
      if (slicer.due) await slicer.pause();
    }
  }
  return mapped;
}
