import { describe, expect, it } from 'vitest';
import { PRICE_KEYS } from './model.js';
import { implausiblePrice, isPlausiblePrice, PLAUSIBLE_PRICES } from './price-range.js';

describe('plausible prices', () => {
  it('gives every fuel and product a range within the 5 € the API accepts as a price', () => {
    for (const key of PRICE_KEYS) {
      const { min, max } = PLAUSIBLE_PRICES[key];
      expect(min, key).toBeGreaterThan(0);
      expect(max, key).toBeLessThanOrEqual(5);
    }
  });

  it('accepts real prices and refuses what a broken register answers', () => {
    expect(isPlausiblePrice('diesel', 1.749)).toBe(true);
    expect(isPlausiblePrice('adblue', 0.424)).toBe(true);
    for (const price of [99999, 0, -1, 0.001, 12.5, 1234.5, 1.7491]) {
      expect(isPlausiblePrice('diesel', price), String(price)).toBe(false);
    }
  });

  it('says why a price read from a file is refused', () => {
    expect(implausiblePrice('diesel', 1.5)).toBeNull();
    expect(implausiblePrice('diesel', 99999)).toBe(
      'diesel price 99999 is outside 0.4–5 or has more than three decimals',
    );
    expect(implausiblePrice('diesel', 'abc')).toMatch(/^diesel price abc/);
  });
});
