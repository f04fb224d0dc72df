import { describe, expect, it } from 'vitest';
import { InvalidNumberError, parseDecimal, parsePrice, round3 } from './numbers.js';

describe('parseDecimal', () => {
  it('reads the decimal comma the ministry writes', () => {
    expect(parseDecimal('1,549')).toBe(1.549);
    expect(parseDecimal('39,211417')).toBe(39.211417);
    expect(parseDecimal('-1,539167')).toBe(-1.539167);
    expect(parseDecimal('0,0')).toBe(0);
    expect(parseDecimal('42')).toBe(42);
    expect(parseDecimal(' 2,5 ')).toBe(2.5);
  });

  it('tolerates a decimal point', () => {
    expect(parseDecimal('1.549')).toBe(1.549);
  });

  it('gives null for an empty value', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('   ')).toBeNull();
  });

  it('rejects garbage instead of reading part of it', () => {
    for (const bad of ['abc', '1,5a', '1,2,3', '1.549,3', ',5', '5,', 'NaN', 'Infinity', '1e3', '--1', '1 549']) {
      expect(() => parseDecimal(bad), bad).toThrow(InvalidNumberError);
    }
  });
});

describe('parsePrice', () => {
  it('keeps three decimals', () => {
    expect(parsePrice('1,549')).toBe(1.549);
    expect(parsePrice('1,5')).toBe(1.5);
    expect(parsePrice('2')).toBe(2);
  });

  it('rounds half up on the digits, not on a float', () => {
    expect(parsePrice('1,0005')).toBe(1.001);
    expect(parsePrice('1,0004999')).toBe(1);
    expect(parsePrice('1,2345')).toBe(1.235);
    expect(parsePrice('0,9999')).toBe(1);
  });

  it('gives null for "" and throws on garbage', () => {
    expect(parsePrice('')).toBeNull();
    expect(() => parsePrice('1,5€')).toThrow(InvalidNumberError);
  });
});

describe('round3', () => {
  it('rounds values already in memory', () => {
    expect(round3(1.0005)).toBe(1.001);
    expect(round3(1.23449)).toBe(1.234);
    expect(round3(-1.0005)).toBe(-1.001);
  });
});
