import { describe, expect, it } from 'vitest';
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
