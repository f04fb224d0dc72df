// Whether a sentence of the API is Spanish or English, told by function words that only one of the two languages
// uses (a list written by hand, not taken from the catalogues it checks). What a sentence quotes from the request
// (values in double quotes, paths) is left out: a client may send any word.
import { expect } from 'vitest';
import type { Language } from '../../core/language.js';

/** Spanish words no English sentence of the API uses, and none of its parameter names is. */
const SPANISH = new Set(
  [
    'el',
    'la',
    'los',
    'las',
    'del',
    'al',
    'una',
    'uno',
    'es',
    'son',
    'está',
    'debe',
    'se',
    'que',
    'con',
    'para',
    'por',
    'hay',
    'ningún',
    'ninguna',
    'vea',
    'dé',
    'envíe',
    'de',
    'en',
    'y',
    'o',
    'más',
    'también',
    'obligatorio',
    'válido',
    'llegó',
    'reintente',
  ].map((word) => word.normalize('NFC')),
);

/** English words no Spanish sentence of the API uses, and none of its parameter names is. */
const ENGLISH = new Set([
  'the',
  'is',
  'are',
  'must',
  'not',
  'of',
  'with',
  'give',
  'see',
  'has',
  'there',
  'be',
  'and',
  'or',
  'than',
  'an',
  'at',
  'on',
  'in',
  'it',
  'its',
  'this',
  'could',
  'got',
  'only',
  'every',
  'as',
]);

/** The sentence without what it quotes from the request: "values", /paths and name=value pairs. */
function ownWords(text: string): string[] {
  const own = text
    .replace(/"(?:[^"\\]|\\.)*"/g, ' ')
    .replace(/\/\S*/g, ' ')
    .replace(/\S+=\S+/g, ' ');
  return (
    own
      .normalize('NFC')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/** The function words of each language found in `text`. */
export function languageMarks(text: string): Record<Language, string[]> {
  const words = ownWords(text);
  return { es: words.filter((word) => SPANISH.has(word)), en: words.filter((word) => ENGLISH.has(word)) };
}

/** `text` reads as `language`: some of its function words, none of the other's. */
export function expectWrittenIn(text: string, language: Language, context = ''): void {
  const marks = languageMarks(text);
  const other: Language = language === 'es' ? 'en' : 'es';
  expect(marks[other], `${context} ${JSON.stringify(text)} has words of "${other}"`).toEqual([]);
  expect(marks[language].length, `${context} ${JSON.stringify(text)} has no word of "${language}"`).toBeGreaterThan(0);
}
