// GET /v1/products/{id}: today's statistics and cheapest stations of one product, in Spain or one community.
import { PRODUCTS, type Product, unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { AreaRef } from '../../store/dataset.js';
import { cheapestFirst } from '../../store/indexes/cheapest-orders.js';
import { currentDataset } from '../shared/current-dataset.js';
import { openNowAt } from '../shared/open-now.js';
import { PRICE_LABELS } from '../shared/prices.js';
import { stationEntry } from '../shared/station-entry.js';
import { areaRefOf, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler } from '../shared/types.js';

const isProduct = (id: string): id is Product => (PRODUCTS as readonly string[]).includes(id);

export const getProductPrices: Handler<'getProductPrices'> = ({ path, query }, context) => {
  const dataset = currentDataset(context);
  const { links } = context;
  const product = path.id;
  if (!isProduct(product)) {
    throw new ApiProblem('PRODUCT_NOT_FOUND', PROBLEM_DETAILS.productNotFound(product, PRODUCTS));
  }
  const match = query.community === undefined ? undefined : resolveTerritory(dataset, 'community', query.community);
  const area = match ? territoryArea(links, match) : spainArea(context);
  const ref: AreaRef = match ? areaRefOf(match) : { level: 'spain' };
  const stats = dataset.priceStats(product, ref);
  const cheapest = cheapestFirst(dataset.stationsIn(ref), product, query.limit);
  const openNow = openNowAt(context.clock.now());
  return {
    data: {
      product,
      label: PRICE_LABELS[product][context.language],
      unit: unitOf(product),
      currency: 'EUR',
      area,
      statistics: stats && {
        average: stats.average,
        median: stats.median,
        minimum: stats.minimum,
        maximum: stats.maximum,
        stations: stats.stations,
      },
      stations: cheapest.map((s) => stationEntry(s, product, dataset, links, openNow)),
    },
    // The public website has no product pages.
    webUrl: null,
    changesAt: openNow.changesAt(),
  };
};
