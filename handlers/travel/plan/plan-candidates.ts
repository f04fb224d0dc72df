// The corridor's stations as candidate stops of a plan: along the route in travel order, each with its detour, its
// estimated arrival, whether it is open then, and its prices and costs in the model's whole units.
import type { Station } from '../../../core/model.js';
import { roundTo } from '../../../core/rounding.js';
import type { Dataset } from '../../../store/dataset.js';
import type { LatLng } from '../../../store/spatial/geo.js';
import { detourFuel, detourKm as detourOf } from '../../shared/detour.js';
import { milliEuros, priceAfterDiscountMil } from '../../shared/discounts.js';
import { corridorStations, km3 } from '../route-corridor.js';
import type { PlanOptions } from './plan-options.js';
import type { StopCandidate } from './tank-model.js';
import { usedMlAt } from './tank-model.js';
import { type OpenAtArrival, tripClock } from './trip-clock.js';

const HOUR_MS = 3_600_000;

export interface PlanCandidate extends StopCandidate {
  station: Station;
  price: number;
  detourKm: number;
  arrivalMs: number;
  /** null when the station's hours cannot be read. */
  openAtArrival: OpenAtArrival | null;
}

/**
 * Every station within the corridor selling the fuel, in travel order (position, then id). `scale` stretches the
 * positions along a path of straight legs to the road's stated length (1 for a caller's own points).
 */
export function planCandidates(
  dataset: Dataset,
  points: readonly LatLng[],
  scale: number,
  options: PlanOptions,
): PlanCandidate[] {
  const clock = tripClock(options.departureMs);
  const perHundred = options.consumption;
  return corridorStations(dataset, points, options.corridorKm, options.fuel)
    .map(({ station, price, distanceToRouteKm, positionKm: onPath }) => {
      const positionKm = scale === 1 ? onPath : km3(onPath * scale);
      const detourKm = detourOf(distanceToRouteKm);
      const arrivalMs = options.departureMs + Math.round(((positionKm + detourKm) / options.speedKmh) * HOUR_MS);
      const detourCost = roundTo(detourFuel(detourKm, perHundred) * price, 3);
      return {
        station,
        price,
        positionKm,
        detourKm,
        arrivalMs,
        openAtArrival: clock.openAt(station.opening_hours, arrivalMs),
        usedMl: usedMlAt(positionKm, perHundred),
        priceAfterMil: priceAfterDiscountMil(milliEuros(price), station.brand_slug, options.discounts),
        detourCostMil: milliEuros(detourCost),
      };
    })
    .sort((a, b) => a.positionKm - b.positionKm || a.station.id - b.station.id);
}
