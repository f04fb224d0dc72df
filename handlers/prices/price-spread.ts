// Today's prices of a fuel across an area's stations (openapi.yaml, PriceSpread and BrandPremium): percentiles by
// linear interpolation between closest ranks, and each brand's mean against the area's, in whole thousandths, from
// the snapshot's distribution of those prices (store/price-distribution.ts).
import type { PriceDistribution } from '../../store/price-distribution.js';
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
export function percentile(sorted: ArrayLike<number>, percent: number): number | null {
  if (sorted.length === 0) return null;
  // h = (n − 1) × percent / 100, held as hundredths to stay whole.
  const h = (sorted.length - 1) * percent;
  const low = Math.floor(h / 100);
  const fraction = h % 100;
  const below = sorted[low] as number;
  if (fraction === 0) return below;
  return roundedDivision(below * 100 + fraction * ((sorted[low + 1] as number) - below), 100);
}

export function spreadOf({ sorted }: PriceDistribution): Spread {
  return {
    stations: sorted.length,
    p10: percentile(sorted, 10),
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
  };
}

/** Brands with at least MIN_BRAND_STATIONS stations selling the fuel, cheapest premium first (ties by slug). */
export function brandMeans({ sorted, total, brands }: PriceDistribution): BrandMean[] {
  const count = sorted.length;
  return [...brands]
    .filter(([, brand]) => brand.stations >= MIN_BRAND_STATIONS)
    .map(([slug, { sum, stations: n }]) => ({
      slug,
      stations: n,
      mean: roundedDivision(sum, n),
      // sum / n − total / count, exactly: (sum × count − total × n) / (n × count).
      premium: roundedDivision(sum * count - total * n, n * count),
    }))
    .sort((a, b) => a.premium - b.premium || (a.slug < b.slug ? -1 : 1));
}
