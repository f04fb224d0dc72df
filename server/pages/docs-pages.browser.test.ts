// The documentation as a person sees it: Debian's Chromium (playwright-core) against the real server. The docs page
// (npm run docs) shows every group of openapi.yaml and finds operations, a real problem's `type` lands on its
// section of the errors page in the browser's language (and a click away in the other), and neither page asks
// anything of another origin (the browser's network log).
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../contract-tests/chromium.js';
import { loadOpenApi } from '../../core/contract.js';
import { PROBLEM_TITLES, type ProblemCode, problemAnchor } from '../../core/problem.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { DOCS_HTML_PATH } from './pages.js';

const contract = loadOpenApi();
const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));

/** Redoc's usage reports leave in batches every 5 s, or at once when the page hides; both are given time to show. */
const TELEMETRY_BATCH_MS = 6_000;

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(DOCS_HTML_PATH)) {
    throw new Error(`${DOCS_HTML_PATH} is missing: build it with \`npm run docs\` (npm test does)`);
  }
  browser = await launchChromium();
  server = await startTestServer();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Where the screenshots of the errors page are left, to be looked at (outside the run's own temporary folder). */
const SCREENSHOTS = process.env.TEST_SCREENSHOTS_DIR ?? join(tmpdir(), 'fuel-price-service-screenshots');

/** A new page that records the address of every request it makes; its browser speaks `locale` (Accept-Language). */
async function recordingPage(locale = 'es-ES'): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests };
}

/** The docs page once Redoc has taken it over (its search says "Search" instead of "Loading..."). */
async function openDocs(): Promise<{ page: Page; requests: string[] }> {
  const opened = await recordingPage();
  await opened.page.goto(`${server.url}/docs`);
  await opened.page.getByTestId('search-trigger').filter({ hasText: 'Search' }).waitFor();
  return opened;
}

/** Whether the element is entirely inside the browser window (scrolled into view). */
async function inWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const window = page.viewportSize();
  return box !== null && window !== null && box.y >= 0 && box.y + box.height <= window.height;
}

/** Requests to anything but the server's origin (its blob: addresses included) and inline data. */
function offOrigin(requests: string[]): string[] {
  const origin = new URL(server.url).origin;
  return requests.filter((address) => {
    const url = new URL(address);
    return url.protocol !== 'data:' && url.origin !== origin;
  });
}

describe('the docs page at /docs, in Chromium', () => {
  it('shows every tag of openapi.yaml as a group of the navigation, listing every operation of the tag', async () => {
    const { page } = await openDocs();
    const menu = page.locator('.menu-content');
    for (const { name } of contract.tags) {
      const group = menu.locator('[data-component-name="Menu/MenuItem"].menu-item-type-group', {
        has: page.locator(`span[data-text="${name}"]`),
      });
      await group.locator('[data-testid="menu-item-label"]').first().click();
      const expected = operations.filter((operation) => operation.tags.includes(name)).map((o) => o.summary);
      expect(expected.length, name).toBeGreaterThan(0);
      // The group's items are rendered after the click, in a later frame on a busy machine.
      const shown = async () =>
        (await group.locator('[data-component-name="Menu/MenuItem"]').allInnerTexts())
          .map((text) => text.split('\n')[0])
          .sort();
      await expect.poll(shown, { message: name, timeout: 10_000 }).toEqual([...expected].sort());
    }
    await page.close();
  });

  it('finds an operation by a word of its summary and opens it', async () => {
    const { page } = await openDocs();
    const operation = operations.find((candidate) => candidate.operationId === 'calculateTankCost');
    if (!operation) throw new Error('calculateTankCost is not in openapi.yaml');
    await page.getByTestId('search-trigger').click();
    await page.getByPlaceholder('Search docs...').fill('filling');
    const result = page
      .locator('[data-component-name="Search/SearchItem"]')
      .filter({ hasText: operation.summary })
      .filter({ hasText: '/v1/calc/tank-cost' });
    await result.first().click();
    await expect.poll(() => page.url()).toContain('#/calculators/calculatetankcost');
    // The operation's own heading is on screen.
    const heading = page.locator('h1, h2').filter({ hasText: operation.summary });
    await heading.first().waitFor({ state: 'visible' });
    expect(await inWindow(page, heading.first())).toBe(true);
    await page.close();
  });
});

describe('a route body in the docs page (Redocly), in Chromium', () => {
  it.each([
    ['findfuelalongroute', 'route-fuel'],
    ['planrefuelstops', 'route-plan'],
  ])('reads each point of %s as [lat, lng]: two numbers, none after them', async (anchor, shot) => {
    const { page } = await openDocs();
    await page.goto(`${server.url}/docs#/routes/${anchor}`);
    // The request's schema with every level open: Redoc gives each row of it the id <operation>/t=request&path=<path>.
    const operation = page.locator(`[id="routes/${anchor}"]`);
    const point = `routes/${anchor}/t=request&path=points/[i]`;
    const row = (path: string) => page.locator(`[id="${point}${path}"]`);
    // Expanded once Redoc has drawn the request's schema. A click while it still draws (the page is drawn again as the
    // anchor's section loads) expands nothing, or waits on a button about to be replaced: one click left the test
    // waiting 30 s for rows in about half of the runs, so the click is made again, each given 5 s, until the rows are
    // there ("Expand all" only opens).
    await page.locator(`[id="routes/${anchor}/t=request&path=points"]`).waitFor();
    await expect
      .poll(
        async () => {
          if ((await row('/[1]').count()) === 0) {
            await operation
              .getByText('Expand all', { exact: true })
              .click({ timeout: 5_000 })
              .catch(() => undefined);
          }
          return row('/[1]').count();
        },
        { timeout: 25_000 },
      )
      .toBeGreaterThan(0);
    await row('/[1]').scrollIntoViewIfNeeded();
    const rows = await page.locator(`[id^="${point}/"]`).evaluateAll((found) => found.map((element) => element.id));
    expect(rows.map((id) => id.slice(point.length)).sort()).toEqual(['/[0]', '/[1]']);
    expect(await row('').textContent()).toContain('= 2 items');
    expect(await row('/[0]').textContent()).toMatch(/number, \[ 27\.4 \.\. 44 \]\s*\(Latitude\)/);
    expect(await row('/[1]').textContent()).toMatch(/number, \[ -18\.4 \.\. 4\.6 \]\s*\(Longitude\)/);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `docs-${shot}-points.png`) });
    await page.close();
  });
});

describe('a problem type, opened in Chromium', () => {
  it('lands on the section of its code in the errors page, scrolled into view', async () => {
    const answer = await server.json<{ type: string; code: string }>('/v1/stations/nearby?lat=99&lng=0');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_PARAMETER');
    const { page } = await recordingPage();
    await page.goto(answer.body.type);
    const target = page.locator(':target');
    expect(await target.getAttribute('id')).toBe(new URL(answer.body.type).hash.slice(1));
    expect(await target.locator('h2').textContent()).toContain(PROBLEM_TITLES.INVALID_PARAMETER.es);
    // Scrolled to the section: it is whole in the window, at its top.
    await expect.poll(() => inWindow(page, target)).toBe(true);
    // The page scrolls smoothly: wait for the scroll to settle rather than read a frame of it.
    await expect.poll(async () => (await target.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(100);
    await page.close();
  });

  it.each([
    ['en-GB', 'en', 'es'],
    ['es-ES', 'es', 'en'],
  ] as const)(
    'a browser speaking %s reads the section in its language, and one click shows it in the other',
    async (locale, language, other) => {
      const answer = await server.json<{ type: string }>('/v1/calc/trip-cost?km=99999', {
        headers: { 'Accept-Language': language },
      });
      const anchor = new URL(answer.body.type).hash;
      const { page, requests } = await recordingPage(locale);
      await page.goto(answer.body.type);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const target = page.locator(':target');
      expect(await target.locator('h2').textContent()).toContain(PROBLEM_TITLES.INVALID_PARAMETER[language]);
      await expect.poll(async () => (await target.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(100);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `errors-page-${language}.png`) });
      // The switch of the section it landed on: the same code, in the other language, at that language's own address.
      await target.locator('a.switch').click();
      await expect.poll(() => page.url()).toBe(`${server.url}/docs/conceptos/errores/${other}/${anchor}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      const switched = page.locator(':target');
      expect(await switched.getAttribute('id')).toBe(anchor.slice(1));
      expect(await switched.locator('h2').textContent()).toContain(PROBLEM_TITLES.INVALID_PARAMETER[other]);
      await expect.poll(() => inWindow(page, switched)).toBe(true);
      await expect.poll(async () => (await switched.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(100);
      await page.screenshot({ path: join(SCREENSHOTS, `errors-page-${language}-switched-to-${other}.png`) });
      expect(offOrigin(requests)).toEqual([]);
      await page.close();
    },
  );

  it('the section of the last code, at the end of the page, is brought into the window too', async () => {
    const last = problemAnchor((Object.keys(PROBLEM_TITLES) as ProblemCode[]).at(-1) ?? 'INTERNAL_ERROR');
    const { page } = await recordingPage();
    await page.goto(`${server.url}/docs/conceptos/errores/#${last}`);
    const target = page.locator(':target');
    expect(await target.getAttribute('id')).toBe(last);
    await expect.poll(() => inWindow(page, target)).toBe(true);
    await page.close();
  });
});

describe('no request leaves the server origin (the browser network log)', () => {
  it('on the docs page, through loading, a search and the usage-report flush', async () => {
    const { page, requests } = await openDocs();
    await page.getByTestId('search-trigger').click();
    await page.getByPlaceholder('Search docs...').fill('station');
    await page.locator('[data-component-name="Search/SearchItem"]').first().waitFor();
    await page.keyboard.press('Escape');
    // What a hiding page sends at once (Redoc flushes its reports on pagehide), then one batch period.
    await page.evaluate("document.dispatchEvent(new Event('pagehide')); window.dispatchEvent(new Event('pagehide'))");
    await page.waitForTimeout(TELEMETRY_BATCH_MS);
    expect(requests[0]).toBe(`${server.url}/docs`);
    expect(offOrigin(requests)).toEqual([]);
    await page.close();
  });

  it('on the errors page', async () => {
    const { page, requests } = await recordingPage();
    await page.goto(`${server.url}/docs/conceptos/errores/`, { waitUntil: 'networkidle' });
    await page.locator('a[href="#rate-limited"]').click();
    await page.waitForTimeout(500);
    expect(requests[0]).toBe(`${server.url}/docs/conceptos/errores/`);
    expect(offOrigin(requests)).toEqual([]);
    await page.close();
  });
});
