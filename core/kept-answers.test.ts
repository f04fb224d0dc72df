import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.js';

describe('kept answers of a header check', () => {
  it('judges a value once, and keeps no more than its capacity', () => {
    const judged: string[] = [];
    const isShort = keptAnswers(
      (value: string) => {
        judged.push(value);
        return value.length < 4;
      },
      { capacity: 3 },
    );
    expect([isShort('abc'), isShort('abcd'), isShort('abc'), isShort('abcd')]).toEqual([true, false, true, false]);
    expect(judged).toEqual(['abc', 'abcd']);
    for (const value of ['a', 'bb', 'ccccc']) isShort(value);
    // Over capacity the list started again: the first values are judged anew, and answered the same.
    expect([isShort('abc'), isShort('abcd')]).toEqual([true, false]);
    expect(judged).toEqual(['abc', 'abcd', 'a', 'bb', 'ccccc', 'abc', 'abcd']);
  });

  it('judges a value longer than maxLength every time, and keeps none of it', () => {
    const judged: string[] = [];
    const length = keptAnswers(
      (value: string) => {
        judged.push(value);
        return value.length;
      },
      { capacity: 2, maxLength: 5 },
    );
    const long = 'x'.repeat(6);
    expect([length(long), length(long), length('abc'), length('abc')]).toEqual([6, 6, 3, 3]);
    expect(judged).toEqual([long, long, 'abc']);
  });

  it('keeps an answer that is undefined or false like any other', () => {
    let calls = 0;
    const nothing = keptAnswers((): undefined => {
      calls++;
      return undefined;
    });
    nothing('a');
    nothing('a');
    expect(calls).toBe(1);
  });
});
