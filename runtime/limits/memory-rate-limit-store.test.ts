import { describe, expect, it, vi } from 'vitest';
import { rateLimitStoreCases } from '../../test/support/rate-limit-store-cases.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import { policiesFor } from './rate-limit.js';

const NORMAL = policiesFor('normal');
const IP = '192.0.2.1';

/** Sends `count` requests at `atMs` and returns how many were admitted. */
async function send(store: MemoryRateLimitStore, atMs: number, count: number, policies = NORMAL): Promise<number> {
  let admitted = 0;
  for (let i = 0; i < count; i++) if ((await store.consume(IP, policies, atMs)).allowed) admitted++;
  return admitted;
}

rateLimitStoreCases('MemoryRateLimitStore', async () => new MemoryRateLimitStore());

describe('MemoryRateLimitStore: memory', () => {
  it('drops clients idle longer than the longest window, and only those', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 1000; i++) await store.consume(`client-${i}`, NORMAL, i);
    await store.consume(IP, NORMAL, 30_000);
    expect(store.size).toBe(1001);
    await store.consume(IP, NORMAL, 60_499); // those last seen before 499 ms are gone
    expect(store.size).toBe(501);
    await store.consume(IP, NORMAL, 90_000);
    expect(store.size).toBe(1);
    // A dropped client starts afresh: nothing of its own was still in a window.
    expect(await send(store, 120_000, 20)).toBe(20);
  });

  it('keeps a client refused at its limit', async () => {
    const store = new MemoryRateLimitStore();
    await send(store, 0, 20);
    expect((await store.consume(IP, NORMAL, 9_999)).allowed).toBe(false);
    expect(store.size).toBe(1);
  });
});

describe('MemoryRateLimitStore: bounded whatever the number of clients', () => {
  it('holds at most maxClients, dropping the least recently seen, and counts what it dropped', async () => {
    const store = new MemoryRateLimitStore({ maxClients: 1000 });
    // A client busy all along, then a flood of new clients, each seen once, 10 ms apart.
    for (let i = 0; i < 5000; i++) {
      if (i % 50 === 0) await store.consume(IP, NORMAL, i * 10);
      await store.consume(`flood-${i}`, NORMAL, i * 10);
      expect(store.size).toBeLessThanOrEqual(1000);
    }
    expect(store.stats()).toEqual({ clients: store.size, evicted: expect.any(Number) });
    expect(store.stats().evicted).toBeGreaterThanOrEqual(4000);
    // The busy client was never dropped: its count went on (one request every half second for 50 s: 100 of 120).
    const decision = await store.consume(IP, NORMAL, 50_000);
    expect(decision.allowed).toBe(true);
    expect(store.stats().clients).toBeLessThanOrEqual(1000);
  });

  it('counts refused requests as activity: a throttled client under a flood of new ones keeps its windows', async () => {
    const store = new MemoryRateLimitStore({ maxClients: 1000 });
    // The throttled client asks every 20 ms for 40 s (2,000 requests) while a new client arrives every 2 ms (20,000):
    // the store turns over every 2 s, far within the client's windows. Before, only admitted requests made it active,
    // so once throttled it was the least recently seen, was dropped, and came back with empty windows.
    let admitted = 0;
    for (let ms = 0, n = 0; ms < 40_000; ms += 2, n++) {
      if (ms % 20 === 0 && (await store.consume(IP, NORMAL, ms)).allowed) admitted++;
      await store.consume(`flood-${n}`, NORMAL, ms);
    }
    expect(store.stats().evicted).toBeGreaterThan(15_000);
    // Its quota over 40 s: 20 every 10 s (the burst), within 120 a minute.
    expect(admitted).toBe(80);
  });

  it('keeps the bound when every client is busy: the oldest goes', async () => {
    const store = new MemoryRateLimitStore({ maxClients: 100 });
    for (let i = 0; i < 300; i++) await store.consume(`busy-${i}`, NORMAL, 0);
    expect(store.size).toBe(100);
    expect(store.stats().evicted).toBe(200);
  });

  it('drops idle clients on a timer when no request comes', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryRateLimitStore();
      for (let i = 0; i < 100; i++) await store.consume(`client-${i}`, NORMAL, Date.now());
      expect(store.size).toBe(100);
      vi.advanceTimersByTime(61_000);
      expect(store.size).toBe(0);
      store.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
