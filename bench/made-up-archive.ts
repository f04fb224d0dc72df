// For bench/etl-memory.ts: an archive of more months than the real data has, made up from its days. Each made-up day
// is a day of the history with its date changed (its prices, aggregates and station records as they were), and the
// months are written and published by the ETL's own republish, as an archive backfill does. Never kept: the DATA_DIR
// is a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monthOf } from '../core/data-dir/archive-index.js';
import {
  historyAggregatesPath,
  historyDates,
  historyDayPath,
  historyStationsPath,
} from '../core/data-dir/history-files.js';
import { monthIndex, monthOf as monthOfIndex } from '../core/data-dir/monthly-series.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { readPublishedArchive } from '../etl/archive-index.js';
import type { DayFiles } from '../etl/day-files.js';
import { republish } from '../etl/republish.js';
import { pruneSnapshots } from '../etl/snapshot-writer.js';

/** The days (YYYY-MM-DD) of `month` (YYYY-MM). */
function daysOf(month: string): string[] {
  const days: string[] = [];
  for (const cursor = new Date(`${month}-01T00:00:00Z`); monthOf(cursor.toISOString()) === month; ) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/**
 * Adds whole made-up months before the oldest one archived until the archive has `months` months, each published
 * with the served snapshot again (older snapshots pruned as they go). Returns the months made.
 */
export async function addMadeUpArchive(dataDir: string, months: number): Promise<string[]> {
  const held = readPublishedArchive(dataDir).months.map((m) => m.month);
  const oldest = held[0];
  if (oldest === undefined) throw new Error(`${dataDir} has no archive to extend`);
  const made = Array.from({ length: Math.max(0, months - held.length) }, (_, i) =>
    monthOfIndex(monthIndex(oldest) - 1 - i),
  ).reverse();
  const sources = historyDates(dataDir);
  let next = 0;
  for (const month of made) {
    const scratch = mkdtempSync(join(tmpdir(), 'fuel-made-up-month-'));
    const db = await openScratchDatabase({ settings: { threads: '1' } });
    try {
      const days: DayFiles[] = [];
      for (const date of daysOf(month)) {
        const source = sources[next++ % sources.length] as string;
        const redated = (from: string, name: string) => {
          const to = join(scratch, `${date}-${name}.parquet`);
          const sql = `COPY (SELECT DATE '${date}' AS date, * EXCLUDE (date) FROM read_parquet(${sqlPath(from)}))
                       TO ${sqlPath(to)} (FORMAT PARQUET, COMPRESSION ZSTD)`;
          return db.connection.run(sql).then(() => to);
        };
        days.push({
          date,
          prices: await redated(historyDayPath(dataDir, source), 'prices'),
          aggregates: await redated(historyAggregatesPath(dataDir, source), 'aggregates'),
          stations: await redated(historyStationsPath(dataDir, source), 'stations'),
        });
      }
      await republish(dataDir, new Date(), days);
      pruneSnapshots(dataDir, new Date(Date.now() + 3_600_000));
    } finally {
      db.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return made;
}
