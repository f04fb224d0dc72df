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

/** The UTC instant of a Madrid wall-clock time (CET or CEST, whichever is in force then). */
export function madridToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  let guess = wallAsUtc - 3_600_000;
  // Two passes settle the offset even next to a daylight-saving change.
  for (let pass = 0; pass < 2; pass++) {
    const f = madridFields(new Date(guess));
    const seenAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
    guess += wallAsUtc - seenAsUtc;
  }
  return new Date(guess);
}

/** The first refresh slot strictly after `instant`. */
export function nextRefreshSlot(instant: Date): Date {
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
