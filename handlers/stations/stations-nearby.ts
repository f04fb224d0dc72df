// GET /v1/stations/nearby: stations selling a fuel within a radius, from the spatial index (never a full scan).
import { type Fuel, type Station, unitOf } from '../../core/model.js';
import { roundTo } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';
import { DEFAULT_CONSUMPTION } from '../calculators/calc-shared.js';
import { currentDataset } from '../shared/current-dataset.js';
import { detourFuel, detourKm } from '../shared/detour.js';
import { type Discounts, milliEuros, priceAfterDiscountMil, readDiscounts } from '../shared/discounts.js';
import { type OpenNow, openNowAt } from '../shared/open-now.js';
import { stationEntry } from '../shared/station-entry.js';
import type { Handler, Schemas } from '../shared/types.js';

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  fuel: Fuel;
  sort: 'price' | 'distance' | 'total_cost';
  limit: number;
  /** With sort=total_cost: what is bought, the consumption that prices the detour, and the discounts. */
  totalCost?: TotalCostQuery;
  open24h?: boolean;
  brand?: string;
  /** Only the stations open now, as this reads them. */
  openNow?: OpenNow;
}

export interface TotalCostQuery {
  litres: number;
  consumption: number;
  discounts: Discounts;
}

export interface NearbyHit {
  station: Station;
  price: number;
  /** Rounded to 3 decimals: the value shown, and the one the order is decided on. */
  distanceKm: number;
  /** With sort=total_cost. */
  totalCost?: Schemas['TotalCost'];
}

/**
 * The cost of buying `litres` at a station `distanceKm` away plus the detour's fuel there and back, to 3 decimals
 * (the TotalCost schema).
 */
export function totalCostAt(
  station: Station,
  price: number,
  distanceKm: number,
  q: TotalCostQuery,
): Schemas['TotalCost'] {
  const after = priceAfterDiscountMil(milliEuros(price), station.brand_slug, q.discounts) / 1000;
  const oneWay = detourKm(distanceKm);
  const fuel = detourFuel(oneWay, q.consumption);
  return {
    litres: q.litres,
    price_after_discount: after,
    detour_km: oneWay,
    detour_fuel_l: roundTo(fuel, 3),
    cost: roundTo(q.litres * after + fuel * price, 3),
  };
}

/**
 * true when a station (its price, distance, total cost and id) comes before hit b: by price (ties by distance), by
 * distance (ties by price) or by total cost (ties by distance), then id.
 */
function precedes(
  sort: NearbyQuery['sort'],
  price: number,
  distanceKm: number,
  cost: number,
  id: number,
  b: NearbyHit,
): boolean {
  const byPrice = price - b.price;
  const byDistance = distanceKm - b.distanceKm;
  const order =
    sort === 'price'
      ? byPrice || byDistance
      : sort === 'distance'
        ? byDistance || byPrice
        : cost - (b.totalCost?.cost ?? 0) || byDistance;
  return order !== 0 ? order < 0 : id < b.station.id;
}

/**
 * The first `limit` hits in order. A bounded insertion keeps only those: a 50 km circle around Madrid holds
 * ~1,500 stations, and sorting them all cost more than the index lookup itself.
 */
export function findNearby(dataset: Dataset, q: NearbyQuery): NearbyHit[] {
  const top: NearbyHit[] = [];
  // A hit object only for a station that enters the list: a 50 km circle around Madrid holds ~1,500.
  dataset.forEachStationWithin(q.lat, q.lng, q.radiusKm, (station, rawDistanceKm) => {
    const price = station.prices[q.fuel];
    if (price === undefined) return;
    if (q.open24h !== undefined && station.is_24h !== q.open24h) return;
    if (q.brand !== undefined && station.brand_slug !== q.brand) return;
    // Math.round, not roundTo: a distance is never a tie at the half, and this runs for every hit.
    const distanceKm = Math.round(rawDistanceKm * 1000) / 1000;
    const totalCost = q.totalCost && totalCostAt(station, price, distanceKm, q.totalCost);
    const cost = totalCost?.cost ?? 0;
    const last = top[q.limit - 1] as NearbyHit;
    if (top.length === q.limit && !precedes(q.sort, price, distanceKm, cost, station.id, last)) return;
    // Read last: a station that could not enter the list cannot enter it by opening either, unless one listed
    // closes first, and the listed ones bound the answer's life (openNow.changesAt).
    if (q.openNow !== undefined && q.openNow.of(station) !== true) return;
    let i = Math.min(top.length, q.limit - 1);
    while (i > 0 && precedes(q.sort, price, distanceKm, cost, station.id, top[i - 1] as NearbyHit)) i--;
    top.splice(i, 0, totalCost ? { station, price, distanceKm, totalCost } : { station, price, distanceKm });
    if (top.length > q.limit) top.pop();
  });
  return top;
}

export const findStationsNearby: Handler<'findStationsNearby'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const fuel = query.fuel;
  const sort = query.sort;
  const radiusKm = query.radius_km;
  const openNow = openNowAt(context.clock.now());
  const hits = findNearby(dataset, {
    lat: query.lat,
    lng: query.lng,
    radiusKm,
    fuel,
    sort,
    limit: query.limit,
    open24h: query.open_24h,
    brand: query.brand,
    openNow: query.open_now ? openNow : undefined,
    totalCost:
      sort === 'total_cost'
        ? {
            litres: query.litres as number,
            consumption: query.consumption_l_100km ?? DEFAULT_CONSUMPTION[fuel],
            discounts: readDiscounts(query.discounts, dataset),
          }
        : undefined,
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
        stationEntry(hit.station, fuel, dataset, context.links, openNow, {
          distance_km: hit.distanceKm,
          ...(hit.totalCost ? { total_cost: hit.totalCost } : {}),
        }),
      ),
    },
    // No page of the public website shows an arbitrary point.
    webUrl: null,
    changesAt: openNow.changesAt(),
  };
};
