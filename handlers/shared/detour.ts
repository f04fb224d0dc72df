// The detour to a station off the way, with no road graph: the straight line × 1.3 as an estimate of the road, one
// way, and its fuel there and back, priced at the pump (a plan's stops and the nearby search's total cost).
import { roundTo } from '../../core/rounding.js';

export const DETOUR_FACTOR = 1.3;

/** One way, km to 3 decimals. */
export const detourKm = (straightLineKm: number): number => roundTo(straightLineKm * DETOUR_FACTOR, 3);

/** The detour's fuel there and back, litres (kg for cng), unrounded. */
export const detourFuel = (oneWayKm: number, consumptionL100km: number): number =>
  (2 * oneWayKm * consumptionL100km) / 100;
