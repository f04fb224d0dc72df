// The ministry stamps its lists in Europe/Madrid wall-clock time ("22/08/2026 15:53:31", "11/07/2026 0:00:00").
// Converting with Intl keeps CET/CEST right without a time-zone library.

const FECHA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Madrid',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Madrid's offset from UTC, in milliseconds, at a UTC instant. */
function madridOffset(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of madridParts.formatToParts(new Date(utcMs))) parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant of a Madrid wall-clock time. In the autumn hour that happens twice this picks the later
 * (CET) one; a spring time that never happens moves forward by the hour that was skipped.
 */
export function madridToUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the wall-clock reading taken as UTC is a first guess; the offset at that guess settles it.
  const guess = local - madridOffset(local);
  return new Date(local - madridOffset(guess));
}

export interface SourceTime {
  /** ISO 8601 UTC instant without milliseconds, e.g. 2026-08-22T13:53:31Z */
  source_time: string;
  /** The Madrid calendar date, YYYY-MM-DD */
  source_date: string;
}

/** Reads the ministry's Fecha; returns null when it is not a real dd/mm/yyyy h:mm[:ss] time. */
export function parseMinistryFecha(fecha: string): SourceTime | null {
  const m = FECHA.exec(fecha.trim());
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March: a round trip catches impossible dates.
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  const instant = madridToUtc(year, month, day, hour, minute, second);
  return {
    source_time: instant.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    source_date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}
