// The spec's limits at their edges, over HTTP on the embedded sample: the last allowed value is answered, the first
// value past it is 400 INVALID_PARAMETER naming the parameter and the value; defaults are the documented ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoreServer } from '../test/support/core-server.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import type { TestServer } from '../test/support/test-server.js';

let server: TestServer;
let stationId: string;
beforeAll(async () => {
  server = await startCoreServer(await loadDataset(sampleDataDir()));
  const nearby = await server.json<{ data: { stations: { id: string }[] } }>(
    '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=10',
  );
  stationId = nearby.body.data.stations[0]?.id as string;
});
afterAll(() => server?.close());

interface Problem {
  code: string;
  status: number;
  detail: string;
}

/** The refusal, read in English (answer-language.test.ts checks both languages). */
async function expectRefused(path: string, parameter: string, value: string, init?: RequestInit) {
  const headers = { ...(init?.headers as Record<string, string> | undefined), 'Accept-Language': 'en' };
  const response = await server.request(path, { ...init, headers });
  const body = (await response.json()) as Problem;
  expect(response.status, path).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(body.code, path).toBe('INVALID_PARAMETER');
  expect(body.detail.startsWith(`${parameter}:`), `${body.detail} names ${parameter}`).toBe(true);
  expect(body.detail, path).toContain(value);
  expect(response.headers.get('retry-after'), 'only 429 and 503 carry Retry-After').toBeNull();
  return body;
}

async function expectAnswered(path: string) {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return response;
}

const postJsonText = (text: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: text,
});
const postRoute = (body: unknown) => postJsonText(JSON.stringify(body));

describe('limit: 1 to 50 on list endpoints, 1 to 20 on /v1/search', () => {
  it.each([
    ['/v1/stations/nearby?lat=40.4168&lng=-3.7038'],
    ['/v1/stations/cheapest?'],
    ['/v1/routes?'],
    ['/v1/content?'],
  ])('%s', async (base) => {
    const join = base.endsWith('?') ? '' : '&';
    await expectAnswered(`${base}${join}limit=1`);
    await expectAnswered(`${base}${join}limit=50`);
    await expectRefused(`${base}${join}limit=0`, 'limit', '0');
    await expectRefused(`${base}${join}limit=51`, 'limit', '51');
  });

  it('/v1/search', async () => {
    await expectAnswered('/v1/search?q=madrid&limit=20');
    await expectRefused('/v1/search?q=madrid&limit=21', 'limit', '21');
  });

  it('defaults: 20 routes, 10 content items, 8 search results, 10 stations nearby', async () => {
    const routes = await server.json<{ data: { total: number; routes: unknown[] } }>('/v1/routes');
    expect(routes.body.data.total).toBeGreaterThan(20);
    expect(routes.body.data.routes).toHaveLength(20);
    const content = await server.json<{ data: { total: number; results: unknown[] } }>('/v1/content');
    expect(content.body.data.total).toBeGreaterThan(10);
    expect(content.body.data.results).toHaveLength(10);
    const search = await server.json<{ data: { results: unknown[] } }>('/v1/search?q=san');
    expect(search.body.data.results).toHaveLength(8);
    const nearby = await server.json<{ data: { stations: unknown[] } }>(
      '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=20',
    );
    expect(nearby.body.data.stations).toHaveLength(10);
  });
});

describe('coordinates: latitude 27.4 to 44, longitude -18.4 to 4.6, inclusive', () => {
  it('answers at the corners of the box', async () => {
    await expectAnswered('/v1/stations/nearby?lat=27.4&lng=-18.4');
    await expectAnswered('/v1/stations/nearby?lat=44&lng=4.6');
  });

  it.each([
    ['lat=27.39&lng=-15.4', 'lat', '27.39'],
    ['lat=44.01&lng=-3.7', 'lat', '44.01'],
    ['lat=28.1&lng=-18.41', 'lng', '-18.41'],
    ['lat=39.9&lng=4.61', 'lng', '4.61'],
  ])('refuses %s', async (query, parameter, value) => {
    await expectRefused(`/v1/stations/nearby?${query}`, parameter, value);
    await expectRefused(`/v1/stations/cheapest?${query}&radius_km=10`, parameter, value);
  });
});

describe('search radius: greater than 0, at most 50 km', () => {
  it.each(['/v1/stations/nearby', '/v1/stations/cheapest'])('%s', async (path) => {
    await expectAnswered(`${path}?lat=40.4168&lng=-3.7038&radius_km=50`);
    await expectRefused(`${path}?lat=40.4168&lng=-3.7038&radius_km=50.01`, 'radius_km', '50.01');
    await expectRefused(`${path}?lat=40.4168&lng=-3.7038&radius_km=0`, 'radius_km', '0');
  });
});

describe('history window: 1 to 90 days, default 30', () => {
  it('/v1/history', async () => {
    const byDefault = await server.json<{ data: { days: number; points: unknown[] } }>('/v1/history');
    expect(byDefault.body.data.days).toBe(30);
    expect(byDefault.body.data.points).toHaveLength(30);
    await expectAnswered('/v1/history?days=1');
    await expectAnswered('/v1/history?days=90');
    await expectRefused('/v1/history?days=0', 'days', '0');
    await expectRefused('/v1/history?days=91', 'days', '91');
  });

  it('/v1/stations/{id}/history', async () => {
    const byDefault = await server.json<{ data: { days: number } }>(`/v1/stations/${stationId}/history`);
    expect(byDefault.body.data.days).toBe(30);
    await expectAnswered(`/v1/stations/${stationId}/history?days=90`);
    await expectRefused(`/v1/stations/${stationId}/history?days=0`, 'days', '0');
    await expectRefused(`/v1/stations/${stationId}/history?days=91`, 'days', '91');
  });
});

describe('text lengths', () => {
  const letters = (n: number) => 'a'.repeat(n);

  it('q: 2 to 100 characters on /v1/search, /v1/content and /v1/routes', async () => {
    for (const path of ['/v1/search', '/v1/content', '/v1/routes']) {
      await expectAnswered(`${path}?q=${letters(100)}`);
      await expectRefused(`${path}?q=${letters(101)}`, 'q', letters(101));
      await expectRefused(`${path}?q=a`, 'q', '"a"');
    }
  });

  it('region (routes) and tag (content): at most 60 characters', async () => {
    // 60 letters pass the length check and then name no community; 61 fail the length check.
    const sixty = await expectRefused(`/v1/routes?region=${letters(60)}`, 'region', letters(60));
    expect(sixty.detail).not.toMatch(/60 characters/);
    const sixtyOne = await expectRefused(`/v1/routes?region=${letters(61)}`, 'region', letters(61));
    expect(sixtyOne.detail).toMatch(/60 characters/);
    await expectAnswered(`/v1/content?tag=${letters(60)}`);
    await expectRefused(`/v1/content?tag=${letters(61)}`, 'tag', letters(61));
  });

  it('/v1/history/monthly only has gasoline_95 and diesel', async () => {
    await expectAnswered('/v1/history/monthly?fuel=diesel');
    await expectRefused('/v1/history/monthly?fuel=lpg', 'fuel', 'lpg');
  });
});

describe('POST /v1/route/fuel body', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => [40 + i * 0.001, -3.7]);

  it('answers 2 and 200 points with the documented defaults (limit 10, corridor 3 km, gasoline_95)', async () => {
    const response = await server.request('/v1/route/fuel', postRoute({ points: points(2) }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ fuel: 'gasoline_95', corridor_km: 3 });
    expect((await server.request('/v1/route/fuel', postRoute({ points: points(200) }))).status).toBe(200);
    const many = await server.request(
      '/v1/route/fuel',
      postRoute({
        points: [
          [40.4168, -3.7038],
          [41.6488, -0.8891],
        ],
        corridor_km: 10,
      }),
    );
    expect(((await many.json()) as { data: { stations: unknown[] } }).data.stations).toHaveLength(10);
  });

  it.each([
    ['201 points', { points: points(201) }, 'points', '(201 items) must NOT have more than 200 items'],
    ['1 point', { points: points(1) }, 'points', 'fewer than 2 items'],
    [
      'a point outside Spain',
      {
        points: [
          [40.4, -3.7],
          [48.85, 2.35],
        ],
      },
      'points[1][0]',
      '48.85 must be <= 44',
    ],
    ['corridor_km 0', { points: points(2), corridor_km: 0 }, 'corridor_km', '0'],
    ['corridor_km 10.5', { points: points(2), corridor_km: 10.5 }, 'corridor_km', '10.5'],
    ['limit 0', { points: points(2), limit: 0 }, 'limit', '0'],
    ['limit 51', { points: points(2), limit: 51 }, 'limit', '51'],
    ['consumption 40.5', { points: points(2), consumption: 40.5 }, 'consumption', '40.5'],
    ['an unknown fuel', { points: points(2), fuel: 'petrol' }, 'fuel', 'petrol'],
    ['an unknown field', { points: points(2), colour: 'red' }, 'colour', '"red" is not a field of this body'],
  ])('refuses %s', async (_label, body, parameter, value) => {
    await expectRefused('/v1/route/fuel', parameter, value, postRoute(body));
  });

  it('accepts a body of exactly 32 KB and refuses one byte more with 413', async () => {
    const json = JSON.stringify({ points: points(2) });
    const exactly = json + ' '.repeat(32 * 1024 - Buffer.byteLength(json));
    expect((await server.request('/v1/route/fuel', postJsonText(exactly))).status).toBe(200);
    const over = await server.request('/v1/route/fuel', postJsonText(`${exactly} `));
    expect(over.status).toBe(413);
    expect(((await over.json()) as Problem).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('415 for a POST without any Content-Type', async () => {
    const response = await server.request('/v1/route/fuel', {
      method: 'POST',
      body: new Blob([JSON.stringify({ points: points(2) })]),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as Problem).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /v1/route/plan body: the route limits of /v1/route/fuel, and the car in bounds', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => [40 + i * 0.001, -3.7]);
  const car = { tank_l: 50, start_l: 45 };

  it('answers 2 and 200 points, and a body of exactly 32 KB; refuses one byte more with 413', async () => {
    expect((await server.request('/v1/route/plan', postRoute({ points: points(2), ...car }))).status).toBe(200);
    expect((await server.request('/v1/route/plan', postRoute({ points: points(200), ...car }))).status).toBe(200);
    const json = JSON.stringify({ points: points(2), ...car });
    const exactly = json + ' '.repeat(32 * 1024 - Buffer.byteLength(json));
    expect((await server.request('/v1/route/plan', postJsonText(exactly))).status).toBe(200);
    const over = await server.request('/v1/route/plan', postJsonText(`${exactly} `));
    expect(over.status).toBe(413);
    expect(((await over.json()) as Problem).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['201 points', { points: points(201), ...car }, 'points', '(201 items) must NOT have more than 200 items'],
    ['tank_l 200.5', { points: points(2), tank_l: 200.5, start_l: 10 }, 'tank_l', '200.5 must be <= 200'],
    ['start_l -1', { points: points(2), tank_l: 50, start_l: -1 }, 'start_l', '-1 must be >= 0'],
    ['reserve_l 200', { points: points(2), ...car, reserve_l: 200 }, 'reserve_l', '200 must be < 200'],
    ['consumption 40.5', { points: points(2), ...car, consumption_l_100km: 40.5 }, 'consumption_l_100km', '40.5'],
    ['speed 9', { points: points(2), ...car, speed_kmh: 9 }, 'speed_kmh', '9 must be >= 10'],
    ['speed 151', { points: points(2), ...car, speed_kmh: 151 }, 'speed_kmh', '151 must be <= 150'],
    ['corridor_km 10.5', { points: points(2), ...car, corridor_km: 10.5 }, 'corridor_km', '10.5'],
    ['max_stops -1', { points: points(2), ...car, max_stops: -1 }, 'max_stops', '-1 must be >= 0'],
    [
      '21 discounts',
      { points: points(2), ...car, discounts: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`b${i}`, 1])) },
      'discounts',
      'must NOT have more than 20',
    ],
  ])('refuses %s', async (_label, body, parameter, value) => {
    await expectRefused('/v1/route/plan', parameter, value, postRoute(body));
  });
});

describe('URL length: 2,048 characters', () => {
  it('reads a URL of exactly 2,048 characters and refuses 2,049 with 414', async () => {
    const base = '/v1/prices?padding=';
    const exactly = base + 'a'.repeat(2048 - base.length);
    await expectRefused(exactly, 'padding', ''); // read and judged: an unknown parameter, not a URL too long
    const over = await server.request(`${exactly}a`);
    expect(over.status).toBe(414);
    expect(((await over.json()) as Problem).code).toBe('URI_TOO_LONG');
  });
});

describe('GET /v1/calc/vehicle-costs bounds', () => {
  it.each([
    ['petrol_vs_diesel', 'petrol_consumption', '40', '40.5'],
    ['petrol_vs_diesel', 'diesel_consumption', '40', '41'],
    ['petrol_vs_diesel', 'diesel_extra_price', '100000', '100001'],
    ['petrol_vs_diesel', 'diesel_extra_yearly_cost', '10000', '10001'],
    ['ev_vs_fuel', 'ev_consumption', '60', '60.5'],
    ['ev_vs_fuel', 'ev_extra_price', '200000', '200001'],
  ])('%s: %s at most %s', async (compare, parameter, last, over) => {
    const base = `/v1/calc/vehicle-costs?compare=${compare}&km_per_year=20000&${parameter}=`;
    await expectAnswered(base + last);
    await expectRefused(base + over, parameter, over);
  });
});

describe('errors outside 429 and 503', () => {
  it('carry no Retry-After, always X-Request-Id and no-store: 404, 405 (POST on a GET endpoint)', async () => {
    for (const [path, init, status] of [
      ['/v1/stations/99999999', undefined, 404],
      ['/v1/prices', { method: 'POST' }, 405],
    ] as const) {
      const response = await server.request(path, init);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('retry-after'), path).toBeNull();
      expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const postOnGet = await server.request('/v1/prices', { method: 'POST' });
    expect(postOnGet.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('HEAD on a data endpoint: the GET status and headers, no body', async () => {
    const get = await server.request('/v1/prices?fuel=diesel');
    const head = await server.request('/v1/prices?fuel=diesel', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });
});
