import { describe, expect, it } from 'vitest';
import { type CachedResponse, ResponseCache } from './response-cache.js';

const entry = (dataJson: string): CachedResponse => ({
  dataJson,
  dataBytes: Buffer.byteLength(dataJson),
  webUrl: null,
  etag: '"e"',
  contentLanguage: 'es',
  expiresAtMs: 1000,
});

describe('ResponseCache', () => {
  it('counts two bytes per character of key and answer, as V8 may hold them', () => {
    const cache = new ResponseCache(10, 1000);
    cache.set('k1', entry('x'.repeat(100)));
    expect(cache.byteSize).toBe(2 * (2 + 100));
  });

  it('evicts the least recently used answers once the bytes exceed the bound', () => {
    const cache = new ResponseCache(10, 2000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry('x'.repeat(240))); // 482 bytes each: 1,928
    expect(cache.get('a', 0)).toBeDefined(); // a is now the most recent
    cache.set('e', entry('x'.repeat(240))); // 2,410 > 2,000: b, the least recent, goes
    expect(cache.peek('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.peek(key)).toBeDefined();
    expect(cache.byteSize).toBe(1928);
  });

  it('keeps no answer larger than a quarter of the bound', () => {
    const cache = new ResponseCache(10, 1000);
    cache.set('big', entry('x'.repeat(200)));
    expect(cache.size).toBe(0);
  });

  it('holds at most 16 MB of answers by default', () => {
    const cache = new ResponseCache();
    const answer = 'x'.repeat(500_000); // 1 MB each
    for (let i = 0; i < 40; i++) cache.set(`k${i}`, entry(answer));
    expect(cache.byteSize).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(cache.size).toBe(16);
  });
});
