// A range of calendar days as an operator writes it on the command line: `2026-07-28..2026-08-03`, or one day.

/** The longest range one archive backfill takes: a year of the ministry's lists is about an hour of fetching. */
export const MAX_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (const cursor = new Date(`${from}T00:00:00Z`); cursor.toISOString().slice(0, 10) <= to; ) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** Parses `FROM..TO` (or one day); throws a RangeError that names the value and what is wrong with it. */
export function parseDayRange(text: string): { from: string; to: string } {
  const [from = '', to = from, ...rest] = text.split('..');
  const problem =
    rest.length > 0 || !isCalendarDay(from) || !isCalendarDay(to)
      ? 'is not a day or a range of days (YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD)'
      : from > to
        ? 'starts after it ends'
        : daysBetween(from, to).length > MAX_RANGE_DAYS
          ? `spans more than ${MAX_RANGE_DAYS} days`
          : null;
  if (problem) throw new RangeError(`${JSON.stringify(text)} ${problem}`);
  return { from, to };
}
