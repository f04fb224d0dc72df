// Daily history: one price per station, fuel and day (the last snapshot of the day), plus territory aggregates, the
// day's station records, its rows of the daily series CSV as a gzip member and its block for the serving process.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { historyBlockPath } from '../core/data-dir/history-blocks.js';
import {
  historyAggregatesPath,
  historyDates,
  historyDayPath,
  historySeriesPath,
  historyStationsPath,
} from '../core/data-dir/history-files.js';
import {
  HISTORY_AGGREGATES_DIR,
  HISTORY_BLOCKS_DIR,
  HISTORY_DAYS_DIR,
  HISTORY_SERIES_DIR,
  HISTORY_STATIONS_DIR,
} from '../core/data-dir/layout.js';
import type { CleanSnapshot } from '../core/model.js';
import type { DailyFile } from './daily-series.js';
import { type DayFiles, writeDayFiles } from './day-files.js';
import { discardTemporary, renameTemporary, temporaryPath } from './file-writes.js';

/** Days kept: at least the 90 the API serves, with a margin for monthly reports. */
export const HISTORY_RETENTION_DAYS = 120;

/** The folders of a day's files: prices, aggregates, station records, series member, block (in that order). */
const DAY_DIRS = [
  HISTORY_DAYS_DIR,
  HISTORY_AGGREGATES_DIR,
  HISTORY_STATIONS_DIR,
  HISTORY_SERIES_DIR,
  HISTORY_BLOCKS_DIR,
] as const;

/** A day of history written aside: `publish` renames its files into place, `discard` removes them. */
export interface StagedHistoryDay {
  date: string;
  /** The day's prices (a temporary Parquet file until published). */
  dayFile: string;
  /** The day's territory aggregates (a temporary Parquet file until published). */
  aggregatesFile: string;
  /** The day's station records (a temporary Parquet file until published). */
  stationsFile: string;
  /** The day's rows of the daily series CSV (a temporary gzip member until published). */
  seriesMember: string;
  /** The day's prices and aggregates as a serving process holds them (a temporary file until published). */
  block: string;
  publish(): void;
  discard(): void;
}

/** Writes the day of `snapshot` under temporary names, to publish later; on failure nothing is left behind. */
export async function stageHistoryDay(dataDir: string, snapshot: CleanSnapshot): Promise<StagedHistoryDay> {
  const date = snapshot.source_date;
  const temporaries = DAY_DIRS.map((dir) => {
    mkdirSync(join(dataDir, dir), { recursive: true });
    return temporaryPath(join(dataDir, dir), '.partial');
  });
  const [dayTemporary, aggregatesTemporary, stationsTemporary, memberTemporary, blockTemporary] = temporaries as [
    string,
    string,
    string,
    string,
    string,
  ];
  const discard = () => {
    for (const temporary of temporaries) discardTemporary(temporary);
  };
  try {
    await writeDayFiles(snapshot, {
      prices: dayTemporary,
      aggregates: aggregatesTemporary,
      stations: stationsTemporary,
      seriesMember: memberTemporary,
      block: blockTemporary,
    });
  } catch (error) {
    discard();
    throw error;
  }
  return {
    date,
    dayFile: dayTemporary,
    aggregatesFile: aggregatesTemporary,
    stationsFile: stationsTemporary,
    seriesMember: memberTemporary,
    block: blockTemporary,
    publish: () => {
      // The member and block of the day files being replaced go first, the new ones last: a stop between them leaves
      // the day without them (the next publication makes them from the day files), never with another day file's.
      rmSync(historySeriesPath(dataDir, date), { force: true });
      rmSync(historyBlockPath(dataDir, date), { force: true });
      renameTemporary(dayTemporary, historyDayPath(dataDir, date));
      renameTemporary(aggregatesTemporary, historyAggregatesPath(dataDir, date));
      renameTemporary(stationsTemporary, historyStationsPath(dataDir, date));
      renameTemporary(memberTemporary, historySeriesPath(dataDir, date));
      renameTemporary(blockTemporary, historyBlockPath(dataDir, date));
    },
    discard,
  };
}

/** Writes (or replaces) the day of `snapshot`: each file appears whole or not at all. */
export async function writeHistoryDay(dataDir: string, snapshot: CleanSnapshot): Promise<void> {
  const staged = await stageHistoryDay(dataDir, snapshot);
  try {
    staged.publish();
  } finally {
    staged.discard();
  }
}

/** The published days with their files of prices and series members (absolute paths), oldest first, but `except`. */
export function historyDayFiles(dataDir: string, except?: string): DailyFile[] {
  return historyDates(dataDir)
    .filter((date) => date !== except)
    .map((date) => ({ date, file: historyDayPath(dataDir, date), member: historySeriesPath(dataDir, date) }));
}

/** Removes every published day (a switch between the sample and the register: their histories never mix). */
export function clearHistory(dataDir: string): void {
  removeDayFiles(dataDir, () => true);
}

/** The published days with both their files, oldest first, but the one of `except` (what the archive is made of). */
export function historyDays(dataDir: string, except?: string): DayFiles[] {
  return historyDates(dataDir)
    .filter((date) => date !== except && existsSync(historyAggregatesPath(dataDir, date)))
    .map((date) => {
      const stations = historyStationsPath(dataDir, date);
      return {
        date,
        prices: historyDayPath(dataDir, date),
        aggregates: historyAggregatesPath(dataDir, date),
        ...(existsSync(stations) && { stations }),
      };
    });
}

/** Removes days older than the retention window before `newestDate` (leftovers of interrupted writes: removeLeftovers). */
export function pruneHistory(dataDir: string, newestDate: string): void {
  const cutoff = new Date(`${newestDate}T00:00:00Z`);
  cutoff.setUTCDate(cutoff.getUTCDate() - HISTORY_RETENTION_DAYS);
  const oldest = cutoff.toISOString().slice(0, 10);
  removeDayFiles(dataDir, (date) => date < oldest);
}

/** Removes the day files (prices, aggregates, station records, series members, blocks) whose date `removes` accepts. */
function removeDayFiles(dataDir: string, removes: (date: string) => boolean): void {
  for (const dir of DAY_DIRS) {
    const full = join(dataDir, dir);
    let names: string[] = [];
    try {
      names = readdirSync(full);
    } catch {
      continue;
    }
    for (const name of names) {
      if (/^\d{4}-\d{2}-\d{2}\.(parquet|csv\.gz|bin)$/.test(name) && removes(name.slice(0, 10)))
        rmSync(join(full, name), { force: true });
    }
  }
}
