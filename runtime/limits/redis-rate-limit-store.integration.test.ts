// The Redis store against a real redis-server: the same table of cases as the memory store, the same decisions as
// the memory store on the same arrivals, atomic under concurrency from two connections, keys that expire, and the
// fail-open rule when Redis stops mid-run.
import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitStoreCases } from '../../test/support/rate-limit-store-cases.js';
import { startTestRedis, type TestRedis } from '../../test/support/redis-server.js';
import { LimitsHealth } from './limits-health.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import { policiesFor } from './rate-limit.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';
import { createRedisClient } from './shared-limits.js';

const NORMAL = policiesFor('normal');
const HEAVY = policiesFor('heavy');

let redis: TestRedis;
const clients: Redis[] = [];
let prefixes = 0;

async function connect(): Promise<Redis> {
  const client = await createRedisClient(redis.url);
  await client.connect();
  clients.push(client);
  return client;
}

function silentLogger() {
  const warnings: unknown[][] = [];
  return { warnings, logger: { warn: (...args: unknown[]) => warnings.push(args), info: () => {} } };
}

/** A store on its own key prefix (so tests share one server), and its health. */
async function redisStore(client?: Redis) {
  const { logger, warnings } = silentLogger();
  const health = new LimitsHealth('redis', logger);
  const fallback = new MemoryRateLimitStore();
  const store = new RedisRateLimitStore(client ?? (await connect()), fallback, health, `t${++prefixes}:`);
  return { store, health, warnings, fallback };
}

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

rateLimitStoreCases('RedisRateLimitStore', async () => (await redisStore()).store, 15);

describe('RedisRateLimitStore: the memory store decisions, exactly', () => {
  it('gives the same decision as the memory store for every request of any arrival sequence', async () => {
    const arrivals = fc.array(
      fc.record({
        // Bursts (to reach every limit), pauses (to let windows slide), and a clock that steps back a little
        // (instances' clocks differ).
        stepMs: fc.oneof(
          { arbitrary: fc.constant(0), weight: 5 },
          { arbitrary: fc.nat({ max: 400 }), weight: 3 },
          { arbitrary: fc.nat({ max: 12_000 }), weight: 1 },
          { arbitrary: fc.integer({ min: -1_500, max: 0 }), weight: 1 },
        ),
        heavy: fc.boolean(),
        client: fc.constantFrom('192.0.2.1', '192.0.2.2', '2001:db8::1'),
      }),
      { minLength: 100, maxLength: 400, size: 'max' },
    );
    const refusals: number[] = [];
    await fc.assert(
      fc.asyncProperty(arrivals, async (requests) => {
        const memory = new MemoryRateLimitStore();
        const { store } = await redisStore(clients[0]);
        let atMs = 1_763_900_000_000; // a real epoch in ms: the script must keep all 13 digits
        let refused = 0;
        for (const { stepMs, heavy, client } of requests) {
          atMs += stepMs;
          const policies = heavy ? HEAVY : NORMAL;
          const expected = await memory.consume(client, policies, atMs);
          expect(await store.consume(client, policies, atMs)).toEqual(expected);
          if (!expected.allowed) refused++;
        }
        refusals.push(refused);
      }),
      { numRuns: 25 },
    );
    // The sequences reached the limits: refusals (and so Retry-After and ties between policies) were compared too.
    expect(refusals.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('admits exactly 20 of 200 concurrent requests sent over two connections', async () => {
    const first = await redisStore(await connect());
    const second = await redisStore(await connect());
    // Both on one prefix: two instances of the service.
    const twin = new RedisRateLimitStore(clients.at(-1) as Redis, new MemoryRateLimitStore(), second.health, 'twins:');
    const one = new RedisRateLimitStore(clients.at(-2) as Redis, new MemoryRateLimitStore(), first.health, 'twins:');
    const decisions = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? twin : one).consume('192.0.2.9', NORMAL, 5_000 + (i % 7))),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.policy === 'burst' && d.remaining === 0)).toBe(true);
  });

  it('keeps a client for no longer than its windows: every key has an expiry', async () => {
    const client = await connect();
    const { store } = await redisStore(client);
    await store.consume('192.0.2.7', HEAVY, Date.now());
    const keys = await client.keys(`t${prefixes}:*`);
    expect(keys.sort()).toEqual(
      ['burst', 'heavy', 'last', 'rest'].map((suffix) => `t${prefixes}:{192.0.2.7}:${suffix}`).sort(),
    );
    const ttls = Object.fromEntries(
      await Promise.all(keys.map(async (k) => [k.split(':').pop(), await client.pttl(k)])),
    );
    expect(ttls.burst).toBeGreaterThan(10_000);
    expect(ttls.burst).toBeLessThanOrEqual(11_000);
    for (const name of ['rest', 'heavy', 'last']) {
      expect(ttls[name]).toBeGreaterThan(60_000);
      expect(ttls[name]).toBeLessThanOrEqual(61_000);
    }
  });
});

describe('RedisRateLimitStore: Redis unreachable', () => {
  it('fails open to this process’s own limits, warns once a minute, and shares again when Redis is back', async () => {
    const { store, health, warnings } = await redisStore();
    const ip = '198.51.100.1';
    for (let i = 0; i < 15; i++) expect((await store.consume(ip, NORMAL, 1_000)).allowed).toBe(true);
    expect(health.status()).toEqual({ store: 'redis', healthy: true });

    await redis.stop();
    // Refused by nobody: this process counts on its own, from zero (it never saw the 15), up to its own quota.
    const during = [];
    for (let i = 0; i < 25; i++) during.push(await store.consume(ip, NORMAL, 2_000));
    expect(during.filter((d) => d.allowed)).toHaveLength(20);
    expect(during[24]).toMatchObject({ allowed: false, policy: 'burst', remaining: 0 });
    expect(health.status()).toEqual({ store: 'redis', healthy: false });
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[1])).toMatch(/unreachable/);

    await redis.restart();
    await expect.poll(async () => (await store.consume(ip, NORMAL, 3_000)).allowed, { timeout: 10_000 }).toBe(true);
    expect(health.status()).toEqual({ store: 'redis', healthy: true });
    // Counted in Redis again: the restarted (empty) server has room for 20 in this window.
    let admitted = 1;
    for (let i = 0; i < 25; i++) if ((await store.consume(ip, NORMAL, 3_000)).allowed) admitted++;
    expect(admitted).toBe(20);
  });
});

describe('RedisRateLimitStore: Redis stalled', () => {
  it('keeps Redis healthy when its reply came in time but this process was busy past the timeout', async () => {
    const { store, health } = await redisStore();
    const asked = store.consume('198.51.100.3', NORMAL, 1_000);
    // This process busy for longer than the command timeout (a burst of requests, a collection) while Redis answers
    // at once: the reply waits in the socket when the timer comes due, and is read before any verdict.
    const until = performance.now() + 400;
    while (performance.now() < until);
    expect((await asked).allowed).toBe(true);
    expect(health.status()).toEqual({ store: 'redis', healthy: true });
  });

  it('decides at once while Redis hangs (SIGSTOP), but one probe a second, and shares again when it answers', async () => {
    const { store, health } = await redisStore();
    const ip = '198.51.100.2';
    expect((await store.consume(ip, NORMAL, 1_000)).allowed).toBe(true);
    redis.pause();
    try {
      const waits: number[] = [];
      const until = performance.now() + 2_500;
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        await store.consume(`${ip}-${i}`, NORMAL, 2_000);
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(health.status()).toEqual({ store: 'redis', healthy: false });
      // Before: every request waited for the command timeout. Now the first one and a probe a second do.
      const slow = waits.filter((ms) => ms >= 50);
      expect(waits.length).toBeGreaterThan(100);
      expect(slow.length).toBeGreaterThanOrEqual(1);
      expect(slow.length).toBeLessThanOrEqual(4);
      expect(Math.max(...slow)).toBeLessThan(400);
    } finally {
      redis.resume();
    }
    // The next probe finds Redis again: decisions are shared (counted in Redis) once more.
    await expect
      .poll(
        async () => {
          await store.consume(ip, NORMAL, 3_000);
          return health.status().healthy;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe(true);
  });
});
