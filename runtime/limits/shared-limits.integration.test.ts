// Two instances of the service (two runtimes and apps on their own ports) sharing one real redis-server through
// REDIS_URL: one rate limit per client and one monthly budget between them, exactly; /v1/status says where the
// limits are counted; and when Redis stops mid-run the service fails open to each process's own limits.
import type { Logger } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../core/client-address.js';
import type { Config } from '../../core/config.js';
import { handlersAnswering, unlimitedRateLimitStore } from '../../test/support/fakes.js';
import { startTestRedis, type TestRedis } from '../../test/support/redis-server.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { REDIS_COMMAND_TIMEOUT_MS } from './deadline.js';
import { createRedisClient, createSharedLimits, type SharedLimits } from './shared-limits.js';

let redis: TestRedis;
const opened: { server: TestServer; limits: SharedLimits }[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
});
afterEach(async () => {
  for (const { server, limits } of opened.splice(0)) {
    await server.close();
    await limits.close();
  }
});
afterAll(() => redis?.stop());

function quietLogger() {
  const warnings: unknown[][] = [];
  return { warnings, logger: { warn: (...a: unknown[]) => warnings.push(a), info: () => {} } };
}

/**
 * One instance: its own runtime, app and port, counting in the Redis of REDIS_URL. These tests hold the shared count
 * exact on a machine other work may keep Redis off a core for a while: a request waits for Redis as long as the
 * command's deadline.
 */
async function instance(config: Partial<Config> = {}, options: { unlimitedRates?: boolean } = {}) {
  const { logger, warnings } = quietLogger();
  const limits = await createSharedLimits(
    { redisUrl: redis.url, rateLimitMaxClients: 1000 },
    logger as unknown as Logger,
    { redisWaitMs: REDIS_COMMAND_TIMEOUT_MS },
  );
  const { handlers } = handlersAnswering({ findStationsNearby: 'Nearby' });
  const server = await startTestServer({
    config: { redisUrl: redis.url, ...config },
    deps: { limits, handlers, rateLimitStore: options.unlimitedRates ? unlimitedRateLimitStore : undefined },
  });
  opened.push({ server, limits });
  return { server, limits, warnings };
}

const status = async (server: TestServer, client: string) =>
  (await server.json<{ data: { limits: unknown } }>('/v1/status', { headers: { 'X-Forwarded-For': client } })).body.data
    .limits;

describe('REDIS_URL: instances share one limit per client', () => {
  it('gives exactly 20 successes to 200 concurrent requests from one address spread over two instances', async () => {
    const [a, b] = [await instance(), await instance()];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).server.request('/v1/status')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(180);
    // Both instances refused: neither could have granted the quota on its own count.
    expect(new Set(responses.filter((r) => r.status === 429).map((r) => r.url.split('/v1')[0])).size).toBe(2);
  });

  it('grants exactly the monthly budget between them', async () => {
    const config = { monthlyQueryBudget: 30 };
    const [a, b] = [await instance(config, { unlimitedRates: true }), await instance(config, { unlimitedRates: true })];
    // Distinct queries, so none is answered from a response cache.
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        (i % 2 ? a : b).server.request(`/v1/stations/nearby?lat=${(36 + i * 0.05).toFixed(2)}&lng=-3.7`),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 503)).toHaveLength(50);
    // One counter for the month in Madrid, which Redis drops a day after the month ends (the test clock: 22 August).
    const client = await createRedisClient(redis.url);
    await client.connect();
    expect(await client.get('fps:budget:2026-08')).toBe('80');
    const ttlDays = (await client.pttl('fps:budget:2026-08')) / 86_400_000;
    client.disconnect();
    expect(ttlDays).toBeGreaterThan(10);
    expect(ttlDays).toBeLessThanOrEqual(10.5);
  });
});

describe('REDIS_URL: Redis unreachable', () => {
  it('keeps answering, with each instance counting on its own, says so in /v1/status, and shares again when back', async () => {
    // Each client its own X-Forwarded-For (TRUST_PROXY=loopback), so reading the status uses no one else's quota.
    const a = await instance({ trustProxy: parseTrustProxy('loopback') });
    expect(await status(a.server, '192.0.2.50')).toEqual({ store: 'redis', healthy: true, per_client: true });
    const client = { headers: { 'X-Forwarded-For': '192.0.2.1' } };
    for (let i = 0; i < 15; i++) expect((await a.server.request('/v1/status', client)).status).toBe(200);

    await redis.stop();
    const during = [];
    for (let i = 0; i < 25; i++) during.push((await a.server.request('/v1/status', client)).status);
    // Never a 5xx: this process's own count admits 20 (it never saw the 15 Redis counted), then 429.
    expect(during.filter((s) => s === 200)).toHaveLength(20);
    expect(during.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect(await status(a.server, '192.0.2.51')).toEqual({ store: 'redis', healthy: false, per_client: true });
    expect(a.warnings).toHaveLength(1);

    await redis.restart();
    await expect
      .poll(() => status(a.server, `192.0.2.${60 + Math.floor(Math.random() * 100)}`), { timeout: 10_000 })
      .toEqual({ store: 'redis', healthy: true, per_client: true });
  });
});
