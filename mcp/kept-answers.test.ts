import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers.js';

describe('kept answers of a header check', () => {
  it('judges a value once, and keeps no more than its capacity', () => {
    const judged: string[] = [];
    const isShort = keptAnswers((value: string) => {
      judged.push(value);
      return value.length < 4;
    }, 3);
    expect([isShort('abc'), isShort('abcd'), isShort('abc'), isShort('abcd')]).toEqual([true, false, true, false]);
    expect(judged).toEqual(['abc', 'abcd']);
    for (const value of ['a', 'bb', 'ccccc']) isShort(value);
    // Over capacity the list started again: the first values are judged anew, and answered the same.
    expect([isShort('abc'), isShort('abcd')]).toEqual([true, false]);
    expect(judged).toEqual(['abc', 'abcd', 'a', 'bb', 'ccccc', 'abc', 'abcd']);
  });
});
