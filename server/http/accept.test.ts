import { describe, expect, it } from 'vitest';
import { parseAccept, prefersHtml, qualityOf } from './accept.js';

/** What browsers send for a navigation, as of their current releases. */
const BROWSERS = {
  chromium:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  firefox: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  safari: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

describe('prefersHtml (Accept negotiation for GET /)', () => {
  it.each(Object.entries(BROWSERS))('a navigation in %s gets the page', (_browser, accept) => {
    expect(prefersHtml(accept)).toBe(true);
  });

  it.each([
    ['no Accept header', undefined],
    ['an empty header', ''],
    ['*/* (curl, fetch, most HTTP libraries)', '*/*'],
    ['application/json', 'application/json'],
    ['a tie between JSON and HTML', 'application/json, text/html'],
    ['a tie the other way round', 'text/html, application/json'],
    ['JSON preferred by q', 'text/html;q=0.5, application/json;q=0.9'],
    ['HTML refused', 'text/html;q=0, */*'],
    ['HTML refused, the rest accepted through text/*', 'text/*, text/html;q=0'],
    ['a malformed q, which counts as refusal', 'text/html;q=high, application/json;q=0.1'],
    ['a q above 1, malformed too', 'text/html;q=2, application/json;q=0.5'],
    ['application/problem+json only', 'application/problem+json'],
    ['garbage', 'not a media range'],
  ])('%s keeps the JSON index', (_case, accept) => {
    expect(prefersHtml(accept)).toBe(false);
  });

  it.each([
    ['HTML preferred by q', 'application/json;q=0.5, text/html'],
    ['text/* above application/json', 'text/*;q=0.9, application/json;q=0.8'],
    ['HTML with everything else at a lower q', 'text/html, */*;q=0.1'],
    ['upper case and spaces', 'TEXT/HTML ; Q=1.0 , application/json ; q=0.3'],
    ['JSON excluded by its own range', 'application/json;q=0, */*'],
  ])('%s gets the page', (_case, accept) => {
    expect(prefersHtml(accept)).toBe(true);
  });
});

describe('qualityOf', () => {
  it('takes the q of the most specific matching range, not the highest', () => {
    const ranges = parseAccept('*/*;q=1, text/*;q=0.4, text/html;q=0.2');
    expect(qualityOf(ranges, 'text/html')).toBe(0.2);
    expect(qualityOf(ranges, 'text/plain')).toBe(0.4);
    expect(qualityOf(ranges, 'application/json')).toBe(1);
  });

  it('gives 0 to a type the header does not match', () => {
    expect(qualityOf(parseAccept('image/png'), 'text/html')).toBe(0);
  });

  it('ignores parameters other than q', () => {
    expect(parseAccept('text/html;level=1;q=0.7;charset=utf-8')).toEqual([{ type: 'text', subtype: 'html', q: 0.7 }]);
  });
});
