// Per snapshot: each public station's price of each fuel and product in context (openapi.yaml, PriceSince,
// PreviousPrice, CheaperThanPct, Range90d): since when it holds, what it was before, how many of the province's
// stations charge more, and the station's own range over the 90-day window. Built at load from the history's days
// held in memory (store/history-days.ts), one day per step, so no request walks the history for it.
import { addDays, MAX_HISTORY_DAYS } from '../../core/calendar.js';
import { PRICE_KEYS, type PriceKey, type Station } from '../../core/model.js';
import type { Steps } from '../../core/yielding.js';
import { dayNumber, type PriceDay } from '../history-days.js';

const KEYS = PRICE_KEYS.length;
const KEY_INDEX: ReadonlyMap<string, number> = new Map(PRICE_KEYS.map((key, k) => [key, k]));

/** What every list entry carries beside its price; one object per station and key, made at its first listing. */
export interface ListedPriceContext {
  readonly since: string | null;
  readonly previous: number | null;
  readonly cheaperThanPct: number;
}

/** The station's own prices over the window: days with a price, extremes and mean (three decimals). */
export interface PriceRange90d {
  days: number;
  min: number;
  max: number;
  mean: number;
}

export interface PriceContextIndex {
  /** The context of the station's price of `key` today; null when it has none or is not a public station. */
  listed(station: Station, key: PriceKey): ListedPriceContext | null;
  range(station: Station, key: PriceKey): PriceRange90d | null;
}

/** Index of the first element of a sorted array greater than `value`. */
function upperBound(sorted: Uint16Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The slots of one snapshot, filled day by day: slot = the station's rank by id × KEYS + the key's index, so that a
 * day (its stations listed by id) is read and written in order. Plain methods, which V8 optimises (not a generator).
 */
class ContextBuilder {
  /** The stations by id, and their ids. */
  readonly byId: readonly Station[];
  readonly ids: Int32Array;
  /** Today's price per slot in thousandths of a euro, 0 for none. */
  readonly today: Uint16Array;
  /** The first day number of the current price's run; the run is still open while `runOpen` is 1. */
  readonly since: Int32Array;
  readonly runOpen: Uint8Array;
  readonly previous: Uint16Array;
  readonly min: Uint16Array;
  readonly max: Uint16Array;
  readonly sum: Float64Array;
  readonly count: Uint8Array;
  readonly cheaperTenths: Uint16Array;
  /** The number of the last day that gave each slot a price (1 for the newest earlier day; the window holds under 90). */
  readonly seen: Uint8Array;
  /** The slots whose run is still open, the first `openCount` of them. */
  readonly open: Uint32Array;
  openCount: number;
  /** Earlier days added. */
  days = 0;

  constructor(stations: readonly Station[], todayNumber: number) {
    this.byId = [...stations].sort((a, b) => a.id - b.id);
    this.ids = Int32Array.from(this.byId, (station) => station.id);
    const slots = this.byId.length * KEYS;
    this.today = new Uint16Array(slots);
    this.byId.forEach(({ prices }, n) => {
      for (let k = 0; k < KEYS; k++) {
        const price = prices[PRICE_KEYS[k] as PriceKey];
        if (price !== undefined) this.today[n * KEYS + k] = Math.round(price * 1000);
      }
    });
    this.since = new Int32Array(slots).fill(todayNumber);
    this.runOpen = new Uint8Array(slots);
    this.count = new Uint8Array(slots);
    const open: number[] = [];
    for (let slot = 0; slot < slots; slot++) {
      if (this.today[slot] === 0) continue;
      this.runOpen[slot] = 1;
      this.count[slot] = 1;
      open.push(slot);
    }
    this.open = Uint32Array.from(open);
    this.openCount = open.length;
    this.previous = new Uint16Array(slots);
    this.min = this.today.slice();
    this.max = this.today.slice();
    this.sum = Float64Array.from(this.today);
    this.cheaperTenths = new Uint16Array(slots);
    this.seen = new Uint8Array(slots);
  }

  /** One earlier day, newer days first: extends or ends each run, and widens each range. */
  addDay(day: PriceDay): void {
    const { today, since, runOpen, previous, min, max, sum, count, ids, seen } = this;
    const stamp = ++this.days;
    const keyOf = Int8Array.from(day.fuels, (fuel) => KEY_INDEX.get(fuel) ?? -1);
    const { stationIds, starts, fuel, millis } = day;
    // The day's prices of today's stations: both lists are in id order.
    for (let n = 0, at = 0; n < ids.length && at < stationIds.length; ) {
      const id = ids[n] as number;
      const listed = stationIds[at] as number;
      if (listed < id) {
        at++;
        continue;
      }
      if (listed > id) {
        n++;
        continue;
      }
      const base = n * KEYS;
      for (let entry = starts[at] as number; entry < (starts[at + 1] as number); entry++) {
        const k = keyOf[fuel[entry] as number] as number;
        const slot = base + k;
        const current = k < 0 ? 0 : (today[slot] as number);
        if (current === 0) continue;
        const price = millis[entry] as number;
        seen[slot] = stamp;
        if (runOpen[slot] === 1) {
          // A different price ends the run: it is the price before it.
          if (price === current) since[slot] = day.day;
          else {
            runOpen[slot] = 0;
            previous[slot] = price;
          }
        }
        if (price < (min[slot] as number)) min[slot] = price;
        if (price > (max[slot] as number)) max[slot] = price;
        sum[slot] = (sum[slot] as number) + price;
        count[slot] = (count[slot] as number) + 1;
      }
      n++;
      at++;
    }
    // A run still open that the day gave no price ends, with no price before it.
    const { open } = this;
    let kept = 0;
    for (let i = 0; i < this.openCount; i++) {
      const slot = open[i] as number;
      if (runOpen[slot] === 1 && seen[slot] !== stamp) runOpen[slot] = 0;
      if (runOpen[slot] === 1) open[kept++] = slot;
    }
    this.openCount = kept;
  }

  /** cheaper_than_pct of the stations of one province (their ranks by id), per key. */
  rank(members: readonly number[]): void {
    const { today, cheaperTenths } = this;
    for (let k = 0; k < KEYS; k++) {
      const priced = members.filter((n) => today[n * KEYS + k] !== 0);
      const sorted = Uint16Array.from(priced, (n) => today[n * KEYS + k] as number).sort();
      for (const n of priced) {
        const higher = sorted.length - upperBound(sorted, today[n * KEYS + k] as number);
        // Tenths of a percent, half away from zero (an exact half is representable: Math.round takes it up).
        cheaperTenths[n * KEYS + k] = Math.round((higher * 1000) / sorted.length);
      }
    }
  }
}

/**
 * The index for `stations` (the snapshot's public ones) on `sourceDate`, from `days` (the history, sorted by day):
 * only the days of the 90-day window before the data's date count; the data's date is the snapshot's own prices.
 */
export function* priceContextSteps(
  stations: readonly Station[],
  days: readonly PriceDay[],
  sourceDate: string,
): Steps<PriceContextIndex> {
  const todayNumber = dayNumber(sourceDate);
  const built = new ContextBuilder(stations, todayNumber);
  const firstNumber = dayNumber(addDays(sourceDate, 1 - MAX_HISTORY_DAYS));
  const held = days.filter((day) => day.day >= firstNumber && day.day < todayNumber).reverse();
  yield;
  for (const day of held) {
    built.addDay(day);
    yield;
  }
  const byProvince = new Map<string, number[]>();
  built.byId.forEach((station, n) => {
    const members = byProvince.get(station.province_code);
    if (members) members.push(n);
    else byProvince.set(station.province_code, [n]);
  });
  for (const members of byProvince.values()) {
    built.rank(members);
    yield;
  }
  const { today, since, runOpen, previous, min, max, sum, count, cheaperTenths } = built;
  const rankOf = new Map(built.byId.map((station, n) => [station, n]));
  const dates = new Map(held.map((day) => [day.day, day.date]));
  const slotOf = (station: Station, key: PriceKey): number => {
    const n = rankOf.get(station);
    const slot = n === undefined ? -1 : n * KEYS + (KEY_INDEX.get(key) as number);
    return slot >= 0 && today[slot] !== 0 ? slot : -1;
  };
  // Most stations are never listed: their objects are made on demand, then kept (a list's entries share them).
  const listed: (ListedPriceContext | undefined)[] = [];
  return {
    listed(station, key) {
      const slot = slotOf(station, key);
      if (slot < 0) return null;
      let context = listed[slot];
      if (context === undefined) {
        const open = runOpen[slot] === 1;
        context = {
          since: open ? null : (dates.get(since[slot] as number) ?? sourceDate),
          previous: open || previous[slot] === 0 ? null : (previous[slot] as number) / 1000,
          cheaperThanPct: (cheaperTenths[slot] as number) / 10,
        };
        listed[slot] = context;
      }
      return context;
    },
    range(station, key) {
      const slot = slotOf(station, key);
      if (slot < 0) return null;
      const days = count[slot] as number;
      return {
        days,
        min: (min[slot] as number) / 1000,
        max: (max[slot] as number) / 1000,
        mean: Math.round((sum[slot] as number) / days) / 1000,
      };
    },
  };
}
