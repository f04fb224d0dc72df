import { describe, expect, it } from 'vitest';
import { guide, post, route } from '../../test/support/content-items.js';
import { SearchIndex } from './search-index.js';

const items = [
  guide('que-es-adblue', { title: '¿Qué es el AdBlue?', updated: '2026-08-01', tags: ['adblue', 'diesel'] }),
  guide('datos', { body_markdown: 'El registro incluye el AdBlue a granel.', updated: '2026-09-01' }),
  post('gasoleo-caro', { title: 'El gasóleo más caro', direct_answer: 'Subió el precio.', updated: '2026-08-20' }),
  post('precio-gasoleo', { title: 'Precio del gasóleo en agosto', tags: ['Análisis'], updated: '2026-08-10' }),
  route('picos', {
    summary: 'Ruta por los Picos de Europa.',
    direct_answer: 'Gasóleo en Cangas.',
    updated: '2026-07-01',
  }),
];
const index = new SearchIndex(items);
const slugs = (result: { hits: { item: { slug: string } }[] }) => result.hits.map((hit) => hit.item.slug);

describe('SearchIndex', () => {
  it('ranks a title match above a body match and says where it matched', () => {
    const result = index.search({ q: 'adblue', limit: 10 });
    expect(result.hits.map((hit) => [hit.item.slug, hit.matchedIn])).toEqual([
      ['que-es-adblue', 'title'],
      ['datos', 'body'],
    ]);
  });

  it('ignores case and accents, then orders by field, words matched in it, newest and slug', () => {
    const result = index.search({ q: 'GASOLEO precio', limit: 10 });
    // precio-gasoleo has both words in its title; gasoleo-caro one in the title; picos matches in the direct answer only.
    expect(result.hits.map((hit) => [hit.item.slug, hit.matchedIn])).toEqual([
      ['precio-gasoleo', 'title'],
      ['gasoleo-caro', 'title'],
    ]);
    expect(slugs(index.search({ q: 'gasóleo', limit: 10 }))).toEqual(['gasoleo-caro', 'precio-gasoleo', 'picos']);
  });

  it('needs every word to match somewhere; words of 3+ letters also match as prefixes', () => {
    expect(index.search({ q: 'adblue europa', limit: 10 }).total).toBe(0);
    expect(slugs(index.search({ q: 'pico eur', limit: 10 }))).toEqual(['picos']);
    expect(index.search({ q: 'ga', limit: 10 }).total).toBe(0);
    expect(index.search({ q: '¿?', limit: 10 }).total).toBe(0);
  });

  it('filters by type and tag (tags compared without case or accents)', () => {
    expect(slugs(index.search({ q: 'gasoleo', type: 'route', limit: 10 }))).toEqual(['picos']);
    expect(slugs(index.search({ tag: 'analisis', limit: 10 }))).toEqual(['precio-gasoleo']);
    expect(index.search({ tag: 'nada', limit: 10 })).toEqual({ total: 0, hits: [] });
  });

  it('without q lists the newest first with no field, and counts matches before the limit', () => {
    const result = index.search({ limit: 2 });
    expect(result.total).toBe(5);
    expect(result.hits).toEqual([
      { item: items[1], matchedIn: null },
      { item: items[2], matchedIn: null },
    ]);
  });
});
