// The rate-limit store's rules as one table of cases, run against every store (memory, Redis, the primary over
// IPC), so each gives the same decisions on the same arrivals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BURST_POLICY,
  HEAVY_POLICY,
  policiesFor,
  type RateLimitStore,
  type RatePolicy,
  REST_POLICY,
} from '../../runtime/limits/rate-limit.js';

const NORMAL = policiesFor('normal');
const HEAVY = policiesFor('heavy');
const IP = '192.0.2.1';

/** Sends `count` requests at `atMs` and returns how many were admitted. */
async function send(store: RateLimitStore, atMs: number, count: number, policies = NORMAL): Promise<number> {
  let admitted = 0;
  for (let i = 0; i < count; i++) if ((await store.consume(IP, policies, atMs)).allowed) admitted++;
  return admitted;
}

/** Registers the cases for a store; `makeStore` gives an empty one each time. */
export function rateLimitStoreCases(name: string, makeStore: () => Promise<RateLimitStore>, numRuns = 60): void {
  describe(`${name}: every window holds at most the quota`, () => {
    it('lets no more than 20 through across a 10-second edge (fixed windows let 40 through in 674 ms)', async () => {
      const store = await makeStore();
      expect(await send(store, 9_990, 20)).toBe(20);
      expect(await send(store, 10_000, 20)).toBe(0);
      expect(await send(store, 10_664, 20)).toBe(0);
      expect(await send(store, 19_989, 1)).toBe(0);
      expect(await send(store, 19_990, 21)).toBe(20); // exactly 10 s after the first burst
    });

    it('lets no more than 120 through across a minute edge', async () => {
      const store = await makeStore();
      expect(await send(store, 59_900, 120, [REST_POLICY])).toBe(120);
      expect(await send(store, 60_000, 1, [REST_POLICY])).toBe(0);
      expect(await send(store, 119_899, 1, [REST_POLICY])).toBe(0);
      expect(await send(store, 119_900, 121, [REST_POLICY])).toBe(120);
    });

    it('holds for any arrival pattern: no span over its quota, no refusal while every window had room', async () => {
      const arrivals = fc.array(fc.record({ gapMs: fc.nat({ max: 3_000 }), heavy: fc.boolean() }), {
        minLength: 1,
        maxLength: 400,
      });
      await fc.assert(
        fc.asyncProperty(arrivals, async (requests) => {
          const store = await makeStore();
          const admitted: { atMs: number; policies: readonly RatePolicy[] }[] = [];
          let atMs = 1_000_000;
          for (const { gapMs, heavy } of requests) {
            atMs += gapMs;
            const policies = heavy ? HEAVY : NORMAL;
            const decision = await store.consume(IP, policies, atMs);
            // The reference: the admitted requests of each policy in the window ending now.
            const inWindow = policies.map((p) =>
              admitted.filter((a) => a.policies.includes(p) && a.atMs > atMs - p.windowSeconds * 1000),
            );
            const full = policies.filter((p, i) => (inWindow[i] as unknown[]).length >= p.quota);
            expect(decision.allowed).toBe(full.length === 0);
            if (decision.allowed) admitted.push({ atMs, policies });
            else {
              // Retry-After is when the last full window frees a place: its oldest request leaves.
              const passesAt = Math.max(
                ...full.map((p) => (inWindow[policies.indexOf(p)]?.[0]?.atMs ?? 0) + p.windowSeconds * 1000),
              );
              expect(decision.retryAfterMs).toBe(passesAt - atMs);
            }
          }
          for (const policy of [REST_POLICY, BURST_POLICY, HEAVY_POLICY]) {
            const times = admitted.filter((a) => a.policies.includes(policy)).map((a) => a.atMs);
            for (const [i, start] of times.entries()) {
              const span = times.slice(i).filter((t) => t < start + policy.windowSeconds * 1000).length;
              expect(span, `${policy.name} from ${start}`).toBeLessThanOrEqual(policy.quota);
            }
          }
        }),
        { numRuns },
      );
    });
  });

  describe(`${name}: Retry-After`, () => {
    it('after a burst of 200, every refusal says 10 s and a request 10 s later passes (refusals use no quota)', async () => {
      const store = await makeStore();
      const decisions = [];
      for (let i = 0; i < 200; i++) decisions.push(await store.consume(IP, NORMAL, 5_000));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      expect(new Set(decisions.slice(20).map((d) => d.retryAfterMs))).toEqual(new Set([10_000]));
      expect((await store.consume(IP, NORMAL, 14_999)).allowed).toBe(false);
      const later = await store.consume(IP, NORMAL, 15_000);
      expect(later).toMatchObject({ allowed: true, policy: 'burst', remaining: 19 });
      // Six bursts of 20 fill the minute only if the 180 refusals were not counted.
      for (let t = 15_000; t < 65_000; t += 10_000) expect(await send(store, t, 20)).toBe(t === 15_000 ? 19 : 20);
    });

    it('names the wait of the policy that frees last, and a request sent exactly then passes', async () => {
      const store = await makeStore();
      expect(await send(store, 0, 20, HEAVY)).toBe(20);
      expect(await send(store, 10_000, 10, HEAVY)).toBe(10); // heavy full: 30 in the minute
      expect(await send(store, 10_000, 10, NORMAL)).toBe(10); // burst full: 20 in 10 s
      const heavy = await store.consume(IP, HEAVY, 12_000);
      expect(heavy).toMatchObject({ allowed: false, policy: 'heavy', remaining: 0, retryAfterMs: 48_000 });
      const normal = await store.consume(IP, NORMAL, 12_000);
      expect(normal).toMatchObject({ allowed: false, policy: 'burst', remaining: 0, retryAfterMs: 8_000 });
      expect((await store.consume(IP, NORMAL, 19_999)).allowed).toBe(false);
      expect((await store.consume(IP, NORMAL, 20_000)).allowed).toBe(true);
      expect((await store.consume(IP, HEAVY, 59_999)).allowed).toBe(false);
      expect((await store.consume(IP, HEAVY, 60_000)).allowed).toBe(true);
    });

    it('waits for the later of two full policies, in whichever order they are given', async () => {
      const store = await makeStore();
      for (const t of [0, 10_000, 20_000, 30_000, 40_000, 55_000]) expect(await send(store, t, 20)).toBe(20);
      // At 56 s the minute frees at 60 s (the 20 of 0 s leave) but the burst only at 65 s (the 20 of 55 s leave).
      for (const order of [
        [BURST_POLICY, REST_POLICY],
        [REST_POLICY, BURST_POLICY],
      ]) {
        const refused = await store.consume(IP, order, 56_000);
        expect(refused).toMatchObject({ allowed: false, policy: 'burst', retryAfterMs: 9_000 });
      }
      expect(await store.consume(IP, NORMAL, 60_000)).toMatchObject({ allowed: false, retryAfterMs: 5_000 });
      expect((await store.consume(IP, NORMAL, 64_999)).allowed).toBe(false);
      expect((await store.consume(IP, NORMAL, 65_000)).allowed).toBe(true);
    });
  });

  describe(`${name}: the tightest policy`, () => {
    it('reports the policy with the fewest requests left, and how long until one more is admitted', async () => {
      const store = await makeStore();
      expect(await store.consume(IP, HEAVY, 0)).toEqual({
        allowed: true,
        policy: 'burst',
        remaining: 19,
        resetMs: 10_000,
        retryAfterMs: 0,
      });
      await send(store, 3_000, 4, HEAVY);
      expect(await store.consume(IP, HEAVY, 9_000)).toMatchObject({ policy: 'burst', remaining: 14, resetMs: 1_000 });
      for (let t = 20_000; t <= 40_000; t += 10_000) await send(store, t, 8, HEAVY); // 30 heavy now
      expect(await store.consume(IP, NORMAL, 45_000)).toMatchObject({ allowed: true, policy: 'burst', remaining: 11 });
      expect(await store.consume(IP, HEAVY, 45_000)).toMatchObject({
        allowed: false,
        policy: 'heavy',
        resetMs: 15_000,
      });
    });

    it('counts clients apart and heavy requests against the normal policies too', async () => {
      const store = await makeStore();
      expect(await send(store, 0, 20, HEAVY)).toBe(20);
      expect((await store.consume(IP, NORMAL, 1)).allowed).toBe(false);
      expect((await store.consume('192.0.2.2', NORMAL, 1)).allowed).toBe(true);
    });
  });
}
