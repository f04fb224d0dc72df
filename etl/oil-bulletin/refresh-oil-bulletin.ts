// Loads the Weekly Oil Bulletin workbook (URL or file), computes the monthly series and publishes it as Parquet.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MONTHLY_SERIES_FILE } from '../../core/data-dir/layout.js';
import { BULLETIN_SOURCE, MONTHLY_FUELS } from '../../core/data-dir/monthly-series.js';
import type { Cell } from '../../core/duckdb.js';
import { writeParquet } from '../memory-policy.js';
import { type FetchWorkbookOptions, fetchWorkbook } from './fetch-workbook.js';
import { monthlyMeans } from './monthly-means.js';
import { BULLETIN_PRODUCTS, BulletinFormatError, parseOilBulletin } from './parse-workbook.js';

export interface RefreshOilBulletinOptions extends FetchWorkbookOptions {
  /** An http(s) URL of the prices-history workbook, a file: URL or a local path. */
  source: string;
  dataDir: string;
  /** The text served as data.source. */
  sourceLabel?: string;
}

export interface OilBulletinSummary {
  path: string;
  /** Weekly rows read (one per bulletin date and product). */
  weeklyRows: number;
  firstWeek: string;
  lastWeek: string;
  /** Monthly points written (both fuels). */
  monthlyRows: number;
}

const MONTHLY_COLUMNS = [
  { name: 'fuel', type: 'VARCHAR' },
  { name: 'month', type: 'VARCHAR' },
  { name: 'with_taxes', type: 'DOUBLE' },
  { name: 'without_taxes', type: 'DOUBLE' },
  { name: 'taxes_share_pct', type: 'DOUBLE' },
  { name: 'weeks', type: 'INTEGER' },
  { name: 'source', type: 'VARCHAR' },
] as const;

async function readWorkbook(options: RefreshOilBulletinOptions): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(options.source)) return fetchWorkbook(options.source, options);
  const path = options.source.startsWith('file:') ? fileURLToPath(options.source) : options.source;
  return readFileSync(path);
}

/**
 * Replaces DATA_DIR/oil-bulletin/monthly.parquet with the series of the workbook. Throws (and leaves the
 * previous file, or the sample, in service) when the workbook cannot be read or lacks Spain's prices.
 */
export async function refreshOilBulletin(options: RefreshOilBulletinOptions): Promise<OilBulletinSummary> {
  const weekly = await parseOilBulletin(await readWorkbook(options));
  for (const product of BULLETIN_PRODUCTS) {
    if (!weekly.some((w) => w.product === product && w.with_taxes_eur_per_1000l !== null)) {
      throw new BulletinFormatError(`the workbook has no Spanish ${product} price with taxes`);
    }
  }
  const series = monthlyMeans(weekly);
  const label = options.sourceLabel ?? BULLETIN_SOURCE;
  const rows: Cell[][] = MONTHLY_FUELS.flatMap((fuel) =>
    series[fuel].map((p) => [fuel, p.month, p.with_taxes, p.without_taxes, p.taxes_share_pct, p.weeks, label]),
  );
  const path = join(options.dataDir, MONTHLY_SERIES_FILE);
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed, so a reader sees the old file or the new one, never half of one.
  const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    await writeParquet(temporary, [...MONTHLY_COLUMNS], rows);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
  return {
    path,
    weeklyRows: weekly.length,
    firstWeek: weekly[0]?.date ?? '',
    lastWeek: weekly.at(-1)?.date ?? '',
    monthlyRows: rows.length,
  };
}
