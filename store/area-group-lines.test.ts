import { describe, expect, it } from 'vitest';
import { groupPlaces } from './area-group-lines.js';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** SQL's ORDER BY fuel, level, code over `fuel|level|code` names. */
const bySqlOrder = (a: string, b: string): number => {
  const [x, y] = [a.split('|'), b.split('|')];
  return (
    byName(x[0] as string, y[0] as string) ||
    byName(x[1] as string, y[1] as string) ||
    byName(x[2] as string, y[2] as string)
  );
};

/** What the loader computed before: every text split, the names' union sorted, each line looked up. */
function splitEveryText(texts: readonly string[]) {
  const names = [...new Set(texts.flatMap((text) => text.split('\n')))].sort(bySqlOrder);
  const placeOf = new Map(names.map((name, place) => [name, place]));
  return {
    names,
    places: texts.map((text) => Int32Array.from(text.split('\n'), (name) => placeOf.get(name) as number)),
  };
}

/** `count` names of each fuel and level, in SQL's order ("es" < "m10" < "m9": codes compare as text). */
function allNames(count: number): string[] {
  const names: string[] = [];
  for (const fuel of ['diesel', 'gasoline_95', 'lpg']) {
    for (const level of ['community', 'municipality', 'province']) {
      for (let code = 0; code < count; code++) names.push(`${fuel}|${level}|${code}`);
    }
  }
  return names.sort(bySqlOrder);
}

/** A deterministic stand-in for a day: each name kept unless its hash with the day's seed falls under `drop`. */
function day(names: readonly string[], seed: number, drop: number): string {
  return names.filter((_, i) => ((i * 2654435761 + seed * 40503) >>> 0) % 1000 >= drop).join('\n');
}

describe('groupPlaces', () => {
  it('gives the names and each line’s place as splitting every text does, for days that add and drop lines anywhere', () => {
    const names = allNames(40);
    const texts = [
      day(names, 1, 30),
      day(names, 2, 30),
      day(names, 2, 200), // a day holding much less
      names.join('\n'), // every name
      names.slice(1).join('\n'), // the first line gone
      names.slice(0, -1).join('\n'), // the last line gone
      names.slice(0, 5).join('\n'), // a text that ends where the one before goes on
      names.slice(3).join('\n'), // one that starts after it
      names.slice(0, 2).join('\n'), // ending in "diesel|community|1"…
      [names[0], ...names.slice(2)].join('\n'), // …before a text holding "diesel|community|10" there instead
      day(names, 3, 5),
      names.at(-1) as string, // one line
    ];
    const split = splitEveryText(texts);
    const placed = groupPlaces(texts);
    expect(placed?.names).toEqual(split.names);
    expect(placed?.places).toEqual(split.places);
    // In another order of the days too.
    const reversed = [...texts].reverse();
    expect(groupPlaces(reversed)).toEqual(splitEveryText(reversed));
  });

  it('orders the names by their parts, as SQL does, not as their joined texts compare', () => {
    // "a|b|c" < "a|bb|c" by parts ("b" < "bb"), while the joined texts compare "|" (0x7c) with "b" (0x62).
    const texts = ['a|b|c\na|bb|c', 'a|b|d\na|bb|c'];
    expect(groupPlaces(texts)).toEqual(splitEveryText(texts));
    expect(groupPlaces(texts)?.names).toEqual(['a|b|c', 'a|b|d', 'a|bb|c']);
  });

  it('refuses a text whose lines are not strictly in SQL’s order: two swapped, or one twice', () => {
    const names = allNames(5);
    const swapped = [...names];
    [swapped[7], swapped[8]] = [swapped[8] as string, swapped[7] as string];
    const twice = [...names.slice(0, 9), names[8] as string, ...names.slice(9)];
    for (const bad of [swapped, twice]) {
      expect(groupPlaces([bad.join('\n')])).toBeUndefined();
      expect(groupPlaces([names.join('\n'), bad.join('\n')])).toBeUndefined();
      expect(groupPlaces([day(names, 4, 100), bad.join('\n')])).toBeUndefined();
    }
  });

  it('gives nothing for no text', () => {
    expect(groupPlaces([])).toEqual({ names: [], places: [] });
  });
});
