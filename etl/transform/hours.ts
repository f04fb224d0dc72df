// Opening hours from the ministry's Horario text: "L-D: 24H", "L-S: 08:00-22:00; D: 09:00-21:00",
// "L-V: 07:00-14:00 y 16:00-20:00", "L-D: 22:00-06:00" (past midnight).

import type { OpeningInterval, Weekday } from '../../core/model.js';

export interface ParsedHours {
  /** null when the text is empty or could not be read */
  opening_hours: OpeningInterval[] | null;
  is_24h: boolean;
}

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const LETTERS = 'LMXJVSD'; // lunes, martes, miércoles (X), jueves, viernes, sábado, domingo
const DAY_MINUTES = 24 * 60;

const GROUP = /^([LMXJVSD])(?:\s*-\s*([LMXJVSD]))?\s*:\s*(.+)$/;
const RANGE = /^(\d{1,2})[:.](\d{2})\s*-\s*(\d{1,2})[:.](\d{2})$/;

/** Day indexes from "L-V" (a range may wrap the week end, "S-L"). */
function dayRange(from: string, to: string | undefined): number[] {
  const start = LETTERS.indexOf(from);
  const end = to === undefined ? start : LETTERS.indexOf(to);
  const days: number[] = [];
  for (let i = start; ; i = (i + 1) % 7) {
    days.push(i);
    if (i === end) return days;
  }
}

function minutes(h: string | undefined, m: string | undefined, isClose: boolean): number | null {
  const hh = Number(h);
  const mm = Number(m);
  if (mm > 59 || hh > 24 || (hh === 24 && mm !== 0)) return null;
  const total = hh * 60 + mm;
  if (!isClose) return total === DAY_MINUTES ? null : total;
  // Closing at 00:00 or 23:59 both mean "until the end of the day": write it as 24:00.
  return total === 0 || total === DAY_MINUTES - 1 ? DAY_MINUTES : total;
}

/** [open, close) in minutes, per day index; an overnight range spills into the next day. */
function addRange(week: [number, number][][], day: number, text: string): boolean {
  const m = RANGE.exec(text.trim());
  if (!m) return false;
  const open = minutes(m[1], m[2], false);
  const close = minutes(m[3], m[4], true);
  if (open === null || close === null) return false;
  if (close > open) {
    week[day]?.push([open, close]);
  } else {
    week[day]?.push([open, DAY_MINUTES]);
    if (close > 0) week[(day + 1) % 7]?.push([0, close]);
  }
  return true;
}

/** Sorted, with overlapping or touching intervals joined, so 24 hours always reads 00:00-24:00. */
function merge(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [open, close] of sorted) {
    const last = out[out.length - 1];
    if (last && open <= last[1]) last[1] = Math.max(last[1], close);
    else out.push([open, close]);
  }
  return out;
}

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

function parse(text: string): ParsedHours {
  const week: [number, number][][] = WEEK.map(() => []);
  const groups = text.split(';').map((g) => g.trim());
  for (const group of groups) {
    if (group === '') continue;
    const m = GROUP.exec(group.toUpperCase());
    if (!m?.[1] || !m[3]) return { opening_hours: null, is_24h: false };
    const days = dayRange(m[1], m[2]);
    const spec = m[3].trim();
    for (const day of days) {
      if (/^24\s*H$/.test(spec)) {
        week[day]?.push([0, DAY_MINUTES]);
      } else if (!spec.split(/\s+Y\s+/).every((range) => addRange(week, day, range))) {
        return { opening_hours: null, is_24h: false };
      }
    }
  }
  const merged = week.map(merge);
  const opening_hours = merged.flatMap((intervals, i) =>
    intervals.map(([open, close]) => ({ day: WEEK[i] as Weekday, open: hhmm(open), close: hhmm(close) })),
  );
  if (opening_hours.length === 0) return { opening_hours: null, is_24h: false };
  const is_24h = merged.every((d) => d.length === 1 && d[0]?.[0] === 0 && d[0][1] === DAY_MINUTES);
  return { opening_hours, is_24h };
}

const cache = new Map<string, ParsedHours>();

/**
 * Parses a Horario. Callers get shared, frozen results: about 1,200 distinct texts cover 11,400 stations.
 * Days the text does not mention are closed.
 */
export function parseHours(text: string): Readonly<ParsedHours> {
  const key = text.trim();
  let result = cache.get(key);
  if (!result) {
    result = key === '' ? { opening_hours: null, is_24h: false } : parse(key);
    if (result.opening_hours) for (const interval of result.opening_hours) Object.freeze(interval);
    Object.freeze(result.opening_hours);
    Object.freeze(result);
    if (cache.size < 50_000) cache.set(key, result);
  }
  return result;
}
