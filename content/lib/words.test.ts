import { describe, expect, it } from 'vitest';
import { findCommunity } from './communities.js';
import { normalise, queryWords, tokenise, WordSet } from './words.js';

describe('words', () => {
  it('normalises case and diacritics and splits on anything but letters and digits', () => {
    expect(normalise('Gasóleo Cataluña Àvila')).toBe('gasoleo cataluna avila');
    expect(tokenise('¿Qué es el AdBlue? (E10, 95)')).toEqual(['que', 'es', 'el', 'adblue', 'e10', '95']);
    expect(queryWords('precio Precio PRECIÓ')).toEqual(['precio']);
  });

  it('WordSet matches whole words, and prefixes of three letters or more', () => {
    const words = new WordSet(['Gasolineras baratas', 'de la A-6']);
    expect(words.has('gasolineras')).toBe(true);
    expect(words.has('gasolinera')).toBe(true);
    expect(words.has('gas')).toBe(true);
    expect(words.has('ga')).toBe(false);
    expect(words.has('a')).toBe(true);
    expect(words.has('d')).toBe(false);
    expect(words.hasAll(['barata', 'de'])).toBe(true);
    expect(words.hasAll(['barata', 'caras'])).toBe(false);
  });
});

describe('findCommunity', () => {
  it('accepts a slug, an INE code or a written name', () => {
    expect(findCommunity('castilla-la-mancha')).toEqual({
      code: '08',
      slug: 'castilla-la-mancha',
      name: 'Castilla-La Mancha',
    });
    expect(findCommunity('07')?.slug).toBe('castilla-y-leon');
    expect(findCommunity('Castilla y León')?.code).toBe('07');
    expect(findCommunity('7')).toBeUndefined();
    expect(findCommunity('portugal')).toBeUndefined();
  });
});
