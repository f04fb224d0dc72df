// The one module that owns DuckDB: private in-memory databases, tables filled through appenders, Parquet and query
// results read; the ETL's writes, under its memory policy, are etl/memory-policy.ts. SQL strings are built from our
// own names only.
import { createRequire } from 'node:module';
import type { DuckDBConnection, DuckDBResult, JS } from '@duckdb/node-api';
import { Slicer } from './yielding.js';

type DuckDBModule = typeof import('@duckdb/node-api');
let duckdb: DuckDBModule | undefined;

/**
 * DuckDB's package, loaded at the first database opened, not with this module: a server that has every file it reads
 * precomputed, or the sample, never pays for its native module, and no start waits for it before listening. Required,
 * not imported: to import a CommonJS package, Node's ESM loader first lexes each of its files for their named exports,
 * which took 0.5–0.8 s more than require on these machines.
 */
function duckdbModule(): DuckDBModule {
  duckdb ??= createRequire(import.meta.url)('@duckdb/node-api') as DuckDBModule;
  return duckdb;
}

/**
 * Loads DuckDB's package now, for a caller that will open a database and is waiting anyway. A failure is left to the
 * first database opened to report, where it is handled.
 */
export function preloadDuckDb(): void {
  try {
    duckdbModule();
  } catch {
    // reported by openScratchDatabase
  }
}

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

/** A DuckDB connection on a private database (in memory unless a file is given), for one batch of work. */
export async function openScratchDatabase(
  options: ScratchOptions = {},
): Promise<{ connection: DuckDBConnection; close(): void }> {
  const instance = await duckdbModule().DuckDBInstance.create(options.path ?? ':memory:', options.settings);
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

/** Each half of a surrogate pair that stands alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any half of a surrogate pair: a text without one (nearly all) is stored as it is, without the lookarounds' search. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** A text as DuckDB stores it: it keeps UTF-8, so a lone half of a surrogate pair becomes U+FFFD. */
export const storedText = (text: string): string =>
  SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\uFFFD') : text;

/**
 * A cell as a reader of a table gets it back once createTable has stored it in a column of that type (a VARCHAR's
 * value appended as text): the snapshot's tables file (etl/snapshot-writer.ts) holds what its Parquet files give.
 */
export function storedCell(column: Column, value: Cell | undefined): Cell {
  if (value === null || value === undefined) return null;
  return column.type === 'VARCHAR' ? storedText(String(value)) : value;
}

/** `slicer`: give the event loop back while appending (a server loading a snapshot); none in the ETL. */
export async function createTable(
  connection: DuckDBConnection,
  table: string,
  columns: readonly Column[],
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
  const { JSDuckDBValueConverter } = duckdbModule();
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
