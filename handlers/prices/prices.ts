// GET /v1/prices: per fuel, today's statistics of Spain or a territory, against yesterday and the Spain mean.

import type { Links } from '../../core/links.js';
import { FUELS, type Fuel, unitOf } from '../../core/model.js';
import type { AreaRef, Dataset } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import { FUEL_PAGE_SLUGS, PRICE_LABELS, percentVs } from '../shared/prices.js';
import { type Area, areaRefOf, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler, HandlerContext, Schemas } from '../shared/types.js';

/** A fuel's page for an area: /precios/<fuel> for Spain, the territory's page + /<fuel> otherwise. */
export function fuelPageUrl(links: Links, area: Area, fuel: Fuel): string {
  const slug = FUEL_PAGE_SLUGS[fuel];
  return area.level === 'spain' ? links.site(`/precios/${slug}`) : `${area.web_url}/${slug}`;
}

function fuelItem(
  dataset: Dataset,
  fuel: Fuel,
  area: Area,
  ref: AreaRef,
  { links, language }: Pick<HandlerContext, 'links' | 'language'>,
): Schemas['FuelItem'] | null {
  const stats = dataset.priceStats(fuel, ref);
  if (!stats) return null;
  const spain = dataset.priceStats(fuel, { level: 'spain' });
  return {
    fuel,
    label: PRICE_LABELS[fuel][language],
    unit: unitOf(fuel),
    average: stats.average,
    median: stats.median,
    minimum: stats.minimum,
    maximum: stats.maximum,
    stations: stats.stations,
    change_vs_previous_day_pct: percentVs(stats.average, dataset.previousDayMean(fuel, ref)),
    spain_average: spain?.average ?? null,
    vs_spain_pct: percentVs(stats.average, spain?.average),
    cheapest_station_id: stats.cheapestStationId,
    fuel_page_url: fuelPageUrl(links, area, fuel),
  };
}

export const getPrices: Handler<'getPrices'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { links } = context;
  const match =
    query.level !== undefined && query.level !== 'spain' && query.code !== undefined
      ? resolveTerritory(dataset, query.level, query.code)
      : undefined;
  const area = match ? territoryArea(links, match) : spainArea(context);
  const ref: AreaRef = match ? areaRefOf(match) : { level: 'spain' };
  const fuels = query.fuel === undefined ? FUELS : [query.fuel];
  const items = fuels.map((fuel) => fuelItem(dataset, fuel, area, ref, context));
  const stations = dataset.stationsIn(ref).filter((s) => FUELS.some((fuel) => s.prices[fuel] !== undefined)).length;
  return {
    data: { area, stations, currency: 'EUR', fuels: items.filter((item) => item !== null) },
    webUrl: query.fuel === undefined ? area.web_url : fuelPageUrl(links, area, query.fuel),
  };
};
