// GET /v1/rankings/regions: communities or provinces ordered by the mean price of a fuel.
import { unitOf } from '../../core/model.js';
import { currentDataset } from '../shared/current-dataset.js';
import { percentVs } from '../shared/prices.js';
import { territoryPage } from '../shared/territory-refs.js';
import type { Handler } from '../shared/types.js';

export const rankRegions: Handler<'rankRegions'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const level = query.level;
  const fuel = query.fuel;
  const spainAverage = dataset.priceStats(fuel, { level: 'spain' })?.average ?? null;
  const regions = level === 'community' ? dataset.territories.communities : dataset.territories.provinces;
  // Regions where no station sells the fuel have no mean to rank.
  const ranked = regions.flatMap((region) => {
    const stats = dataset.priceStats(fuel, { level, code: region.code });
    return stats ? [{ region, stats }] : [];
  });
  // On the mean as published (3 decimals): equal shown means fall to the code.
  ranked.sort((a, b) => a.stats.average - b.stats.average || a.region.code.localeCompare(b.region.code));
  return {
    data: {
      level,
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      spain_average: spainAverage,
      regions: ranked.map(({ region, stats }, i) => ({
        rank: i + 1,
        code: region.code,
        slug: region.slug,
        name: region.name,
        average: stats.average,
        stations: stats.stations,
        vs_spain_pct: percentVs(stats.average, spainAverage),
        web_url: territoryPage(context.links, level, region.slug),
      })),
    },
    webUrl: null,
  };
};
