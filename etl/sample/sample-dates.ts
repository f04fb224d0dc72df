// Calendar arithmetic on YYYY-MM-DD strings through day numbers (days since 1970-01-01), with no clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Day number of a YYYY-MM-DD date; throws on anything that is not a real calendar date. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return time / MS_PER_DAY;
    }
  }
  throw new RangeError(`not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
}

/** The ministry's dd/mm/yyyy for a day number. */
export function ministryDate(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}
