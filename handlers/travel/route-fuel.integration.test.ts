import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fuel } from '../../core/model.js';
import { price3 } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';
import { type LatLng, polylineLengthKm } from '../../store/spatial/geo.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { bruteForceCorridor } from '../../test/support/route-brute-force.js';
import {
  densify,
  MADRID_BARCELONA,
  MADRID_ZARAGOZA_A2,
  SEVILLA_MALAGA,
  TENERIFE_TEIDE,
} from '../../test/support/test-routes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { money, round } from '../calculators/calc-shared.js';
import type { Schemas } from '../shared/types.js';
import { type CorridorStation, corridorStations, km3 } from './route-corridor.js';

type RouteFuelData = Schemas['RouteFuelData'];
type Entry = Schemas['StationEntry'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function post(body: unknown) {
  return server.json<{ data: RouteFuelData; code?: string; detail?: string }>('/v1/route/fuel', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
}

async function fuelAlong(body: Record<string, unknown>): Promise<RouteFuelData> {
  const { status, body: answer, headers } = await post(body);
  expect(status, JSON.stringify(answer)).toBe(200);
  expect(headers.get('cache-control')).toContain('no-store');
  return answer.data;
}

const shown = (entries: readonly Entry[]) =>
  entries.map((e) => [e.id, e.price, e.distance_to_route_km, e.position_km] as const);
const expectedShown = (hits: readonly CorridorStation[]) =>
  hits.map((h) => [h.station.id, h.price, h.distanceToRouteKm, h.positionKm] as const);
const mean = (hits: readonly CorridorStation[]) => price3(hits.reduce((t, h) => t + h.price, 0) / hits.length);

/** Checked without the ranking code: each entry is after the one before by price, then position, then id. */
function expectRanked(entries: readonly Entry[]): void {
  const keys = entries.map((e) => [e.price as number, e.position_km as number, e.id]);
  for (let i = 1; i < keys.length; i++) {
    const [a, b] = [keys[i - 1] as number[], keys[i] as number[]];
    const first = a.findIndex((value, k) => value !== b[k]);
    expect(first >= 0 && (a[first] as number) < (b[first] as number), `entries ${i - 1} and ${i}`).toBe(true);
  }
}

// A Coruña - Cádiz - Valencia - Tarragona, and the same without the last leg.
const TOO_LONG: LatLng[] = [
  [43.37, -8.4],
  [36.53, -6.29],
  [39.47, -0.38],
  [41.12, 1.25],
];
const LONG_ENOUGH: LatLng[] = TOO_LONG.slice(0, 3);

describe('POST /v1/route/fuel without stations', () => {
  beforeAll(() => server.store.swap(fakeDataset(), new Date()));

  it('rejects a route over 1,500 km, saying how long it is', async () => {
    expect(polylineLengthKm(TOO_LONG)).toBeGreaterThan(1600);
    const { status, body } = await post({ points: TOO_LONG });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAMETER');
    expect(body.detail).toMatch(/^points make a route 1,6\d\d(\.\d)? km long; at most 1,500 km$/);
  });

  it('applies the defaults and has no price to use when no station sells the fuel', async () => {
    const data = await fuelAlong({ points: LONG_ENOUGH });
    const length = km3(polylineLengthKm(LONG_ENOUGH));
    expect(length).toBeLessThan(1500);
    expect(data).toMatchObject({ fuel: 'gasoline_95', unit: 'L', currency: 'EUR', corridor_km: 3, stations: [] });
    expect(data.route).toEqual({ points: 3, length_km: length });
    expect(data.trip_cost).toEqual({
      length_km: length,
      consumption_per_100km: 6.5,
      consumption_source: 'default',
      quantity: round((length * 6.5) / 100, 3),
      price: null,
      price_source: 'none',
      cost: null,
    });
  });

  it('uses the caller consumption, in kg for cng', async () => {
    const data = await fuelAlong({ points: MADRID_ZARAGOZA_A2, fuel: 'cng', consumption: 4 });
    expect(data.unit).toBe('kg');
    expect(data.trip_cost).toMatchObject({ consumption_per_100km: 4, consumption_source: 'caller' });
  });
});

const ROUTES: Record<string, readonly LatLng[]> = {
  'Madrid-Zaragoza along the A-2': MADRID_ZARAGOZA_A2,
  'Sevilla-Málaga': SEVILLA_MALAGA,
  'Tenerife, La Laguna to Los Cristianos by the Teide': TENERIFE_TEIDE,
  'Madrid-Barcelona in 200 points': densify(MADRID_BARCELONA, 200),
};
const CASES: [Fuel, number][] = [
  ['diesel', 1],
  ['gasoline_95', 3],
  ['gasoline_98', 10],
  ['lpg', 10],
];

describe('POST /v1/route/fuel on the real data', () => {
  let dataset: Dataset;
  beforeAll(async () => {
    dataset = await loadDataset(fixtureDataDir());
    server.store.swap(dataset, new Date());
  });

  for (const [name, points] of Object.entries(ROUTES)) {
    it.each(CASES)(`${name}: %s within %d km equals a brute-force scan of every station`, async (fuel, corridorKm) => {
      const expected = bruteForceCorridor(dataset, points, corridorKm, fuel);
      if (corridorKm >= 3) expect(expected.length).toBeGreaterThan(0);
      // The whole corridor, not just the listed stations.
      expect(expectedShown(corridorStations(dataset, points, corridorKm, fuel).sort(byId))).toEqual(
        expectedShown([...expected].sort(byId)),
      );
      const data = await fuelAlong({ points, fuel, corridor_km: corridorKm, limit: 50 });
      expect(shown(data.stations)).toEqual(expectedShown(expected.slice(0, 50)));
      expectRanked(data.stations);
      for (const entry of data.stations) {
        expect(entry.distance_to_route_km).toBeLessThanOrEqual(corridorKm);
        expect(entry.price_updated_at).toBe(dataset.sourceTime);
      }
      const length = km3(polylineLengthKm(points));
      expect(data.route).toEqual({ points: points.length, length_km: length });
      const price = expected.length > 0 ? mean(expected) : dataset.priceStats(fuel, { level: 'spain' })?.average;
      expect(data.trip_cost).toMatchObject({
        price,
        price_source: expected.length > 0 ? 'corridor_average' : 'spain_average',
        cost: money(((length * data.trip_cost.consumption_per_100km) / 100) * (price as number)),
      });
    });
  }

  it('keeps only 24-hour stations, or only the others, with open_24h; the trip price stays the corridor mean', async () => {
    const points = MADRID_ZARAGOZA_A2;
    const all = bruteForceCorridor(dataset, points, 5, 'diesel');
    for (const open24h of [true, false]) {
      const data = await fuelAlong({ points, fuel: 'diesel', corridor_km: 5, limit: 50, open_24h: open24h });
      const expected = all.filter((h) => h.station.is_24h === open24h);
      expect(expected.length).toBeGreaterThan(0);
      expect(shown(data.stations)).toEqual(expectedShown(expected.slice(0, 50)));
      expect(data.stations.every((s) => s.is_24h === open24h)).toBe(true);
      expect(data.trip_cost.price).toBe(mean(all));
    }
  });

  it('keeps the first `limit` stations of the ranking', async () => {
    const data = await fuelAlong({ points: SEVILLA_MALAGA, fuel: 'diesel', corridor_km: 10, limit: 3 });
    expect(shown(data.stations)).toEqual(
      expectedShown(bruteForceCorridor(dataset, SEVILLA_MALAGA, 10, 'diesel').slice(0, 3)),
    );
  });

  it('falls back to the Spain mean over the sea', async () => {
    const data = await fuelAlong({
      points: [
        [36.0, -3.0],
        [36.0, -2.2],
      ],
      fuel: 'diesel',
    });
    expect(data.stations).toEqual([]);
    expect(data.trip_cost).toMatchObject({
      price: dataset.priceStats('diesel', { level: 'spain' })?.average,
      price_source: 'spain_average',
    });
  });

  it('accepts a route just under 1,500 km and still rejects one over it', async () => {
    expect((await fuelAlong({ points: LONG_ENOUGH, fuel: 'diesel' })).stations.length).toBeGreaterThan(0);
    expect((await post({ points: TOO_LONG })).status).toBe(400);
  });
});

function byId(a: CorridorStation, b: CorridorStation): number {
  return a.station.id - b.station.id;
}
