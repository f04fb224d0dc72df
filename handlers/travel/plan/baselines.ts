// The two ways a driver refuels without a plan, on the plan's candidates and costs: when the reserve is reached, and
// at the cheapest station within reach. Each stop buys the whole litres that fit, or fewer when that is enough to
// reach the end with the reserve.
import {
  fuelAt,
  kmWhereTankHolds,
  litresToEnd,
  ML_PER_LITRE,
  type Purchase,
  type StopCandidate,
  type TankModel,
} from './tank-model.js';

export interface BaselineRun {
  reachable: boolean;
  stops: Purchase[];
  /** Where the tank is empty, when the rule finds no stop before that. */
  runsDryAtKm: number | null;
}

/** Chooses the next stop after `after` (a candidate index; -1 the start), having bought `bought` litres; -1 for none. */
type NextStop = (candidates: readonly StopCandidate[], tank: TankModel, after: number, bought: number) => number;

/** Whole litres that fit at a candidate reached having bought `bought`. */
const fits = (tank: TankModel, candidate: StopCandidate, bought: number): number =>
  Math.floor((tank.tankMl - fuelAt(tank, bought, candidate.usedMl)) / ML_PER_LITRE);

function run(candidates: readonly StopCandidate[], tank: TankModel, nextStop: NextStop): BaselineRun {
  const needed = litresToEnd(tank);
  const stops: Purchase[] = [];
  let bought = 0;
  let after = -1;
  while (bought < needed) {
    const index = nextStop(candidates, tank, after, bought);
    if (index < 0) {
      // Reaching the end on the reserve is still reaching it.
      if (fuelAt(tank, bought, tank.endUsedMl) >= 0) break;
      return { reachable: false, stops, runsDryAtKm: kmWhereTankHolds(tank, bought, 0) };
    }
    const litres = Math.min(fits(tank, candidates[index] as StopCandidate, bought), needed - bought);
    stops.push({ index, litres });
    bought += litres;
    after = index;
  }
  return { reachable: true, stops, runsDryAtKm: null };
}

/** The first candidate where the tank holds the reserve or less but is not yet empty, and where a litre fits. */
const atTheReserve: NextStop = (candidates, tank, after, bought) => {
  for (let index = after + 1; index < candidates.length; index++) {
    const candidate = candidates[index] as StopCandidate;
    const fuel = fuelAt(tank, bought, candidate.usedMl);
    if (fuel < 0) return -1;
    if (fuel <= tank.reserveMl && fits(tank, candidate, bought) >= 1) return index;
  }
  return -1;
};

/** The cheapest candidate (price after discount; ties the earlier) reached with the reserve left where a litre fits. */
const cheapestInRange: NextStop = (candidates, tank, after, bought) => {
  let chosen = -1;
  for (let index = after + 1; index < candidates.length; index++) {
    const candidate = candidates[index] as StopCandidate;
    if (fuelAt(tank, bought, candidate.usedMl) < tank.reserveMl) break;
    if (fits(tank, candidate, bought) < 1) continue;
    if (chosen < 0 || candidate.priceAfterMil < (candidates[chosen] as StopCandidate).priceAfterMil) chosen = index;
  }
  return chosen;
};

export const reserveFillBaseline = (candidates: readonly StopCandidate[], tank: TankModel): BaselineRun =>
  run(candidates, tank, atTheReserve);

export const cheapestInRangeBaseline = (candidates: readonly StopCandidate[], tank: TankModel): BaselineRun =>
  run(candidates, tank, cheapestInRange);
