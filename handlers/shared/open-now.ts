// open_now for the stations of one answer, at the request's minute in Europe/Madrid, and the first instant any
// station it was asked about opens or closes: the answer (and its cache entry) is true until then, no longer.

import { madridFields, madridIso, madridToUtc, sameMadridOffset } from '../../core/clock.js';
import type { Station } from '../../core/model.js';
import { openStateAt } from '../../core/opening-hours.js';

export interface OpenNow {
  /** true or false; null when the station's hours could not be read. */
  of(station: Station): boolean | null;
  /**
   * The same, and the instant of the station's next opening or closing in Europe/Madrid (ISO 8601 with the offset);
   * null for a station open all week, or whose hours could not be read.
   */
  at(station: Station): { open: boolean | null; nextChangeAt: string | null };
  /** The first instant a station passed to of() opens or closes; null when none ever does. */
  changesAt(): Date | null;
}

/** The Madrid minute of an instant: its calendar fields and its minute of the week (Monday 00:00 is 0). */
interface MadridMinute {
  startMs: number;
  fields: ReturnType<typeof madridFields>;
  minuteOfWeek: number;
}

// Reading Madrid's calendar through Intl costs tens of microseconds and every answer with a station needs it:
// remembered for the minute (Madrid's offset is whole hours, so its minutes start with UTC's).
let rememberedMinute: MadridMinute | null = null;
let rememberedChange: { startMs: number; minutes: number; at: number } | null = null;

function madridMinute(instant: Date): MadridMinute {
  const startMs = Math.floor(instant.getTime() / 60_000) * 60_000;
  if (rememberedMinute?.startMs === startMs) return rememberedMinute;
  const fields = madridFields(instant);
  const weekday = (new Date(Date.UTC(fields.year, fields.month - 1, fields.day)).getUTCDay() + 6) % 7; // Monday 0
  rememberedMinute = { startMs, fields, minuteOfWeek: weekday * 1440 + fields.hour * 60 + fields.minute };
  return rememberedMinute;
}

/** The instant `minutes` Madrid wall-clock minutes after the start of `now`'s minute. */
function wallClockLater(now: MadridMinute, minutes: number): number {
  const later = now.startMs + minutes * 60_000;
  // Without a change of summer time in between, wall-clock minutes are real minutes.
  if (sameMadridOffset(now.startMs, later)) return later;
  if (rememberedChange?.startMs === now.startMs && rememberedChange.minutes === minutes) return rememberedChange.at;
  const f = now.fields;
  const byWallClock = madridToUtc(f.year, f.month, f.day, f.hour, f.minute + minutes).getTime();
  // Across a change of summer time the wall clock and the real clock part: the earlier of the two readings is
  // never later than the real change.
  const at = Math.min(byWallClock, later);
  rememberedChange = { startMs: now.startMs, minutes, at };
  return at;
}

/** The text of the instant `minutes` from now, by minutes: the stations of an answer close at a few common times. */
let changeTexts: { startMs: number; texts: Map<number, string> } = { startMs: Number.NaN, texts: new Map() };

function changeText(now: MadridMinute, minutes: number): string {
  if (changeTexts.startMs !== now.startMs) changeTexts = { startMs: now.startMs, texts: new Map() };
  let text = changeTexts.texts.get(minutes);
  if (text === undefined) {
    // The wall-clock minute itself, not the cache's earlier bound across a change of summer time.
    const later = now.startMs + minutes * 60_000;
    const f = now.fields;
    const at = sameMadridOffset(now.startMs, later)
      ? later
      : madridToUtc(f.year, f.month, f.day, f.hour, f.minute + minutes).getTime();
    text = madridIso(at);
    changeTexts.texts.set(minutes, text);
  }
  return text;
}

export function openNowAt(instant: Date): OpenNow {
  const now = madridMinute(instant);
  let fewestMinutes = Number.POSITIVE_INFINITY;
  const stateOf = (station: Station) => {
    if (station.opening_hours === null) return null;
    const state = openStateAt(station.opening_hours, now.minuteOfWeek);
    if (state.minutesToChange !== null && state.minutesToChange < fewestMinutes) fewestMinutes = state.minutesToChange;
    return state;
  };
  return {
    of: (station) => stateOf(station)?.open ?? null,
    at(station) {
      const state = stateOf(station);
      if (state === null) return { open: null, nextChangeAt: null };
      return {
        open: state.open,
        nextChangeAt: state.minutesToChange === null ? null : changeText(now, state.minutesToChange),
      };
    },
    changesAt() {
      return fewestMinutes === Number.POSITIVE_INFINITY ? null : new Date(wallClockLater(now, fewestMinutes));
    },
  };
}

/**
 * The first `limit` items, in their order, whose station is open now. Only the stations looked at bound
 * changesAt, which is enough: one further down the order can only enter the answer after one above it closes.
 */
export function firstOpen<T>(
  items: Iterable<T>,
  stationOf: (item: T) => Station,
  openNow: OpenNow,
  limit: number,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === limit) break;
    if (openNow.of(stationOf(item)) === true) kept.push(item);
  }
  return kept;
}
