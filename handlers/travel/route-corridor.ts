// Stations of one fuel near a route, their ranking, and the fuel cost of driving the route.

import type { Fuel, Station } from '../../core/model.js';
import { price3 } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';
import { withinCorridor } from '../../store/spatial/corridor.js';
import type { LatLng } from '../../store/spatial/geo.js';
import { DEFAULT_CONSUMPTION, litres, money, round } from '../calculators/calc-shared.js';
import type { Schemas } from '../shared/types.js';

/** Longest route the route answers accept, km. */
export const MAX_ROUTE_KM = 1500;

/** Distances along and to a route are shown with 3 decimals (metres). */
export const km3 = (value: number): number => round(value, 3);

export interface CorridorStation {
  station: Station;
  price: number;
  /** Both rounded to 3 decimals, as shown: rankings compare what the caller sees. */
  distanceToRouteKm: number;
  positionKm: number;
}

/** Every station that sells `fuel` within corridorKm of the route (points in travel order), unordered. */
export function corridorStations(
  dataset: Dataset,
  points: readonly LatLng[],
  corridorKm: number,
  fuel: Fuel,
): CorridorStation[] {
  const { stations } = dataset;
  const sells = (i: number) => (stations[i] as Station).prices[fuel] !== undefined;
  return withinCorridor(dataset.pointIndex, points, corridorKm, sells).map((hit) => {
    const station = stations[hit.index] as Station;
    return {
      station,
      price: station.prices[fuel] as number,
      distanceToRouteKm: km3(hit.distanceToRouteKm),
      positionKm: km3(hit.positionKm),
    };
  });
}

/** Cheapest first; ties by position along the route, then by id. */
export function byPriceAlongRoute(a: CorridorStation, b: CorridorStation): number {
  return a.price - b.price || a.positionKm - b.positionKm || a.station.id - b.station.id;
}

/** open_24h true keeps only 24-hour stations, false only the others, undefined all. */
export function matchesOpen24h(open24h: boolean | undefined): (s: CorridorStation) => boolean {
  return (s) => open24h === undefined || s.station.is_24h === open24h;
}

type TripCostEstimate = Schemas['TripCostEstimate'];

/**
 * lengthKm × consumption / 100 × price, the price being the mean over `corridor` (every station of the
 * corridor selling the fuel, whatever filters the list had), else the Spain mean, else none.
 */
export function tripCostEstimate(
  dataset: Dataset,
  fuel: Fuel,
  lengthKm: number,
  consumption: number | undefined,
  corridor: readonly CorridorStation[],
): TripCostEstimate {
  const perHundred = consumption ?? DEFAULT_CONSUMPTION[fuel];
  const quantity = (lengthKm * perHundred) / 100;
  const { price, source } = tripPrice(dataset, fuel, corridor);
  return {
    length_km: lengthKm,
    consumption_per_100km: perHundred,
    consumption_source: consumption === undefined ? 'default' : 'caller',
    quantity: litres(quantity),
    price,
    price_source: source,
    // From the price as shown, so that quantity × price reproduces the cost.
    cost: price === null ? null : money(quantity * price),
  };
}

function tripPrice(
  dataset: Dataset,
  fuel: Fuel,
  corridor: readonly CorridorStation[],
): { price: number | null; source: TripCostEstimate['price_source'] } {
  if (corridor.length > 0) {
    const sum = corridor.reduce((total, s) => total + s.price, 0);
    return { price: price3(sum / corridor.length), source: 'corridor_average' };
  }
  const spain = dataset.priceStats(fuel, { level: 'spain' });
  return spain ? { price: spain.average, source: 'spain_average' } : { price: null, source: 'none' };
}
