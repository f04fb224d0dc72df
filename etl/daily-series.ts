// The daily series downloads (every price of the history: one row per day, station and fuel), as gzip CSV and Parquet.
// Both are made of what each day's files already hold, so a publication costs the copy of the bytes, whatever the
// history holds: the CSV is the header's gzip member followed by each day's (core/data-dir/layout.ts,
// HISTORY_SERIES_DIR), the Parquet file the row groups of the day files without their source_time (parquet/).
import { closeSync, existsSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DAILY_SERIES_FILE, DAILY_SERIES_PARQUET_FILE } from '../core/data-dir/layout.js';
import { DAILY_PRICE_COLUMNS } from '../core/data-dir/tables.js';
import { sqlPath } from '../core/duckdb.js';
import { csvColumns } from './csv-cells.js';
import { DAILY_PRICES_SCHEMA } from './download-schema.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { copyToParquet, runSpilling } from './memory-policy.js';
import { concatParquet, ParquetConcatRefused } from './parquet/parquet-concat.js';
import { openEtlDatabase } from './scratch-database.js';

/** A day of the history: its date, its file of prices and its series member (core/data-dir/history-files.ts). */
export interface DailyFile {
  date: string;
  file: string;
  /** Where the day's gzip member of the series CSV is; one missing there is made from `file` and left there. */
  member: string;
}

/** The columns of the series, in order: a day file's but its source_time. */
const SERIES_COLUMNS = DAILY_PRICE_COLUMNS.filter((c) => c.name !== 'source_time');

/** The header of the series CSV, as DuckDB's COPY … (HEADER) writes it. */
const CSV_HEADER = `${DAILY_PRICES_SCHEMA.fields.map((field) => field.name).join(',')}\n`;

/** SQL: the CSV rows of the prices `from` gives (a day file's rows or table), in its order. */
const csvRows = (from: string) =>
  `SELECT ${csvColumns(DAILY_PRICES_SCHEMA)}
   FROM (SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM ${from})`;

/** Writes the CSV rows of `from` (a day's prices, in the day file's order) as one gzip member, without the header. */
export async function writeSeriesMember(connection: DuckDBConnection, from: string, path: string): Promise<void> {
  await runSpilling(
    connection,
    `COPY (${csvRows(from)}) TO ${sqlPath(path)} (FORMAT CSV, HEADER false, COMPRESSION GZIP)`,
  );
  wrote(path);
}

/**
 * Writes both files into `outDir`. A day whose member is missing gets it made from its day file, in a database opened
 * for that (and for a history with no day, whose Parquet file DuckDB writes empty), closed before it returns.
 */
export async function writeDailySeries(
  days: readonly DailyFile[],
  outDir: string,
  options: { timed?: (step: string, work: () => Promise<void>) => Promise<void> } = {},
): Promise<void> {
  const timed = options.timed ?? ((_step, work) => work());
  const ordered = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let db: Awaited<ReturnType<typeof openEtlDatabase>> | null = null;
  const connection = async () => {
    db ??= await openEtlDatabase(outDir);
    return db.connection;
  };
  try {
    const csv = join(outDir, DAILY_SERIES_FILE);
    await timed(DAILY_SERIES_FILE, async () => {
      for (const day of ordered) if (!existsSync(day.member)) await makeMember(await connection(), day);
      appendMembers(
        csv,
        ordered.map((day) => day.member),
      );
      wrote(csv);
    });
    const parquet = join(outDir, DAILY_SERIES_PARQUET_FILE);
    await timed(DAILY_SERIES_PARQUET_FILE, async () => {
      await writeSeriesParquet(ordered, parquet, connection);
      wrote(parquet);
    });
  } finally {
    (db as Awaited<ReturnType<typeof openEtlDatabase>> | null)?.close();
  }
}

/** Makes a published day's member from its day file, written aside and renamed into place. */
async function makeMember(connection: DuckDBConnection, day: DailyFile): Promise<void> {
  const temporary = temporaryPath(dirname(day.member), '.partial');
  try {
    await writeSeriesMember(connection, `read_parquet(${sqlPath(day.file)})`, temporary);
    renameTemporary(temporary, day.member);
  } finally {
    discardTemporary(temporary);
  }
}

/**
 * Bytes each member is copied by, through one buffer: read whole, each member took a buffer of its size (90 of about
 * 170 KB at 90 days, each a fresh mapping to fault in) and five turns of libuv's pool.
 */
const MEMBER_PIECE_BYTES = 1024 * 1024;

/**
 * `path`: the header's gzip member, then the bytes of each member file in order. Copied synchronously, from the page
 * cache: 15 MB at 90 days hold the event loop about 25 ms.
 */
function appendMembers(path: string, members: readonly string[]): void {
  const out = openSync(path, 'w');
  const writeAll = (bytes: Uint8Array) => {
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(out, bytes, offset);
  };
  try {
    writeAll(gzipSync(CSV_HEADER));
    const piece = Buffer.allocUnsafeSlow(MEMBER_PIECE_BYTES);
    for (const member of members) {
      const from = openSync(member, 'r');
      try {
        for (let read = readSync(from, piece); read > 0; read = readSync(from, piece))
          writeAll(piece.subarray(0, read));
      } finally {
        closeSync(from);
      }
    }
  } finally {
    closeSync(out);
  }
}

/** The day files' row groups without source_time; DuckDB writes the file when there is no day, or it cannot be so. */
async function writeSeriesParquet(
  days: readonly DailyFile[],
  path: string,
  connection: () => Promise<DuckDBConnection>,
): Promise<void> {
  if (days.length > 0) {
    try {
      await concatParquet(
        days.map((day) => day.file),
        path,
        { columns: SERIES_COLUMNS.map((c) => c.name) },
      );
      return;
    } catch (error) {
      if (!(error instanceof ParquetConcatRefused)) throw error;
    }
  }
  const columns = SERIES_COLUMNS.map((c) => c.name).join(', ');
  const series =
    days.length > 0
      ? `SELECT ${columns} FROM read_parquet([${days.map((day) => sqlPath(day.file)).join(', ')}])`
      : `SELECT ${SERIES_COLUMNS.map((c) => `NULL::${c.type} AS ${c.name}`).join(', ')} WHERE false`;
  await copyToParquet(await connection(), series, path);
}
