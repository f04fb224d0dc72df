// The daily series downloads (every price of the history: one row per day, station and fuel), as gzip CSV and Parquet.
import { join } from 'node:path';
import { DAILY_SERIES_FILE, DAILY_SERIES_PARQUET_FILE } from '../core/data-dir/layout.js';
import { DAILY_PRICE_COLUMNS } from '../core/data-dir/tables.js';
import { copyToParquet, runSpilling, sqlPath } from '../core/duckdb.js';
import { csvColumns } from './csv-cells.js';
import { DAILY_PRICES_SCHEMA } from './download-schema.js';
import { wrote } from './file-writes.js';
import { openEtlDatabase } from './scratch-database.js';

/** A day of the history: its date and its file of prices (core/data-dir/history-files.ts). */
export interface DailyFile {
  date: string;
  file: string;
}

/**
 * Writes both files into `outDir`, in a database of their own (spilling beside `outDir`), closed before it returns.
 * Both are read from the day files in the order of their dates: each holds one day ordered by station and fuel (the
 * history's format), so that is the series' order (date, station, fuel) without sorting 1.7 million rows (42 days;
 * 5 million at the 120 days kept).
 */
export async function writeDailySeries(
  days: readonly DailyFile[],
  outDir: string,
  options: {
    timed?: (step: string, work: () => Promise<void>) => Promise<void>;
    /**
     * What the Parquet file waits for once the CSV is written: it makes a table of every row first (copyToParquet),
     * which the database holds or spills, so it waits for whatever else is holding memory at the same time.
     */
    parquetAfter?: Promise<unknown>;
  } = {},
): Promise<void> {
  const timed = options.timed ?? ((_step, work) => work());
  const db = await openEtlDatabase(outDir);
  try {
    const ordered = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const columns = DAILY_PRICE_COLUMNS.filter((c) => c.name !== 'source_time');
    const series =
      ordered.length > 0
        ? `SELECT date, station_id, fuel, price FROM read_parquet([${ordered.map((day) => sqlPath(day.file)).join(', ')}])`
        : `SELECT ${columns.map((c) => `NULL::${c.type} AS ${c.name}`).join(', ')} WHERE false`;
    const csv = join(outDir, DAILY_SERIES_FILE);
    await timed(DAILY_SERIES_FILE, async () => {
      await runSpilling(
        db.connection,
        `COPY (SELECT ${csvColumns(DAILY_PRICES_SCHEMA)}
               FROM (SELECT strftime(date, '%Y-%m-%d') AS date, station_id, fuel, price FROM (${series})))
         TO ${sqlPath(csv)} (FORMAT CSV, HEADER, COMPRESSION GZIP)`,
      );
      wrote(csv);
    });
    await options.parquetAfter?.catch(() => undefined);
    const parquet = join(outDir, DAILY_SERIES_PARQUET_FILE);
    await timed(DAILY_SERIES_PARQUET_FILE, async () => {
      await copyToParquet(db.connection, series, parquet);
      wrote(parquet);
    });
  } finally {
    db.close();
  }
}
