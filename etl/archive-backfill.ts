// Fills the archive for a chosen range of days from the ministry's per-date service (EstacionesTerrestresHist): the
// days it lacks are fetched, checked and added month by month, each month published with the served snapshot again,
// so a stop keeps the months done. Days it holds are not fetched again, so running it twice changes nothing.
// Only the archive changes: the 90-day history and its downloads stay as they are. Call as DATA_DIR's one writer.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARCHIVE_DIR, monthOf } from '../core/data-dir/archive-index.js';
import { readManifest } from '../core/data-dir/manifest.js';
import type { CleanSnapshot } from '../core/model.js';
import { readPublishedArchive } from './archive-index.js';
import { daysBetween } from './date-range.js';
import { type DayFiles, writeDayFiles } from './day-files.js';
import { discardTemporary, removeLeftovers, temporaryPath } from './file-writes.js';
import { checkRefresh } from './guards.js';
import { type EtlLog, fetchTerritories } from './refresh.js';
import { republish } from './republish.js';
import type { MinistrySource } from './source/source.js';
import { pastDayTransform } from './transform/stations.js';

export interface ArchiveBackfillResult {
  written: string[];
  skipped: string[];
  empty: string[];
  failed: { date: string; error: string }[];
}

/** A range the published data cannot take; said before any request is made. */
export class ArchiveBackfillRefused extends Error {
  override readonly name = 'ArchiveBackfillRefused';
}

function checkPublished(dataDir: string, to: string): void {
  const manifest = readManifest(dataDir);
  if (!manifest) throw new ArchiveBackfillRefused('nothing is published yet: run `npm run etl` first');
  if (manifest.is_sample) {
    throw new ArchiveBackfillRefused("the embedded sample is served: the archive keeps the register's days only");
  }
  if (to > manifest.source_date) {
    throw new ArchiveBackfillRefused(`${to} is after the date of the data served (${manifest.source_date})`);
  }
}

export async function backfillArchive(options: {
  source: MinistrySource;
  dataDir: string;
  from: string;
  to: string;
  now?: () => Date;
  log?: EtlLog;
}): Promise<ArchiveBackfillResult> {
  const { source, dataDir, from, to } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  checkPublished(dataDir, to);
  const leftovers = removeLeftovers(dataDir);
  if (leftovers.length > 0) log({ event: 'leftovers_removed', files: leftovers });
  const territories = await fetchTerritories(source);
  const dir = join(dataDir, ARCHIVE_DIR);
  mkdirSync(dir, { recursive: true });
  const result: ArchiveBackfillResult = { written: [], skipped: [], empty: [], failed: [] };
  const months = new Map<string, string[]>();
  for (const date of daysBetween(from, to)) months.set(monthOf(date), [...(months.get(monthOf(date)) ?? []), date]);
  for (const [month, dates] of months) {
    const held = new Set(readPublishedArchive(dataDir).months.flatMap((m) => m.dates));
    const fetched: Required<DayFiles>[] = [];
    try {
      for (const date of dates) {
        if (held.has(date)) {
          result.skipped.push(date);
          continue;
        }
        let snapshot: CleanSnapshot;
        try {
          const read = await source.stationsOn(date, () => pastDayTransform(territories));
          if (read === null) {
            result.empty.push(date);
            continue;
          }
          snapshot = read;
          if (snapshot.source_date !== date)
            throw new Error(`the register answered the list of ${snapshot.source_date}`);
          checkRefresh(snapshot, null);
        } catch (error) {
          result.failed.push({ date, error: String(error) });
          log({ event: 'archive_day_failed', date, error: String(error) });
          continue;
        }
        // A write that fails (a full disk) stops the run: the days of this month are then discarded, not published.
        const day = {
          date,
          prices: temporaryPath(dir, '.partial'),
          aggregates: temporaryPath(dir, '.partial'),
          stations: temporaryPath(dir, '.partial'),
        };
        fetched.push(day);
        await writeDayFiles(snapshot, day);
      }
      if (fetched.length > 0) {
        await republish(dataDir, now(), fetched);
        result.written.push(...fetched.map((day) => day.date));
        log({ event: 'archive_month_published', month, added: fetched.map((day) => day.date) });
      }
    } finally {
      for (const day of fetched) for (const file of [day.prices, day.aggregates, day.stations]) discardTemporary(file);
    }
  }
  log({ event: 'archive_backfill_done', ...Object.fromEntries(Object.entries(result).map(([k, v]) => [k, v.length])) });
  return result;
}
