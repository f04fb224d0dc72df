// Fills the daily history from EstacionesTerrestresHist, day by day, skipping the days already written.
import { existsSync } from 'node:fs';
import { historyDayPath } from '../core/data-dir/history-files.js';
import type { Territories } from '../core/model.js';
import { checkRefresh } from './guards.js';
import { writeHistoryDay } from './history-writer.js';
import type { EtlLog } from './refresh.js';
import { republish } from './republish.js';
import type { MinistrySource } from './source/source.js';
import { pastDayTransform } from './transform/stations.js';

export const MAX_BACKFILL_DAYS = 90;

export function daysBefore(date: string, count: number): string[] {
  const days: string[] = [];
  const cursor = new Date(`${date}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    cursor.setUTCDate(cursor.getUTCDate() - 1);
    days.push(cursor.toISOString().slice(0, 10));
  }
  return days;
}

export interface BackfillResult {
  written: string[];
  skipped: string[];
  empty: string[];
  failed: { date: string; error: string }[];
}

/**
 * Writes the `days` days before `endDate` that have no history file yet (newest first, so a stop loses the oldest),
 * then publishes the served snapshot again with a daily series that holds them.
 */
export async function backfillHistory(options: {
  source: MinistrySource;
  dataDir: string;
  territories: Territories;
  endDate: string;
  days: number;
  log?: EtlLog;
}): Promise<BackfillResult> {
  const { source, dataDir, territories, endDate, days } = options;
  if (!Number.isInteger(days) || days < 0 || days > MAX_BACKFILL_DAYS) {
    throw new RangeError(`backfill days must be an integer from 0 to ${MAX_BACKFILL_DAYS}, got ${days}`);
  }
  const log = options.log ?? (() => {});
  const result: BackfillResult = { written: [], skipped: [], empty: [], failed: [] };
  for (const date of daysBefore(endDate, days)) {
    if (existsSync(historyDayPath(dataDir, date))) {
      result.skipped.push(date);
      continue;
    }
    try {
      const snapshot = await source.stationsOn(date, () => pastDayTransform(territories));
      if (snapshot === null) {
        result.empty.push(date);
        continue;
      }
      // Written under the date it says: a list of another day (a future one, a day and month swapped) is refused.
      if (snapshot.source_date !== date) throw new Error(`the register answered the list of ${snapshot.source_date}`);
      checkRefresh(snapshot, null);
      await writeHistoryDay(dataDir, snapshot);
      result.written.push(date);
    } catch (error) {
      result.failed.push({ date, error: String(error) });
      log({ event: 'backfill_day_failed', date, error: String(error) });
    }
  }
  // The downloads are published with a snapshot, never rewritten: the new days reach the daily series this way.
  if (result.written.length > 0) await republish(dataDir, new Date());
  log({
    event: 'backfill_done',
    written: result.written.length,
    skipped: result.skipped.length,
    empty: result.empty.length,
    failed: result.failed.length,
  });
  return result;
}
