// Cache-Control of every operation's success, against the kind the spec gives each endpoint ("Cache: ...").
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationId } from '../generated/operations.js';
import { RouteTable } from '../server/http/operation-router.js';
import { useSampleCoreServer } from '../test/support/core-server.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { type Call, validCalls } from './valid-calls.js';

/** The spec's words per endpoint: "until next update" is price, "6 hours" content, "1 day" savings, "none" none. */
const SPEC_CACHE: Partial<Record<OperationId, 'price' | 'content' | 'savings' | 'none'>> = {
  findStationsNearby: 'price',
  findCheapestStations: 'price',
  getStations: 'price',
  calculateTripCost: 'price',
  findFuelAlongRoute: 'none',
  planRefuelStops: 'none',
  getRoutePlan: 'price',
  compareVehicleCosts: 'price',
  calculateTankCost: 'price',
  getProductPrices: 'price',
  getRoute: 'price',
  calculateSavings: 'savings',
  getStationHistory: 'price',
  getPriceHistory: 'price',
  getMonthlyHistory: 'content',
  listRoutes: 'content',
  searchPlaces: 'price',
  searchContent: 'content',
  getContentItem: 'content',
  calculateAdblue: 'price',
  getStatus: 'none',
  listRoads: 'content',
};

// TEST_NOW is 16:00 in Madrid: the next update (20:00) is four hours away, so price answers get the one-hour cap.
const EXPECTED_HEADER = {
  price: 'public, max-age=3600, stale-while-revalidate=300',
  content: 'public, max-age=21600',
  territories: 'public, max-age=86400',
  savings: 'public, max-age=86400',
  none: 'no-store',
} as const;

describe(`Cache-Control of successful answers (at ${TEST_NOW})`, () => {
  const sample = useSampleCoreServer();

  it('the operation table gives each endpoint the kind the spec names', () => {
    for (const [operationId, kind] of Object.entries(SPEC_CACHE)) {
      expect(OPERATIONS.find((op) => op.operationId === operationId)?.cache, operationId).toBe(kind);
    }
  });

  it('every operation answers with the Cache-Control of its kind', async () => {
    const routes = new RouteTable();
    const seen = new Set<OperationId>();
    // A road of the sample, found through the API itself. The sample's history holds no finished month, so
    // getReport has no 200 here (handlers/reports.test.ts answers it on the real data).
    const roads = await sample.server.json<{ data: { roads: { slug: string }[] } }>('/v1/roads');
    const roadStations = `/v1/roads/${roads.body.data.roads[0]?.slug}/stations`;
    // The watch's feeds (not JSON: validCalls holds the JSON answers) are cached as the watch is.
    const station = sample.dataset.stations.find((s) => s.prices.diesel !== undefined);
    const feeds = ['atom', 'feed.json'].map((form) => ({
      path: `/v1/watch.${form}?ids=${station?.id}&fuel=diesel`,
      status: 200,
    }));
    const calls: Call[] = [...validCalls(sample.dataset), { path: roadStations, status: 200 }, ...feeds];
    for (const call of calls) {
      const method = call.method ?? 'GET';
      const { operation } = routes.match(method, new URL(call.path, sample.server.url).pathname);
      const response = await sample.server.request(
        call.path,
        call.body === undefined
          ? undefined
          : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(call.body) },
      );
      expect(response.status, call.path).toBe(200);
      const header = response.headers.get('cache-control');
      if (operation.cache === 'price' && (await response.text()).includes('"open_now":')) {
        // An answer holding open_now lasts at most until a station in it opens or closes (handlers/stations/open-now-searches.integration.test.ts).
        const maxAge = Number(/^public, max-age=(\d+)(, stale-while-revalidate=300)?$/.exec(header ?? '')?.[1]);
        expect(maxAge, call.path).toBeLessThanOrEqual(3600);
      } else {
        expect(header, call.path).toBe(EXPECTED_HEADER[operation.cache]);
      }
      seen.add(operation.operationId);
    }
    expect(OPERATIONS.map((op) => op.operationId).filter((id) => !seen.has(id))).toEqual(['getReport']);
  });
});
