// The price context of issue 41 (openapi.yaml, PriceSince, PreviousPrice, CheaperThanPct, Range90d), recomputed for
// the tests from prices by day (prices_long.csv.gz or the ministry's lists), as the contract words it, without the
// code under test: walk the days back from the data's date, count the province's dearer stations.
import type { PriceKey } from '../../core/model.js';

/** date -> station id -> price, the days held (those with a list) only. */
export type PricesByDay = ReadonlyMap<string, ReadonlyMap<number, number>>;

export interface ContextTruth {
  price_since: string | null;
  previous_price: number | null;
  cheaper_than_pct: number;
  range_90d: { days: number; min: number; max: number; mean: number };
}

/** Half away from zero at `decimals`, on a value known to a few more decimals than that. */
export function roundHalfAway(value: number, decimals: number): number {
  const scaled = Math.abs(value) * 10 ** decimals;
  const whole = Math.floor(scaled + 1e-9);
  const rounded = scaled - whole >= 0.5 - 1e-9 ? whole + 1 : whole;
  return (Math.sign(value) * rounded) / 10 ** decimals;
}

/** The date `days` days before `date` (YYYY-MM-DD). */
function before(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * The context of station `id`'s price of one key on `today`: `byDay` holds that key's prices on every day held
 * (today's included), `province` the station ids of its province.
 */
export function contextTruth(
  id: number,
  today: string,
  byDay: PricesByDay,
  province: readonly number[],
): ContextTruth | null {
  const price = byDay.get(today)?.get(id);
  if (price === undefined) return null;
  const windowStart = before(today, 89);
  const earlier = [...byDay.keys()]
    .filter((date) => date >= windowStart && date < today)
    .sort()
    .reverse();
  let since: string | null = today;
  let previous: number | null = null;
  let open = true;
  const seen = [price];
  for (const date of earlier) {
    const then = byDay.get(date)?.get(id);
    if (open && then === price) since = date;
    else if (open) {
      open = false;
      previous = then ?? null;
    }
    if (then !== undefined) seen.push(then);
  }
  if (open) since = null;
  const todays = province.flatMap((other) => {
    const p = byDay.get(today)?.get(other);
    return p === undefined ? [] : [p];
  });
  const dearer = todays.filter((p) => p > price).length;
  const millis = seen.map((p) => Math.round(p * 1000));
  return {
    price_since: since,
    previous_price: previous,
    cheaper_than_pct: roundHalfAway((dearer * 100) / todays.length, 1),
    range_90d: {
      days: seen.length,
      min: Math.min(...seen),
      max: Math.max(...seen),
      mean: roundHalfAway(millis.reduce((a, b) => a + b, 0) / millis.length / 1000, 3),
    },
  };
}

/** One key's prices by day out of prices_long (date -> key -> station -> price). */
export function keyByDay(
  pricesLong: ReadonlyMap<string, ReadonlyMap<PriceKey, ReadonlyMap<number, number>>>,
  key: PriceKey,
): PricesByDay {
  return new Map([...pricesLong].map(([date, byKey]) => [date, byKey.get(key) ?? new Map<number, number>()]));
}
