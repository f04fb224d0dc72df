// Calendar dates written YYYY-MM-DD, as the register and the history use them.

/** The calendar date `days` days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to a later one (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The longest window of daily history the API answers (days, the spec's History window). */
export const MAX_HISTORY_DAYS = 90;

/** The window of a station's daily history when `days` is not given (the contract's Days30). */
export const DEFAULT_HISTORY_DAYS = 30;
