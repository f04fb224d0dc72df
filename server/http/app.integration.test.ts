import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TITLES } from '../../core/problem.js';
import { OPERATIONS } from '../../generated/operations.js';
import { fakeDataset, handlersAnswering } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

const META_FIELDS = [
  'api_version',
  'request_id',
  'last_updated',
  'next_update',
  'data_age_seconds',
  'stale',
  'source',
  'attribution',
  'license',
  'web_url',
];

let server: TestServer;
const fake = handlersAnswering({ getPrices: 'Prices', listTerritories: 'Territories', calculateSavings: 'Savings' });

beforeAll(async () => {
  server = await startTestServer({ deps: { handlers: fake.handlers } });
  server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
});
afterAll(() => server.close());

async function problem(path: string, init?: RequestInit) {
  const response = await server.request(path, init);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.request_id).toBe(response.headers.get('x-request-id'));
  return { status: response.status, body, headers: response.headers };
}

describe('index, description and status', () => {
  it('GET / lists every endpoint with its rate class and MCP tool, and the addresses', async () => {
    const { status, body } = await server.json<{
      data: { endpoints: unknown[]; openapi_url: string; mcp_url: string; documentation_url: string };
    }>('/');
    expect(status).toBe(200);
    expect(body.data.endpoints).toHaveLength(OPERATIONS.length);
    expect(body.data.endpoints).toContainEqual({
      method: 'GET',
      path: '/v1/stations/nearby',
      operation_id: 'findStationsNearby',
      summary: 'Estaciones cerca de un punto',
      rate_class: 'heavy',
      mcp_tool: 'find_fuel_near',
    });
    expect(body.data.openapi_url).toBe(`${server.url}/v1/openapi`);
    expect(body.data.mcp_url).toBe(`${server.url}/mcp`);
    expect(body.data.documentation_url).toBe(`${server.url}/docs`);
    expect((await server.request('/docs')).status).toBe(200);
  });

  it('serves the OpenAPI description as application/vnd.oai.openapi+json', async () => {
    const response = await server.request('/v1/openapi');
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.oai\.openapi\+json/);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v1/route/fuel');
  });

  it("the catalogue has the spec's 30 endpoints under /v1, GET /v1/stations, the insights, the plans, the changes, the watch and its feeds, the index and the description", () => {
    const v1 = OPERATIONS.filter((op) => op.path.startsWith('/v1/') && op.path !== '/v1/openapi');
    // The spec's catalogue of 30, plus the favourites in one call of issue 19, the insights of issue 41 and the two plans
    // of issue 43, the changes and the watch of issue 42 with its two feeds.
    expect(v1).toHaveLength(38);
    expect(OPERATIONS.filter((op) => op.method === 'POST').map((op) => op.path)).toEqual([
      '/v1/route/fuel',
      '/v1/route/plan',
    ]);
  });

  it('/v1/status gives the date of the data and the next update, never cached', async () => {
    const { status, body, headers } = await server.json<{ data: Record<string, unknown> }>('/v1/status');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'ok', data_date: '2026-08-22', next_update: '2026-08-22T18:00:00.000Z' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});

describe('success envelope and headers', () => {
  it('has the ten meta fields, request_id equal to X-Request-Id, and the required headers', async () => {
    const { body, headers } = await server.json<{ meta: Record<string, unknown> }>('/v1/prices');
    expect(Object.keys(body.meta).sort()).toEqual([...META_FIELDS].sort());
    expect(body.meta.request_id).toBe(headers.get('x-request-id'));
    expect(body.meta).toMatchObject({
      api_version: 'v1',
      last_updated: '2026-08-22T13:53:31Z',
      next_update: '2026-08-22T18:00:00.000Z',
      data_age_seconds: 389,
      stale: false,
      license: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(headers.get('ratelimit-policy')).toBe('"rest";q=120;w=60, "burst";q=20;w=10');
    expect(headers.get('ratelimit')).toMatch(/^"(rest|burst)";r=\d+;t=\d+$/);
    expect(headers.get('x-cache')).toMatch(/^(hit|miss)$/);
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('labels sample data as sample in meta.source and meta.attribution', async () => {
    const sampleServer = await startTestServer({ deps: { handlers: fake.handlers } });
    sampleServer.store.swap(fakeDataset({ isSample: true }), new Date());
    const { body } = await sampleServer.json<{ meta: { source: string; attribution: string } }>('/v1/prices');
    expect(body.meta.source).toMatch(/MUESTRA|sample/i);
    expect(body.meta.attribution).toMatch(/muestra|sample/i);
    await sampleServer.close();
  });
});

describe('Cache-Control per kind', () => {
  it('price data: max-age = seconds to the next update (at most 3600), stale-while-revalidate=300', async () => {
    server.clock.set('2026-08-22T17:50:00Z');
    const near = await server.request('/v1/prices?fuel=diesel');
    expect(near.headers.get('cache-control')).toBe('public, max-age=600, stale-while-revalidate=300');
    server.clock.set('2026-08-22T14:00:00Z');
    const far = await server.request('/v1/prices?fuel=lpg');
    expect(far.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=300');
  });

  it('content and catalogues 6 hours; territories and savings 1 day; status and errors no-store', async () => {
    expect((await server.request('/')).headers.get('cache-control')).toBe('public, max-age=21600');
    expect((await server.request('/v1/territories')).headers.get('cache-control')).toBe('public, max-age=86400');
    expect(
      (await server.request('/v1/calc/savings?usual_price=1.8&cheap_price=1.7')).headers.get('cache-control'),
    ).toBe('public, max-age=86400');
    expect((await server.request('/v1/nope')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the response cache (X-Cache) and ETag', () => {
  it('answers a repeated normalised request from the cache: parameter order and coordinate rounding', async () => {
    const before = fake.calls.listTerritories ?? 0;
    const first = await server.request('/v1/territories?level=province&parent=castilla-la-mancha');
    const second = await server.request('/v1/territories?parent=castilla-la-mancha&level=province');
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect((fake.calls.listTerritories ?? 0) - before).toBe(1);
    const firstBody = (await first.json()) as { meta: { request_id: string } };
    const secondBody = (await second.json()) as { meta: { request_id: string } };
    expect(secondBody.meta.request_id).toBe(second.headers.get('x-request-id'));
    expect(secondBody.meta.request_id).not.toBe(firstBody.meta.request_id);
  });

  it('keeps an answer about a point from its second asking only, and any other answer at once', async () => {
    const point = '/v1/stations/nearby?lat=40.123&lng=-3.456';
    const asked = [];
    for (let i = 0; i < 3; i++) asked.push((await server.request(point)).headers.get('x-cache'));
    expect(asked).toEqual(['miss', 'miss', 'hit']);
    const area = '/v1/prices?level=spain&fuel=lpg';
    const areaAsked = [];
    for (let i = 0; i < 2; i++) areaAsked.push((await server.request(area)).headers.get('x-cache'));
    expect(areaAsked).toEqual(['miss', 'hit']);
  });

  it('is emptied when a new snapshot is loaded', async () => {
    await server.request('/v1/prices?level=spain');
    expect((await server.request('/v1/prices?level=spain')).headers.get('x-cache')).toBe('hit');
    server.store.swap(fakeDataset({ version: 'next' }), new Date('2026-08-22T14:00:00Z'));
    expect((await server.request('/v1/prices?level=spain')).headers.get('x-cache')).toBe('miss');
  });

  it('gives an ETag and 304 Not Modified for a matching If-None-Match', async () => {
    const first = await server.request('/v1/prices?fuel=gasoline_95');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.request('/v1/prices?fuel=gasoline_95', { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('strict parameters give 400 INVALID_PARAMETER naming the parameter and the value', () => {
  it.each([
    ['unknown', '/v1/prices?colour=red', /colour: "red" is not a parameter/, /colour: "red" no es un parámetro/],
    [
      'none accepted',
      '/v1/status?verbose=1',
      /verbose: "1" .*takes no parameters/,
      /verbose: "1" .*no admite parámetros/,
    ],
    [
      'repeated on the raw query',
      '/v1/stations/nearby?lat=40.4&lat=40.5&lng=-3.7',
      /^lat is repeated/,
      /^lat está repetido/,
    ],
    [
      'malformed number',
      '/v1/stations/nearby?lat=abc&lng=-3.7',
      /lat: "abc" must be a decimal number/,
      /lat: "abc" debe ser un número decimal/,
    ],
    [
      'hexadecimal is not a number',
      '/v1/stations/nearby?lat=40&lng=-3&limit=0x10',
      /limit: "0x10" must be an integer/,
      /limit: "0x10" debe ser un número entero/,
    ],
    [
      'out of range',
      '/v1/stations/nearby?lat=40&lng=-3&radius_km=80',
      /radius_km: "80" must be <= 50/,
      /radius_km: "80" debe ser <= 50/,
    ],
    [
      'coordinate outside Spain',
      '/v1/stations/nearby?lat=48.85&lng=2.35',
      /lat: "48.85" must be <= 44/,
      /lat: "48.85" debe ser <= 44/,
    ],
    [
      'outside the list',
      '/v1/prices?fuel=petrol',
      /fuel: "petrol" must be one of gasoline_95, gasoline_98, diesel/,
      /fuel: "petrol" debe ser uno de gasoline_95, gasoline_98, diesel/,
    ],
    [
      'boolean spelled otherwise',
      '/v1/stations/nearby?lat=40&lng=-3&open_24h=yes',
      /open_24h: "yes" must be true, false, 1 or 0/,
      /open_24h: "yes" debe ser true, false, 1 o 0/,
    ],
    ['empty value', '/v1/prices?fuel=', /fuel: "" is empty/, /fuel: "" está vacío/],
    ['missing required', '/v1/stations/nearby?lng=-3.7', /^lat is required/, /^lat es obligatorio/],
    [
      'path pattern',
      '/v1/brands/ABC',
      /slug: "ABC" may contain only lowercase letters, digits and hyphens/,
      /slug: "ABC" solo puede contener minúsculas, cifras y guiones/,
    ],
    [
      'integer path parameter',
      '/v1/stations/ABC',
      /id: "ABC" must be an integer/,
      /id: "ABC" debe ser un número entero/,
    ],
    [
      'integer path parameter with a leading zero',
      '/v1/stations/042',
      /id: "042" must be a whole number written without/,
      /id: "042" debe ser un número entero escrito sin/,
    ],
    [
      'level=province without code',
      '/v1/prices?level=province',
      /level: "province" needs code/,
      /level: "province" necesita code/,
    ],
    ['code without level', '/v1/prices?code=02', /code: "02" needs level/, /code: "02" necesita level/],
    ['lat without lng', '/v1/stations/cheapest?lat=40.4', /lat: 40.4 needs lng/, /lat: 40.4 necesita también lng/],
    [
      'municipalities without parent',
      '/v1/territories?level=municipality',
      /level: "municipality" needs parent/,
      /level: "municipality" necesita parent/,
    ],
    [
      'from after to',
      '/v1/history/monthly?from=2024-05&to=2024-01',
      /from: "2024-05" is after to/,
      /from: "2024-05" es posterior a to/,
    ],
    [
      'a month 13',
      '/v1/history/monthly?from=2024-13',
      /from: "2024-13" must be a month written YYYY-MM/,
      /from: "2024-13" debe ser un mes escrito AAAA-MM/,
    ],
    [
      'parameters of the other comparison',
      '/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=1&diesel_price=1.5',
      /diesel_price: 1.5 does not apply/,
      /diesel_price: 1.5 no se aplica/,
    ],
  ])('%s (in English, and in Spanish by default)', async (_name, path, english, spanish) => {
    const inEnglish = await problem(path, { headers: { 'Accept-Language': 'en' } });
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body.code).toBe('INVALID_PARAMETER');
    expect(inEnglish.body.detail).toMatch(english);
    expect(inEnglish.headers.get('content-language')).toBe('en');
    const inSpanish = await problem(path);
    expect(inSpanish.body.code).toBe('INVALID_PARAMETER');
    expect(inSpanish.body.detail).toMatch(spanish);
    expect(inSpanish.headers.get('content-language')).toBe('es');
  });

  it('accepts booleans written 1 and 0, and rounds coordinates to 3 decimals before use and caching', async () => {
    const first = await server.json<{ data: { center: { lat: number; lng: number } } }>(
      '/v1/stations/nearby?lat=40.41649&lng=-3.70379&open_24h=1',
    );
    expect(first.status).toBe(200);
    expect(first.body.data.center).toEqual({ lat: 40.416, lng: -3.704 });
    // The same question once rounded: a point's second asking is kept, so the third is answered from the cache.
    const second = await server.request('/v1/stations/nearby?lat=40.4158&lng=-3.7039&open_24h=true');
    expect(second.headers.get('x-cache')).toBe('miss');
    const nearby = await server.request('/v1/stations/nearby?lng=-3.7041&open_24h=true&lat=40.4162');
    expect(nearby.headers.get('x-cache')).toBe('hit');
    expect((await server.request('/v1/stations/nearby?lat=40.4&lng=-3.7&open_24h=0')).status).toBe(200);
  });
});

/** The operations with a body: every rule of a POST holds on each. */
const POST_PATHS = ['/v1/route/fuel', '/v1/route/plan'];

describe('methods', () => {
  it('405 METHOD_NOT_ALLOWED with the Allow header of the path', async () => {
    const del = await problem('/v1/prices', { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.body.code).toBe('METHOD_NOT_ALLOWED');
    expect(del.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    for (const path of POST_PATHS) {
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
        const refused = await server.request(path, { method });
        expect([refused.status, refused.headers.get('allow')], `${method} ${path}`).toEqual([405, 'POST, OPTIONS']);
      }
    }
    // The plan of a catalogue route is a GET: POST is refused there.
    const post = await problem('/v1/routes/teide-desde-la-laguna/plan', { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
  });

  it('HEAD gives the same status and headers as GET, and no body', async () => {
    const get = await server.request('/v1/status');
    const head = await server.request('/v1/status', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const name of ['content-type', 'cache-control', 'ratelimit-policy', 'x-cache']) {
      expect(head.headers.get(name)).toBe(get.headers.get(name));
    }
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it.each(POST_PATHS)('answers CORS preflights with the methods of the path: %s', async (path) => {
    const response = await server.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Accept-Language/);
  });
});

describe('CORS', () => {
  it('allows every origin on successes and errors, never credentials, and exposes the API headers', async () => {
    for (const path of ['/v1/status', '/v1/nope', '/v1/prices?fuel=petrol']) {
      const response = await server.request(path, { headers: { Origin: 'https://example.org' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const exposed = response.headers.get('access-control-expose-headers') ?? '';
      for (const name of ['X-Request-Id', 'X-Cache', 'RateLimit', 'RateLimit-Policy', 'Retry-After'])
        expect(exposed).toContain(name);
    }
  });
});

describe('limits', () => {
  it('414 URI_TOO_LONG over 2,048 characters, whatever the path', async () => {
    for (const base of ['/v1/prices?code=', '/nowhere?x=']) {
      const { status, body } = await problem(base + 'a'.repeat(2100));
      expect(status).toBe(414);
      expect(body.code).toBe('URI_TOO_LONG');
    }
  });

  it.each(POST_PATHS)('415 UNSUPPORTED_MEDIA_TYPE for a POST that is not application/json: %s', async (path) => {
    const { status, body } = await problem(path, {
      method: 'POST',
      body: 'points=1',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(status).toBe(415);
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(POST_PATHS)('413 PAYLOAD_TOO_LARGE over 32 KB: %s', async (path) => {
    const big = JSON.stringify({ points: [], padding: 'x'.repeat(40 * 1024) });
    const { status, body } = await problem(path, {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each(POST_PATHS)('400 INVALID_JSON for a body that is not JSON: %s', async (path) => {
    const { status, body } = await problem(path, {
      method: 'POST',
      body: '{"points": [',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_JSON');
  });

  it.each(POST_PATHS)('400 INVALID_PARAMETER naming the body field: %s', async (path) => {
    const body = JSON.stringify({
      points: [[40.4, -3.7]],
      ...(path === '/v1/route/plan' ? { tank_l: 50, start_l: 20 } : {}),
    });
    const answer = await problem(path, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^points: /);
  });
});

describe('404 ENDPOINT_NOT_FOUND', () => {
  it.each(['/v2/prices', '/v1/prices/extra', '/v1/status.json', '/v1/prices.csv', '/index.html'])(
    '%s',
    async (path) => {
      const { status, body } = await problem(path);
      expect(status).toBe(404);
      expect(body.code).toBe('ENDPOINT_NOT_FOUND');
    },
  );
});

describe('errors', () => {
  it('are RFC 9457 problems with a type URI into the errors page, a Spanish title and the instance', async () => {
    const { body } = await problem('/v1/prices?fuel=petrol');
    expect(body).toMatchObject({
      type: `${server.url}/docs/conceptos/errores/#invalid-parameter`,
      title: PROBLEM_TITLES.INVALID_PARAMETER.es,
      status: 400,
      code: 'INVALID_PARAMETER',
      instance: '/v1/prices',
    });
  });

  it('the errors page has one anchor per code', async () => {
    const response = await server.request('/docs/conceptos/errores/');
    const html = await response.text();
    for (const code of Object.keys(PROBLEM_TITLES)) {
      expect(html).toContain(`id="${code.toLowerCase().replaceAll('_', '-')}"`);
    }
  });
});

describe('documentation', () => {
  it('serves the self-contained page built from openapi.yaml at /docs (no CDN)', async () => {
    const response = await server.request('/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Fuel Price Service');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/<link[^>]+href="https?:\/\/cdn/);
  });
});
