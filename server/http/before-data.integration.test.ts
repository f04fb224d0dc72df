// What the server answers while its data loads (a start, a reader waiting for the first publication): nothing may be
// kept by a cache as if it were data. Every answer of the contract made before data is served is no-store and stays
// out of the response cache; once data is served the same questions get their family's Cache-Control again. Pages
// and the page's files are the build's, the same bytes before and after, and keep theirs. The real server, over HTTP,
// on the committed slice of the register (swapped in mid-test, as a load lands).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

interface Ask {
  path: string;
  init?: RequestInit;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * One question per operation, answerable once data is served; those a client can answer with its own figures (a price
 * given, a calculator without data) are asked that way too, as they are answered before data.
 */
const QUESTIONS: Readonly<Record<string, readonly Ask[]>> = {
  getIndex: [{ path: '/' }],
  getOpenApi: [{ path: '/v1/openapi' }],
  getStatus: [{ path: '/v1/status' }],
  getStations: [{ path: '/v1/stations?ids=4375' }],
  findStationsNearby: [{ path: '/v1/stations/nearby?lat=38.995&lng=-1.856' }],
  findCheapestStations: [{ path: '/v1/stations/cheapest' }],
  getStation: [{ path: '/v1/stations/4375' }],
  getStationHistory: [{ path: '/v1/stations/4375/history' }],
  getPrices: [{ path: '/v1/prices' }],
  getPriceInsights: [{ path: '/v1/insights?fuel=diesel' }],
  getPriceChanges: [{ path: '/v1/changes?since=2026-08-21T18:00:00Z' }],
  getWatch: [{ path: '/v1/watch?ids=4375&fuel=diesel' }],
  getWatchAtom: [{ path: '/v1/watch.atom?ids=4375&fuel=diesel' }],
  getWatchJsonFeed: [{ path: '/v1/watch.feed.json?ids=4375&fuel=diesel' }],
  getProductPrices: [{ path: '/v1/products/adblue' }],
  listTerritories: [{ path: '/v1/territories?level=province' }],
  searchPlaces: [{ path: '/v1/search?q=albacete' }],
  listBrands: [{ path: '/v1/brands' }],
  getBrand: [{ path: '/v1/brands/repsol' }],
  rankRegions: [{ path: '/v1/rankings/regions' }],
  getPriceHistory: [{ path: '/v1/history' }],
  getMonthlyHistory: [{ path: '/v1/history/monthly' }],
  listReports: [{ path: '/v1/reports' }],
  getReport: [{ path: '/v1/reports/2026-07' }],
  findFuelAlongRoute: [
    {
      path: '/v1/route/fuel',
      init: json({
        points: [
          [40.4, -3.7],
          [39.0, -1.86],
        ],
      }),
    },
  ],
  planRefuelStops: [
    {
      path: '/v1/route/plan',
      init: json({
        points: [
          [40.4, -3.7],
          [39.0, -1.86],
        ],
        tank_l: 50,
        start_l: 20,
      }),
    },
  ],
  listRoads: [{ path: '/v1/roads' }],
  getRoadStations: [{ path: '/v1/roads/a-31/stations' }],
  listRoutes: [{ path: '/v1/routes' }],
  getRoute: [{ path: '/v1/routes/teide-desde-la-laguna' }],
  getRoutePlan: [{ path: '/v1/routes/teide-desde-la-laguna/plan?tank_l=40&start_l=30' }],
  searchContent: [{ path: '/v1/content?q=gasolina' }],
  getContentItem: [{ path: '/v1/content/guide/como-ahorrar-combustible' }],
  calculateTripCost: [{ path: '/v1/calc/trip-cost?km=350' }, { path: '/v1/calc/trip-cost?km=350&price=1.5' }],
  calculateTankCost: [{ path: '/v1/calc/tank-cost?capacity=50' }, { path: '/v1/calc/tank-cost?capacity=50&price=1.5' }],
  compareVehicleCosts: [
    { path: '/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=15000' },
    { path: '/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=15000&petrol_price=1.5&diesel_price=1.4' },
  ],
  calculateSavings: [{ path: '/v1/calc/savings?usual_price=1.55&cheap_price=1.45' }],
  calculateAdblue: [
    { path: '/v1/calc/adblue?km_per_year=30000' },
    { path: '/v1/calc/adblue?km_per_year=30000&price=1' },
  ],
  getPriceBreakdown: [
    { path: '/v1/calc/price-breakdown?fuel=diesel' },
    { path: '/v1/calc/price-breakdown?fuel=diesel&price=1.5' },
  ],
  getTaxes: [{ path: '/v1/taxes' }],
};

/** The Cache-Control of each family once data is served (x-cache), without the max-age's figure. */
const SERVED_FORM: Record<string, RegExp> = {
  price: /^public, max-age=\d+, stale-while-revalidate=300$/,
  content: /^public, max-age=21600$/,
  territories: /^public, max-age=86400$/,
  savings: /^public, max-age=86400$/,
  none: /^no-store$/,
};

interface Answered {
  operation: string;
  cache: string;
  path: string;
  status: number;
  cacheControl: string | null;
  xCache: string | null;
  body: string;
}

let server: TestServer;
const before: Answered[] = [];
const after: Answered[] = [];

async function askAll(into: Answered[]): Promise<void> {
  for (const operation of OPERATIONS) {
    for (const { path, init } of QUESTIONS[operation.operationId] ?? []) {
      // Asked twice: the second shows whether the response cache kept the first.
      await server.request(path, init);
      const response = await server.request(path, init);
      into.push({
        operation: operation.operationId,
        cache: operation.cache,
        path,
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        xCache: response.headers.get('x-cache'),
        body: await response.text(),
      });
    }
  }
}

beforeAll(async () => {
  server = await startTestServer({ config: { dataDir: fixtureDataDir() } });
  await askAll(before);
  server.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
  await askAll(after);
});
afterAll(() => server?.close());

const answeredBefore = (operation: string) => before.filter((a) => a.operation === operation && a.status === 200);

describe('before data is served', () => {
  it('asks every operation of the contract', () => {
    expect(OPERATIONS.filter((op) => !QUESTIONS[op.operationId]).map((op) => op.operationId)).toEqual([]);
  });

  it('every answer is no-store and none is kept by the response cache; with data, each gets its family’s again', () => {
    for (const answer of before) {
      expect(answer.cacheControl, `${answer.path}: ${answer.status}`).toBe('no-store');
      if (answer.status === 200) expect(answer.xCache, answer.path).toBe('miss');
      else expect(answer.status, answer.path).toBe(503);
    }
    for (const answer of after) {
      expect(answer.status, answer.path).toBe(200);
      expect(answer.cacheControl, answer.path).toMatch(SERVED_FORM[answer.cache] as RegExp);
    }
    // Each family answers something before data: the rule is not held by 503s alone.
    const families = new Set(before.filter((a) => a.status === 200).map((a) => a.cache));
    expect([...families].sort()).toEqual(['content', 'none', 'price', 'savings']);
  });

  it('the index: its empty archive is no-store, the archive once data is served is kept 6 hours', () => {
    const [index] = answeredBefore('getIndex');
    expect(JSON.parse(index?.body ?? '{}').data.archive).toEqual([]);
    expect(index?.cacheControl).toBe('no-store');
    const served = after.find((a) => a.operation === 'getIndex');
    expect(JSON.parse(served?.body ?? '{}').data.archive.length).toBeGreaterThan(0);
    expect(served?.cacheControl).toBe('public, max-age=21600');
  });

  it('a price answer: taxes dated today rather than the data’s date, no-store; a calculator on the caller’s price too', () => {
    const [taxes] = answeredBefore('getTaxes');
    expect(taxes?.cacheControl).toBe('no-store');
    expect(JSON.parse(after.find((a) => a.operation === 'getTaxes')?.body ?? '{}').data.date).toBe('2026-08-22');
    expect(answeredBefore('calculateTripCost').map((a) => [a.path, a.cacheControl])).toEqual([
      ['/v1/calc/trip-cost?km=350&price=1.5', 'no-store'],
    ]);
    // Its meta says no data: last_updated null, for as long as it is kept.
    expect(JSON.parse(taxes?.body ?? '{}').meta).toMatchObject({ last_updated: null, data_age_seconds: null });
  });

  it('a content answer: the monthly series and a content search, no-store', () => {
    const [monthly] = answeredBefore('getMonthlyHistory');
    expect(monthly?.cacheControl).toBe('no-store');
    expect(answeredBefore('searchContent')[0]?.cacheControl).toBe('no-store');
  });

  it('a savings answer (the caller’s figures alone) and the bare OpenAPI description: no-store', () => {
    expect(answeredBefore('calculateSavings')[0]?.cacheControl).toBe('no-store');
    const [openapi] = answeredBefore('getOpenApi');
    expect(openapi?.cacheControl).toBe('no-store');
    expect(after.find((a) => a.operation === 'getOpenApi')?.body).toBe(openapi?.body);
  });
});

describe('outside the operations, before data is served', () => {
  it('downloads are 503 no-store; the errors page is the same bytes and headers before and after', async () => {
    const fresh = await startTestServer({ config: { dataDir: fixtureDataDir() } });
    try {
      for (const path of ['/downloads/stations.csv', '/downloads/archive/prices-2026-08.parquet']) {
        const response = await fresh.request(path);
        expect([response.status, response.headers.get('cache-control')], path).toEqual([503, 'no-store']);
      }
      const page = async () => {
        const response = await fresh.request('/docs/conceptos/errores/', { headers: { 'Accept-Language': 'en' } });
        return [
          response.status,
          response.headers.get('cache-control'),
          response.headers.get('etag'),
          await response.text(),
        ];
      };
      const pageBefore = await page();
      fresh.store.swap(await loadDataset(fixtureDataDir()), new Date('2026-08-22T14:00:00Z'));
      expect(await page()).toEqual(pageBefore);
    } finally {
      await fresh.close();
    }
  });
});
