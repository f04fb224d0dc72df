// Calendar dates written YYYY-MM-DD, as the register and the history use them.

/** The calendar date `days` days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The longest window of daily history the API answers (days, the spec's History window). */
export const MAX_HISTORY_DAYS = 90;
