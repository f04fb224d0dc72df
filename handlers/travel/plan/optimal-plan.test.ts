import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../etl/sample/prng.js';
import { dryPoint } from './dry-point.js';
import { optimalPlan } from './optimal-plan.js';
import type { Purchase, StopCandidate, TankModel } from './tank-model.js';

/** 10 L/100 km: 1 km uses 100 mL, so that positions read as decilitres. */
const ML_PER_KM = 100;

const station = (positionKm: number, priceAfterMil: number, detourCostMil = 0): StopCandidate => ({
  positionKm,
  usedMl: positionKm * ML_PER_KM,
  priceAfterMil,
  detourCostMil,
});

function tankOf(litres: { tank: number; start: number; reserve: number }, lengthKm: number): TankModel {
  return {
    tankMl: litres.tank * 1000,
    startMl: litres.start * 1000,
    reserveMl: litres.reserve * 1000,
    endUsedMl: lengthKm * ML_PER_KM,
    mlPerKm: ML_PER_KM,
  };
}

const costOf = (candidates: readonly StopCandidate[], stops: readonly Purchase[]) =>
  stops.reduce((sum, { index, litres }) => {
    const c = candidates[index] as StopCandidate;
    return sum + litres * c.priceAfterMil + c.detourCostMil;
  }, 0);

describe('the optimal plan on hand-made trips', () => {
  it('makes no stop when the start reaches the end with the reserve', () => {
    const tank = tankOf({ tank: 50, start: 20, reserve: 5 }, 150);
    expect(optimalPlan([station(10, 1500)], tank, null)).toEqual({ feasible: true, stops: [], costMil: 0 });
  });

  it('buys the litres the end needs, rounded up to a whole litre', () => {
    // 100 km use 10 L; starting with 10.5 and keeping 5 needs 4.5 more: 5 whole litres.
    const tank = { ...tankOf({ tank: 50, start: 10, reserve: 5 }, 100), startMl: 10_500 };
    const plan = optimalPlan([station(20, 1800, 30)], tank, null);
    expect(plan).toEqual({ feasible: true, stops: [{ index: 0, litres: 5 }], costMil: 5 * 1800 + 30 });
  });

  it('fills up where it is cheap and buys only the rest where it is dear', () => {
    // 300 km use 30 L: start 10, reserve 5, tank 20 → 25 L to buy; the cheap station takes what fits.
    const tank = tankOf({ tank: 20, start: 10, reserve: 5 }, 300);
    const candidates = [station(40, 1500), station(150, 1900)];
    const plan = optimalPlan(candidates, tank, null);
    // At km 40 the tank holds 6 L: 14 fit. The other 11 at km 150.
    expect(plan).toEqual({
      feasible: true,
      stops: [
        { index: 0, litres: 14 },
        { index: 1, litres: 11 },
      ],
      costMil: 14 * 1500 + 11 * 1900,
    });
  });

  it('takes a dearer price when the detour to the cheaper station costs more than it saves', () => {
    const tank = tankOf({ tank: 50, start: 10, reserve: 5 }, 100);
    // 5 L at 1.700 + 0.600 of detour = 9.100, against 5 L at 1.750 = 8.750.
    const plan = optimalPlan([station(10, 1700, 600), station(20, 1750)], tank, null);
    expect(plan.feasible && plan.stops).toEqual([{ index: 1, litres: 5 }]);
  });

  it('never lets the tank below the reserve on the way to a stop', () => {
    // From 10 L with a 5 L reserve the tank reaches km 50 at most: the cheap station at km 60 is out of reach.
    const tank = tankOf({ tank: 40, start: 10, reserve: 5 }, 200);
    const plan = optimalPlan([station(45, 1900), station(60, 1000)], tank, null);
    // At km 45 the tank holds 5.5 L: 1 L more reaches km 60 with the reserve; the other 14 at the cheap one.
    expect(plan.feasible && plan.stops).toEqual([
      { index: 0, litres: 1 },
      { index: 1, litres: 14 },
    ]);
  });

  it('is bounded by max_stops, at a higher cost', () => {
    const tank = tankOf({ tank: 20, start: 10, reserve: 5 }, 300);
    const candidates = [station(40, 1500), station(150, 1900), station(160, 1600)];
    const free = optimalPlan(candidates, tank, null);
    expect(free.feasible && free.stops.length).toBe(2);
    expect(optimalPlan(candidates, tank, 1)).toEqual({ feasible: false });
    expect(optimalPlan(candidates, tank, 2)).toEqual(free);
    // One stop is not enough here; with a bigger tank it is, and the bound then costs more than two stops.
    const big = tankOf({ tank: 40, start: 10, reserve: 5 }, 300);
    const two = optimalPlan([station(40, 1500), station(160, 1400)], big, null);
    const one = optimalPlan([station(40, 1500), station(160, 1400)], big, 1);
    expect(two.feasible && two.stops.length).toBe(2);
    expect(one.feasible && one.stops).toEqual([{ index: 0, litres: 25 }]);
    expect(one.feasible && two.feasible && one.costMil > two.costMil).toBe(true);
  });

  it('of plans of equal cost makes the fewest stops, then stops first at the earlier station', () => {
    const tank = tankOf({ tank: 50, start: 10, reserve: 5 }, 100);
    const plan = optimalPlan([station(10, 1800), station(20, 1800), station(30, 1800)], tank, null);
    expect(plan.feasible && plan.stops).toEqual([{ index: 0, litres: 5 }]);
  });

  it('finds no plan when no station is in reach, and says where the tank runs dry', () => {
    const tank = tankOf({ tank: 40, start: 10, reserve: 5 }, 200);
    const candidates = [station(70, 1500), station(120, 1500)];
    expect(optimalPlan(candidates, tank, null)).toEqual({ feasible: false });
    // 5 usable litres at 10 L/100 km: dry at km 50, 20 km before the station at km 70.
    expect(dryPoint(candidates, tank, 200, null)).toEqual({ dryAtKm: 50, gapKm: 20, gapTo: 'station' });
    // With a station at km 30 filled to 40 L: 35 usable after it, dry at km 30 + 350 > 200: the plan exists.
    const reachable = [station(30, 1500), ...candidates];
    expect(optimalPlan(reachable, tank, null).feasible).toBe(true);
    // With no stop allowed the tank runs dry at km 50 again.
    expect(dryPoint(reachable, tank, 200, 0)).toEqual({ dryAtKm: 50, gapKm: 20, gapTo: 'station' });
    expect(dryPoint([], tank, 200, null)).toEqual({ dryAtKm: 50, gapKm: 150, gapTo: 'end' });
  });
});

interface Ranked {
  stops: Purchase[];
  key: number[];
}

/**
 * Every plan of the model, enumerated: at each candidate, no stop or any whole number of litres that fits, kept when
 * the tank never drops under the reserve. Ranked by the contract's order: cost, stops, litres in all, then from the
 * last stop backwards its station and the litres bought before it.
 */
function bruteForce(candidates: readonly StopCandidate[], tank: TankModel, maxStops: number | null): Ranked | null {
  let best: Ranked | null = null;
  const visit = (index: number, bought: number, stops: Purchase[]) => {
    if (index === candidates.length) {
      if (tank.startMl + bought * 1000 - tank.endUsedMl < tank.reserveMl) return;
      const key = [costOf(candidates, stops), stops.length, bought];
      let before = bought;
      for (let i = stops.length - 1; i >= 0; i--) {
        const stop = stops[i] as Purchase;
        before -= stop.litres;
        key.push(stop.index, before);
      }
      if (best === null || compare(key, best.key) < 0) best = { stops: [...stops], key };
      return;
    }
    const candidate = candidates[index] as StopCandidate;
    const arrival = tank.startMl + bought * 1000 - candidate.usedMl;
    if (arrival < tank.reserveMl) return;
    visit(index + 1, bought, stops);
    if (maxStops !== null && stops.length === maxStops) return;
    for (let litres = 1; arrival + litres * 1000 <= tank.tankMl; litres++) {
      visit(index + 1, bought + litres, [...stops, { index, litres }]);
    }
  };
  visit(0, 0, []);
  return best;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

describe('the optimal plan against every plan of small random trips', () => {
  it('gives the plan the contract ranks first, ties included, on 400 trips', () => {
    let feasible = 0;
    let severalStops = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const next = mulberry32(seed);
      const lengthKm = 40 + Math.floor(next() * 60);
      const count = 1 + Math.floor(next() * 5);
      const candidates = Array.from({ length: count }, () =>
        // Few prices and detours, so that ties happen.
        station(Math.floor(next() * lengthKm), 1500 + 100 * Math.floor(next() * 3), 50 * Math.floor(next() * 3)),
      ).sort((a, b) => a.positionKm - b.positionKm);
      const tankLitres = 4 + Math.floor(next() * 5);
      const reserve = Math.floor(next() * 2);
      const start = reserve + Math.floor(next() * (tankLitres - reserve));
      const tank = { ...tankOf({ tank: tankLitres, start, reserve }, lengthKm), startMl: start * 1000 + 250 };
      const maxStops = next() < 0.3 ? Math.floor(next() * 3) : null;
      const expected = bruteForce(candidates, tank, maxStops) as Ranked | null;
      const plan = optimalPlan(candidates, tank, maxStops);
      expect(plan.feasible, `seed ${seed}`).toBe(expected !== null);
      if (expected === null || !plan.feasible) continue;
      feasible++;
      if (plan.stops.length > 1) severalStops++;
      expect(plan.stops, `seed ${seed}`).toEqual(expected.stops);
      expect(plan.costMil, `seed ${seed}`).toBe(expected.key[0]);
    }
    expect(feasible).toBeGreaterThan(150);
    expect(severalStops).toBeGreaterThan(30);
  });
});
