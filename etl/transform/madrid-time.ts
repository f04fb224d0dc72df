// The ministry stamps its lists in Europe/Madrid wall-clock time ("22/08/2026 15:53:31", "11/07/2026 0:00:00").
// Converting with Intl keeps CET/CEST right without a time-zone library (see core/clock.ts).
import { madridToUtc } from '../../core/clock.js';

export { madridToUtc };

const FECHA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

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
