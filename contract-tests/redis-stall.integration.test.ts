// A Redis that hangs (issue 31): stopped with SIGSTOP, its connections open and nothing answered. Every request used
// to wait for the command's timeout for the whole stall. Now a request waits on Redis only until the circuit opens
// (Redis silent for its 250 ms deadline); from then on every request is decided in the server's own memory, without
// asking Redis at all, and Redis is probed beside the requests. Shown on the request's own path, not by a time:
// Redis counts the commands it was sent (INFO commandstats), and executes those queued in its sockets when it goes on.
// Of 400 requests answered while it is stopped, only the few that came before the circuit opened asked it. A real
// redis-server, the compiled server as production runs it, one process and two workers (each asks Redis itself).
// The latencies and throughput of a stall under load are `npm run bench`'s (bench/redis-stall.ts).
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { asClient, startCompiledServer, stopCompiledServer } from '../bench/compiled-server.js';
import { runLoad } from '../bench/load-client.js';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_REQUEST_WAIT_MS } from '../runtime/limits/deadline.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { startTestRedis } from '../test/support/redis-server.js';

const REQUESTS = 400;
const CONNECTIONS = 4;
/**
 * Requests that may ask Redis before its circuit opens, per process: on each connection one after the other, each
 * waiting REDIS_REQUEST_WAIT_MS, until the first command's deadline (timers fire late on a busy machine, never early,
 * and in the order they are due: however busy, no more fit).
 */
const ASKED_BEFORE_OPEN = CONNECTIONS * (Math.ceil(REDIS_COMMAND_TIMEOUT_MS / REDIS_REQUEST_WAIT_MS) + 1);

/** The rate-limit scripts Redis has run since its statistics were reset (EVALSHA, or EVAL when not loaded yet). */
async function scriptCalls(redis: Redis): Promise<number> {
  const stats = await redis.info('commandstats');
  let calls = 0;
  for (const match of stats.matchAll(/^cmdstat_(?:evalsha|eval):calls=(\d+)/gm)) calls += Number(match[1]);
  return calls;
}

/** scriptCalls once the commands queued in Redis's sockets have run (no request is being answered): two reads agree. */
async function settledScriptCalls(redis: Redis): Promise<number> {
  for (let last = await scriptCalls(redis); ; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await scriptCalls(redis);
    if (now === last) return now;
    last = now;
  }
}

async function limitsHealthy(port: number, client: number): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/status`, {
    headers: { Connection: 'close', 'X-Forwarded-For': `192.0.2.${client % 250}` },
  });
  return ((await response.json()) as { data: { limits: { healthy: boolean } } }).data.limits.healthy;
}

describe('a Redis stopped (SIGSTOP) under a server counting its limits there', () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'two workers'}: every answer 200 while it is stopped, and no request asks it once the circuit is open`, async () => {
      const redis = await startTestRedis();
      const server = await startCompiledServer({ dataDir: fixtureDataDir(), workers, env: { REDIS_URL: redis.url } });
      const admin = new Redis(redis.url, { lazyConnect: true });
      try {
        await admin.connect();
        // Answering: the limits are counted in Redis.
        await runLoad({
          port: server.port,
          path: (n) => asClient(n, '/v1/prices'),
          seconds: 30,
          requests: 20,
          connections: 2,
        });
        expect(await limitsHealthy(server.port, 0)).toBe(true);
        // Each of those 21 requests (the status's too: it is counted) has had its script run before the count is reset:
        // on a loaded machine an answer may come before its script ran (decided locally after REDIS_REQUEST_WAIT_MS),
        // and a script run after the reset was counted as asked while Redis was stopped.
        await expect.poll(() => scriptCalls(admin), { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(21);
        await admin.config('RESETSTAT');

        redis.pause();
        let during: Awaited<ReturnType<typeof runLoad>>;
        let healthyDuring: boolean[];
        try {
          during = await runLoad({
            port: server.port,
            path: (n) => asClient(1000 + n, '/v1/prices'),
            seconds: 60,
            requests: REQUESTS,
            connections: CONNECTIONS,
          });
          healthyDuring = await Promise.all(
            Array.from({ length: 4 * workers }, (_, i) => limitsHealthy(server.port, i)),
          );
        } finally {
          redis.resume();
        }
        // What the stall's requests asked, read before any request of the checks below: once Redis is back, those ask it
        // as they should.
        const asked = await settledScriptCalls(admin);
        // Every answer came while Redis was stopped: none waited for it.
        expect(during.requests).toBe(REQUESTS);
        expect(during.statuses).toEqual({ 200: REQUESTS });
        expect(healthyDuring).toEqual(Array(4 * workers).fill(false));

        // Back: each process's probe finds Redis (its PING, queued behind its requests' commands, is answered).
        await expect
          .poll(
            async () => (await Promise.all([0, 1, 2, 3].map((i) => limitsHealthy(server.port, i)))).every(Boolean),
            {
              timeout: 10_000,
              interval: 200,
            },
          )
          .toBe(true);
        expect(asked, `${asked} of ${REQUESTS} requests asked Redis while it was stopped`).toBeLessThanOrEqual(
          ASKED_BEFORE_OPEN * workers,
        );
      } finally {
        admin.disconnect();
        redis.resume();
        await stopCompiledServer(server);
        await redis.stop();
      }
    }, 120_000);
  }
});
