import { describe, expect, it } from 'vitest';
import { cheapestInRangeBaseline, reserveFillBaseline } from './baselines.js';
import type { StopCandidate, TankModel } from './tank-model.js';

/** 10 L/100 km: each km uses 100 mL. */
const station = (positionKm: number, priceAfterMil: number): StopCandidate => ({
  positionKm,
  usedMl: positionKm * 100,
  priceAfterMil,
  detourCostMil: 0,
});

const tank = (litres: { tank: number; start: number; reserve: number }, lengthKm: number): TankModel => ({
  tankMl: litres.tank * 1000,
  startMl: litres.start * 1000,
  reserveMl: litres.reserve * 1000,
  endUsedMl: lengthKm * 100,
  mlPerKm: 100,
});

describe('the reserve_fill baseline', () => {
  it('drives to the reserve, stops at the first station at or after it and fills the tank', () => {
    // 30 L start, 5 reserve: the reserve is reached at km 250. The station at km 240 is before it.
    const trip = tank({ tank: 50, start: 30, reserve: 5 }, 800);
    const candidates = [
      station(240, 1500),
      station(250, 1900),
      station(260, 1400),
      station(600, 1600),
      station(720, 1800),
    ];
    expect(reserveFillBaseline(candidates, trip)).toEqual({
      reachable: true,
      // At km 250 the tank holds 5 L: 45 fit. Full at km 250, the reserve comes again at km 700 (km 600 still has
      // 15 L); at km 720 (3 L left) it buys the 10 L the end needs with the reserve, not the 47 that fit.
      stops: [
        { index: 1, litres: 45 },
        { index: 4, litres: 10 },
      ],
      runsDryAtKm: null,
    });
    // Without the station at km 720 it runs dry at km 750.
    expect(reserveFillBaseline(candidates.slice(0, 4), trip)).toMatchObject({ reachable: false, runsDryAtKm: 750 });
  });

  it('uses the reserve to reach the first station after it, and runs dry when there is none in time', () => {
    const trip = tank({ tank: 50, start: 30, reserve: 5 }, 800);
    // Reserve at km 250, empty at km 300: the station at km 290 is reached on the reserve (1 L left).
    const onReserve = reserveFillBaseline([station(290, 1500)], trip);
    expect(onReserve.stops[0]).toEqual({ index: 0, litres: 49 });
    expect(reserveFillBaseline([station(310, 1500)], trip)).toEqual({ reachable: false, stops: [], runsDryAtKm: 300 });
  });

  it('reaches the end on the reserve when no station comes first', () => {
    const trip = tank({ tank: 50, start: 30, reserve: 5 }, 280);
    expect(reserveFillBaseline([], trip)).toEqual({ reachable: true, stops: [], runsDryAtKm: null });
  });
});

describe('the cheapest_in_range baseline', () => {
  it('stops at the cheapest station the tank reaches with the reserve, then again from there', () => {
    // 30 L start, 5 reserve: stations up to km 250 are in range.
    const trip = tank({ tank: 50, start: 30, reserve: 5 }, 800);
    const candidates = [
      station(100, 1700),
      station(200, 1500),
      station(240, 1500),
      station(300, 1400),
      station(650, 1600),
    ];
    expect(cheapestInRangeBaseline(candidates, trip)).toEqual({
      reachable: true,
      // km 200 (the earlier of the two at 1.500): 10 L left, 40 fit. From km 200 with 50 L the range ends at km 650:
      // the cheapest is km 300 (1.400), 40 L left, 10 fit. From there km 650 is in range: the last 5 L the end needs.
      stops: [
        { index: 1, litres: 40 },
        { index: 3, litres: 10 },
        { index: 4, litres: 5 },
      ],
      runsDryAtKm: null,
    });
  });

  it('runs dry when no station is in range', () => {
    const trip = tank({ tank: 50, start: 30, reserve: 5 }, 800);
    expect(cheapestInRangeBaseline([station(260, 1500)], trip)).toEqual({
      reachable: false,
      stops: [],
      runsDryAtKm: 300,
    });
  });
});
