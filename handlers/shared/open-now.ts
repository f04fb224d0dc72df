// open_now for the stations of one answer, at the request's minute in Europe/Madrid, and the first instant any
// station it was asked about opens or closes: the answer (and its cache entry) is true until then, no longer.

import { madridFields, madridToUtc } from '../../core/clock.js';
import type { Station } from '../../core/model.js';
import { openStateAt } from '../../core/opening-hours.js';

export interface OpenNow {
  /** true or false; null when the station's hours could not be read. */
  of(station: Station): boolean | null;
  /** The first instant a station passed to of() opens or closes; null when none ever does. */
  changesAt(): Date | null;
}

export function openNowAt(instant: Date): OpenNow {
  const f = madridFields(instant);
  const weekday = (new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay() + 6) % 7; // Monday 0
  const minuteOfWeek = weekday * 1440 + f.hour * 60 + f.minute;
  let fewestMinutes = Number.POSITIVE_INFINITY;
  return {
    of(station) {
      if (station.opening_hours === null) return null;
      const state = openStateAt(station.opening_hours, minuteOfWeek);
      if (state.minutesToChange !== null && state.minutesToChange < fewestMinutes)
        fewestMinutes = state.minutesToChange;
      return state.open;
    },
    changesAt() {
      if (fewestMinutes === Number.POSITIVE_INFINITY) return null;
      // The hours are Madrid wall-clock times; across a change of summer time the wall clock and the real
      // clock part, so take the earlier of the two readings: never later than the real change.
      const byWallClock = madridToUtc(f.year, f.month, f.day, f.hour, f.minute + fewestMinutes);
      const startOfMinute = instant.getTime() - f.second * 1000 - instant.getMilliseconds();
      const byElapsed = startOfMinute + fewestMinutes * 60_000;
      return new Date(Math.min(byWallClock.getTime(), byElapsed));
    },
  };
}

/**
 * The first `limit` items, in their order, whose station is open now. Only the stations looked at bound
 * changesAt, which is enough: one further down the order can only enter the answer after one above it closes.
 */
export function firstOpen<T>(
  items: Iterable<T>,
  stationOf: (item: T) => Station,
  openNow: OpenNow,
  limit: number,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === limit) break;
    if (openNow.of(stationOf(item)) === true) kept.push(item);
  }
  return kept;
}
