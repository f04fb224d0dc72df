// The cheapest refuelling plan, exact at a step of one litre: dynamic programming over the candidates in travel order
// and the litres bought so far. A state (station j, k litres bought in all, j's included) costs
//   best(j, k) = detour(j) + k × price(j) + min over k0 in [fewest(j), k − 1] of (M[k0] − k0 × price(j)),
// where M[k0] is the cheapest way, over the stations before j and the start, to have bought k0 litres (so that the
// tank reaches j with the reserve left only if k0 ≥ fewest(j)). The inner minimum grows by one term as k grows: one
// pass per station, O(n × w) in all for n candidates and w ≤ tank − reserve + 2 levels, O(n × w × (max_stops + 1))
// when the number of stops is bounded and the cheapest plan has more. Memory: 4 bytes per state (n × w, times max_stops
// when bounded) and 12 per station and layer.
import {
  fewestBoughtToReach,
  litresToEnd,
  mostBoughtAt,
  type Purchase,
  type StopCandidate,
  type TankModel,
} from './tank-model.js';

/**
 * A plan's value: its cost in milli-euros × 1024 + its number of stops, so that of two plans of equal cost the one
 * with fewer stops is the cheaper. Exact in a double: costs stay far below 2^43 milli-euros.
 */
const STOPS_BASE = 1024;
const ORIGIN = -1;

export type OptimalPlan = { feasible: true; stops: Purchase[]; costMil: number } | { feasible: false };

/** The cheapest plan, or none; `maxStops` null for no limit. */
export function optimalPlan(
  candidates: readonly StopCandidate[],
  tank: TankModel,
  maxStops: number | null,
): OptimalPlan {
  const litres = litresToEnd(tank);
  if (litres === 0) return { feasible: true, stops: [], costMil: 0 };
  // Unbounded first: when its cheapest plan has few enough stops it is the answer under the bound too.
  const free = solve(candidates, tank, litres, null);
  if (maxStops === null || !free.feasible || free.stops.length <= maxStops) return free;
  return solve(candidates, tank, litres, maxStops);
}

/**
 * Without a bound: one table, any number of stops. With one: layer s (0 to maxStops) holds the plans of exactly s
 * stops, and a station's states in layer s come from layer s − 1.
 */
function solve(
  candidates: readonly StopCandidate[],
  tank: TankModel,
  litres: number,
  maxStops: number | null,
): OptimalPlan {
  const bounded = maxStops !== null;
  const layers = bounded ? maxStops + 1 : 1;
  const width = litres + 1;
  // best[layer × width + k]: the cheapest value with k litres bought in all; from[…]: the state that gives it.
  const best = new Float64Array(layers * width).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array(layers * width).fill(ORIGIN);
  best[0] = 0;
  // Every state of every station and layer, numbered in the order they are made, keeps one number: the state it
  // comes from (ORIGIN for the start), 4 bytes. A station's states in one layer are a segment: its first number,
  // the station and the litres before the first, 12 bytes, from which a state's station and litres are read back.
  const windows = candidateWindows(candidates, tank, litres);
  const layersMade = Math.max(1, layers - 1);
  const stateCount = windows.reduce((sum, w) => sum + Math.max(0, w.high - w.low), 0) * layersMade;
  const previous = new Int32Array(stateCount);
  const segmentCount = windows.filter((w) => w.high > w.low).length * layersMade;
  const segmentStart = new Int32Array(segmentCount);
  const segmentStation = new Int32Array(segmentCount);
  const segmentLow = new Int32Array(segmentCount);
  const fresh = new Float64Array(width);
  let next = 0;
  let segment = 0;
  candidates.forEach((candidate, index) => {
    const { low, high } = windows[index] as Window;
    if (high <= low) return;
    const perLitre = candidate.priceAfterMil * STOPS_BASE;
    const fixed = candidate.detourCostMil * STOPS_BASE + 1;
    // Bounded: from the highest layer down, so that a layer reads the one below before this station writes it.
    for (let layer = bounded ? layers - 1 : 0; layer >= (bounded ? 1 : 0); layer--) {
      const source = (bounded ? layer - 1 : 0) * width;
      const target = layer * width;
      let inner = Number.POSITIVE_INFINITY;
      let innerState = ORIGIN;
      segmentStart[segment] = next;
      segmentStation[segment] = index;
      segmentLow[segment] = low;
      segment++;
      for (let k = low + 1; k <= high; k++) {
        // The term k − 1 joins the minimum; on a tie the smaller k0 (fewer litres before this stop) stays.
        const k0 = k - 1;
        const term = (best[source + k0] as number) - k0 * perLitre;
        if (term < inner) {
          inner = term;
          innerState = from[source + k0] as number;
        }
        fresh[k] = inner + k * perLitre + fixed;
        previous[next] = innerState;
        next++;
      }
      // Written once every k of the layer is read: a state of this station is never its own predecessor.
      const first = next - (high - low);
      for (let k = low + 1; k <= high; k++) {
        const value = fresh[k] as number;
        // Strictly cheaper only: on a tie the station earlier along the route keeps the state.
        if (value < (best[target + k] as number)) {
          best[target + k] = value;
          from[target + k] = first + (k - low - 1);
        }
      }
    }
  });
  let bestValue = Number.POSITIVE_INFINITY;
  let bestState = ORIGIN;
  for (let layer = 0; layer < layers; layer++) {
    const value = best[layer * width + litres] as number;
    if (value < bestValue) {
      bestValue = value;
      bestState = from[layer * width + litres] as number;
    }
  }
  if (bestValue === Number.POSITIVE_INFINITY) return { feasible: false };
  // A state's station and litres bought in all: its segment's, found by its number.
  const stateAt = (state: number): { index: number; bought: number } => {
    let lo = 0;
    let hi = segmentCount - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((segmentStart[mid] as number) <= state) lo = mid;
      else hi = mid - 1;
    }
    return {
      index: segmentStation[lo] as number,
      bought: (segmentLow[lo] as number) + 1 + state - (segmentStart[lo] as number),
    };
  };
  const stops: Purchase[] = [];
  let bought = litres;
  for (let state = bestState; state !== ORIGIN; state = previous[state] as number) {
    const before = previous[state] === ORIGIN ? 0 : stateAt(previous[state] as number).bought;
    stops.unshift({ index: stateAt(state).index, litres: bought - before });
    bought = before;
  }
  return { feasible: true, stops, costMil: (bestValue - stops.length) / STOPS_BASE };
}

interface Window {
  /** The fewest litres bought before the station for the tank to reach it with the reserve (at least 0). */
  low: number;
  /** The most litres bought in all after buying there: what fits, and no more than the end needs. */
  high: number;
}

function candidateWindows(candidates: readonly StopCandidate[], tank: TankModel, litres: number): Window[] {
  return candidates.map((candidate) => {
    const low = Math.max(0, fewestBoughtToReach(tank, candidate.usedMl));
    const high = Math.min(litres, mostBoughtAt(tank, candidate.usedMl));
    return { low, high };
  });
}
