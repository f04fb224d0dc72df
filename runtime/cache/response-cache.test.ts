import { describe, expect, it } from 'vitest';
import { type CachedResponse, cacheKey, ResponseCache } from './response-cache.js';

const entry = (bytes: number): CachedResponse => ({
  head: Buffer.alloc(bytes, 'x'),
  bare: false,
  webUrl: null,
  etag: '"e"',
  contentLanguage: 'es',
  expiresAtMs: 1000,
});

describe('ResponseCache', () => {
  it("counts each answer's bytes and two bytes per character of its key, as V8 may hold it", () => {
    const cache = new ResponseCache(10, 1000);
    cache.set('k1', entry(100));
    expect(cache.byteSize).toBe(2 * 2 + 100);
  });

  it('evicts the least recently used answers once the bytes exceed the bound', () => {
    const cache = new ResponseCache(10, 2000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entry(480)); // 482 bytes each: 1,928
    expect(cache.get('a', 0)).toBeDefined(); // a is now the most recent
    cache.set('e', entry(480)); // 2,410 > 2,000: b, the least recent, goes
    expect(cache.peek('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.peek(key)).toBeDefined();
    expect(cache.byteSize).toBe(1928);
  });

  it('moves a hit to the most recent end, unless it is among the newest quarter already', () => {
    const cache = new ResponseCache(20, 1_000_000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, entry(10));
    expect(cache.get('k0', 0)).toBeDefined(); // 19 insertions since: moved
    expect(cache.get('k17', 0)).toBeDefined(); // 3 since, of 20 entries: left where it is
    const evicted: string[] = [];
    for (let i = 20; i < 40; i++) {
      const before = new Set(Array.from({ length: 40 }, (_, j) => `k${j}`).filter((k) => cache.peek(k)));
      cache.set(`k${i}`, entry(10));
      for (const key of before) if (!cache.peek(key)) evicted.push(key);
    }
    expect(evicted).toEqual([...Array.from({ length: 19 }, (_, j) => `k${j + 1}`), 'k0']);
  });

  it('keeps no answer larger than a quarter of the bound', () => {
    const cache = new ResponseCache(10, 1000);
    cache.set('big', entry(300));
    expect(cache.size).toBe(0);
  });

  it('holds at most 16 MB of answers by default', () => {
    const cache = new ResponseCache();
    for (let i = 0; i < 40; i++) cache.set(`k${i}`, entry(1_000_000));
    expect(cache.byteSize).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(cache.size).toBe(16);
  });
});

describe('ResponseCache admission (doorkeeper)', () => {
  it('keeps a question from its second asking, so questions asked once never enter', () => {
    const cache = new ResponseCache(10, 1_000_000);
    expect(cache.admits('/v1/stations/nearby?lat=40.1&lng=-3.7')).toBe(false);
    expect(cache.admits('/v1/stations/nearby?lat=40.2&lng=-3.7')).toBe(false);
    expect(cache.admits('/v1/stations/nearby?lat=40.1&lng=-3.7')).toBe(true);
  });

  it('always replaces an answer it holds (an expired one being computed again)', () => {
    const cache = new ResponseCache(10, 1_000_000);
    cache.set('/v1/prices?', entry(10));
    expect(cache.admits('/v1/prices?')).toBe(true);
  });

  it('forgets first askings past its bound rather than growing', () => {
    const cache = new ResponseCache(10, 1_000_000);
    expect(cache.admits('/first')).toBe(false);
    for (let i = 0; i < 20_000; i++) cache.admits(`/point?i=${i}`);
    // /first was forgotten when the doorkeeper filled up and started again: its next asking counts as a first one.
    expect(cache.admits('/first')).toBe(false);
    expect(cache.admits('/first')).toBe(true);
  });
});

describe('cacheKey', () => {
  const query = { radius_km: 5, lat: 40.4, lng: -3.7, fuel: 'diesel', limit: 10 };

  it('lists the parameters sorted by name, whatever order they came in', () => {
    expect(cacheKey('/v1/stations/nearby', query)).toBe(
      '/v1/stations/nearby?fuel=diesel&lat=40.4&limit=10&lng=-3.7&radius_km=5',
    );
    expect(cacheKey('/v1/prices', {})).toBe('/v1/prices?');
  });

  it('gives the same key when the operation supplies the sorted names, leaving out those the query lacks', () => {
    const names = ['brand', 'fuel', 'lat', 'limit', 'lng', 'open_now', 'radius_km'];
    expect(cacheKey('/v1/stations/nearby', query, names)).toBe(cacheKey('/v1/stations/nearby', query));
    const withUndefined = { ...query, brand: undefined };
    expect(cacheKey('/v1/stations/nearby', withUndefined, names)).toBe(cacheKey('/v1/stations/nearby', withUndefined));
  });
});
