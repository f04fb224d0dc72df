// The attack that killed the service (issue 31): a flood of distinct clients, a new IPv6 /64 per request at full
// speed. The rate-limit stores hold a bounded number of clients whatever the number that comes, so the server answers
// every request, as one process and as a primary with two workers. Here the bound is the smallest the configuration
// allows (RATE_LIMIT_MAX_CLIENTS=100), so a flood of 3,000 requests (a second or two) brings thirty times as many
// clients as it holds: the stores must stay at their bound, dropping the least recently seen. The memory this saves at the default bound
// (50,000), over a minute of flood at full speed, is `npm run bench`'s (bench/client-flood.ts, beside the code before).
import { describe, expect, it } from 'vitest';
import { floodClients } from '../bench/client-flood.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { parseExposition } from '../test/support/prometheus-text.js';

const REQUESTS = 3_000;
const MAX_CLIENTS = 100;

/** The clients each rate-limit store holds, and those it dropped, from the server's /metrics. */
async function storeFigures(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { 'X-Forwarded-For': '192.0.2.200' } });
  const metrics = parseExposition(await response.text());
  const byStore = (name: string) =>
    Object.fromEntries(metrics.samples.filter((s) => s.name === name).map((s) => [s.labels.store, s.value]));
  return { clients: byStore('fps_rate_limit_clients'), evicted: byStore('fps_rate_limit_evictions_total') };
}

describe('a flood of new clients (a new /64 per request), the stores bounded at 100 clients', () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'a primary and two workers'}: every answer 200, each store within its bound`, async () => {
      let stores: Awaited<ReturnType<typeof storeFigures>> | undefined;
      const figures = await floodClients({
        dataDir: fixtureDataDir(),
        workers,
        // A count, not a time: bounded by the test's timeout only, however busy the machine.
        requests: REQUESTS,
        seconds: 50,
        steadySeconds: 1,
        env: { RATE_LIMIT_MAX_CLIENTS: String(MAX_CLIENTS) },
        afterFlood: async (port) => {
          stores = await storeFigures(port);
        },
      });
      const report = JSON.stringify({ figures, stores });
      expect(figures.alive, report).toBe(true);
      expect(Object.keys(figures.statuses), report).toEqual(['200']);
      // Thirty times as many clients came as a store holds: the bound was reached and held.
      expect(figures.requests, report).toBe(REQUESTS);
      const counting = workers === 1 ? 'memory' : 'primary';
      expect(stores?.clients[counting], report).toBe(MAX_CLIENTS);
      for (const clients of Object.values(stores?.clients ?? {}))
        expect(clients, report).toBeLessThanOrEqual(MAX_CLIENTS);
      // Every client is held or was dropped by a store that saw it: by the primary's, or by a worker's own when the
      // primary did not answer in time (a loaded machine), so the drops are counted over all the stores.
      const sum = (byStore: Record<string, number> = {}) => Object.values(byStore).reduce((a, b) => a + b, 0);
      expect(sum(stores?.evicted), report).toBeGreaterThanOrEqual(figures.requests - sum(stores?.clients));
      expect(stores?.evicted[counting], report).toBeGreaterThan(figures.requests / 2);
    }, 60_000);
  }
});
