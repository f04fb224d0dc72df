import { describe, expect, it } from 'vitest';
import { isFuzzyWord, normalize, prefixRange, withinOneEdit } from './search-text.js';

describe('normalize', () => {
  it('lowercases, folds accents, ñ and ç, and turns every run of other characters into one space', () => {
    expect(normalize('Málaga')).toBe('malaga');
    expect(normalize('  Castilla-La Mancha ')).toBe('castilla la mancha');
    expect(normalize("L'Alfàs del Pi")).toBe('l alfas del pi');
    expect(normalize('ÑANDÚ Çà')).toBe('nandu ca');
    expect(normalize('Valencia/València')).toBe('valencia valencia');
    expect(normalize('E.S. Nº 7')).toBe('e s no 7');
    expect(normalize('---')).toBe('');
  });
});

describe('withinOneEdit', () => {
  it('accepts equal words and one insertion, deletion or substitution', () => {
    expect(withinOneEdit('madrid', 'madrid')).toBe(true);
    expect(withinOneEdit('madrd', 'madrid')).toBe(true);
    expect(withinOneEdit('madriid', 'madrid')).toBe(true);
    expect(withinOneEdit('madrit', 'madrid')).toBe(true);
    expect(withinOneEdit('xmadrid', 'madrid')).toBe(true);
  });

  it('rejects two edits, transpositions included', () => {
    expect(withinOneEdit('madird', 'madrid')).toBe(false);
    expect(withinOneEdit('mdrd', 'madrid')).toBe(false);
    expect(withinOneEdit('sevila', 'sevillana')).toBe(false);
  });

  it('is only tried on words of 4 or more letters', () => {
    expect(isFuzzyWord('leon')).toBe(true);
    expect(isFuzzyWord('leo')).toBe(false);
    expect(isFuzzyWord('28001')).toBe(false);
  });
});

describe('prefixRange', () => {
  it('finds the run of sorted values that start with a prefix', () => {
    const sorted = ['albacete', 'alicante', 'almeria', 'avila', 'badajoz'];
    expect(prefixRange(sorted, 'al')).toEqual([0, 3]);
    expect(prefixRange(sorted, 'avila')).toEqual([3, 4]);
    expect(prefixRange(sorted, 'zamora')).toEqual([5, 5]);
  });
});
