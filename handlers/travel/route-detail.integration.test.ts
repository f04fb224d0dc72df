import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/lib/load-content.js';
import type { Route } from '../../content/lib/types.js';
import { price3 } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { bruteForceCorridor } from '../../test/support/route-brute-force.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { money, round } from '../calculators/calc-shared.js';
import type { Schemas } from '../shared/types.js';
import { routePoints } from './route-detail.js';

type RouteData = Schemas['RouteData'];

const routes = loadContent().routes;
const teide = loadContent().find('route', 'teide-desde-la-laguna') as Route;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function routeData(path: string): Promise<RouteData> {
  const { status, body } = await server.json<{ data: RouteData }>(path);
  expect(status, path).toBe(200);
  return body.data;
}

describe('GET /v1/routes/{slug} without stations', () => {
  beforeAll(() => server.store.swap(fakeDataset(), new Date()));

  it('answers ROUTE_NOT_FOUND for an unknown slug', async () => {
    const { status, body } = await server.json<{ code: string }>('/v1/routes/no-such-route');
    expect([status, body.code]).toEqual([404, 'ROUTE_NOT_FOUND']);
  });

  it('gives the whole route, and a trip cost without a price when no station sells the fuel', async () => {
    const data = await routeData(`/v1/routes/${teide.slug}?consumption=7`);
    expect(data.route).toMatchObject({
      slug: teide.slug,
      title: teide.title,
      length_km: teide.length_km,
      path: teide.path,
      body_markdown: teide.body_markdown,
      faq: teide.faq,
      sources: teide.sources,
      photos: teide.photos,
      web_url: `${server.config.siteUrl}/rutas/${teide.slug}`,
    });
    expect(data).toMatchObject({ fuel: 'gasoline_95', unit: 'L', currency: 'EUR', corridor_km: 3, stations: [] });
    expect(data.trip_cost).toEqual({
      length_km: teide.length_km,
      consumption_per_100km: 7,
      consumption_source: 'caller',
      quantity: round((teide.length_km * 7) / 100, 3),
      price: null,
      price_source: 'none',
      cost: null,
    });
  });
});

describe('GET /v1/routes/{slug} on the real data', () => {
  let dataset: Dataset;
  beforeAll(async () => {
    dataset = await loadDataset(fixtureDataDir());
    server.store.swap(dataset, new Date());
  });

  it.each(routes.map((r) => [r.slug, r] as const))(
    '%s: the cheapest stations within 3 km of its path',
    async (_, route) => {
      const data = await routeData(`/v1/routes/${route.slug}?fuel=diesel&limit=50`);
      const expected = bruteForceCorridor(dataset, routePoints(route), 3, 'diesel');
      expect(data.stations.map((s) => [s.id, s.price, s.distance_to_route_km, s.position_km])).toEqual(
        expected.slice(0, 50).map((h) => [h.station.id, h.price, h.distanceToRouteKm, h.positionKm]),
      );
      expect(data.stations.every((s) => (s.distance_to_route_km as number) <= 3)).toBe(true);
      const price =
        expected.length > 0
          ? price3(expected.reduce((t, h) => t + h.price, 0) / expected.length)
          : dataset.priceStats('diesel', { level: 'spain' })?.average;
      expect(data.trip_cost).toEqual({
        length_km: route.length_km,
        consumption_per_100km: 5.5,
        consumption_source: 'default',
        quantity: round((route.length_km * 5.5) / 100, 3),
        price,
        price_source: expected.length > 0 ? 'corridor_average' : 'spain_average',
        cost: money(((route.length_km * 5.5) / 100) * (price as number)),
      });
    },
  );

  it('finds stations along the Teide route, priced at Canary prices, ten by default', async () => {
    const data = await routeData(`/v1/routes/${teide.slug}`);
    expect(data.stations.length).toBeGreaterThan(0);
    expect(data.stations.length).toBeLessThanOrEqual(10);
    expect(data.stations.every((s) => s.low_tax_area && s.community.code === '05')).toBe(true);
    expect(data.trip_cost.price_source).toBe('corridor_average');
    expect(data.trip_cost.cost).toBeGreaterThan(0);
  });
});
