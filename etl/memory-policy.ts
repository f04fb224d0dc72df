// The ETL's memory policy for DuckDB: every database of a refresh runs one thread under a memory limit, spilling to a
// temporary folder, and work DuckDB may still fail under that limit is run again with more (issue 34, ARCHITECTURE.md
// "A refresh within 200 MB"). A serving process never writes, so this is the ETL's alone.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DuckDBConnection } from '@duckdb/node-api';
import { type Cell, type Column, createTable, openScratchDatabase, sqlPath } from '../core/duckdb.js';

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

/**
 * Writes the table `table` to a Parquet file as it is: no query to make into a table first (copyToParquet), so the
 * database writes from the first statement on, while the caller's thread does other work.
 */
export async function copyTableToParquet(connection: DuckDBConnection, table: string, path: string): Promise<void> {
  await connection.run(`COPY ${table} TO ${sqlPath(path)} (FORMAT PARQUET, COMPRESSION ZSTD)`);
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

let fullCollection: (() => void) | undefined;

/**
 * A full garbage collection, run between the refresh's stages. Its JavaScript heap stays small (about 35 MB), so V8
 * seldom collects it in full, while what it drops holds native memory V8 does not count: DuckDB's results and chunks,
 * the fetch's and zlib's buffers. Left to V8, a refresh on the full register peaked 16–27 MB higher, over its 200 MB
 * (bench/etl-memory.ts). A collection takes some 10–30 ms; in the server's refresh worker it pauses that worker alone.
 */
export function collectGarbage(): void {
  if (!fullCollection) {
    // What `node --expose-gc` gives, for this process's and workers' contexts alike.
    setFlagsFromString('--expose-gc');
    fullCollection = runInNewContext('gc') as () => void;
  }
  fullCollection();
}
