import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fuel } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import { haversineKm } from '../../store/spatial/geo.js';
import { handlerContext, startCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { sampleQueries } from '../../test/support/query-samples.js';
import type { TestServer } from '../../test/support/test-server.js';
import type { HandlerContext, Schemas } from '../shared/types.js';
import { findStationsNearby } from './stations-nearby.js';

type Query = { lat: number; lng: number; radius_km: number; fuel: Fuel; sort: 'price' | 'distance'; limit: number };

/** The reference: every public station measured with the haversine, filtered, ordered by the documented rules. */
function bruteForce(dataset: Dataset, q: Query & { open_24h?: boolean; brand?: string }): number[] {
  const hits = [];
  for (const station of dataset.stations) {
    const price = station.prices[q.fuel];
    const exact = haversineKm(q.lat, q.lng, station.lat, station.lng);
    if (price === undefined || exact > q.radius_km) continue;
    if (q.open_24h !== undefined && station.is_24h !== q.open_24h) continue;
    if (q.brand !== undefined && station.brand_slug !== q.brand) continue;
    hits.push({ id: station.id, price, distance: Math.round(exact * 1000) / 1000 });
  }
  hits.sort((a, b) =>
    q.sort === 'price'
      ? a.price - b.price || a.distance - b.distance || a.id - b.id
      : a.distance - b.distance || a.price - b.price || a.id - b.id,
  );
  return hits.slice(0, q.limit).map((h) => h.id);
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

describe('GET /v1/stations/nearby on the real register (the committed slice)', () => {
  let dataset: Dataset;
  let context: HandlerContext;
  let server: TestServer;
  let points: [number, number][];
  let stationReads = 0;
  beforeAll(async () => {
    dataset = await loadDataset(fixtureDataDir());
    // Counts reads of the full station list: a nearby answer must come from the spatial index.
    const watched = new Proxy(dataset, {
      get(target, property, receiver) {
        if (property === 'stations') stationReads++;
        return Reflect.get(target, property, receiver);
      },
    });
    context = handlerContext(watched);
    server = await startCoreServer(dataset);
    const lat = Float64Array.from(dataset.stations, (s) => s.lat);
    const lng = Float64Array.from(dataset.stations, (s) => s.lng);
    // Half jittered station positions, half uniform in the peninsula, the Balearics and the Canaries.
    points = sampleQueries(200, lat, lng, 4242).map(([a, b]) => [
      round3(clamp(a, 27.4, 44)),
      round3(clamp(b, -18.4, 4.6)),
    ]);
  });
  afterAll(() => server?.close());

  const call = (query: Record<string, unknown>) =>
    findStationsNearby({ query: query as never, path: undefined as never, body: undefined }, context) as {
      data: Schemas['NearbyData'];
    };

  it('gives exactly the ids and order of a brute-force haversine scan: 200 points x 4 radii x 3 fuels', () => {
    let compared = 0;
    let nonEmpty = 0;
    points.forEach(([lat, lng], n) => {
      for (const radius_km of [1, 5, 25, 50]) {
        for (const fuel of ['diesel', 'gasoline_95', 'lpg'] as const) {
          const query: Query = { lat, lng, radius_km, fuel, sort: n % 2 === 0 ? 'price' : 'distance', limit: 50 };
          const got = call(query).data.stations.map((s) => s.id);
          expect(got, JSON.stringify(query)).toEqual(bruteForce(dataset, query));
          compared++;
          if (got.length > 0) nonEmpty++;
        }
      }
    });
    expect(compared).toBe(2400);
    expect(nonEmpty).toBeGreaterThan(600);
    expect(stationReads).toBe(0);
  }, 300_000);

  it('applies open_24h and brand like the scan does, with the default limit of 10', () => {
    for (const [lat, lng] of points.slice(0, 40)) {
      for (const filter of [{ open_24h: true }, { open_24h: false }, { brand: 'repsol' }, { brand: 'no-such-brand' }]) {
        const query = {
          lat,
          lng,
          radius_km: 25,
          fuel: 'diesel' as const,
          sort: 'price' as const,
          limit: 10,
          ...filter,
        };
        expect(call(query).data.stations.map((s) => s.id)).toEqual(bruteForce(dataset, query));
      }
    }
  });

  it('answers the same over HTTP, with prices, distances rounded to 3 decimals and station pages', async () => {
    for (const [lat, lng] of points.slice(1, 11)) {
      const q = { lat, lng, radius_km: 25, fuel: 'diesel' as const, sort: 'distance' as const, limit: 20 };
      const { status, body } = await server.json<{ data: Schemas['NearbyData'] }>(
        `/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=25&fuel=diesel&sort=distance&limit=20`,
      );
      expect(status).toBe(200);
      expect(body.data.stations.map((s) => s.id)).toEqual(bruteForce(dataset, q));
      for (const s of body.data.stations) {
        expect(s.distance_km).toBe(round3(haversineKm(lat, lng, s.lat, s.lng)));
        expect(s.price).toBe(dataset.station(s.id)?.prices.diesel);
        expect(s.price_updated_at).toBe('2026-08-22T13:53:31Z');
        expect(s.web_url).toBe(`https://gasolineras.dev/gasolinera/${s.id}`);
      }
    }
  });

  it('uses the defaults: gasoline_95, 5 km, sort by price, 10 stations, centre rounded to 3 decimals', async () => {
    const { body } = await server.json<{ data: Schemas['NearbyData'] }>(
      '/v1/stations/nearby?lat=40.41678&lng=-3.70379',
    );
    expect(body.data).toMatchObject({ fuel: 'gasoline_95', unit: 'L', currency: 'EUR', radius_km: 5, sort: 'price' });
    expect(body.data.center).toEqual({ lat: 40.417, lng: -3.704 });
    expect(body.data.stations).toHaveLength(10);
    const expected = bruteForce(dataset, {
      lat: 40.417,
      lng: -3.704,
      radius_km: 5,
      fuel: 'gasoline_95',
      sort: 'price',
      limit: 10,
    });
    expect(body.data.stations.map((s) => s.id)).toEqual(expected);
  });
});
