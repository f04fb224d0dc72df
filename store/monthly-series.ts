// The monthly Spain series served by /v1/history/monthly: the loaded bulletin, or the embedded sample until one is.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { MONTHLY_SERIES_FILE } from '../core/data-dir/layout.js';
import { MONTHLY_FUELS, type MonthlyPoint, type MonthlySeries } from '../core/data-dir/monthly-series.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { SAMPLE_SOURCE, sampleMonthlySeries } from './monthly-sample-series.js';

export interface LoadedMonthlySeries {
  source: string;
  /** true when no bulletin has been loaded and the generated sample stands in. */
  sample: boolean;
  series: MonthlySeries;
}

let sample: LoadedMonthlySeries | undefined;
const loaded = new Map<string, { mtimeMs: number; value: Promise<LoadedMonthlySeries> }>();

/** The series of DATA_DIR, re-read only when the file changes. */
export function readMonthlySeries(dataDir: string): Promise<LoadedMonthlySeries> {
  const path = join(dataDir, MONTHLY_SERIES_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    sample ??= { source: SAMPLE_SOURCE, sample: true, series: sampleMonthlySeries() };
    return Promise.resolve(sample);
  }
  const cached = loaded.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.value;
  const value = readParquet(path);
  loaded.set(path, { mtimeMs, value });
  value.catch(() => loaded.delete(path));
  return value;
}

interface Row extends MonthlyPoint {
  fuel: string;
  source: string;
}

async function readParquet(path: string): Promise<LoadedMonthlySeries> {
  const database = await openScratchDatabase();
  const { connection } = database;
  try {
    const reader = await connection.runAndReadAll(
      `SELECT fuel, month, with_taxes, without_taxes, taxes_share_pct, weeks, source
       FROM read_parquet(${sqlPath(path)}) ORDER BY fuel, month`,
    );
    const rows = reader.getRowObjectsJS() as unknown as Row[];
    const series: MonthlySeries = { gasoline_95: [], diesel: [] };
    for (const fuel of MONTHLY_FUELS) {
      series[fuel] = rows
        .filter((row) => row.fuel === fuel)
        .map(({ month, with_taxes, without_taxes, taxes_share_pct, weeks }) => ({
          month,
          with_taxes,
          without_taxes,
          taxes_share_pct,
          weeks,
        }));
    }
    return { source: rows[0]?.source ?? '', sample: false, series };
  } finally {
    database.close();
  }
}
