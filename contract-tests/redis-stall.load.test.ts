// A Redis that hangs (issue 31): stopped with SIGSTOP, its connections open and nothing answered. Every request used
// to wait for the command timeout for the whole stall (3,800 → 16 req/s). Now the server decides in its own memory
// while Redis is unhealthy, and probes it beside the requests: the goal is a p99 of 100 ms or less during the stall, every
// answer a 200 (the limits fail open), and /v1/status saying limits.healthy false. A real redis-server, the compiled
// server as production runs it, one process and two workers (each asks Redis itself).
import { describe, expect, it } from 'vitest';
import { measureRedisStall } from '../bench/redis-stall.js';
import { fixtureDataDir } from '../test/support/datasets.js';

const SECONDS = 8;

describe('a Redis stopped under load (SIGSTOP)', () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'two workers'}: p99 within 100 ms, every answer 200, status unhealthy`, async () => {
      const [answering, stopped] = await measureRedisStall({ dataDir: fixtureDataDir(), seconds: SECONDS, workers });
      const figures = JSON.stringify({ answering, stopped });
      expect(answering?.healthy, figures).toBe(true);
      expect(stopped?.healthy, figures).toBe(false);
      expect(Object.keys(stopped?.statuses ?? {}), figures).toEqual(['200']);
      expect(stopped?.requests, figures).toBeGreaterThan(SECONDS * 200);
      expect(stopped?.p99Ms, figures).toBeLessThanOrEqual(100);
    }, 120_000);
  }
});
