// Today's prices of one fuel or product across a set of stations, as the insights read them (openapi.yaml,
// PriceSpread and BrandPremium): sorted, in thousandths of a euro, with each brand's sum and count. Made once per
// snapshot, area and key, on first asking (Dataset.priceDistribution), as the price statistics are.
import type { PriceKey, Station } from '../core/model.js';

export interface PriceDistribution {
  /** The prices in thousandths of a euro, ascending. */
  readonly sorted: Uint16Array;
  /** Their sum, in thousandths. */
  readonly total: number;
  /** Per brand slug, the sum of its stations' prices (thousandths) and how many. */
  readonly brands: ReadonlyMap<string, { readonly sum: number; readonly stations: number }>;
}

export function priceDistribution(stations: readonly Station[], key: PriceKey): PriceDistribution {
  const millis: number[] = [];
  const brands = new Map<string, { sum: number; stations: number }>();
  let total = 0;
  for (const station of stations) {
    const price = station.prices[key];
    if (price === undefined) continue;
    const thousandths = Math.round(price * 1000);
    millis.push(thousandths);
    total += thousandths;
    const brand = brands.get(station.brand_slug);
    if (brand) {
      brand.sum += thousandths;
      brand.stations++;
    } else brands.set(station.brand_slug, { sum: thousandths, stations: 1 });
  }
  return { sorted: Uint16Array.from(millis).sort(), total, brands };
}
