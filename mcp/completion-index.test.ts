import { describe, expect, it } from 'vitest';
import { CompletionIndex, MAX_COMPLETION_VALUES } from './completion-index.js';

const provinces = new CompletionIndex([
  { value: 'malaga', names: ['Málaga', 'malaga'], weight: 600 },
  { value: 'madrid', names: ['Madrid', 'madrid'], weight: 900 },
  { value: 'alicante', names: ['Alicante/Alacant', 'alicante'], weight: 700 },
  { value: 'palmas-las', names: ['Palmas (Las)', 'palmas-las'], weight: 300 },
  { value: 'santa-cruz-de-tenerife', names: ['Santa Cruz de Tenerife', 'santa-cruz-de-tenerife'], weight: 250 },
  { value: 'a-coruna', names: ['A Coruña', 'a-coruna'], weight: 400 },
  { value: 'avila', names: ['Ávila', 'avila'], weight: 100 },
]);

describe('CompletionIndex', () => {
  it('matches accents and case aside, as /v1/search does', () => {
    expect(provinces.complete('MÁL').values).toEqual(['malaga']);
    expect(provinces.complete('avi').values).toEqual(['avila']);
    expect(provinces.complete('Ávila').values).toEqual(['avila']);
    expect(provinces.complete('coruñ').values).toEqual(['a-coruna']);
  });

  it('puts the whole name first, then the start of a name, then word starts; the heaviest first within each', () => {
    expect(provinces.complete('ma').values).toEqual(['madrid', 'malaga']);
    // "a" is a whole name (A Coruña's first word is not: "a coruna" is), then names starting with it, then words.
    expect(provinces.complete('a').values).toEqual(['alicante', 'a-coruna', 'avila']);
    expect(provinces.complete('madrid').values).toEqual(['madrid']);
    expect(provinces.complete('alacant').values).toEqual(['alicante']);
    expect(provinces.complete('tenerife').values).toEqual(['santa-cruz-de-tenerife']);
  });

  it('needs every word typed, in any order, each the start of a word', () => {
    expect(provinces.complete('las palm').values).toEqual(['palmas-las']);
    expect(provinces.complete('cruz sant').values).toEqual(['santa-cruz-de-tenerife']);
    expect(provinces.complete('santa madrid').values).toEqual([]);
  });

  it('lists everything, heaviest first, for an empty value, and says how many match', () => {
    expect(provinces.complete('')).toEqual({
      values: ['madrid', 'alicante', 'malaga', 'a-coruna', 'palmas-las', 'santa-cruz-de-tenerife', 'avila'],
      total: 7,
      hasMore: false,
    });
    expect(provinces.complete('zzz')).toEqual({ values: [], total: 0, hasMore: false });
  });

  it('finds by context words (a station by its town) and by id', () => {
    const stations = new CompletionIndex([
      { value: '4375', names: ['REPSOL', '4375'], context: ['Málaga'], weight: 0 },
      { value: '5191', names: ['REPSOL', '5191'], context: ['Madrid'], weight: 0 },
      { value: '4380', names: ['CEPSA', '4380'], context: ['Málaga'], weight: 0 },
    ]);
    expect(stations.complete('repsol malaga').values).toEqual(['4375']);
    expect(stations.complete('repsol').values).toEqual(['4375', '5191']);
    expect(stations.complete('43').values).toEqual(['4380', '4375']); // equal weight: by name
    // a context word alone finds too, but never as the start of a name
    expect(stations.complete('malaga').values).toEqual(['4380', '4375']);
  });

  it('answers at most 100 values, best first, with the total and hasMore, and stays right after a large answer', () => {
    const many = new CompletionIndex(
      Array.from({ length: 5000 }, (_, i) => ({
        value: `v${i}`,
        names: [`San ${i % 2 ? 'Pedro' : 'Juan'} ${i}`],
        weight: i,
      })),
    );
    const answer = many.complete('san');
    expect(answer.values).toHaveLength(MAX_COMPLETION_VALUES);
    expect(answer.values[0]).toBe('v4999');
    expect(answer.values[99]).toBe('v4900');
    expect(answer.total).toBe(5000);
    expect(answer.hasMore).toBe(true);
    // Word starts rank after name starts even when far heavier.
    const pedro = many.complete('pedro');
    expect(pedro.total).toBe(2500);
    expect(pedro.values[0]).toBe('v4999');
    expect(many.complete('san juan 4998')).toEqual({ values: ['v4998'], total: 1, hasMore: false });
  });

  it('matches a repeated word, or the start of another word typed, as it matches the query without it', () => {
    const stations = new CompletionIndex([
      { value: '4375', names: ['REPSOL', '4375'], context: ['Málaga', 'Calle Larios'], weight: 0 },
      { value: '5191', names: ['REPSOL', '5191'], context: ['Madrid'], weight: 0 },
      { value: '4380', names: ['CEPSA', '4380'], context: ['Málaga'], weight: 0 },
    ]);
    expect(stations.complete('mal repsol m malaga ma repsol re').values).toEqual(['4375']);
    expect(stations.complete('malaga malaga malaga').values).toEqual(['4380', '4375']);
    // each typed word still needs a word of its own start: "calle" does not make "larios" optional
    expect(stations.complete('calle larios malaga').values).toEqual(['4375']);
    expect(stations.complete('calle madrid').values).toEqual([]);
    expect(stations.complete(`${'x '.repeat(40)}repsol`).values).toEqual([]);
  });
});
