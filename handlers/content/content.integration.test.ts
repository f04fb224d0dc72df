import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/lib/load-content.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type SearchData = Schemas['ContentSearchData'];
type ItemData = Schemas['ContentItemData'];
type RoutesData = Schemas['RoutesData'];

let server: TestServer;
const library = loadContent();

beforeAll(async () => {
  server = await startTestServer();
  // Served data: answers made before any are no-store (server/http/before-data.integration.test.ts).
  server.store.swap(fakeDataset(), new Date('2026-08-22T14:00:00Z'));
});
afterAll(() => server.close());

async function data<T>(path: string): Promise<T> {
  const { status, body } = await server.json<{ data: T }>(path);
  expect(status, path).toBe(200);
  return body.data;
}

describe('GET /v1/content', () => {
  it('ranks a title match above a body match', async () => {
    const { query, results } = await data<SearchData>('/v1/content?q=adblue');
    expect(query).toBe('adblue');
    expect(results[0]).toMatchObject({ type: 'guide', slug: 'que-es-adblue', matched_in: 'title' });
    expect(results.slice(1).map((r) => r.matched_in)).toContain('body');
    expect(results[0]?.url).toBe(`${server.url}/v1/content/guide/que-es-adblue`);
    expect(results[0]?.web_url).toBe(`${server.config.siteUrl}/guias/que-es-adblue`);
  });

  it('ignores accents and case: "gasoleo" finds "gasóleo"', async () => {
    const plain = await data<SearchData>('/v1/content?q=GASOLEO&limit=50');
    expect(plain.results.map((r) => r.title)).toContain('Gasóleo premium o normal: ¿merece la pena pagar más?');
    const accented = await data<SearchData>(`/v1/content?q=${encodeURIComponent('gasóleo')}&limit=50`);
    expect(accented.results).toEqual(plain.results);
  });

  it('filters by type and tag', async () => {
    const posts = await data<SearchData>('/v1/content?type=post&limit=50');
    expect(posts.total).toBe(library.posts.length);
    expect(new Set(posts.results.map((r) => r.type))).toEqual(new Set(['post']));
    const tagged = await data<SearchData>('/v1/content?tag=adblue');
    expect(tagged.results.map((r) => r.slug)).toEqual(['que-es-adblue']);
    const routes = await data<SearchData>('/v1/content?q=covadonga&type=route');
    expect(routes.results.map((r) => `${r.type}/${r.slug}`)).toContain('route/lagos-de-covadonga-y-cabrales');
  });

  it('applies the limit after counting, newest first without q', async () => {
    const { query, total, results } = await data<SearchData>('/v1/content?limit=3');
    expect(query).toBeNull();
    expect(total).toBe(library.guides.length + library.posts.length + library.routes.length);
    expect(results).toHaveLength(3);
    expect(results.every((r) => r.matched_in === null)).toBe(true);
    const dates = results.map((r) => r.updated);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is cached for six hours', async () => {
    const response = await server.request('/v1/content?q=precio');
    expect(response.headers.get('cache-control')).toBe('public, max-age=21600');
  });
});

describe('GET /v1/content/{type}/{slug}', () => {
  it('gives the markdown, FAQ, sources, web_url and resolved related links', async () => {
    const { body, headers } = await server.json<{ data: ItemData; meta: { web_url: string } }>(
      '/v1/content/guide/que-es-adblue',
    );
    expect(body.data).toMatchObject({
      type: 'guide',
      slug: 'que-es-adblue',
      title: '¿Qué es el AdBlue y cuánto cuesta?',
    });
    expect(body.data.body_markdown).toMatch(/^# ¿Qué es el AdBlue/);
    expect(body.data.faq.length).toBeGreaterThan(0);
    expect(body.data.web_url).toBe(`${server.config.siteUrl}/guias/que-es-adblue`);
    expect(body.meta.web_url).toBe(body.data.web_url);
    expect(body.data.related).toContainEqual({
      kind: 'endpoint',
      title: 'Precios de un producto',
      url: `${server.url}/v1/products/adblue`,
    });
    // The guide is Spanish editorial text: an English answer says it holds both languages.
    expect(headers.get('content-language')).toBe('es');
    const english = await server.json<{ data: ItemData }>('/v1/content/guide/que-es-adblue', {
      headers: { 'accept-language': 'en' },
    });
    expect(english.headers.get('content-language')).toBe('en, es');
    expect(english.body.data.title).toBe(body.data.title);
    expect(english.body.data.related).toContainEqual({
      kind: 'endpoint',
      title: 'Prices of one product',
      url: `${server.url}/v1/products/adblue`,
    });
    expect(body.data.related).toContainEqual({
      kind: 'guide',
      title: library.find('guide', 'diesel-premium-vs-normal')?.title,
      url: `${server.url}/v1/content/guide/diesel-premium-vs-normal`,
    });
    expect(headers.get('cache-control')).toBe('public, max-age=21600');
  });

  it('serves every guide, post and route, and their related items resolve', async () => {
    const items = [...library.guides, ...library.posts, ...library.routes];
    for (const item of items) {
      const found = await data<ItemData>(`/v1/content/${item.kind}/${item.slug}`);
      expect(found.related).toHaveLength(item.related.length);
      for (const link of found.related.filter((l) => l.kind !== 'endpoint')) {
        const target = await data<ItemData>(link.url.slice(server.url.length));
        expect(target.title).toBe(link.title);
      }
    }
  });

  it('maps a route to the content shape with its page under /rutas', async () => {
    const route = await data<ItemData>('/v1/content/route/lagos-de-covadonga-y-cabrales');
    expect(route).toMatchObject({
      type: 'route',
      web_url: `${server.config.siteUrl}/rutas/lagos-de-covadonga-y-cabrales`,
    });
    expect(route.body_markdown).toMatch(/^## Qué es esta ruta/);
  });

  it.each([
    ['guide', 'GUIDE_NOT_FOUND'],
    ['post', 'ARTICLE_NOT_FOUND'],
    ['route', 'ROUTE_NOT_FOUND'],
  ])('an unknown %s gives 404 %s', async (type, code) => {
    const { status, body } = await server.json<{ code: string }>(`/v1/content/${type}/no-existe`);
    expect(status).toBe(404);
    expect(body.code).toBe(code);
  });
});

describe('GET /v1/routes', () => {
  it('lists every route sorted by title, with API and website addresses', async () => {
    const { total, routes } = await data<RoutesData>('/v1/routes?limit=50');
    expect(total).toBe(library.routes.length);
    const titles = routes.map((r) => r.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator('es').compare));
    const lagos = routes.find((r) => r.slug === 'lagos-de-covadonga-y-cabrales');
    expect(lagos).toMatchObject({
      community: { code: '03', slug: 'asturias', name: 'Principado de Asturias' },
      url: `${server.url}/v1/routes/lagos-de-covadonga-y-cabrales`,
      web_url: `${server.config.siteUrl}/rutas/lagos-de-covadonga-y-cabrales`,
    });
  });

  it('counts before the limit', async () => {
    const { total, routes } = await data<RoutesData>('/v1/routes?limit=2');
    expect(routes).toHaveLength(2);
    expect(total).toBe(library.routes.length);
  });

  it('filters by type', async () => {
    const { routes } = await data<RoutesData>('/v1/routes?type=costa&limit=50');
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.type === 'costa')).toBe(true);
  });

  it('filters by a community crossed, by slug or by INE code', async () => {
    const bySlug = await data<RoutesData>('/v1/routes?region=castilla-y-leon&limit=50');
    const byCode = await data<RoutesData>('/v1/routes?region=07&limit=50');
    expect(byCode).toEqual(bySlug);
    expect(bySlug.routes.every((r) => r.communities.includes('castilla-y-leon'))).toBe(true);
    // Routes crossing the community count even when their main community is another one.
    expect(bySlug.routes.some((r) => r.community.slug !== 'castilla-y-leon')).toBe(true);
  });

  it('rejects an unknown region with 400', async () => {
    const { status, body } = await server.json<{ code: string }>('/v1/routes?region=portugal');
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAMETER');
  });

  it('finds words of the title, summary and highlights without accents', async () => {
    const { routes } = await data<RoutesData>('/v1/routes?q=LAGOS%20enol');
    expect(routes.map((r) => r.slug)).toEqual(['lagos-de-covadonga-y-cabrales']);
    const none = await data<RoutesData>('/v1/routes?q=zzzz');
    expect(none).toEqual({ total: 0, routes: [] });
  });

  it('is cached for six hours', async () => {
    const response = await server.request('/v1/routes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=21600');
  });
});
