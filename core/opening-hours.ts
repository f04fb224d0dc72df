// Whether a station is open at a minute of the week, and in how many minutes that changes, from its
// structured opening hours (the ETL's reading of the register's Horario). Public holidays are unknown.

import type { OpeningInterval, Weekday } from './model.js';

export const WEEK_MINUTES = 7 * 24 * 60;
const DAY_INDEX: Readonly<Record<Weekday, number>> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** [start, end) minutes from Monday 00:00, merged, over two weeks so that a stretch across Sunday midnight stays whole. */
type WeekStretches = readonly (readonly [number, number])[];

export interface OpenState {
  open: boolean;
  /** Minutes until the station opens or closes; null when it never does (open all week). */
  minutesToChange: number | null;
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function stretchesOf(intervals: readonly OpeningInterval[]): WeekStretches {
  const week = intervals.map(({ day, open, close }): [number, number] => {
    const start = DAY_INDEX[day] * 1440;
    return [start + toMinutes(open), start + toMinutes(close)];
  });
  const twoWeeks = [...week, ...week.map(([a, b]): [number, number] => [a + WEEK_MINUTES, b + WEEK_MINUTES])];
  twoWeeks.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of twoWeeks) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

// The intervals of a snapshot are read once and kept while the snapshot is served: compiled once per station.
const compiled = new WeakMap<readonly OpeningInterval[], WeekStretches>();

/** Open or closed at `minuteOfWeek` (0 = Monday 00:00), and minutes until that changes. */
export function openStateAt(intervals: readonly OpeningInterval[], minuteOfWeek: number): OpenState {
  let stretches = compiled.get(intervals);
  if (!stretches) {
    stretches = stretchesOf(intervals);
    compiled.set(intervals, stretches);
  }
  for (const [start, end] of stretches) {
    if (end <= minuteOfWeek) continue;
    if (start > minuteOfWeek) return { open: false, minutesToChange: start - minuteOfWeek };
    // Open: a stretch reaching the end of the second week covers every minute.
    return { open: true, minutesToChange: end >= 2 * WEEK_MINUTES ? null : end - minuteOfWeek };
  }
  // No interval at all (the ETL gives null rather than an empty list, but stay total).
  return { open: false, minutesToChange: null };
}
