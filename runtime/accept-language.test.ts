import { describe, expect, it } from 'vitest';
import { negotiateLanguage, preferredLanguage } from './accept-language.js';

describe('Accept-Language negotiation (RFC 9110 §12.5.4)', () => {
  it.each([
    // No preference, or no language of ours: Spanish.
    [undefined, 'es'],
    ['', 'es'],
    ['*', 'es'],
    ['fr', 'es'],
    ['fr-FR, de;q=0.9', 'es'],
    // Plain and regional forms.
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['en_US', 'en'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-419', 'es'],
    // q-values decide.
    ['es;q=0.5, en', 'en'],
    ['en;q=0.5, es', 'es'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR, fr;q=0.9, en;q=0.8, es;q=0.7', 'en'],
    ['fr, en;q=0.1', 'en'],
    ['en;q=0', 'es'],
    ['en;q=0, *', 'es'],
    ['es;q=0, *', 'en'],
    ['*;q=0.5, en', 'en'],
    ['*, en;q=0.5', 'es'],
    ['en;q=1.000', 'en'],
    ['en ; q=0.8 , es ; q=0.7', 'en'],
    // The exact language is more specific than its regional forms: "en;q=0" refuses English whatever en-GB says.
    ['en-GB, en;q=0', 'es'],
    ['en-GB;q=0.2, en-US;q=0.9, es;q=0.5', 'en'],
    // Ties: the language listed first, and Spanish when one "*" names both.
    ['en, es', 'en'],
    ['es, en', 'es'],
    ['en;q=0.5, es;q=0.5', 'en'],
    ['es;q=0.5, en;q=0.5', 'es'],
    ['en, *', 'en'],
    ['es;q=0, en;q=0', 'es'],
  ] as const)('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it.each([
    // A malformed element is skipped; the others still count.
    ['en;q=2', 'es'],
    ['en;q=abc', 'es'],
    ['en;q=0.1234', 'es'],
    ['en;q=', 'es'],
    ['en;foo=bar', 'es'],
    ['en;q=0.5;q=0.6', 'es'],
    ['es;q=abc, en', 'en'],
    ['en-, es', 'es'],
    ['toolongprimary, en', 'en'],
    ['1en, es;q=0.1', 'es'],
    ['e n', 'es'],
    [',,,', 'es'],
    [';q=1', 'es'],
    ['en;;', 'es'],
    ['\u00e9n', 'es'],
    ['en-GB-oxendict-x-private', 'en'],
  ] as const)('malformed %j never fails: %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  // Its cost, linear in its length, is a benchmark's figure (bench/accept-language.ts): a time bound here failed
  // under load.
  it('reads a long or hostile header to the answer a short one gets', () => {
    expect(negotiateLanguage(`${'x-'.repeat(5000)}en`)).toBe('es');
    expect(negotiateLanguage(`${'fr;q=0.1,'.repeat(2000)}en`)).toBe('en');
  });

  it('answers the same for a remembered header as for a fresh one', () => {
    for (let i = 0; i < 600; i++) negotiateLanguage(`fr;q=0.${i % 10}, en;q=0.${(i % 9) + 1}, x${i}`);
    expect(negotiateLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('es-ES')).toBe('es');
  });
});
