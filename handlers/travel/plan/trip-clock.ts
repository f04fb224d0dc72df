// The Madrid wall clock along a trip: whether a station is open at the minute of an estimated arrival, read from the
// same opening hours as open_now. A trip lasts hours, so two offset periods (the departure's and, past a change of
// summer time on the way, the next) answer every arrival without asking Intl once per station.
import { madridOffsetPeriod, madridToUtc } from '../../../core/clock.js';
import type { OpeningInterval } from '../../../core/model.js';
import { openStateAt } from '../../../core/opening-hours.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

export interface OpenAtArrival {
  open: boolean;
  /** When it next closes after the arrival, if open and it ever closes. */
  closesAtMs: number | null;
}

export interface TripClock {
  /** Open or not at the minute (Europe/Madrid) of the instant; null when the hours cannot be read. */
  openAt(hours: readonly OpeningInterval[] | null, instantMs: number): OpenAtArrival | null;
}

export function tripClock(departureMs: number): TripClock {
  const first = madridOffsetPeriod(departureMs);
  let second: { offsetMs: number } | null = null;
  const offsetAt = (instantMs: number): number => {
    if (instantMs < first.untilMs) return first.offsetMs;
    second ??= madridOffsetPeriod(first.untilMs);
    return second.offsetMs;
  };
  return {
    openAt(hours, instantMs) {
      if (hours === null) return null;
      // Minutes since 1970-01-01 00:00 on Madrid's wall clock; that day was a Thursday (Monday is 0).
      const minute = Math.floor((instantMs + offsetAt(instantMs)) / MINUTE_MS);
      const day = Math.floor(minute / DAY_MINUTES);
      const minuteOfWeek = ((((day + 3) % 7) + 7) % 7) * DAY_MINUTES + (minute - day * DAY_MINUTES);
      const state = openStateAt(hours, minuteOfWeek);
      if (!state.open || state.minutesToChange === null) return { open: state.open, closesAtMs: null };
      // As next_change_at reads it: real minutes while the offset holds, else the wall clock's reading.
      const later = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS + state.minutesToChange * MINUTE_MS;
      if (offsetAt(later) === offsetAt(instantMs)) return { open: true, closesAtMs: later };
      const wall = new Date((minute + state.minutesToChange) * MINUTE_MS);
      const closesAtMs = madridToUtc(
        wall.getUTCFullYear(),
        wall.getUTCMonth() + 1,
        wall.getUTCDate(),
        wall.getUTCHours(),
        wall.getUTCMinutes(),
      ).getTime();
      return { open: true, closesAtMs };
    },
  };
}
