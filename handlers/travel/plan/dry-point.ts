// Where a trip that no plan completes gets stuck: the furthest km any plan reaches with the reserve left, and the gap
// from there to the next candidate (or to the end). Filling the tank wherever one stops reaches furthest, whatever
// was bought before, so a station counts once, with the fewest stops that reach it: O(n × (max_stops + 1)).
import {
  fewestBoughtToReach,
  kmWhereTankHolds,
  mostBoughtAt,
  type StopCandidate,
  type TankModel,
} from './tank-model.js';

export interface DryPoint {
  dryAtKm: number;
  gapKm: number;
  gapTo: 'station' | 'end';
}

export function dryPoint(
  candidates: readonly StopCandidate[],
  tank: TankModel,
  lengthKm: number,
  maxStops: number | null,
): DryPoint {
  // mostBought[s]: the most litres bought in all by a plan of s stops so far (the start: none).
  const layers = maxStops === null ? 1 : maxStops + 1;
  const mostBought = new Array<number>(layers).fill(Number.NEGATIVE_INFINITY);
  mostBought[0] = 0;
  for (const candidate of candidates) {
    const fewest = Math.max(0, fewestBoughtToReach(tank, candidate.usedMl));
    const filled = mostBoughtAt(tank, candidate.usedMl);
    if (filled <= fewest) continue;
    const stops = mostBought.findIndex((bought) => bought >= fewest);
    if (stops < 0) continue;
    const after = maxStops === null ? 0 : stops + 1;
    if (after < layers) mostBought[after] = Math.max(mostBought[after] as number, filled);
  }
  const reached = Math.min(lengthKm, kmWhereTankHolds(tank, Math.max(...mostBought), tank.reserveMl));
  const next = candidates.find((candidate) => candidate.positionKm > reached);
  return next
    ? { dryAtKm: reached, gapKm: next.positionKm - reached, gapTo: 'station' }
    : { dryAtKm: reached, gapKm: lengthKm - reached, gapTo: 'end' };
}
