import { describe, expect, it } from 'vitest';
import { PARAMETER_REASONS } from './parameter-reasons.js';
import { invalidParameter } from './problem.js';
import { previewJson } from './value-preview.js';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('previewJson: a client value shown in an error detail', () => {
  it('is the JSON of ordinary values', () => {
    for (const value of [null, true, 1.5, 'a "quoted" é', [1, [2, 3]], { a: 1, b: [true, null], c: { d: 'x' } }, []]) {
      expect(previewJson(value, 1000)).toBe(JSON.stringify(value));
    }
  });

  it('stops writing soon after the limit, whatever the size of the value', () => {
    const long = Array.from({ length: 10_000 }, (_, i) => [40 + i / 1e4, -3]);
    const text = previewJson(long, 120);
    expect(text.startsWith(JSON.stringify(long).slice(0, 120))).toBe(true);
    expect(text.length).toBeLessThan(200);
  });

  it('walks no deeper than a few levels: 5,000 nested arrays do not overflow the stack', () => {
    const deep = nested(5000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError); // what the detail used to do
    const text = previewJson(deep, 120);
    expect(text).toMatch(/^\[\[\[\[\[\[\[\[…\]\]\]\]\]\]\]\]$/);
  });

  it('writes numbers JSON cannot hold as they are (1e400 parses to Infinity)', () => {
    expect(previewJson(JSON.parse('{"x":1e400}'), 120)).toBe('{"x":Infinity}');
  });

  it('keeps an own __proto__ key as the client sent it', () => {
    expect(previewJson(JSON.parse('{"__proto__":{"a":1}}'), 120)).toBe('{"__proto__":{"a":1}}');
  });
});

describe('invalidParameter', () => {
  it('names a deeply nested value without throwing', () => {
    const problem = invalidParameter('body', nested(5000), PARAMETER_REASONS.type(['object']));
    expect(problem.code).toBe('INVALID_PARAMETER');
    expect(problem.detail).toEqual({
      en: 'body: [[[[[[[[…]]]]]]]] must be an object',
      es: 'body: [[[[[[[[…]]]]]]]] debe ser un objeto',
    });
  });

  it('puts no colon after a name shown without a value ("lng is required")', () => {
    expect(invalidParameter('lng', undefined, PARAMETER_REASONS.required).detail).toEqual({
      en: 'lng is required',
      es: 'lng es obligatorio',
    });
    expect(invalidParameter('fuel', 'petrol', PARAMETER_REASONS.oneOf(['diesel'])).detail).toEqual({
      en: 'fuel: "petrol" must be one of diesel',
      es: 'fuel: "petrol" debe ser uno de diesel',
    });
  });
});
