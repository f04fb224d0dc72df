// GET /v1/stations/cheapest: the cheapest stations of Spain, of a territory or around a point.
import { type Station, unitOf } from '../../core/model.js';
import { cheapestFirst } from '../../store/indexes/cheapest-orders.js';
import { currentDataset } from '../shared/current-dataset.js';
import { firstOpen, openNowAt } from '../shared/open-now.js';
import { stationEntry } from '../shared/station-entry.js';
import { areaRefOf, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler, Schemas } from '../shared/types.js';

type CheapestData = Schemas['CheapestData'];

export const findCheapestStations: Handler<'findCheapestStations'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { links } = context;
  const fuel = query.fuel;
  const limit = query.limit;
  const openNow = openNowAt(context.clock.now());
  const entry = (s: Station) => stationEntry(s, fuel, dataset, links, openNow);
  const base = { fuel, unit: unitOf(fuel), currency: 'EUR' } as const;
  /** The first `limit` of stations in price order, open now only when the query asks. */
  const top = (ordered: readonly Station[]): Station[] =>
    query.open_now ? firstOpen(ordered, (s) => s, openNow, limit) : ordered.slice(0, limit);
  const answer = (data: CheapestData, webUrl?: string | null) => ({ data, webUrl, changesAt: openNow.changesAt() });

  if (query.lat !== undefined && query.lng !== undefined) {
    const radiusKm = query.radius_km;
    const within: Station[] = [];
    const distanceOf = new Map<number, number>();
    dataset.forEachStationWithin(query.lat, query.lng, radiusKm, (station, distanceKm) => {
      within.push(station);
      distanceOf.set(station.id, Math.round(distanceKm * 1000) / 1000);
    });
    // The same order as every scope (price, then id), not nearby's price-then-distance.
    const ranked = top(cheapestFirst(within, fuel, query.open_now ? undefined : limit));
    const data: CheapestData = {
      ...base,
      scope: 'point',
      area: spainArea(context),
      center: { lat: query.lat, lng: query.lng },
      radius_km: radiusKm,
      // Nothing is set apart in a point search: whatever lies in the circle is ranked together.
      include_low_tax: true,
      stations: ranked.map((s) =>
        stationEntry(s, fuel, dataset, links, openNow, { distance_km: distanceOf.get(s.id) ?? null }),
      ),
      low_tax_stations: null,
    };
    return answer(data, null);
  }

  if (query.level !== undefined && query.level !== 'spain' && query.code !== undefined) {
    const match = resolveTerritory(dataset, query.level, query.code);
    const area = territoryArea(links, match);
    const data: CheapestData = {
      ...base,
      scope: 'territory',
      area,
      center: null,
      radius_km: null,
      include_low_tax: true,
      stations: top(cheapestFirst(dataset.stationsIn(areaRefOf(match)), fuel, query.open_now ? undefined : limit)).map(
        entry,
      ),
      low_tax_stations: null,
    };
    return answer(data, area.web_url);
  }

  const orders = dataset.spainOrders[fuel];
  const together = query.include_low_tax === true;
  const data: CheapestData = {
    ...base,
    scope: 'spain',
    area: spainArea(context),
    center: null,
    radius_km: null,
    include_low_tax: together,
    stations: top(together ? orders.all : orders.taxed).map(entry),
    low_tax_stations: together ? null : top(orders.lowTax).map(entry),
  };
  return answer(data);
};
