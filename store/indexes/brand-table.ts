// Per snapshot: every brand's stations, price statistics per fuel and rank among the larger brands.
import { FUELS, type Fuel, type Station } from '../../core/model.js';
import type { Steps } from '../../core/yielding.js';
import type { PriceStats } from '../dataset.js';
import { computeStats } from '../price-stats.js';

/** Brands with fewer stations selling a fuel are not ranked for it: a handful of prices is no brand price. */
export const MIN_STATIONS_TO_RANK = 10;

export interface BrandRow {
  slug: string;
  name: string;
  stations: readonly Station[];
  /** Fuels the brand sells, in FUELS order. */
  prices: { fuel: Fuel; stats: PriceStats; rank: number | null }[];
}

export interface BrandTable {
  /** By number of stations (most first), then slug. */
  brands: readonly BrandRow[];
  bySlug: ReadonlyMap<string, BrandRow>;
  /** Per fuel, how many brands are ranked. */
  rankedBrands: Readonly<Record<Fuel, number>>;
}

/** A step per brand (the largest, Independiente, holds about a third of the stations). */
export function* brandTableSteps(stations: readonly Station[]): Steps<BrandTable> {
  const groups = new Map<string, Station[]>();
  for (const s of stations) {
    const group = groups.get(s.brand_slug);
    if (group) group.push(s);
    else groups.set(s.brand_slug, [s]);
  }
  const brands: BrandRow[] = [];
  for (const [slug, members] of groups) {
    yield;
    brands.push({
      slug,
      name: members.find((s) => s.brand_name !== null)?.brand_name ?? slug,
      stations: members,
      prices: FUELS.flatMap((fuel) => {
        const stats = computeStats(members, fuel);
        return stats ? [{ fuel, stats, rank: null }] : [];
      }),
    });
  }
  brands.sort((a, b) => b.stations.length - a.stations.length || (a.slug < b.slug ? -1 : 1));
  const rankedBrands = {} as Record<Fuel, number>;
  for (const fuel of FUELS) {
    // Ranked on the mean as published (3 decimals), so equal shown means fall to the slug.
    const ranked = brands.flatMap((brand) => {
      const price = brand.prices.find((p) => p.fuel === fuel);
      return price && price.stats.stations >= MIN_STATIONS_TO_RANK ? [{ slug: brand.slug, price }] : [];
    });
    ranked.sort((a, b) => a.price.stats.average - b.price.stats.average || (a.slug < b.slug ? -1 : 1));
    ranked.forEach(({ price }, i) => {
      price.rank = i + 1;
    });
    rankedBrands[fuel] = ranked.length;
  }
  return { brands, bySlug: new Map(brands.map((b) => [b.slug, b])), rankedBrands };
}
