// GET /v1/brands and /v1/brands/{slug}: brands, their prices against Spain's and their rank among brands.

import type { Links } from '../../core/links.js';
import { unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Dataset } from '../../store/dataset.js';
import type { BrandRow } from '../../store/indexes/brand-table.js';
import { cheapestFirst } from '../../store/indexes/cheapest-orders.js';
import { currentDataset } from '../shared/current-dataset.js';
import { openNowAt } from '../shared/open-now.js';
import { percentVs } from '../shared/prices.js';
import { stationEntry } from '../shared/station-entry.js';
import type { Handler, Schemas } from '../shared/types.js';

const brandPage = (links: Links, slug: string) => links.site(`/marca/${slug}`);

function brandPrices(dataset: Dataset, brand: BrandRow): Schemas['BrandPrice'][] {
  return brand.prices.map(({ fuel, stats }) => {
    // A brand selling a fuel means Spain has a mean for it.
    const spainAverage = dataset.priceStats(fuel, { level: 'spain' })?.average ?? stats.average;
    return {
      fuel,
      unit: unitOf(fuel),
      average: stats.average,
      stations: stats.stations,
      spain_average: spainAverage,
      vs_spain_pct: percentVs(stats.average, spainAverage),
    };
  });
}

export const listBrands: Handler<'listBrands'> = (_input, context) => {
  const dataset = currentDataset(context);
  const brands = dataset.brands.brands.map((brand) => ({
    slug: brand.slug,
    name: brand.name,
    stations: brand.stations.length,
    prices: brandPrices(dataset, brand),
    web_url: brandPage(context.links, brand.slug),
  }));
  return { data: { currency: 'EUR', brands }, webUrl: context.links.site('/marcas') };
};

/** The brand's stations per community, most first (ties by code). */
function communitiesOf(dataset: Dataset, brand: BrandRow): Schemas['BrandData']['communities'] {
  const counts = new Map<string, number>();
  for (const s of brand.stations) counts.set(s.community_code, (counts.get(s.community_code) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, stations]) => {
      const community = dataset.territories.community(code);
      return { code, slug: community?.slug ?? code, name: community?.name ?? code, stations };
    });
}

export const getBrand: Handler<'getBrand'> = ({ path, query }, context) => {
  const dataset = currentDataset(context);
  const table = dataset.brands;
  const brand = table.bySlug.get(path.slug);
  if (!brand) {
    throw new ApiProblem('BRAND_NOT_FOUND', PROBLEM_DETAILS.brandNotFound(path.slug));
  }
  const fuel = query.fuel;
  const ranks = new Map(brand.prices.map((p) => [p.fuel, p.rank]));
  const webUrl = brandPage(context.links, brand.slug);
  const openNow = openNowAt(context.clock.now());
  return {
    data: {
      slug: brand.slug,
      name: brand.name,
      stations: brand.stations.length,
      currency: 'EUR',
      communities: communitiesOf(dataset, brand),
      prices: brandPrices(dataset, brand).map((price) => ({
        ...price,
        rank: ranks.get(price.fuel) ?? null,
        ranked_brands: table.rankedBrands[price.fuel],
      })),
      fuel,
      cheapest_stations: cheapestFirst(brand.stations, fuel, query.limit).map((s) =>
        stationEntry(s, fuel, dataset, context.links, openNow),
      ),
      web_url: webUrl,
    },
    webUrl,
    changesAt: openNow.changesAt(),
  };
};
