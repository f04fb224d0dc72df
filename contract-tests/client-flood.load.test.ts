// The attack that killed the service (issue 31): a flood of distinct clients, a new IPv6 /64 per request at full
// speed. The memory of the rate-limit stores is bounded whatever the number of clients, so the server answers every
// request and its RSS stays within 80 MB of its steady state, as one process and as a primary with two workers.
// 60 s each, as the goal says: some 100,000 to 400,000 clients, past the 50,000 a store holds. A *.load.test.ts
// runs alone after the other tests (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { floodClients } from '../bench/client-flood.js';
import { fixtureDataDir } from '../test/support/datasets.js';

const SECONDS = 60;
const GROWTH_MB = 80;

describe('a flood of new clients (a new /64 per request)', () => {
  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one process' : 'a primary and two workers'}: every answer 200, RSS within ${GROWTH_MB} MB`, async () => {
      const figures = await floodClients({ dataDir: fixtureDataDir(), workers, seconds: SECONDS });
      expect(figures.alive).toBe(true);
      expect(Object.keys(figures.statuses)).toEqual(['200']);
      expect(figures.requests).toBeGreaterThan(SECONDS * 500);
      expect(figures.peakRssMb - figures.steadyRssMb, JSON.stringify(figures)).toBeLessThanOrEqual(GROWTH_MB);
    }, 180_000);
  }
});
