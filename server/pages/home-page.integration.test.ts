// GET / over HTTP: a browser gets the page, every API client the JSON index, and caches are told they differ.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProblem } from '../../core/problem.js';
import { fakeDataset } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { createHomePage, HOME_BUILD_DIR, HOME_CSP, MAP_VIEW_BOX } from './home-page.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.store.swap(fakeDataset(), new Date('2026-08-22T13:55:00Z'));
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  server.request(path, { method, headers });

describe('GET / negotiates between the page and the JSON index', () => {
  it('a browser gets the page: HTML, strict CSP, Vary: Accept, kept 6 hours by the browser only, with an ETag', async () => {
    const response = await get('/', { Accept: BROWSER_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(HOME_CSP);
    expect(HOME_CSP).toMatch(/^default-src 'self';/);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('content-language')).toBe('es');
    // private: a shared cache that ignores Vary (some CDNs do) must not hand the page to API clients.
    expect(response.headers.get('cache-control')).toBe('private, max-age=21600');
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<script type="module" src="/home/app.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/home/app.css">');
  });

  it.each([
    ['no Accept', {}],
    ['Accept: */*', { Accept: '*/*' }],
    ['Accept: application/json', { Accept: 'application/json' }],
    ['a tie', { Accept: 'text/html, application/json' }],
  ])('%s gets the JSON index (validated against openapi.yaml), with Vary: Accept', async (_case, headers) => {
    const response = await get('/', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept, Accept-Encoding, Accept-Language');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const body = (await response.json()) as { data: { name: string } };
    expect(body.data.name).toBe('Fuel Price Service');
  });

  it('the page and the index have different ETags, each answering 304 only to its own', async () => {
    const page = await get('/', { Accept: BROWSER_ACCEPT });
    const index = await get('/', { Accept: 'application/json' });
    const pageTag = page.headers.get('etag') ?? '';
    const indexTag = index.headers.get('etag') ?? '';
    expect(pageTag).not.toBe(indexTag);
    expect((await get('/', { Accept: BROWSER_ACCEPT, 'If-None-Match': pageTag })).status).toBe(304);
    expect((await get('/', { Accept: BROWSER_ACCEPT, 'If-None-Match': indexTag })).status).toBe(200);
    const notModified = await get('/', { Accept: 'application/json', 'If-None-Match': indexTag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('vary')).toBe('Accept, Accept-Encoding, Accept-Language');
  });

  it('HEAD with a browser Accept gives the page headers and no body', async () => {
    const response = await get('/', { Accept: BROWSER_ACCEPT }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
    expect(await response.text()).toBe('');
  });

  it('the page ignores a query string; the JSON index stays strict about it (400 naming the parameter)', async () => {
    expect((await get('/?utm_source=mail', { Accept: BROWSER_ACCEPT })).status).toBe(200);
    const refused = await get('/?utm_source=mail', { Accept: 'application/json' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('vary')).toBe('Accept, Accept-Language');
    expect(await refused.text()).toContain('utm_source');
  });

  it('the page has no inline script or style and names no other origin', async () => {
    const html = await (await get('/', { Accept: BROWSER_ACCEPT })).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(html.match(/(?:src|href)="[^"]*"/g)?.filter((attribute) => !/="(?:\/|#)/.test(attribute))).toEqual([]);
  });
});

describe('the page files under /home/', () => {
  it('serves the province map laid out by npm run docs, in the view box the page declares', async () => {
    if (!existsSync(`${HOME_BUILD_DIR}map.json`)) {
      throw new Error(`${HOME_BUILD_DIR}map.json is missing: build it with \`npm run docs\` (npm test does)`);
    }
    const response = await get('/home/map.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=21600');
    expect(await response.text()).toBe(readFileSync(`${HOME_BUILD_DIR}map.json`, 'utf8'));
    const viewBox = `0 0 ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}`;
    const html = await (await get('/', { Accept: BROWSER_ACCEPT })).text();
    expect(html).toContain(`<svg id="map-svg" class="map-canvas" viewBox="${viewBox}"`);
  });

  it('serves the bundled script and styles built by npm run docs', async () => {
    if (!existsSync(`${HOME_BUILD_DIR}app.js`)) {
      throw new Error(`${HOME_BUILD_DIR}app.js is missing: build it with \`npm run docs\` (npm test does)`);
    }
    const script = await get('/home/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(readFileSync(`${HOME_BUILD_DIR}app.js`, 'utf8'));
    // uPlot, bundled apart: the page's script imports it from this server when it runs.
    const chartLibrary = await get('/home/uplot.js');
    expect(chartLibrary.status).toBe(200);
    expect(chartLibrary.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await chartLibrary.text()).toBe(readFileSync(`${HOME_BUILD_DIR}uplot.js`, 'utf8'));
    expect(readFileSync(`${HOME_BUILD_DIR}app.js`, 'utf8')).toContain('"/home/uplot.js"');
    const styles = await get('/home/app.css');
    expect(styles.status).toBe(200);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await styles.text()).toContain('.uplot');
    const etag = styles.headers.get('etag') ?? '';
    expect((await get('/home/app.css', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('serves nothing else under /home/ (a fixed list, not a directory)', async () => {
    for (const path of [
      '/home/',
      '/home/../package.json',
      '/home/%2e%2e/package.json',
      '/home/app.ts',
      '/home/main.ts',
      // The es-atlas outlines the page used to project in the browser: laid out at build time now (map.json).
      '/home/provinces.json',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await get('/home/map.json', {}, 'DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('before npm run docs has built the page script', () => {
  const home = createHomePage({ buildDir: mkdtempSync(join(tmpdir(), 'home-unbuilt-')) });
  const call = (handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined) => {
    const headers = new Map<string, string>();
    const res = { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse;
    try {
      handler?.({ method: 'GET', headers: {} } as IncomingMessage, res);
    } catch (error) {
      return error;
    }
    return null;
  };

  it('refuses the page and its script with 503 TEMPORARILY_UNAVAILABLE naming the command, as /docs does', () => {
    const built = ['/home/app.js', '/home/uplot.js', '/home/app.css', '/home/map.json'];
    for (const path of built) expect(home.assets.has(path)).toBe(true);
    for (const handler of [home.page, ...built.map((path) => home.assets.get(path))]) {
      const error = call(handler);
      expect(error).toBeInstanceOf(ApiProblem);
      expect((error as ApiProblem).status).toBe(503);
      expect((error as ApiProblem).detail.en).toContain('npm run docs');
      expect((error as ApiProblem).detail.es).toContain('npm run docs');
    }
  });
});
