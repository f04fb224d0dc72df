// GET /v1/stations/nearby: stations selling a fuel within a radius, from the spatial index (never a full scan).
import { type Fuel, type Station, unitOf } from '../etl/model.js';
import type { Dataset } from '../store/dataset.js';
import { currentDataset } from './core-shared.js';
import { stationEntry } from './station-entry.js';
import type { Handler } from './types.js';

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  fuel: Fuel;
  sort: 'price' | 'distance';
  limit: number;
  open24h?: boolean;
  brand?: string;
}

export interface NearbyHit {
  station: Station;
  price: number;
  /** Rounded to 3 decimals: the value shown, and the one the order is decided on. */
  distanceKm: number;
}

/** Sorted by price (ties by distance, then id) or distance (ties by price, then id); at most `limit`. */
export function findNearby(dataset: Dataset, q: NearbyQuery): NearbyHit[] {
  const hits: NearbyHit[] = [];
  for (const { station, distanceKm } of dataset.stationsWithin(q.lat, q.lng, q.radiusKm)) {
    const price = station.prices[q.fuel];
    if (price === undefined) continue;
    if (q.open24h !== undefined && station.is_24h !== q.open24h) continue;
    if (q.brand !== undefined && station.brand_slug !== q.brand) continue;
    // Math.round, not roundTo: a distance is never a tie at the half, and this runs for every hit.
    hits.push({ station, price, distanceKm: Math.round(distanceKm * 1000) / 1000 });
  }
  const byPrice = (a: NearbyHit, b: NearbyHit) => a.price - b.price;
  const byDistance = (a: NearbyHit, b: NearbyHit) => a.distanceKm - b.distanceKm;
  const [first, second] = q.sort === 'price' ? [byPrice, byDistance] : [byDistance, byPrice];
  hits.sort((a, b) => first(a, b) || second(a, b) || a.station.id - b.station.id);
  return hits.slice(0, q.limit);
}

export const findStationsNearby: Handler<'findStationsNearby'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const fuel = query.fuel ?? 'gasoline_95';
  const sort = query.sort ?? 'price';
  const radiusKm = query.radius_km ?? 5;
  const hits = findNearby(dataset, {
    lat: query.lat,
    lng: query.lng,
    radiusKm,
    fuel,
    sort,
    limit: query.limit ?? 10,
    open24h: query.open_24h,
    brand: query.brand,
  });
  return {
    data: {
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      center: { lat: query.lat, lng: query.lng },
      radius_km: radiusKm,
      sort,
      stations: hits.map((hit) =>
        stationEntry(hit.station, fuel, dataset, context.links, { distance_km: hit.distanceKm }),
      ),
    },
    // No page of the public website shows an arbitrary point.
    webUrl: null,
  };
};
