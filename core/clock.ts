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
