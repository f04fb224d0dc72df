// Wall-clock time and the refresh schedule (about 08:00 and 20:00 Europe/Madrid), injectable for tests.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const MADRID = 'Europe/Madrid';
export const REFRESH_HOURS = [8, 20] as const;

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MADRID,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Calendar fields of an instant as seen in Madrid. */
export function madridFields(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = Object.fromEntries(madridParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The Madrid calendar date of an instant, YYYY-MM-DD. */
export function madridDate(instant: Date): string {
  const f = madridFields(instant);
  return `${f.year}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
}

/** Madrid's offset from UTC, in milliseconds, at a UTC instant. */
function madridOffsetMs(utcMs: number): number {
  const f = madridFields(new Date(utcMs));
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(utcMs / 1000) * 1000;
}

/** A stretch of time over which Madrid's offset from UTC stays the same: from `fromMs` up to (not including) `untilMs`. */
interface OffsetPeriod {
  fromMs: number;
  untilMs: number;
  /** The offset over the period, read when first needed. */
  offsetMs?: number;
}

// Madrid changes its offset twice a year, five and seven months apart: the current period is found once (a search
// through Intl, about 20 readings) and then answers every question about an instant inside it for free.
let currentPeriod: OffsetPeriod | null = null;
const MINUTE_MS = 60_000;
/** Shorter than the time between two changes, so that one reading at its end tells whether a change falls within. */
const SEARCH_WINDOW_MS = 90 * 24 * 3600 * 1000;

/** The first minute after `fromMs` at which Madrid's offset differs, looked for up to a year and a quarter ahead. */
function nextOffsetChange(fromMs: number): number {
  const offset = madridOffsetMs(fromMs);
  let same = fromMs;
  let changed = same + SEARCH_WINDOW_MS;
  // A window ending at the same offset holds no change: step over it (Madrid could one day stop changing).
  while (madridOffsetMs(changed) === offset) {
    same = changed;
    if (same - fromMs > 4 * SEARCH_WINDOW_MS) return same;
    changed = same + SEARCH_WINDOW_MS;
  }
  while (changed - same > MINUTE_MS) {
    // Both ends stay on whole minutes, at least two apart: the middle lies strictly between them.
    const middle = same + Math.floor((changed - same) / 2 / MINUTE_MS) * MINUTE_MS;
    if (madridOffsetMs(middle) === offset) same = middle;
    else changed = middle;
  }
  return changed;
}

/** A period of constant offset that holds `instantMs`. */
function offsetPeriodOf(instantMs: number): OffsetPeriod {
  if (currentPeriod && instantMs >= currentPeriod.fromMs && instantMs < currentPeriod.untilMs) return currentPeriod;
  const fromMs = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  currentPeriod = { fromMs, untilMs: nextOffsetChange(fromMs) };
  return currentPeriod;
}

/**
 * An instant as Madrid's wall clock reads it, ISO 8601 with its offset to the second: `2026-08-22T22:00:00+02:00`.
 * Inside the offset period already known it costs no reading of Intl.
 */
export function madridIso(instantMs: number): string {
  const known = currentPeriod;
  let offsetMs: number;
  if (known && instantMs >= known.fromMs && instantMs < known.untilMs) {
    known.offsetMs ??= madridOffsetMs(known.fromMs);
    offsetMs = known.offsetMs;
  } else {
    offsetMs = madridOffsetMs(instantMs);
  }
  const minutes = Math.round(offsetMs / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${new Date(Math.floor(instantMs / 1000) * 1000 + offsetMs).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/** Madrid's offset from UTC at an instant, and the first instant after it at which that offset changes. */
export function madridOffsetPeriod(instantMs: number): { offsetMs: number; untilMs: number } {
  const period = offsetPeriodOf(instantMs);
  period.offsetMs ??= madridOffsetMs(period.fromMs);
  return { offsetMs: period.offsetMs, untilMs: period.untilMs };
}

/** Whether Madrid's clock keeps its offset from `fromMs` to `toMs` (no summer-time change between them). */
export function sameMadridOffset(fromMs: number, toMs: number): boolean {
  const period = offsetPeriodOf(fromMs);
  return toMs < period.untilMs;
}

/**
 * The UTC instant of a Madrid wall-clock time. In the autumn hour that happens twice this picks the later
 * (CET) one; a spring time that never happens moves forward by the hour that was skipped.
 */
export function madridToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the wall-clock reading taken as UTC is a first guess; the offset at that guess settles it.
  const guess = local - madridOffsetMs(local);
  return new Date(local - madridOffsetMs(guess));
}

// Every instant from `from` up to (not including) `slot` has the same next slot: remembered, since
// working it out through Intl costs tens of microseconds and every answer needs it.
let remembered: { from: number; slot: Date } | null = null;

/** The first refresh slot strictly after `instant`. */
export function nextRefreshSlot(instant: Date): Date {
  const t = instant.getTime();
  if (remembered && t >= remembered.from && t < remembered.slot.getTime()) return new Date(remembered.slot);
  const slot = computeNextRefreshSlot(instant);
  remembered = { from: t, slot };
  return new Date(slot);
}

function computeNextRefreshSlot(instant: Date): Date {
  const f = madridFields(instant);
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    const day = new Date(Date.UTC(f.year, f.month - 1, f.day + dayOffset));
    for (const hour of REFRESH_HOURS) {
      const slot = madridToUtc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour);
      if (slot.getTime() > instant.getTime()) return slot;
    }
  }
  throw new Error('unreachable: a refresh slot always falls within two days');
}

/** Seconds from `instant` to the next midnight in Madrid. */
export function secondsToMadridMidnight(instant: Date): number {
  const f = madridFields(instant);
  const tomorrow = new Date(Date.UTC(f.year, f.month - 1, f.day + 1));
  const midnight = madridToUtc(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());
  return Math.max(1, Math.floor((midnight.getTime() - instant.getTime()) / 1000));
}
