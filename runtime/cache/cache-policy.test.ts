import { describe, expect, it } from 'vitest';
import { cacheControl } from './cache-policy.js';

describe('cacheControl with an answer that changes before the data (open_now)', () => {
  it('keeps the price header when nothing in the answer changes', () => {
    expect(cacheControl('price', 4 * 3600, false)).toBe('public, max-age=3600, stale-while-revalidate=300');
    expect(cacheControl('price', 4 * 3600, false, null)).toBe('public, max-age=3600, stale-while-revalidate=300');
  });

  it('bounds max-age by the seconds to the next opening or closing, whole seconds down, in the contract’s form', () => {
    expect(cacheControl('price', 4 * 3600, false, 120)).toBe('public, max-age=120, stale-while-revalidate=300');
    expect(cacheControl('price', 4 * 3600, false, 0.5)).toBe('public, max-age=0, stale-while-revalidate=300');
    expect(cacheControl('price', 4 * 3600, false, 3899)).toBe('public, max-age=3600, stale-while-revalidate=300');
    expect(cacheControl('price', 600, false, 899)).toBe('public, max-age=600, stale-while-revalidate=300');
    expect(cacheControl('content', 4 * 3600, false, 600)).toBe('public, max-age=600');
  });

  it('a stale answer keeps its 60 seconds, or less when a station changes sooner; no-store stays', () => {
    expect(cacheControl('price', 4 * 3600, true, 3600)).toBe('public, max-age=60');
    expect(cacheControl('price', 4 * 3600, true, 20)).toBe('public, max-age=20');
    expect(cacheControl('none', 4 * 3600, false, 20)).toBe('no-store');
  });
});
