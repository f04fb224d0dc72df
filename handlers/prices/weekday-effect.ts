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
  // The latest Sunday on or before lastDay, then back a week at a time while its Monday is in the window.
  const weeks: { sunday: number; days: number[] }[] = [];
  for (let sunday = lastDay - ((weekdayOf(lastDay) + 1) % 7); sunday - 6 >= firstDay; sunday -= 7) {
    const days = Array.from({ length: 7 }, (_, i) => means.get(sunday - 6 + i));
    if (days.every((mean) => mean !== undefined)) weeks.push({ sunday, days: days as number[] });
    if (weeks.length === MAX_WEEKS) break;
  }
  const latest = weeks[0];
  const oldest = weeks.at(-1);
  if (!latest || !oldest) {
    return { weeks: 0, fromDay: null, toDay: null, effects: WEEKDAYS.map(() => null), cheapest: null };
  }
  // Σ over the weeks of (7 × the day's mean − the week's sum), in thousandths, is 7 × weeks × the effect.
  const numerators = WEEKDAYS.map((_, weekday) =>
    weeks.reduce(
      (total, { days }) => total + 7 * (days[weekday] as number) - days.reduce((sum, mean) => sum + mean, 0),
      0,
    ),
  );
  // To ten-thousandths of a euro: × 10 / (7 × weeks).
  const effects = numerators.map((numerator) => roundedDivision(numerator * 10, 7 * weeks.length));
  return {
    weeks: weeks.length,
    fromDay: oldest.sunday - 6,
    toDay: latest.sunday,
    effects,
    cheapest: effects.indexOf(Math.min(...effects)),
  };
}
