import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/lib/load-content.js';
import type { Route } from '../../content/lib/types.js';
import type { Fuel } from '../../core/model.js';
import { roundTo } from '../../core/rounding.js';
import { mulberry32 } from '../../etl/sample/prng.js';
import type { Dataset } from '../../store/dataset.js';
import { type LatLng, polylineLengthKm } from '../../store/spatial/geo.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import {
  type PlanTrip,
  type ReferenceCandidate,
  referenceModel,
  searchEveryPlan,
} from '../../test/support/plan-brute-force.js';
import {
  densify,
  MADRID_BARCELONA,
  MADRID_ZARAGOZA_A2,
  SEVILLA_MALAGA,
  TENERIFE_TEIDE,
} from '../../test/support/test-routes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { openNowAt } from '../shared/open-now.js';
import type { Schemas } from '../shared/types.js';
import { routePoints } from './route-detail.js';

type RoutePlanData = Schemas['RoutePlanData'];
type PlanStop = Schemas['PlanStop'];
type Problem = { code: string; status: number; detail: string; dry_at_km: number; gap_km: number; gap_to: string };

const NOW = '2026-08-22T14:00:00Z';
const teide = loadContent().find('route', 'teide-desde-la-laguna') as Route;

let server: TestServer;
let dataset: Dataset;
beforeAll(async () => {
  server = await startTestServer();
  dataset = await loadDataset(fixtureDataDir());
  server.store.swap(dataset, new Date());
});
afterAll(() => server.close());

function post(body: unknown, language = 'en') {
  return server.json<{ data: RoutePlanData } & Partial<Problem>>('/v1/route/plan', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
}

/** The request body of a trip. */
function bodyOf(trip: PlanTrip): Record<string, unknown> {
  return {
    points: trip.points,
    fuel: trip.fuel,
    corridor_km: trip.corridorKm,
    tank_l: trip.tankL,
    start_l: trip.startL,
    consumption_l_100km: trip.consumption,
    reserve_l: trip.reserveL,
    departure: new Date(trip.departureMs).toISOString().replace('.000Z', 'Z'),
    speed_kmh: trip.speedKmh,
    discounts: trip.discounts,
    ...(trip.maxStops === null ? {} : { max_stops: trip.maxStops }),
  };
}

async function plan(trip: PlanTrip): Promise<RoutePlanData> {
  const { status, body, headers } = await post(bodyOf(trip));
  expect(status, JSON.stringify(body)).toBe(200);
  expect(headers.get('cache-control')).toBe('no-store');
  return body.data;
}

const milli = (euros: number): number => Math.round(euros * 1000);

/**
 * Every figure of a list of stops recomputed from the reference model, and the tank followed from the start: never
 * under the reserve on arrival (unless `reserveFill`, whose driver uses it), never over the tank, every stop open at
 * its arrival as open_now reads it. Returns the litres bought and the total in milli-euros.
 */
function expectStopsHold(
  stops: readonly PlanStop[],
  trip: PlanTrip,
  reserveFill = false,
): { litres: number; mil: number } {
  const model = referenceModel(dataset, trip);
  let bought = 0;
  let mil = 0;
  let lastPosition = -1;
  for (const stop of stops) {
    const candidate = model.open.find((c) => c.station.id === stop.station.id) as ReferenceCandidate;
    expect(candidate, `stop ${stop.station.id} is a candidate open at its arrival`).toBeDefined();
    expect(stop.position_km).toBe(candidate.positionKm);
    expect(stop.position_km).toBeGreaterThanOrEqual(lastPosition);
    lastPosition = stop.position_km;
    expect(stop.detour_km).toBe(candidate.detourKm);
    expect(Date.parse(stop.arrival_at)).toBe(Math.floor(candidate.arrivalMs / 1000) * 1000);
    // Open at the arrival by open_now's own reader, and until after it.
    expect(openNowAt(new Date(candidate.arrivalMs)).of(candidate.station)).toBe(true);
    if (stop.open_until !== null) expect(Date.parse(stop.open_until)).toBeGreaterThan(candidate.arrivalMs);
    const arrivalMl = model.startMl + bought * 1000 - candidate.usedMl;
    expect(stop.fuel_on_arrival_l).toBe(arrivalMl / 1000);
    expect(arrivalMl).toBeGreaterThanOrEqual(reserveFill ? 0 : model.reserveMl);
    expect(stop.litres).toBeGreaterThanOrEqual(1);
    expect(arrivalMl + stop.litres * 1000).toBeLessThanOrEqual(model.tankMl);
    expect(milli(stop.price_after_discount)).toBe(candidate.afterDiscount);
    expect(milli(stop.detour_cost)).toBe(candidate.detourCost);
    expect(milli(stop.cost)).toBe(stop.litres * candidate.afterDiscount + candidate.detourCost);
    bought += stop.litres;
    mil += stop.litres * candidate.afterDiscount + candidate.detourCost;
  }
  return { litres: bought, mil };
}

const ROUTES: Record<string, readonly LatLng[]> = {
  'Madrid-Zaragoza': densify(MADRID_ZARAGOZA_A2, 80),
  'Sevilla-Málaga': densify(SEVILLA_MALAGA, 60),
  'Tenerife by the Teide': densify(TENERIFE_TEIDE, 60),
  'Madrid-Barcelona': densify(MADRID_BARCELONA, 120),
  [teide.slug]: densify(routePoints(teide), 60),
};

/** A random trip on a stretch of a real route: small tanks so that plans stop more than once. */
function randomTrip(seed: number): PlanTrip {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const route = pick(Object.values(ROUTES));
  const from = Math.floor(next() * (route.length - 12));
  const to = Math.min(route.length, from + 12 + Math.floor(next() * (route.length - from - 11)));
  const points = route.slice(from, to);
  const tankL = 6 + Math.floor(next() * 14);
  const reserveL = roundTo(next() * 3, 1);
  return {
    points,
    lengthKm: roundTo(polylineLengthKm(points), 3),
    fuel: pick<Fuel>(['diesel', 'gasoline_95']),
    corridorKm: roundTo(0.3 + next() * 3, 1),
    tankL,
    startL: roundTo(reserveL + next() * 0.7 * (tankL - reserveL), 2),
    consumption: roundTo(5 + next() * 5, 1),
    reserveL,
    // From the evening before to six days ahead: nights, Sundays and closing times.
    departureMs: Date.parse(NOW) - 20 * 3_600_000 + Math.floor(next() * 6 * 24 * 60) * 60_000,
    speedKmh: 40 + Math.floor(next() * 80),
    discounts: next() < 0.5 ? {} : { repsol: roundTo(next() * 20, 1), moeve: roundTo(next() * 10, 1) },
    maxStops: next() < 0.3 ? 1 + Math.floor(next() * 3) : null,
  };
}

describe('POST /v1/route/plan against every plan of 80 random trips on real corridors', () => {
  it('costs exactly what the cheapest plan costs, or answers PLAN_NOT_FEASIBLE where the search finds none', async () => {
    const outcomes = { planned: 0, severalStops: 0, notFeasible: 0, closedSkipped: 0 };
    for (let seed = 1; seed <= 80; seed++) {
      const trip = randomTrip(seed);
      const model = referenceModel(dataset, trip);
      const reference = searchEveryPlan(model, trip.maxStops, trip.lengthKm, trip.consumption * 10);
      const { status, body } = await post(bodyOf(trip));
      const label = `seed ${seed}: ${JSON.stringify(bodyOf(trip)).slice(0, 300)}`;
      if (model.all.length > model.open.length) outcomes.closedSkipped++;
      if (reference.costMil === null) {
        outcomes.notFeasible++;
        expect(status, label).toBe(422);
        expect(body.code).toBe('PLAN_NOT_FEASIBLE');
        expect(body.dry_at_km, label).toBe(roundTo(reference.reachKm, 3));
        const next = model.open.find((c) => c.positionKm > (body.dry_at_km as number));
        expect(body.gap_to).toBe(next ? 'station' : 'end');
        expect(body.gap_km).toBe(roundTo((next ? next.positionKm : trip.lengthKm) - roundTo(reference.reachKm, 3), 3));
        continue;
      }
      expect(status, label).toBe(200);
      const data = body.data;
      // To the tenth of a cent: the model's own unit, finer than the cent asked.
      expect(milli(data.plan.total_cost), label).toBe(reference.costMil);
      expect(data.plan.stops.length, label).toBe(reference.stops);
      const { litres, mil } = expectStopsHold(data.plan.stops, trip);
      expect(milli(data.plan.total_cost)).toBe(mil);
      expect(data.plan.litres).toBe(litres);
      expect(milli(data.plan.fuel_cost) + milli(data.plan.detour_cost)).toBe(mil);
      const endMl = model.startMl + litres * 1000 - model.endUsedMl;
      expect(data.plan.fuel_at_end_l).toBe(endMl / 1000);
      expect(endMl).toBeGreaterThanOrEqual(model.reserveMl);
      if (trip.maxStops !== null) expect(data.plan.stops.length).toBeLessThanOrEqual(trip.maxStops);
      expect(data.candidates).toEqual({
        in_corridor: model.all.length,
        open_at_arrival: model.open.length,
        hours_unknown: model.all.filter((c) => c.station.opening_hours === null).length,
      });
      // The baselines follow the same tank and costs; each saving is against the plan's total.
      for (const [name, baseline] of Object.entries(data.baselines)) {
        const held = expectStopsHold(baseline.stops, trip, name === 'reserve_fill');
        if (!baseline.reachable) {
          expect(baseline.total_cost).toBeNull();
          continue;
        }
        expect(milli(baseline.total_cost as number)).toBe(held.mil);
        expect(milli(baseline.saving as number)).toBe(held.mil - mil);
        // cheapest_in_range is a plan of the model: never cheaper, unless the plan was held to fewer stops.
        if (name === 'cheapest_in_range' && (trip.maxStops === null || baseline.stops.length <= trip.maxStops)) {
          expect(baseline.saving as number).toBeGreaterThanOrEqual(0);
        }
      }
      outcomes.planned++;
      if (data.plan.stops.length > 1) outcomes.severalStops++;
    }
    // The trips exercise what they should: plans of several stops, trips no plan completes, closed stations.
    expect(outcomes.planned).toBeGreaterThanOrEqual(50);
    expect(outcomes.severalStops).toBeGreaterThanOrEqual(12);
    expect(outcomes.notFeasible).toBeGreaterThanOrEqual(5);
    expect(outcomes.closedSkipped).toBeGreaterThanOrEqual(20);
  });
});

/** A trip on the A-2 from Madrid, small tank, no discounts: most of it can be changed per test. */
const a2Trip = (changes: Partial<PlanTrip> = {}): PlanTrip => {
  const points = densify(MADRID_ZARAGOZA_A2, 80);
  return {
    points,
    lengthKm: roundTo(polylineLengthKm(points), 3),
    fuel: 'diesel',
    corridorKm: 3,
    tankL: 20,
    startL: 12,
    consumption: 6,
    reserveL: 4,
    departureMs: Date.parse('2026-08-22T18:00:00Z'),
    speedKmh: 90,
    discounts: {},
    maxStops: null,
    ...changes,
  };
};

describe('POST /v1/route/plan edge cases', () => {
  it('answers 422 PLAN_NOT_FEASIBLE with where the tank runs dry and the gap to the next open station', async () => {
    // A 0.2 km corridor leaves few stations; a nearly empty 10 L tank cannot bridge them.
    const trip = a2Trip({ corridorKm: 0.2, tankL: 10, startL: 5, reserveL: 2, consumption: 8 });
    const { status, body, headers } = await post(bodyOf(trip));
    expect(status).toBe(422);
    expect(headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ code: 'PLAN_NOT_FEASIBLE', status: 422, title: 'No plan reaches the end' });
    const reference = searchEveryPlan(referenceModel(dataset, trip), null, trip.lengthKm, 80);
    expect(reference.costMil).toBeNull();
    expect(body.dry_at_km).toBe(roundTo(reference.reachKm, 3));
    expect(body.detail).toMatch(
      /^No plan reaches the end of the route \([\d,.]+ km\): the tank reaches the reserve at km /,
    );
    const spanish = await post(bodyOf(trip), 'es');
    expect(spanish.body.detail).toMatch(/^Ningún plan llega al final de la ruta/);
    // max_stops 0 on a trip that needs a stop: dry where the start's fuel ends.
    const none = await post(bodyOf(a2Trip({ maxStops: 0 })));
    expect(none.status).toBe(422);
    expect(none.body.dry_at_km).toBe(roundTo((12 - 4) / 0.06, 3));
    expect(none.body.detail).toContain('with at most 0 stops');
  });

  it('never stops at a station that closes just before the arrival, and does one minute earlier', async () => {
    // The plan's stop at a station that closes in the evening, found on this route.
    let found: { trip: PlanTrip; stop: PlanStop } | undefined;
    for (const hour of [17, 18, 19, 16, 15]) {
      for (const repsol of [0, 20, 40]) {
        const trip = a2Trip({ departureMs: Date.parse(`2026-08-22T${hour}:00:00Z`), discounts: { repsol } });
        const stop = (await plan(trip)).plan.stops.find((s) => s.open_until !== null);
        if (stop) found ??= { trip, stop };
      }
    }
    expect(found).toBeDefined();
    const { trip, stop } = found as { trip: PlanTrip; stop: PlanStop };
    const travelMs =
      (referenceModel(dataset, trip).open.find((c) => c.station.id === stop.station.id) as ReferenceCandidate)
        .arrivalMs - trip.departureMs;
    const closesMs = Date.parse(stop.open_until as string);
    // Arriving 1 s after it closes: not a stop, and the search agrees on the cost without it.
    const late = { ...trip, departureMs: closesMs + 1000 - travelMs };
    const lateModel = referenceModel(dataset, late);
    expect(lateModel.all.find((c) => c.station.id === stop.station.id)?.open).toBe(false);
    const latePlan = await post(bodyOf(late));
    if (latePlan.status === 200) {
      expect(latePlan.body.data.plan.stops.map((s) => s.station.id)).not.toContain(stop.station.id);
      const reference = searchEveryPlan(lateModel, null, late.lengthKm, late.consumption * 10);
      expect(milli(latePlan.body.data.plan.total_cost)).toBe(reference.costMil);
    } else {
      expect(latePlan.body.code).toBe('PLAN_NOT_FEASIBLE');
    }
    // Arriving a minute before it closes: still the stop.
    const inTime = { ...trip, departureMs: closesMs - 60_000 - travelMs };
    const inTimePlan = await plan(inTime);
    expect(inTimePlan.plan.stops.map((s) => s.station.id)).toContain(stop.station.id);
  });

  it('reads the opening hours on the wall clock after a change of summer time on the way', async () => {
    for (const [now, departure, offsetAfter] of [
      ['2026-10-24T12:00:00Z', '2026-10-25T00:10:00Z', '+01:00'], // 02:10 CEST; at 03:00 CEST it is 02:00 CET
      ['2027-03-27T12:00:00Z', '2027-03-28T00:20:00Z', '+02:00'], // 01:20 CET; at 02:00 CET it is 03:00 CEST
    ] as const) {
      server.clock.set(now);
      try {
        const points = densify(MADRID_BARCELONA, 150);
        const trip: PlanTrip = {
          ...a2Trip({ departureMs: Date.parse(departure), speedKmh: 70 }),
          points,
          lengthKm: roundTo(polylineLengthKm(points), 3),
          tankL: 15,
          startL: 10,
        };
        const data = await plan(trip);
        const model = referenceModel(dataset, trip);
        const reference = searchEveryPlan(model, null, trip.lengthKm, 60);
        expect(milli(data.plan.total_cost)).toBe(reference.costMil);
        expectStopsHold(data.plan.stops, trip);
        // Some stations are reached after the change, and their arrival is written with the new offset.
        const afterChange = model.all.filter((c) => Date.parse(departure) + 3_600_000 < c.arrivalMs);
        expect(afterChange.length).toBeGreaterThan(0);
        const later = data.plan.stops.filter((stop) => Date.parse(stop.arrival_at) > Date.parse(departure) + 3_600_000);
        expect(later.length).toBeGreaterThan(0);
        for (const stop of later) expect(stop.arrival_at.endsWith(offsetAfter)).toBe(true);
        // Read with the departure's offset, some station's opening at its arrival would be wrong here: the wall
        // clock moved by an hour, and the stations open or close on the hour.
        const naive = model.all.filter((c) => {
          const shifted = c.arrivalMs + (offsetAfter === '+01:00' ? 3_600_000 : -3_600_000);
          return (
            c.arrivalMs > Date.parse(departure) + 3_600_000 && openNowAt(new Date(shifted)).of(c.station) !== c.open
          );
        });
        expect(naive.length).toBeGreaterThan(0);
        // The service read every one of them on the right clock: as many open at their arrival as by open_now.
        expect(data.candidates.open_at_arrival).toBe(model.open.length);
      } finally {
        server.clock.set(NOW);
      }
    }
  });

  it('lets a discount change the choice of station', async () => {
    const trip = a2Trip();
    const before = await plan(trip);
    const chosen = new Set(before.plan.stops.map((s) => s.station.brand?.slug));
    // The brand of an open candidate the plan did not use, made cheap.
    const model = referenceModel(dataset, trip);
    const other = model.open.find((c) => !chosen.has(c.station.brand_slug) && c.station.brand_slug !== 'independiente');
    expect(other).toBeDefined();
    const brand = (other as ReferenceCandidate).station.brand_slug;
    const discounted = { ...trip, discounts: { [brand]: 50 } };
    const after = await plan(discounted);
    expect(after.plan.stops.some((s) => s.station.brand?.slug === brand)).toBe(true);
    expect(after.options.discounts).toEqual({ [brand]: 50 });
    const stop = after.plan.stops.find((s) => s.station.brand?.slug === brand) as PlanStop;
    expect(stop.price_after_discount).toBe(roundTo(stop.price - 0.5, 3));
    const reference = searchEveryPlan(referenceModel(dataset, discounted), null, trip.lengthKm, 60);
    expect(milli(after.plan.total_cost)).toBe(reference.costMil);
    expect(after.plan.total_cost).toBeLessThan(before.plan.total_cost);
  });

  it('keeps to max_stops, at a cost the search agrees with', async () => {
    const trip = a2Trip({ tankL: 12, startL: 8, reserveL: 2 });
    const free = await plan(trip);
    expect(free.plan.stops.length).toBeGreaterThan(1);
    const bounded = { ...trip, maxStops: free.plan.stops.length - 1 };
    const { status, body } = await post(bodyOf(bounded));
    const reference = searchEveryPlan(referenceModel(dataset, bounded), bounded.maxStops, trip.lengthKm, 60);
    if (reference.costMil === null) {
      expect(status).toBe(422);
    } else {
      expect(body.data.plan.stops.length).toBeLessThanOrEqual(bounded.maxStops as number);
      expect(milli(body.data.plan.total_cost)).toBe(reference.costMil);
      expect(body.data.options.max_stops).toBe(bounded.maxStops);
    }
  });

  it('applies the defaults and says so', async () => {
    const { status, body } = await post({ points: MADRID_ZARAGOZA_A2, tank_l: 50, start_l: 40 });
    expect(status).toBe(200);
    expect(body.data.options).toEqual({
      corridor_km: 3,
      tank_l: 50,
      start_l: 40,
      consumption_l_100km: 6.5,
      consumption_source: 'default',
      reserve_l: 5,
      departure: '2026-08-22T16:00:00+02:00',
      departure_source: 'request',
      speed_kmh: 90,
      detour_factor: 1.3,
      litre_step: 1,
      max_stops: null,
      discounts: {},
    });
    expect(body.data).toMatchObject({ fuel: 'gasoline_95', unit: 'L', currency: 'EUR' });
    expect(body.data.route).toEqual({
      slug: null,
      title: null,
      points: MADRID_ZARAGOZA_A2.length,
      length_km: roundTo(polylineLengthKm(MADRID_ZARAGOZA_A2), 3),
      length_source: 'points',
    });
  });

  it.each([
    [{ tank_l: 20, start_l: 10, reserve_l: 20 }, 'reserve_l: 20 must be less than tank_l (20)'],
    [{ tank_l: 20, start_l: 25 }, 'start_l: 25 must be at least reserve_l (5) and at most tank_l (20)'],
    [{ tank_l: 20, start_l: 3 }, 'start_l: 3 must be at least reserve_l (5) and at most tank_l (20)'],
    [{ tank_l: 20, start_l: 10, departure: '2026-08-22 18:00' }, 'departure: "2026-08-22 18:00" must be an RFC 3339'],
    [
      { tank_l: 20, start_l: 10, departure: '2026-02-30T10:00:00Z' },
      'departure: "2026-02-30T10:00:00Z" must be an RFC',
    ],
    [{ tank_l: 20, start_l: 10, departure: '2026-09-22T10:00:00Z' }, 'must be at most 1 day before and 7 days after'],
    [{ tank_l: 20, start_l: 10, discounts: { reposl: 5 } }, '"reposl", which is no brand of today\'s data'],
    [{ tank_l: 20, start_l: 10, discounts: { Repsol: 5 } }, 'may contain only lowercase letters'],
    [{ tank_l: 20, start_l: 10, discounts: { repsol: 51 } }, 'must be <= 50'],
    [{ tank_l: 20, start_l: 10, max_stops: 11 }, 'max_stops: 11 must be <= 10'],
    [{ tank_l: 0, start_l: 0 }, 'tank_l: 0 must be > 0'],
    [{ start_l: 10 }, 'tank_l is required'],
    [{ tank_l: 20, start_l: 10, limit: 5 }, 'limit: 5 is not a field of this body'],
  ])('refuses %j naming the field', async (fields, detail) => {
    const { status, body } = await post({ points: MADRID_ZARAGOZA_A2, ...fields });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAMETER');
    expect(body.detail).toContain(detail);
  });
});

describe('GET /v1/routes/{slug}/plan', () => {
  const path = (query: string) => `/v1/routes/${teide.slug}/plan?${query}`;

  it('plans the route with its positions stretched to the stated length, as the search does', async () => {
    const departure = '2026-08-22T09:00:00Z';
    const { status, body, headers } = await server.json<{ data: RoutePlanData }>(
      path(`fuel=gasoline_95&tank_l=12&start_l=7&reserve_l=2&consumption_l_100km=9&departure=${departure}`),
    );
    expect(status).toBe(200);
    const points = routePoints(teide);
    const scale = teide.length_km / polylineLengthKm(points);
    const trip: PlanTrip = {
      points,
      lengthKm: teide.length_km,
      scale,
      fuel: 'gasoline_95',
      corridorKm: 3,
      tankL: 12,
      startL: 7,
      consumption: 9,
      reserveL: 2,
      departureMs: Date.parse(departure),
      speedKmh: 90,
      discounts: {},
      maxStops: null,
    };
    const reference = searchEveryPlan(referenceModel(dataset, trip), null, teide.length_km, 90);
    expect(reference.costMil).not.toBeNull();
    expect(milli(body.data.plan.total_cost)).toBe(reference.costMil);
    expect(body.data.plan.stops.length).toBeGreaterThan(0);
    expectStopsHold(body.data.plan.stops, trip);
    expect(body.data.route).toEqual({
      slug: teide.slug,
      title: teide.title,
      points: points.length,
      length_km: teide.length_km,
      length_source: 'stated',
    });
    // Given a departure, it holds until the next update (18:00 UTC) unless a listed station opens or closes first.
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1]);
    expect(headers.get('cache-control')).toMatch(/^public, /);
    expect(maxAge).toBeGreaterThan(60);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(headers.get('content-language')).toBe('es');
  });

  it('is the plan POST gives for the path with the stated length_km, which may not be shorter than the points', async () => {
    const query =
      'fuel=gasoline_95&tank_l=12&start_l=7&reserve_l=2&consumption_l_100km=9&departure=2026-08-22T09:00:00Z';
    const catalogue = await server.json<{ data: RoutePlanData }>(path(query));
    const points = routePoints(teide);
    const own = await post({
      points,
      length_km: teide.length_km,
      fuel: 'gasoline_95',
      tank_l: 12,
      start_l: 7,
      reserve_l: 2,
      consumption_l_100km: 9,
      departure: '2026-08-22T09:00:00Z',
    });
    expect(own.status).toBe(200);
    const { route: ownRoute, ...ownPlan } = own.body.data;
    const { route: catalogueRoute, ...cataloguePlan } = catalogue.body.data;
    expect(ownPlan).toEqual(cataloguePlan);
    expect(ownRoute).toMatchObject({ slug: null, length_km: teide.length_km, length_source: 'caller' });
    expect(catalogueRoute).toMatchObject({ slug: teide.slug, length_source: 'stated' });
    const short = await post({ points, length_km: 10, tank_l: 12, start_l: 7 });
    expect(short.status).toBe(400);
    expect(short.body.detail).toMatch(/^length_km: 10 is shorter than the points themselves \([\d,.]+ km\)$/);
  });

  it('departs at the minute of the request without departure, and holds only until that minute ends', async () => {
    server.clock.set('2026-08-22T14:00:20Z');
    try {
      const { status, body, headers } = await server.json<{ data: RoutePlanData }>(path('tank_l=40&start_l=30'));
      expect(status).toBe(200);
      expect(body.data.options).toMatchObject({ departure: '2026-08-22T16:00:00+02:00', departure_source: 'request' });
      expect(headers.get('cache-control')).toMatch(/max-age=(40|39)\b/);
    } finally {
      server.clock.set(NOW);
    }
  });

  it('takes discounts as brand:cents pairs and refuses what is not one', async () => {
    const ok = await server.json<{ data: RoutePlanData }>(path('tank_l=40&start_l=30&discounts=repsol:5,moeve:2.5'));
    expect(ok.body.data.options.discounts).toEqual({ repsol: 5, moeve: 2.5 });
    for (const [query, detail] of [
      ['discounts=repsol', 'must be brand:cents pairs'],
      ['discounts=repsol:5,repsol:3', 'names the brand repsol more than once'],
      ['discounts=repsol:60', 'gives repsol more than 50 cents off'],
      ['departure=2026-08-22T10:00:00+02:00', 'in a query string write a + offset as %2B'],
    ] as const) {
      const { status, body } = await server.json<{ code: string; detail: string }>(
        path(`tank_l=40&start_l=30&${query}`),
        { headers: { 'accept-language': 'en' } },
      );
      expect([status, body.code], query).toEqual([400, 'INVALID_PARAMETER']);
      expect(body.detail).toContain(detail);
    }
    const encoded = await server.json(path('tank_l=40&start_l=30&departure=2026-08-22T10:00:00%2B02:00'));
    expect(encoded.status).toBe(200);
  });

  it('answers ROUTE_NOT_FOUND for an unknown route', async () => {
    const { status, body } = await server.json<{ code: string }>('/v1/routes/no-such-route/plan?tank_l=40&start_l=30');
    expect([status, body.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });
});
