// Every message of the catalogues, in both languages: each reads as its language and says something different from
// the other, with every argument in place (the tests of answers check what the server sends; these check the words).
import { describe, expect, it } from 'vitest';
import { expectWrittenIn } from '../test/support/written-in.js';
import type { Localized } from './language.js';
import { PARAMETER_REASONS, PLACES } from './parameter-reasons.js';
import { invalidParameter, PROBLEM_TITLES } from './problem.js';
import { PROBLEM_DETAILS } from './problem-details.js';

/** Stands for any argument: a string, a number, a list or a text in every language. */
const ANY = Object.assign(['ARG'], { en: 'ARG', es: 'ARG' });

/** The arguments a message is rendered with; those that pick among cases get each case. */
const ARGUMENTS: Record<string, unknown[][]> = {
  territoryNotFound: [
    ['community', 'ARG'],
    ['province', 'ARG'],
    ['municipality', 'ARG'],
  ],
  contentNotFound: [
    ['guide', 'ARG'],
    ['post', 'ARG'],
    ['route', 'ARG'],
  ],
  homeFileMissing: [
    ['/home/app.js', true],
    ['/home/app.js', false],
  ],
  rateLimited: [
    ['burst', 9, { requests: 20, windowSeconds: 10 }],
    ['burst', 9, undefined],
  ],
  notAParameter: [
    [[], []],
    [['days'], ['id']],
    [[], ['type', 'slug']],
  ],
  priceNeeded: [
    ['lpg', PLACES.spain, 'price', undefined],
    ['lpg', PLACES.named('Cádiz'), 'price', 'province'],
  ],
  // Issue 43: the plan no plan completes, with or without a bound on stops, stuck before a station or the end.
  planNotFeasible: [
    [172.4, null, { dryAtKm: 95.2, gapKm: 12.3, gapTo: 'station' }],
    [172.4, 2, { dryAtKm: 95.2, gapKm: 77.2, gapTo: 'end' }],
  ],
  noRouteStretch: [['Mérida', 'Cádiz']],
  betweenOthers: [['reserve_l', 5, 'tank_l', 50]],
  belowOther: [['tank_l', 50]],
  shorterThanPoints: [[85.2]],
  discountTooHigh: [['repsol', 50]],
};

function renderings(catalogue: Record<string, unknown>): [string, Localized][] {
  return Object.entries(catalogue).flatMap(([name, entry]): [string, Localized][] => {
    if (typeof entry !== 'function') return [[name, entry as Localized]];
    const cases = ARGUMENTS[name] ?? [Array.from({ length: entry.length }, () => ANY)];
    return cases.map((args, i) => [`${name} #${i}`, entry(...args) as Localized]);
  });
}

const MESSAGES = [...renderings(PARAMETER_REASONS), ...renderings(PROBLEM_DETAILS)];

describe('the catalogues of problem messages', () => {
  it.each(MESSAGES)('%s reads as Spanish and as English, two different sentences', (_name, message) => {
    expectWrittenIn(message.es, 'es');
    expectWrittenIn(message.en, 'en');
    expect(message.es).not.toBe(message.en);
    for (const text of [message.es, message.en]) expect(text).not.toMatch(/undefined|\[object|NaN/);
  });

  it.each(Object.entries(PROBLEM_TITLES))('the title of %s differs between the languages', (_code, title) => {
    expect(title.es).not.toBe(title.en);
    expect(title.es.length * title.en.length).toBeGreaterThan(0);
  });

  it('invalidParameter names the parameter and the value in both languages', () => {
    const problem = invalidParameter('radius_km', '80', PARAMETER_REASONS.limit('<=', 50));
    expect(problem.detail).toEqual({ es: 'radius_km: "80" debe ser <= 50', en: 'radius_km: "80" must be <= 50' });
    expect(problem.message).toBe('INVALID_PARAMETER: radius_km: "80" must be <= 50');
  });

  it('writes numbers as each language does', () => {
    expect(PARAMETER_REASONS.routeTooLong(1734.46, 1500)).toEqual({
      en: 'make a route 1,734.5 km long; at most 1,500 km',
      es: 'forman una ruta de 1734,5 km; como mucho 1500 km',
    });
  });
});
