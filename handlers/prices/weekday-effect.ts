// The weekday effect of an area's daily means (openapi.yaml, WeekdayEffect), in whole numbers: the daily means have
// three decimals, so each effect is an exact fraction of thousandths, rounded once to four decimals.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** The most recent full weeks the effect is measured on. */
export const MAX_WEEKS = 12;

/** An area's daily means in thousandths of a euro, by day number (days since 1970-01-01); days without one absent. */
export type DailyMeans = ReadonlyMap<number, number>;

/** 0 for Monday … 6 for Sunday (1970-01-01, day 0, was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 3) % 7) + 7) % 7;

/** a / b rounded half away from zero, for whole numbers a and b > 0. */
export function roundedDivision(a: number, b: number): number {
  const quotient = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return quotient === 0 ? 0 : Math.sign(a) * quotient;
}

export interface WeekdayEffect {
  weeks: number;
  /** The first Monday and the last Sunday measured; null without a full week. */
  fromDay: number | null;
  toDay: number | null;
  /** Monday first: ten-thousandths of a euro, rounded; null without a full week. */
  effects: (number | null)[];
  /** The weekday (0 = Monday) with the lowest rounded effect, the earliest on a tie; null without a full week. */
  cheapest: number | null;
}

/**
 * The effect over the latest `MAX_WEEKS` full Monday–Sunday weeks that lie between `firstDay` and `lastDay` (both
 * included) and have a mean on each of their seven days.
 */
export function weekdayEffect(means: DailyMeans, firstDay: number, lastDay: number): WeekdayEffect {
  // Σ over the weeks of (7 × the day's mean − the week's sum), in thousandths, is 7 × weeks × the effect.
  const numerators = [0, 0, 0, 0, 0, 0, 0];
  const sundays: number[] = [];
  // The latest Sunday on or before lastDay, then back a week at a time while its Monday is in the window.
  for (let sunday = lastDay - ((weekdayOf(lastDay) + 1) % 7); sunday - 6 >= firstDay; sunday -= 7) {
    let sum = 0;
    let full = true;
    for (let day = sunday - 6; day <= sunday && full; day++) {
      const mean = means.get(day);
      if (mean === undefined) full = false;
      else sum += mean;
    }
    if (!full) continue;
    for (let weekday = 0; weekday < 7; weekday++) {
      numerators[weekday] = (numerators[weekday] as number) + 7 * (means.get(sunday - 6 + weekday) as number) - sum;
    }
    if (sundays.push(sunday) === MAX_WEEKS) break;
  }
  const latest = sundays[0];
  const oldest = sundays.at(-1);
  if (latest === undefined || oldest === undefined) {
    return { weeks: 0, fromDay: null, toDay: null, effects: WEEKDAYS.map(() => null), cheapest: null };
  }
  // To ten-thousandths of a euro: × 10 / (7 × weeks).
  const effects = numerators.map((numerator) => roundedDivision(numerator * 10, 7 * sundays.length));
  return {
    weeks: sundays.length,
    fromDay: oldest - 6,
    toDay: latest,
    effects,
    cheapest: effects.indexOf(Math.min(...effects)),
  };
}
