// Per snapshot: what changed from one published day to the next within the history window (openapi.yaml,
// ChangesData): each day held is compared with the day held before it, over the daily history already in memory
// (store/history-days.ts), the snapshot's own prices standing for its day. Which stations joined or left the public
// list is found at load (a merge of two id lists a day); the price changes are read on request, a day at a time, so
// nothing is held beyond the days themselves.
import { addDays, MAX_HISTORY_DAYS } from '../../core/calendar.js';
import { FUELS, type Fuel, type Station } from '../../core/model.js';
import type { Steps } from '../../core/yielding.js';
import { dayNumber, indexIn, type PriceDay } from '../history-days.js';

const FUEL_COUNT = FUELS.length;
const FUEL_INDEX: ReadonlyMap<string, number> = new Map(FUELS.map((fuel, f) => [fuel, f]));

/** A day of the window compared with the day held before it. */
export interface ChangeDay {
  readonly date: string;
  /** The data instant of the day: its history file's `source_time`, the snapshot's own for the data's date. */
  readonly at: string;
  readonly atMs: number;
  /** The date of the day held before it, which it is compared with. */
  readonly comparedWith: string;
  /** Stations with a price on this day and none on the day before it, and the reverse; in id order. */
  readonly joined: Int32Array;
  readonly left: Int32Array;
}

/** One price change, prices in thousandths of a euro. */
export interface PriceChange {
  stationId: number;
  fuel: Fuel;
  old: number;
  new: number;
}

/** Where a walk of a day's changes resumes: after this station and fuel. */
export interface ChangePosition {
  stationId: number;
  fuel: Fuel;
}

export interface PriceChangeIndex {
  /** The days of the window that have a day held before them, oldest first. */
  readonly days: readonly ChangeDay[];
  /** The instant of the first day held in the window (the snapshot's own without history): changes are known after it. */
  readonly firstInstant: string;
  /**
   * Visits the price changes of days[d] in order of station id, then of fuel (the order of FUELS), after `from` when
   * given; stops when `visit` returns false, and then returns false.
   */
  forEachChange(d: number, visit: (change: PriceChange) => boolean, from?: ChangePosition): boolean;
  /** The changes of one station's fuel, day by day, oldest first (d indexes `days`). */
  stationChanges(stationId: number, fuel: Fuel): { d: number; old: number; new: number }[];
}

/** The snapshot's own prices as a day of the history: its public stations with a price (a history file's), by id. */
function snapshotDay(stations: readonly Station[], date: string, sourceTime: string): PriceDay {
  const byId = stations.filter((station) => Object.keys(station.prices).length > 0).sort((a, b) => a.id - b.id);
  const starts: number[] = [];
  const fuel: number[] = [];
  const millis: number[] = [];
  for (const station of byId) {
    starts.push(fuel.length);
    FUELS.forEach((key, f) => {
      const price = station.prices[key];
      if (price === undefined) return;
      fuel.push(f);
      millis.push(Math.round(price * 1000));
    });
  }
  starts.push(fuel.length);
  return {
    day: dayNumber(date),
    date,
    sourceTime,
    stationIds: Int32Array.from(byId, (station) => station.id),
    starts: Uint32Array.from(starts),
    fuels: FUELS,
    fuel: Uint8Array.from(fuel),
    millis: Uint16Array.from(millis),
  };
}

/** The first index of a sorted id list whose id is at least `id`. */
function lowerBound(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ids[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Each of the day's fuel numbers as an index of FUELS, -1 for a product. */
const fuelIndexes = (day: PriceDay): Int8Array => Int8Array.from(day.fuels, (name) => FUEL_INDEX.get(name) ?? -1);

/** The prices of station number `at` of a day by FUELS index, in `into` (0 for none). */
function pricesOf(day: PriceDay, indexes: Int8Array, at: number, into: Uint16Array): void {
  into.fill(0);
  for (let entry = day.starts[at] as number; entry < (day.starts[at + 1] as number); entry++) {
    const f = indexes[day.fuel[entry] as number] as number;
    if (f >= 0) into[f] = day.millis[entry] as number;
  }
}

/** Ids of `a` not in `b`, both sorted. */
function missingFrom(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length; i++) {
    const id = a[i] as number;
    while (j < b.length && (b[j] as number) < id) j++;
    if (j >= b.length || b[j] !== id) out.push(id);
  }
  return Int32Array.from(out);
}

/**
 * The index for the snapshot of `sourceDate` at `sourceTime` (its public `stations`) from `days` (the history, sorted by
 * day): the days of the 90-day window that ends on the data's date, the snapshot standing for its own day.
 */
export function* priceChangeSteps(
  stations: readonly Station[],
  days: readonly PriceDay[],
  sourceDate: string,
  sourceTime: string,
): Steps<PriceChangeIndex> {
  const first = dayNumber(addDays(sourceDate, 1 - MAX_HISTORY_DAYS));
  const today = dayNumber(sourceDate);
  const held = days.filter((day) => day.day >= first && day.day < today);
  held.push(snapshotDay(stations, sourceDate, sourceTime));
  const indexes = held.map(fuelIndexes);
  yield;
  const changeDays: ChangeDay[] = [];
  for (let d = 1; d < held.length; d++) {
    const [before, day] = [held[d - 1] as PriceDay, held[d] as PriceDay];
    changeDays.push({
      date: day.date,
      at: day.sourceTime,
      atMs: Date.parse(day.sourceTime),
      comparedWith: before.date,
      joined: missingFrom(day.stationIds, before.stationIds),
      left: missingFrom(before.stationIds, day.stationIds),
    });
    yield;
  }
  const [older, newer] = [new Uint16Array(FUEL_COUNT), new Uint16Array(FUEL_COUNT)];
  return {
    days: changeDays,
    firstInstant: (held[0] as PriceDay).sourceTime,
    forEachChange(d, visit, from) {
      const [before, day] = [held[d] as PriceDay, held[d + 1] as PriceDay];
      const [beforeFuels, dayFuels] = [indexes[d] as Int8Array, indexes[d + 1] as Int8Array];
      const fromFuel = from === undefined ? -1 : (FUEL_INDEX.get(from.fuel) as number);
      let at = from === undefined ? 0 : lowerBound(day.stationIds, from.stationId);
      let then = from === undefined ? 0 : lowerBound(before.stationIds, from.stationId);
      for (; at < day.stationIds.length; at++) {
        const id = day.stationIds[at] as number;
        while (then < before.stationIds.length && (before.stationIds[then] as number) < id) then++;
        if (before.stationIds[then] !== id) continue;
        pricesOf(before, beforeFuels, then, older);
        pricesOf(day, dayFuels, at, newer);
        for (let f = id === from?.stationId ? fromFuel + 1 : 0; f < FUEL_COUNT; f++) {
          const [was, is] = [older[f] as number, newer[f] as number];
          if (was === 0 || is === 0 || was === is) continue;
          if (!visit({ stationId: id, fuel: FUELS[f] as Fuel, old: was, new: is })) return false;
        }
      }
      return true;
    },
    stationChanges(stationId, fuel) {
      const f = FUEL_INDEX.get(fuel) as number;
      const changes: { d: number; old: number; new: number }[] = [];
      let was = 0;
      held.forEach((day, h) => {
        const at = indexIn(day.stationIds, stationId);
        let is = 0;
        if (at >= 0) {
          pricesOf(day, indexes[h] as Int8Array, at, newer);
          is = newer[f] as number;
        }
        if (h > 0 && was !== 0 && is !== 0 && was !== is) changes.push({ d: h - 1, old: was, new: is });
        was = is;
      });
      return changes;
    },
  };
}
