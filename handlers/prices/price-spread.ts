// Today's prices of a fuel across an area's stations (openapi.yaml, PriceSpread and BrandPremium): percentiles by
// linear interpolation between closest ranks, and each brand's mean against the area's, in whole thousandths.
import type { Fuel, Station } from '../../core/model.js';
import { roundedDivision } from './weekday-effect.js';

export interface Spread {
  stations: number;
  /** Thousandths of a euro, rounded; null when no station sells the fuel. */
  p10: number | null;
  p50: number | null;
  p90: number | null;
}

export interface BrandMean {
  slug: string;
  stations: number;
  /** Thousandths, rounded. */
  mean: number;
  premium: number;
}

/** Brands with fewer of the area's stations selling the fuel are left out. */
export const MIN_BRAND_STATIONS = 5;

/** The `percent`-th percentile of sorted thousandths (numpy's `linear`), rounded to a thousandth. */
export function percentile(sorted: readonly number[], percent: number): number | null {
  if (sorted.length === 0) return null;
  // h = (n − 1) × percent / 100, held as hundredths to stay whole.
  const h = (sorted.length - 1) * percent;
  const low = Math.floor(h / 100);
  const fraction = h % 100;
  const below = sorted[low] as number;
  if (fraction === 0) return below;
  return roundedDivision(below * 100 + fraction * ((sorted[low + 1] as number) - below), 100);
}

/** The prices of `fuel` at `stations`, in thousandths, with the station that charges each. */
function pricedStations(stations: readonly Station[], fuel: Fuel): { station: Station; millis: number }[] {
  return stations.flatMap((station) => {
    const price = station.prices[fuel];
    return price === undefined ? [] : [{ station, millis: Math.round(price * 1000) }];
  });
}

export function spreadOf(stations: readonly Station[], fuel: Fuel): Spread {
  const sorted = pricedStations(stations, fuel)
    .map((priced) => priced.millis)
    .sort((a, b) => a - b);
  return {
    stations: sorted.length,
    p10: percentile(sorted, 10),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
  };
}

/** Brands with at least MIN_BRAND_STATIONS stations selling `fuel`, cheapest premium first (ties by slug). */
export function brandMeans(stations: readonly Station[], fuel: Fuel): BrandMean[] {
  const priced = pricedStations(stations, fuel);
  const total = priced.reduce((sum, { millis }) => sum + millis, 0);
  const count = priced.length;
  const groups = new Map<string, { sum: number; stations: number }>();
  for (const { station, millis } of priced) {
    const group = groups.get(station.brand_slug);
    if (group) {
      group.sum += millis;
      group.stations++;
    } else groups.set(station.brand_slug, { sum: millis, stations: 1 });
  }
  return [...groups]
    .filter(([, group]) => group.stations >= MIN_BRAND_STATIONS)
    .map(([slug, { sum, stations: n }]) => ({
      slug,
      stations: n,
      mean: roundedDivision(sum, n),
      // sum / n − total / count, exactly: (sum × count − total × n) / (n × count).
      premium: roundedDivision(sum * count - total * n, n * count),
    }))
    .sort((a, b) => a.premium - b.premium || (a.slug < b.slug ? -1 : 1));
}
