// Which month files a publication must write: a month gains the days it does not hold yet; a day it holds is written
// again only when it is the day just loaded again and its month is still open (the newest month known). A closed
// month is therefore only ever rewritten to add a day it was missing, or to add the station table it lacks.
import { type ArchiveIndex, type ArchiveMonth, monthOf } from '../core/data-dir/archive-index.js';

export interface MonthUpdate {
  month: string;
  /** The month's current version, absent for a month new to the archive. */
  current: ArchiveMonth | undefined;
  /** Days the month does not hold yet, oldest first. */
  add: string[];
  /** Days it holds whose rows are replaced (at most the day loaded again). */
  replace: string[];
}

/**
 * The months to write for `dates` (the days whose files are at hand); `reloaded` is the day a refresh has just loaded
 * again, whose newer prices replace the archived ones while its month is open.
 */
export function planArchiveUpdate(current: ArchiveIndex, dates: readonly string[], reloaded?: string): MonthUpdate[] {
  const held = new Set(current.months.flatMap((m) => m.dates));
  const newest = [...held, ...dates].reduce((a, b) => (b > a ? b : a), '');
  const openMonth = monthOf(newest);
  const updates = new Map<string, MonthUpdate>();
  const updateOf = (month: string): MonthUpdate => {
    let update = updates.get(month);
    if (!update) {
      update = { month, current: current.months.find((m) => m.month === month), add: [], replace: [] };
      updates.set(month, update);
    }
    return update;
  };
  for (const date of [...new Set(dates)].sort()) {
    if (!held.has(date)) updateOf(monthOf(date)).add.push(date);
    else if (date === reloaded && monthOf(date) === openMonth) updateOf(monthOf(date)).replace.push(date);
  }
  // A month archived before station tables were kept gets one, its prices and aggregates left as they are.
  for (const month of current.months) if (!month.stations) updateOf(month.month);
  return [...updates.values()].sort((a, b) => a.month.localeCompare(b.month));
}
