import { get as httpGet } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractValidator } from '../../contract-tests/contract-validator.js';
import { parseTrustProxy } from '../../core/client-address.js';
import { ApiProblem } from '../../core/problem.js';
import { HANDLERS } from '../../handlers/index.js';
import type { OperationHandlers } from '../../handlers/shared/types.js';
import { MemoryRateLimitStore, RateLimiter, REST_POLICY } from '../../runtime/limits/rate-limit.js';
import { exampleData, fakeDataset, handlersAnswering } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';

const contract = new ContractValidator();
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function withRealLimits(trustProxy = '') {
  const { handlers } = handlersAnswering({ getPrices: 'Prices' });
  server = await startTestServer({
    config: { trustProxy: parseTrustProxy(trustProxy) },
    deps: { handlers, rateLimitStore: new MemoryRateLimitStore() },
  });
  server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
  return server;
}

async function statuses(s: TestServer, path: string, count: number, headers: Record<string, string> = {}) {
  const result: Response[] = [];
  for (let i = 0; i < count; i++) result.push(await s.request(path, { headers }));
  return result;
}

const NORMAL_POLICIES = '"rest";q=120;w=60, "burst";q=20;w=10';
const HEAVY_POLICIES = '"rest";q=120;w=60, "heavy";q=30;w=60, "burst";q=20;w=10';

describe('rate limits per client IP', () => {
  it('RATE_LIMITS=off (local development): a 30-call script from one address is answered, with no RateLimit headers, a warning at start and /v1/status saying so', async () => {
    const lines: { level: number; event?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const { handlers } = handlersAnswering({ getPrices: 'Prices' });
    server = await startTestServer({
      config: { rateLimits: false },
      deps: { handlers, rateLimitStore: new MemoryRateLimitStore(), logger: pino({ level: 'info' }, sink) },
    });
    server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
    expect(lines.filter((line) => line.event === 'rate_limits_off').map((line) => line.level)).toEqual([40]);
    const answers = await statuses(server, '/v1/prices', 30);
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    for (const answer of answers) {
      expect([answer.headers.get('ratelimit'), answer.headers.get('ratelimit-policy')]).toEqual([null, null]);
    }
    const status = await server.json<{ data: { limits: unknown } }>('/v1/status');
    expect(status.body.data.limits).toEqual({ store: 'memory', healthy: true, per_client: false });
  });

  it('RATE_LIMITS on (the default): /v1/status says the per-client limits are counted', async () => {
    const s = await withRealLimits();
    const status = await s.json<{ data: { limits: unknown } }>('/v1/status');
    expect(status.body.data.limits).toEqual({ store: 'memory', healthy: true, per_client: true });
    expect(status.headers.get('ratelimit-policy')).toBe(NORMAL_POLICIES);
  });

  it('allows a burst of 20 per 10 seconds, then 429 RATE_LIMITED with Retry-After, RateLimit and RateLimit-Policy', async () => {
    const s = await withRealLimits();
    s.clock.set('2026-08-22T14:00:03Z');
    const answers = await statuses(s, '/v1/prices', 21);
    expect(answers.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    expect(answers[0]?.headers.get('ratelimit')).toBe('"burst";r=19;t=10');
    expect(answers[19]?.headers.get('ratelimit')).toBe('"burst";r=0;t=10');
    expect(answers[0]?.headers.get('ratelimit-policy')).toBe(NORMAL_POLICIES);
    const limited = answers[20] as Response;
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10'); // a sliding window: 10 s after the first of the 20
    expect(limited.headers.get('ratelimit')).toBe('"burst";r=0;t=10');
    expect(limited.headers.get('ratelimit-policy')).toBe(NORMAL_POLICIES);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(limited.headers.get('access-control-expose-headers')?.split(', ')).toContain('RateLimit');
    expect(answers[0]?.headers.get('access-control-expose-headers')?.split(', ')).toContain('RateLimit');
    const body = (await limited.json()) as { code: string; request_id: string };
    expect(body.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('x-request-id')).toBe(body.request_id);
  });

  it('gives refusals of a counted request (400, 415) the same RateLimit and RateLimit-Policy as successes', async () => {
    const s = await withRealLimits();
    s.clock.set('2026-08-22T14:00:03Z');
    const [ok, invalid, unsupported] = [
      await s.request('/v1/prices'),
      await s.request('/v1/prices?fuel=petrol'),
      await s.request('/v1/route/fuel', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }),
    ];
    expect([ok.status, invalid.status, unsupported.status]).toEqual([200, 400, 415]);
    expect([ok, invalid, unsupported].map((r) => r.headers.get('ratelimit'))).toEqual([
      '"burst";r=19;t=10',
      '"burst";r=18;t=10',
      '"burst";r=17;t=10',
    ]);
    expect(unsupported.headers.get('ratelimit-policy')).toBe(HEAVY_POLICIES);
    expect(invalid.headers.get('ratelimit-policy')).toBe(NORMAL_POLICIES);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('after a burst of 200, every refusal says Retry-After 10 and a client that waits exactly that long gets in', async () => {
    const s = await withRealLimits();
    s.clock.set('2026-08-22T14:00:05Z');
    const answers = await statuses(s, '/v1/prices', 200);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(new Set(answers.slice(20).map((r) => `${r.status} ${r.headers.get('retry-after')}`))).toEqual(
      new Set(['429 10']),
    );
    s.clock.advance(10_000);
    const later = await s.request('/v1/prices');
    expect(later.status).toBe(200); // the 180 refusals used no quota of the minute
    expect(later.headers.get('ratelimit')).toBe('"burst";r=19;t=10');
  });

  it('lets no more than 20 through across a 10-second edge', async () => {
    const s = await withRealLimits();
    s.clock.set('2026-08-22T14:00:09.990Z');
    expect((await statuses(s, '/v1/prices', 20)).every((r) => r.status === 200)).toBe(true);
    s.clock.set('2026-08-22T14:00:10.000Z');
    const edge = await statuses(s, '/v1/prices', 20);
    expect(edge.map((r) => r.status)).toEqual(Array(20).fill(429));
    expect(edge[0]?.headers.get('retry-after')).toBe('10'); // 9.99 s, rounded up
    s.clock.set('2026-08-22T14:00:19.990Z');
    expect((await s.request('/v1/prices')).status).toBe(200);
  });

  it('limits every client to 120 per minute (the "rest" policy) with Retry-After until its oldest leaves', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const start = Date.parse('2026-08-22T14:00:15Z');
    // The memory store decides at once: a refusal is thrown where it is asked.
    const check = (client: string, atMs: number) => () => limiter.check(client, [REST_POLICY], atMs);
    for (let i = 0; i < 120; i++) check('192.0.2.1', start + i * 100)();
    expect(check('192.0.2.1', start + 12_000)).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', headers: expect.objectContaining({ 'Retry-After': '48' }) }),
    );
    expect(check('192.0.2.2', start + 12_000)).not.toThrow();
    expect(check('192.0.2.1', start + 59_999)).toThrow(ApiProblem);
    expect(check('192.0.2.1', start + 60_000)).not.toThrow();
  });

  it('limits the heavy endpoints to 30 per minute and announces every policy', async () => {
    const s = await withRealLimits();
    s.clock.set('2026-08-22T14:00:00Z');
    let limited: Response | undefined;
    for (let i = 0; i < 31; i++) {
      if (i % 20 === 0 && i > 0) s.clock.advance(10_000); // stay under the burst limit
      const answer = await s.request('/v1/stations/nearby?lat=40.4&lng=-3.7');
      if (answer.status === 429) {
        limited = answer;
        expect(i).toBe(30);
      } else {
        expect(answer.headers.get('ratelimit-policy')).toBe(HEAVY_POLICIES);
      }
    }
    expect(limited?.headers.get('ratelimit-policy')).toBe(HEAVY_POLICIES);
    expect(limited?.headers.get('retry-after')).toBe('50'); // at 14:00:10; the first of the 30 leaves at 14:01:00
    expect(limited?.headers.get('ratelimit')).toBe('"heavy";r=0;t=50');
    const normal = await s.request('/v1/prices');
    expect(normal.status).toBe(200);
    expect(normal.headers.get('ratelimit')).toBe('"burst";r=9;t=10');
  });

  it('counts per socket address unless TRUST_PROXY says which hops are proxies', async () => {
    const direct = await withRealLimits();
    const spoofed = await statuses(direct, '/v1/prices', 21, { 'X-Forwarded-For': '203.0.113.9' });
    expect(spoofed[20]?.status).toBe(429);
    await direct.close();
    const proxied = await withRealLimits('1');
    const first = await statuses(proxied, '/v1/prices', 20, { 'X-Forwarded-For': '203.0.113.9' });
    const other = await statuses(proxied, '/v1/prices', 1, { 'X-Forwarded-For': '198.51.100.7' });
    expect(first.every((r) => r.status === 200)).toBe(true);
    expect(other[0]?.status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const s = await withRealLimits('1');
    const passed = [];
    for (let i = 0; i < 25; i++) {
      const answer = await s.request('/v1/prices', {
        headers: { 'X-Forwarded-For': `2001:db8:77:1:${i.toString(16)}::${(i * 7).toString(16)}` },
      });
      passed.push(answer.status);
    }
    expect(passed.filter((status) => status === 200)).toHaveLength(20);
    // Another /64 is another client.
    expect((await s.request('/v1/prices', { headers: { 'X-Forwarded-For': '2001:db8:77:2::1' } })).status).toBe(200);
    for (let i = 0; i < 10; i++) await s.request('/v1/prices', { headers: { 'X-Forwarded-For': '10.3.3.3' } });
    const mapped = await statuses(s, '/v1/prices', 11, { 'X-Forwarded-For': '::ffff:10.3.3.3' });
    expect(mapped.map((r) => r.status).filter((status) => status === 429)).toHaveLength(1);
  });

  it('counts an address with a port, or an IPv6 address in brackets, as the address: one client, whatever the port', async () => {
    const s = await withRealLimits('1');
    const admitted = async (forwardedFor: (i: number) => string) => {
      let passed = 0;
      for (let i = 0; i < 25; i++) {
        const answer = await s.request('/v1/prices', { headers: { 'X-Forwarded-For': forwardedFor(i) } });
        if (answer.status === 200) passed++;
      }
      return passed;
    };
    expect(await admitted((i) => `198.51.100.45:${1000 + i}`)).toBe(20);
    expect(await admitted((i) => `[2001:db8:45::${i.toString(16)}]:${1000 + i}`)).toBe(20);
    // The same clients written without port or brackets: already at their limit.
    expect(await admitted(() => '198.51.100.45')).toBe(0);
    expect(await admitted((i) => `[2001:db8:45::${i.toString(16)}]`)).toBe(0);
    expect(await admitted(() => '2001:db8:45::9')).toBe(0);
  });

  it("cannot be escaped by writing addresses into X-Forwarded-For in front of the proxy's (TRUST_PROXY=1)", async () => {
    const s = await withRealLimits('1');
    let passed = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await s.request('/v1/prices', { headers: { 'X-Forwarded-For': `9.9.${i}.1, 127.0.0.1` } });
      if (answer.status === 200) passed++;
    }
    expect(passed).toBeLessThanOrEqual(20);
  });
});

/** GET with a Host header of our choosing (fetch always sends the real one); a 200 is checked against the contract. */
function getWithHost(s: TestServer, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpGet(`${s.url}${path}`, { headers, setHost: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status === 200)
          contract.assertResponse(path, 'GET', 200, response.headers['content-type'] ?? '', JSON.parse(text));
        resolve({ status, text });
      });
    });
    request.on('error', reject);
  });
}

describe('absolute links', () => {
  it('never carry a Host the configuration does not allow', async () => {
    server = await startTestServer({ config: { apiUrl: '', port: 8080 } });
    const { status, text } = await getWithHost(server, '/', { Host: 'evil.example' });
    expect(status).toBe(200);
    expect(text).not.toContain('evil.example');
    expect(JSON.parse(text).data.openapi_url).toBe('http://localhost:8080/v1/openapi');
  });

  it('use PUBLIC_API_URL, or an allowed Host with the protocol a trusted proxy forwards (http or https only)', async () => {
    server = await startTestServer({
      config: {
        apiUrl: 'https://api.example',
        allowedHosts: new Set(['api.example.es']),
        trustProxy: parseTrustProxy('loopback'),
      },
    });
    const origin = async (headers: Record<string, string>) => {
      const { text } = await getWithHost(server as TestServer, '/', headers);
      expect(text).not.toMatch(/javascript:|evil\.example/);
      return new URL(JSON.parse(text).data.openapi_url as string).origin;
    };
    expect(await origin({ Host: 'evil.example', 'X-Forwarded-Proto': 'https' })).toBe('https://api.example');
    expect(await origin({ Host: 'api.example.es', 'X-Forwarded-Proto': 'https' })).toBe('https://api.example.es');
    expect(await origin({ Host: 'api.example.es', 'X-Forwarded-Proto': 'javascript' })).toBe('http://api.example.es');
    expect(await origin({ Host: 'api.example.es' })).toBe('http://api.example.es');
  });
});

describe('503 answers', () => {
  it('ENDPOINT_DISABLED with Retry-After 3600 for an endpoint switched off by configuration', async () => {
    server = await startTestServer({ config: { disabledOperations: new Set(['getPrices']) } });
    const response = await server.request('/v1/prices');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(((await response.json()) as { code: string }).code).toBe('ENDPOINT_DISABLED');
    expect((await server.request('/v1/status')).status).toBe(200);
  });

  it('ENDPOINT_DISABLED on every endpoint when the whole API is switched off ("*")', async () => {
    server = await startTestServer({ config: { disabledOperations: new Set(['*']) } });
    for (const path of ['/v1/prices', '/v1/status', '/v1/routes', '/']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('3600');
      expect(((await response.json()) as { code: string }).code, path).toBe('ENDPOINT_DISABLED');
    }
  });

  it('TEMPORARILY_UNAVAILABLE with Retry-After 60 when there is no data to answer from', async () => {
    server = await startTestServer();
    const response = await server.request('/v1/stations/cheapest');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { code: string; request_id: string };
    expect(body.code).toBe('TEMPORARILY_UNAVAILABLE');
    expect(response.headers.get('x-request-id')).toBe(body.request_id);
  });
});

describe('stale serving', () => {
  it('after a failed refresh: meta.stale true, X-Cache stale, Cache-Control max-age=60', async () => {
    const { handlers } = handlersAnswering({ getPrices: 'Prices' });
    server = await startTestServer({ deps: { handlers } });
    server.store.swap(fakeDataset(), new Date('2026-08-22T06:00:00Z'));
    server.store.markRefreshFailed(new Date('2026-08-22T18:00:00Z'), {
      category: 'source_unreachable',
      message: { en: 'no answer in time', es: 'no respondió a tiempo' },
    });
    const { body, headers } = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
    expect(body.meta.stale).toBe(true);
    expect(headers.get('x-cache')).toBe('stale');
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    const status = await server.json<{ data: { status: string } }>('/v1/status');
    expect(status.body.data.status).toBe('stale');
  });

  // The data of 2026-08-22T13:53:31Z is expected to be replaced 12 hours later; with the 2-hour grace (core/freshness.ts)
  // it is overdue from 2026-08-23T03:53:31Z, whatever the cause, while every refresh that ran succeeded.
  it.each([
    ['the refresher stopped: the last good refresh long ago', '2026-08-22T13:55:00Z', '2026-08-23T03:53:31Z'],
    ['the register frozen: a good refresh just now reads old data', '2026-08-23T03:50:00Z', '2026-08-23T03:53:31Z'],
    ['a reader alone, 190 days on', '2026-08-22T13:55:00Z', '2027-02-28T14:00:00Z'],
  ])(
    'overdue data (%s): meta.stale true, Cache-Control max-age=60, status stale',
    async (_cause, swappedAt, overdue) => {
      const { handlers } = handlersAnswering({ getPrices: 'Prices' });
      server = await startTestServer({ deps: { handlers } });
      server.store.swap(fakeDataset(), new Date(swappedAt));
      type Status = { data: { status: string; overdue_at: string | null }; meta: { stale: boolean } };

      server.clock.set(new Date(Date.parse('2026-08-23T03:53:31Z') - 1000).toISOString());
      const current = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
      expect([current.body.meta.stale, current.headers.get('x-cache')]).toEqual([false, 'miss']);
      expect(current.headers.get('cache-control')).not.toBe('public, max-age=60');
      const before = await server.json<Status>('/v1/status');
      expect(before.body.data).toMatchObject({ status: 'ok', overdue_at: '2026-08-23T03:53:31.000Z' });

      server.clock.set(overdue);
      const old = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
      expect(old.body.meta.stale).toBe(true);
      expect(old.headers.get('x-cache')).toBe('stale');
      expect(old.headers.get('cache-control')).toBe('public, max-age=60');
      const after = await server.json<Status>('/v1/status');
      expect(after.body.data).toMatchObject({ status: 'stale', overdue_at: '2026-08-23T03:53:31.000Z' });
      expect(after.body.meta.stale).toBe(true);
    },
  );
});

describe('monthly query budget (MONTHLY_QUERY_BUDGET)', () => {
  it('once spent: cached answers are served, expired ones as stale copies, others 503 until the month ends', async () => {
    const { handlers, calls } = handlersAnswering({ getPrices: 'Prices' });
    server = await startTestServer({ config: { monthlyQueryBudget: 2 }, deps: { handlers } });
    server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
    expect((await server.request('/v1/prices')).headers.get('x-cache')).toBe('miss');
    expect((await server.request('/v1/prices?fuel=diesel')).headers.get('x-cache')).toBe('miss');

    const refused = await server.request('/v1/prices?fuel=gasoline_95');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(((await refused.json()) as { code: string }).code).toBe('TEMPORARILY_UNAVAILABLE');
    expect((await server.request('/v1/status')).status).toBe(200);

    const cached = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
    expect([cached.headers.get('x-cache'), cached.body.meta.stale]).toEqual(['hit', false]);
    server.clock.advance(2 * 3600_000); // past the answer's max-age
    const earlier = await server.json<{ meta: { stale: boolean } }>('/v1/prices');
    expect(earlier.status).toBe(200);
    expect([earlier.headers.get('x-cache'), earlier.body.meta.stale]).toEqual(['stale', true]);
    expect(earlier.headers.get('cache-control')).toBe('public, max-age=60');
    expect(calls.getPrices).toBe(2);

    server.clock.set('2026-08-31T21:59:30Z'); // 23:59:30 in Madrid
    expect((await server.request('/v1/prices?fuel=gasoline_95')).headers.get('retry-after')).toBe('30');
    server.clock.set('2026-08-31T22:00:00Z'); // September in Madrid: a new budget
    expect((await server.request('/v1/prices?fuel=gasoline_95')).status).toBe(200);
    expect(calls.getPrices).toBe(3);
  });
});

describe('unexpected exceptions', () => {
  it('give 500 INTERNAL_ERROR without a stack trace, and one log line with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const handlers = {
      ...HANDLERS,
      getPrices: () => {
        throw new TypeError('boom at secret/path.ts:12');
      },
    } as OperationHandlers;
    server = await startTestServer({ deps: { handlers, logger: pino({ level: 'info' }, sink) } });
    const response = await server.request('/v1/prices');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text).code).toBe('INTERNAL_ERROR');
    expect(text).not.toContain('boom');
    expect(text).not.toContain('secret/path');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBe(JSON.parse(text).request_id);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBeNull();
    const errorLines = lines.filter((line) => line.level === 50);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatchObject({ request_id: requestId, path: '/v1/prices' });
    const accessLine = lines.find((line) => line.level === 30 && line.request_id === requestId);
    expect(accessLine).toMatchObject({ method: 'GET', path: '/v1/prices', status: 500 });
    expect(typeof accessLine?.latency_ms).toBe('number');
  });
});

describe('validated input of repeated GET requests', () => {
  it('is remembered once the cache answered it, frozen, so no handler can change what a later request receives', async () => {
    const inputs: { query: Record<string, unknown>; frozen: boolean }[] = [];
    const handlers = {
      ...HANDLERS,
      getPrices: (input: { query: Record<string, unknown> }) => {
        inputs.push({ query: input.query, frozen: Object.isFrozen(input) && Object.isFrozen(input.query) });
        return { data: exampleData('Prices') };
      },
    } as unknown as OperationHandlers;
    server = await startTestServer({ deps: { handlers } });
    server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
    const path = '/v1/prices?fuel=diesel';
    const miss = await server.request(path);
    const hit = await server.request(path); // answered by the cache: its validation is remembered from now on
    server.store.swap(fakeDataset(), new Date('2026-08-22T13:56:00Z')); // a new dataset empties the response cache
    const recomputed = await server.request(path);
    expect([miss.status, hit.status, recomputed.status]).toEqual([200, 200, 200]);
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(recomputed.headers.get('x-cache')).toBe('miss');
    expect(inputs.map((i) => i.frozen)).toEqual([false, true]);
    expect(inputs[1]?.query).toEqual(inputs[0]?.query);
    expect(() => {
      (inputs[1]?.query as Record<string, unknown>).fuel = 'changed';
    }).toThrow(TypeError);
    // Content-Length is counted from the parts of the answer: meta's Spanish texts are not ASCII.
    const text = await recomputed.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(text.length);
    expect(Number(recomputed.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    for (let i = 0; i < 2; i++) {
      const refused = await server.request('/v1/prices?fuel=kerosene');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { detail: string }).detail).toContain('kerosene');
    }
  });
});
