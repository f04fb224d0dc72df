// GET /v1/stations/cheapest: the cheapest stations of Spain, of a territory or around a point.
import { type Station, unitOf } from '../../core/model.js';
import { cheapestFirst } from '../../store/indexes/cheapest-orders.js';
import { currentDataset } from '../shared/current-dataset.js';
import { stationEntry } from '../shared/station-entry.js';
import { areaRefOf, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler, Schemas } from '../shared/types.js';

type CheapestData = Schemas['CheapestData'];

export const findCheapestStations: Handler<'findCheapestStations'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { links } = context;
  const fuel = query.fuel;
  const limit = query.limit;
  const entry = (s: Station) => stationEntry(s, fuel, dataset, links);
  const base = { fuel, unit: unitOf(fuel), currency: 'EUR' } as const;

  if (query.lat !== undefined && query.lng !== undefined) {
    const radiusKm = query.radius_km;
    const within = dataset.stationsWithin(query.lat, query.lng, radiusKm);
    const distanceOf = new Map(within.map((hit) => [hit.station.id, Math.round(hit.distanceKm * 1000) / 1000]));
    // The same order as every scope (price, then id), not nearby's price-then-distance.
    const ranked = cheapestFirst(
      within.map((hit) => hit.station),
      fuel,
      limit,
    );
    const data: CheapestData = {
      ...base,
      scope: 'point',
      area: spainArea(links),
      center: { lat: query.lat, lng: query.lng },
      radius_km: radiusKm,
      // Nothing is set apart in a point search: whatever lies in the circle is ranked together.
      include_low_tax: true,
      stations: ranked.map((s) => stationEntry(s, fuel, dataset, links, { distance_km: distanceOf.get(s.id) ?? null })),
      low_tax_stations: null,
    };
    return { data, webUrl: null };
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
      stations: cheapestFirst(dataset.stationsIn(areaRefOf(match)), fuel, limit).map(entry),
      low_tax_stations: null,
    };
    return { data, webUrl: area.web_url };
  }

  const orders = dataset.spainOrders[fuel];
  const together = query.include_low_tax === true;
  const data: CheapestData = {
    ...base,
    scope: 'spain',
    area: spainArea(links),
    center: null,
    radius_km: null,
    include_low_tax: together,
    stations: (together ? orders.all : orders.taxed).slice(0, limit).map(entry),
    low_tax_stations: together ? null : orders.lowTax.slice(0, limit).map(entry),
  };
  return { data };
};
