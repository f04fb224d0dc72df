// Writes the new versions of the archive's month files aside: the month's current version with the days added (and a
// reloaded day of the open month replaced), under temporary names. `place` renames them to their content-named files,
// which no snapshot references until the manifest naming them is published; `discard` removes what was not placed.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  ARCHIVE_DIR,
  ARCHIVE_KINDS,
  type ArchiveFile,
  type ArchiveIndex,
  type ArchiveKind,
  type ArchiveMonth,
  archiveFilePath,
  archiveVersionName,
} from '../core/data-dir/archive-index.js';
import { copyToParquet, openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { type MonthUpdate, planArchiveUpdate } from './archive-plan.js';
import { sha256Of } from './data-package.js';
import type { DayFiles } from './day-files.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';

/** The columns of each kind of month file, in order, and the order of its rows. */
const LAYOUT: Record<ArchiveKind, { columns: string; order: string }> = {
  prices: { columns: 'date, station_id, fuel, price', order: 'date, station_id, fuel' },
  aggregates: {
    columns: 'date, level, code, fuel, average, median, minimum, maximum, stations',
    order: 'date, level, code, fuel',
  },
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The archive as a publication will leave it, written aside. */
export interface StagedArchive {
  index: ArchiveIndex;
  place(): void;
  discard(): void;
}

/**
 * Stages the archive `current` plus the days `given` (the history's and any other at hand); `reloaded` is the day a
 * refresh has just loaded again. Months without a new day keep their file as it is. On failure nothing is left behind.
 */
export async function stageArchive(
  dataDir: string,
  current: ArchiveIndex,
  given: readonly DayFiles[],
  reloaded?: string,
): Promise<StagedArchive> {
  // One file per day: a day given twice (the history's and a backfill's) is taken from the last one given.
  const days = [...new Map(given.map((day) => [day.date, day])).values()];
  const invalid = days.find((day) => !DATE.test(day.date));
  if (invalid) throw new RangeError(`not a day: ${JSON.stringify(invalid.date)}`);
  const updates = planArchiveUpdate(
    current,
    days.map((day) => day.date),
    reloaded,
  );
  const temporaries: string[] = [];
  const placements: { temporary: string; target: string }[] = [];
  const discard = () => {
    for (const temporary of temporaries) discardTemporary(temporary);
  };
  if (updates.length === 0) return { index: current, place: () => {}, discard };
  const dir = join(dataDir, ARCHIVE_DIR);
  mkdirSync(dir, { recursive: true });
  const months = new Map(current.months.map((m) => [m.month, m]));
  const db = await openScratchDatabase();
  try {
    for (const update of updates) {
      const written = {} as Record<ArchiveKind, ArchiveFile>;
      for (const kind of ARCHIVE_KINDS) {
        const temporary = temporaryPath(dir, '.partial');
        temporaries.push(temporary);
        written[kind] = await writeMonthFile(db.connection, dataDir, update, kind, days, temporary);
        placements.push({ temporary, target: archiveFilePath(dataDir, written[kind].file) });
      }
      const dates = [...new Set([...(update.current?.dates ?? []), ...update.add])].sort();
      months.set(update.month, { month: update.month, dates, ...written } as ArchiveMonth);
    }
  } catch (error) {
    discard();
    throw error;
  } finally {
    db.close();
  }
  return {
    index: { format: 1, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) },
    // An existing file of the same name has the same content: it stays, so its validators do not change.
    place: () => {
      for (const { temporary, target } of placements) {
        if (existsSync(target)) discardTemporary(temporary);
        else renameTemporary(temporary, target);
      }
    },
    discard,
  };
}

async function writeMonthFile(
  connection: DuckDBConnection,
  dataDir: string,
  update: MonthUpdate,
  kind: ArchiveKind,
  days: readonly DayFiles[],
  temporary: string,
): Promise<ArchiveFile> {
  const { columns, order } = LAYOUT[kind];
  const newDates = new Set([...update.add, ...update.replace]);
  const newFiles = days.filter((day) => newDates.has(day.date)).map((day) => sqlPath(day[kind]));
  const parts = [`SELECT ${columns} FROM read_parquet([${newFiles.join(', ')}])`];
  if (update.current) {
    const replaced = update.replace.map((date) => `DATE '${date}'`);
    const kept = replaced.length > 0 ? ` WHERE date NOT IN (${replaced.join(', ')})` : '';
    const file = sqlPath(archiveFilePath(dataDir, update.current[kind].file));
    parts.unshift(`SELECT ${columns} FROM read_parquet(${file})${kept}`);
  }
  await copyToParquet(connection, `${parts.join(' UNION ALL ')} ORDER BY ${order}`, temporary);
  wrote(temporary);
  const sha256 = await sha256Of(temporary);
  const count = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM read_parquet(${sqlPath(temporary)})`,
  );
  return {
    file: archiveVersionName(kind, update.month, sha256),
    bytes: statSync(temporary).size,
    sha256,
    rows: Number(count.getRowObjects()[0]?.n),
  };
}
