// Today's statistics of one fuel or product over a set of stations.
import type { PriceKey, Station } from '../core/model.js';
import type { PriceStats } from './dataset.js';

const roundPrice = (value: number): number => Math.round(value * 1000) / 1000;

/** Mean, median and extremes of the stations' prices of one key; null when none has a price. */
export function computeStats(stations: readonly Station[], key: PriceKey): PriceStats | null {
  const priced: { price: number; id: number }[] = [];
  for (const s of stations) {
    const price = s.prices[key];
    if (price !== undefined) priced.push({ price, id: s.id });
  }
  if (priced.length === 0) return null;
  priced.sort((a, b) => a.price - b.price || a.id - b.id);
  const n = priced.length;
  const mid = n >> 1;
  const median =
    n % 2 === 1
      ? (priced[mid] as { price: number }).price
      : ((priced[mid - 1]?.price ?? 0) + (priced[mid]?.price ?? 0)) / 2;
  const sum = priced.reduce((total, p) => total + p.price, 0);
  const first = priced[0] as { price: number; id: number };
  return {
    average: roundPrice(sum / n),
    median: roundPrice(median),
    minimum: first.price,
    maximum: (priced[n - 1] as { price: number }).price,
    stations: n,
    cheapestStationId: first.id,
  };
}
