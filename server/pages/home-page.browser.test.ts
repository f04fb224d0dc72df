// The page at GET / as a person sees it: Debian's Chromium (playwright-core) against the real server on the
// committed slice of the ministry's data (and on the embedded sample). The map, the chart and the table must show
// what the API answers, and the browser's network log must hold nothing outside the server's origin.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../contract-tests/chromium.js';
import type { components } from '../../generated/openapi-types.js';
import { startCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir, loadDataset, sampleDataDir, weeksDataDir } from '../../test/support/datasets.js';
import type { TestServer } from '../../test/support/test-server.js';
import { HOME_BUILD_DIR } from './home-page.js';

type Schemas = components['schemas'];

/** Where the screenshot of the page on the fixture data is left, for a person to look at. */
const SCREENSHOT_PATH = join(
  process.env.TEST_SCREENSHOTS_DIR ?? join(tmpdir(), 'fuel-price-service-screenshots'),
  'homepage.png',
);
const PROVINCE_CODES = Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0'));

let browser: Browser;

beforeAll(async () => {
  if (!existsSync(`${HOME_BUILD_DIR}app.js`)) {
    throw new Error(`${HOME_BUILD_DIR}app.js is missing: build it with \`npm run docs\` (npm test does)`);
  }
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface OpenedPage {
  page: Page;
  /** Every request the page made, by address. */
  requests: string[];
  /** Console errors and uncaught exceptions (a CSP refusal is reported here). */
  errors: string[];
}

async function openHome(server: TestServer, hash = ''): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/${hash}`);
  await page.locator('body[data-ready]').waitFor();
  return { page, requests, errors };
}

function offOrigin(server: TestServer, requests: string[]): string[] {
  const origin = new URL(server.url).origin;
  return requests.filter((address) => new URL(address).origin !== origin);
}

/** The map as drawn: each province's code, whether it is marked without data, its fill and its box on screen. */
async function provincesDrawn(page: Page) {
  return page.locator('#map-svg path.province').evaluateAll((paths) =>
    paths.map((path) => {
      const box = path.getBoundingClientRect();
      return {
        code: path.getAttribute('data-code') ?? '',
        noData: path.hasAttribute('data-no-data'),
        fill: path.getAttribute('fill') ?? '',
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
      };
    }),
  );
}

/** The legend's entries in order: colour, text and number of provinces. */
async function legendShown(page: Page) {
  return page.locator('#legend li').evaluateAll((items) =>
    items.map((item) => ({
      colour: item.getAttribute('data-colour') ?? '',
      text: item.textContent ?? '',
      provinces: Number(item.querySelector('.count')?.textContent?.match(/\d+/)?.[0]),
    })),
  );
}

/** Checks the map, the chart and the table against the API's own answers for `fuel`. */
async function expectPageMatchesApi(server: TestServer, page: Page, fuel: Schemas['Fuel']): Promise<void> {
  const ranking = (await server.json<Schemas['RankingResponse']>(`/v1/rankings/regions?level=province&fuel=${fuel}`))
    .body.data;
  const history = (await server.json<Schemas['HistoryResponse']>(`/v1/history?fuel=${fuel}&days=90`)).body.data;
  const cheapest = (await server.json<Schemas['CheapestResponse']>(`/v1/stations/cheapest?fuel=${fuel}&limit=10`)).body
    .data;

  // The map: the 52 provinces, those the API gives a mean coloured, the others marked without data.
  const provinces = await provincesDrawn(page);
  expect(provinces.map((province) => province.code).sort()).toEqual(PROVINCE_CODES);
  const priced = new Map(ranking.regions.map((region) => [region.code, region.average]));
  for (const province of provinces) expect(province.noData, province.code).toBe(!priced.has(province.code));

  // The legend: one entry per price class in order, then the provinces without data; 52 provinces in all.
  const legend = await legendShown(page);
  expect(legend.length).toBeGreaterThanOrEqual(2);
  expect(legend.reduce((sum, item) => sum + item.provinces, 0)).toBe(52);
  const classes = legend.filter((item) => item.text.includes('€/'));
  expect(classes.reduce((sum, item) => sum + item.provinces, 0)).toBe(ranking.regions.length);
  // Colours follow prices: from the cheapest province to the dearest, the legend class never goes back.
  const classIndex = (code: string) =>
    classes.findIndex((item) => item.colour === provinces.find((province) => province.code === code)?.fill);
  const ordered = [...ranking.regions].sort((a, b) => a.average - b.average).map((region) => classIndex(region.code));
  expect(ordered.every((index) => index >= 0)).toBe(true);
  expect(ordered).toEqual([...ordered].sort((a, b) => a - b));

  // The chart holds the API's 90-day series point for point (days without data included, as gaps).
  const chart = page.locator('#chart');
  expect(history.points).toHaveLength(90);
  expect(Number(await chart.getAttribute('data-points'))).toBe(history.points.length);
  const withData = history.points.filter((point) => point.average !== null).length;
  expect(Number(await chart.getAttribute('data-days-with-data'))).toBe(withData);
  expect(await chart.locator('canvas').count()).toBe(1);

  // Today's cheapest stations, in the API's order.
  const rows = page.locator('#cheapest tbody tr');
  expect(await rows.evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-station-id'))))).toEqual(
    cheapest.stations.map((station) => station.id),
  );
  const lowTaxIds = await page
    .locator('#cheapest-low-tax tbody tr')
    .evaluateAll((all) => all.map((row) => Number(row.getAttribute('data-station-id'))));
  expect(lowTaxIds).toEqual((cheapest.low_tax_stations ?? []).slice(0, 5).map((station) => station.id));
}

describe('the page at / on the committed slice of the ministry data, in Chromium', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(fixtureDataDir()));
  });
  afterAll(() => server?.close());

  it('draws the map, the legend, the 90-day chart and the cheapest stations from the API, asking nothing of another origin', async () => {
    const { page, requests, errors } = await openHome(server);
    expect(await page.locator('body').getAttribute('data-ready')).toBe('gasoline_95');
    await expectPageMatchesApi(server, page, 'gasoline_95');

    // The data's age and attribution, as /v1/status says them; real data carries no sample notice.
    const status = (await server.json<Schemas['StatusResponse']>('/v1/status')).body;
    expect(status.data.sample).toBe(false);
    expect(await page.locator('#data-age').getAttribute('data-age-seconds')).toBe(String(status.meta.data_age_seconds));
    expect(await page.locator('#data-age').textContent()).toContain('hace 6 minutos');
    expect(await page.locator('#attribution').textContent()).toContain(status.meta.attribution);
    expect(await page.locator('#sample-notice').isHidden()).toBe(true);

    // Links to the documentation, the OpenAPI description, the MCP server and every download, from the index.
    const index = (await server.json<Schemas['IndexResponse']>('/', { headers: { Accept: 'application/json' } })).body
      .data;
    expect(await page.locator('#link-docs').getAttribute('href')).toBe(index.documentation_url);
    expect(await page.locator('#link-openapi').getAttribute('href')).toBe(index.openapi_url);
    expect(await page.locator('#link-mcp').getAttribute('href')).toBe(index.mcp_url);
    expect(await page.locator('#downloads a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      index.downloads.map((download) => download.url),
    );

    // The archive, newest month first, each month with its files in the index's order.
    const archiveMonths = [...new Set(index.archive.map((file) => file.month))].reverse();
    expect(archiveMonths.length).toBeGreaterThan(0);
    expect(await page.locator('#archive li').evaluateAll((items) => items.map((li) => li.dataset.month))).toEqual(
      archiveMonths,
    );
    expect(await page.locator('#archive a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      archiveMonths.flatMap((month) => index.archive.filter((file) => file.month === month).map((file) => file.url)),
    );
    // Each file's size readable beside it: a fixture month of some kilobytes is not "0,0 MB".
    for (const line of await page.locator('#archive li').allTextContents()) {
      expect(line).toMatch(
        /^\d{4}-\d\d: precios \([1-9][\d.]* kB\) · agregados \([1-9][\d.]* kB\) · estaciones \([1-9][\d.]* kB\)$/,
      );
    }

    await page.screenshot({ path: SCREENSHOT_PATH, fullPage: true });
    // A CSP refusal (an inline style, a script from elsewhere) is a console error.
    expect(errors).toEqual([]);
    expect(requests[0]).toBe(`${server.url}/`);
    expect(offOrigin(server, requests)).toEqual([]);
    await page.close();
  });

  it('shows the Canary Islands (inset), Ceuta and Melilla on the map, each large enough to see', async () => {
    const { page } = await openHome(server);
    const map = await page.locator('#map-svg').boundingBox();
    if (!map) throw new Error('the map is not on the page');
    const inside = (box: { x: number; y: number; width: number; height: number }) =>
      box.x >= map.x &&
      box.y >= map.y &&
      box.x + box.width <= map.x + map.width &&
      box.y + box.height <= map.y + map.height;
    const provinces = await provincesDrawn(page);
    for (const code of ['35', '38', '07']) {
      const province = provinces.find((candidate) => candidate.code === code);
      expect(province && inside(province.box), code).toBe(true);
      expect(Math.min(province?.box.width ?? 0, province?.box.height ?? 0), code).toBeGreaterThan(20);
    }
    for (const code of ['51', '52']) {
      const marker = await page.locator(`#map-svg circle.enclave[data-code="${code}"]`).boundingBox();
      expect(marker && inside(marker), code).toBe(true);
      expect(Math.min(marker?.width ?? 0, marker?.height ?? 0), code).toBeGreaterThanOrEqual(10);
      const fill = await page.locator(`#map-svg circle.enclave[data-code="${code}"]`).getAttribute('fill');
      expect(fill, code).toBe(provinces.find((province) => province.code === code)?.fill);
    }
    // The inset's frame sits below everything else, so it hides no province and no marker.
    const frame = await page.locator('#map-svg .canaries rect.inset-border').boundingBox();
    if (!frame) throw new Error('the Canary Islands have no inset frame');
    const others = provinces.filter((province) => !['35', '38'].includes(province.code)).map((p) => p.box);
    for (const code of ['51', '52']) {
      const marker = await page.locator(`#map-svg circle.enclave[data-code="${code}"]`).boundingBox();
      if (marker) others.push(marker);
    }
    expect(Math.max(...others.map((box) => box.y + box.height))).toBeLessThanOrEqual(frame.y);
    await page.close();
  });

  it('redraws everything for another fuel chosen in the selector, and keeps it in the address', async () => {
    const { page, requests, errors } = await openHome(server);
    await page.locator('#fuel').selectOption('diesel');
    await page.locator('body[data-ready="diesel"]').waitFor();
    await expectPageMatchesApi(server, page, 'diesel');
    expect(new URL(page.url()).hash).toBe('#diesel');
    // Opened at that address, the page starts on that fuel.
    const again = await openHome(server, '#diesel');
    expect(await again.page.locator('#fuel').inputValue()).toBe('diesel');
    expect(await again.page.locator('body').getAttribute('data-ready')).toBe('diesel');
    expect(offOrigin(server, [...requests, ...again.requests])).toEqual([]);
    expect([...errors, ...again.errors]).toEqual([]);
    await page.close();
    await again.page.close();
  });
});

describe('the plan of a catalogue route on the page at /, in Chromium', () => {
  /** Where the screenshot of the plan is left, for a person to look at. */
  const PLAN_SCREENSHOT_PATH = join(dirname(SCREENSHOT_PATH), 'homepage-plan.png');
  let server: TestServer;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(fixtureDataDir()));
  });
  afterAll(() => server?.close());

  const planOf = async (query: string) =>
    (await server.json<Schemas['RoutePlanResponse']>(`/v1/routes/teide-desde-la-laguna/plan?${query}`)).body.data;

  /** The stops as the page shows them: in the table and on the map, with the litres of each. */
  async function stopsShown(page: Page) {
    const rows = await page.locator('#plan-stops tbody tr[data-station-id]').evaluateAll((all) =>
      all.map((row) => ({
        id: Number(row.getAttribute('data-station-id')),
        litres: row.querySelectorAll('td')[2]?.textContent ?? '',
      })),
    );
    const marks = await page
      .locator('#plan-map circle.plan-stop')
      .evaluateAll((all) => all.map((circle) => Number(circle.getAttribute('data-station-id'))));
    const labels = await page.locator('#plan-map text.plan-label').allTextContents();
    return { rows, marks, labels };
  }

  /** The page, scrolled to the plan: it is planned once in sight. */
  async function openPlan(): Promise<OpenedPage> {
    const opened = await openHome(server);
    expect(await opened.page.locator('#plan').getAttribute('data-plan-ready')).toBeNull();
    await opened.page.locator('#plan').scrollIntoViewIfNeeded();
    await opened.page.locator('#plan[data-plan-ready="teide-desde-la-laguna"]').waitFor();
    return opened;
  }

  it('draws the stops of the default route on the map, with their litres and the saving, as the API plans them', async () => {
    const { page, requests, errors } = await openPlan();
    const plan = await planOf('fuel=gasoline_95&tank_l=45&start_l=8');
    expect(plan.plan.stops.length).toBeGreaterThan(0);
    const shown = await stopsShown(page);
    const ids = plan.plan.stops.map((stop) => stop.station.id);
    expect(shown.rows.map((row) => row.id)).toEqual(ids);
    expect(shown.rows.map((row) => row.litres)).toEqual(plan.plan.stops.map((stop) => `${stop.litres} L`));
    expect(shown.marks).toEqual(ids);
    expect(shown.labels).toEqual(plan.plan.stops.map((stop, i) => `${i + 1} · ${stop.litres} L`));
    // The total and both savings, in euros to the cent.
    const euros = (value: number) => `${value.toFixed(2).replace('.', ',')}\u00a0€`; // Intl's narrow space
    const summary = (await page.locator('#plan-summary').textContent()) ?? '';
    expect(summary).toContain(euros(plan.plan.total_cost));
    for (const baseline of Object.values(plan.baselines)) {
      if (baseline.saving !== null) expect(summary).toContain(euros(baseline.saving));
    }
    // The map is zoomed to the route: each stop and both ends of the route inside it, the stops large enough to see.
    const map = await page.locator('#plan-map').boundingBox();
    if (!map) throw new Error('the plan has no map');
    for (const locator of [page.locator('#plan-map circle.plan-stop'), page.locator('#plan-map rect.plan-end')]) {
      const boxes = await locator.evaluateAll((all) =>
        all.map((mark) => {
          const box = mark.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      for (const { x, y, width, height } of boxes) {
        expect(x >= map.x && y >= map.y && x + width <= map.x + map.width && y + height <= map.y + map.height).toBe(
          true,
        );
        expect(width).toBeGreaterThanOrEqual(8);
      }
    }
    await page.locator('#plan').screenshot({ path: PLAN_SCREENSHOT_PATH });
    expect(errors).toEqual([]);
    expect(offOrigin(server, requests)).toEqual([]);
    await page.close();
  });

  it('plans again for another tank, another fuel, and says why when no plan reaches the end', async () => {
    const { page, errors } = await openPlan();
    const replan = async (action: () => Promise<void>) => {
      await page.locator('#plan').evaluate((panel) => panel.removeAttribute('data-plan-ready'));
      await action();
      await page.locator('#plan[data-plan-ready]').waitFor();
    };
    // A full tank: no stop at all.
    await replan(async () => {
      await page.locator('#plan-start').fill('44');
      await page.locator('#plan-go').click();
    });
    expect(await page.locator('#plan-stops tbody').textContent()).toContain('Llega con lo que lleva en el depósito');
    expect(await page.locator('#plan-map circle.plan-stop').count()).toBe(0);
    // Diesel, chosen at the top of the page: the plan follows the fuel.
    await replan(async () => {
      await page.locator('#plan-start').fill('8');
      await page.locator('#fuel').selectOption('diesel');
    });
    const diesel = await planOf('fuel=diesel&tank_l=45&start_l=8');
    expect((await stopsShown(page)).rows.map((row) => row.id)).toEqual(diesel.plan.stops.map((s) => s.station.id));
    // A tank too small to reach any station: the API's own words, and the route still drawn.
    await replan(async () => {
      await page.locator('#plan-tank').fill('6');
      await page.locator('#plan-start').fill('5.5');
      await page.locator('#plan-go').click();
    });
    expect(await page.locator('#plan').getAttribute('data-plan-ready')).toBe('refused');
    expect(await page.locator('#plan-summary').textContent()).toMatch(/^Ningún plan llega al final de la ruta/);
    expect(await page.locator('#plan-map polyline.plan-route').count()).toBe(1);
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    await page.close();
  });
});

describe('the page at / on the embedded sample, in Chromium', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(sampleDataDir()));
  });
  afterAll(() => server?.close());

  it('says plainly that the prices are sample data, with the sample attribution', async () => {
    const { page, errors } = await openHome(server);
    const status = (await server.json<Schemas['StatusResponse']>('/v1/status')).body;
    expect(status.data.sample).toBe(true);
    const notice = page.locator('#sample-notice');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Datos de muestra');
    expect(await notice.textContent()).toContain(status.meta.attribution);
    expect(await page.locator('body').getAttribute('data-sample')).toBe('true');
    // The sample is never archived, and the page says so rather than showing an empty list.
    expect(await page.locator('#archive li').count()).toBe(0);
    expect(await page.locator('#archive-note').textContent()).toContain('la muestra no se archiva');
    await expectPageMatchesApi(server, page, 'gasoline_95');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Where a screenshot of the page at a size is left, for a person to look at. */
const screenshotPath = (name: string) => join(dirname(SCREENSHOT_PATH), `${name}.png`);
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

describe('"¿Repostar hoy o esperar?" and the station popup (issue 41), in Chromium', () => {
  let weeks: TestServer;
  let slice: TestServer;
  beforeAll(async () => {
    weeks = await startCoreServer(await loadDataset(weeksDataDir()));
    slice = await startCoreServer(await loadDataset(fixtureDataDir()));
  });
  afterAll(async () => {
    await weeks?.close();
    await slice?.close();
  });

  /** The panel as drawn: the advice's action and reason, its texts, and each weekday bar's effect. */
  async function panelShown(page: Page) {
    return {
      action: await page.locator('#advice').getAttribute('data-action'),
      reason: await page.locator('#advice').getAttribute('data-reason'),
      advice: await page.locator('#advice').textContent(),
      evidence: await page.locator('#advice-evidence').textContent(),
      backtest: await page.locator('#advice-backtest').textContent(),
      bars: await page
        .locator('#weekday-bars rect.bar')
        .evaluateAll((bars) => bars.map((bar) => [bar.getAttribute('data-weekday'), Number(bar.dataset.effect)])),
    };
  }

  async function expectPanelMatches(server: TestServer, page: Page, query: string): Promise<void> {
    await page.locator(`#insights[data-ready="${query}"]`).waitFor();
    const { data } = (await server.json<Schemas['InsightsResponse']>(query)).body;
    const shown = await panelShown(page);
    expect(shown).toMatchObject({
      action: data.advice.action,
      reason: data.advice.reason,
      evidence: data.advice.evidence,
    });
    expect(shown.advice).toContain(data.area.name);
    expect(shown.backtest).toContain(
      data.advice.backtest.days === 0 ? 'aún no se ha podido probar' : `probada en ${data.advice.backtest.days} días`,
    );
    expect(shown.bars).toEqual(
      data.weekday_effect.weeks === 0 ? [] : data.weekday_effect.days.map((day) => [day.weekday, day.effect]),
    );
  }

  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`shows Spain's advice and weekday bars, then a province chosen in the panel or on the map (${size})`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${weeks.url}/#diesel`);
      await page.locator('body[data-ready]').waitFor();
      await expectPanelMatches(weeks, page, '/v1/insights?fuel=diesel');
      // Five full weeks of Soria: seven bars, Monday first, the cheaper days below the line.
      expect(await page.locator('#weekday-bars rect.bar').count()).toBe(7);
      await page.locator('#territory').selectOption('42');
      await expectPanelMatches(weeks, page, '/v1/insights?level=province&code=42&fuel=diesel');
      await page.locator('#insights').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`home-insights-${size}`), fullPage: size === 'desktop' });
      // Another fuel redraws the panel for the same province.
      await page.locator('#fuel').selectOption('gasoline_95');
      await expectPanelMatches(weeks, page, '/v1/insights?level=province&code=42&fuel=gasoline_95');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('chooses the province clicked on the map; on six days without a full week it says why it has no bars', async () => {
    const page = await browser.newPage({ viewport: SIZES.desktop });
    await page.goto(`${slice.url}/`);
    await page.locator('body[data-ready]').waitFor();
    await page.locator('#map-svg path.province[data-code="02"]').click();
    await expectPanelMatches(slice, page, '/v1/insights?level=province&code=02&fuel=gasoline_95');
    expect(await page.locator('#territory').inputValue()).toBe('02');
    expect(await page.locator('#advice').getAttribute('data-reason')).toBe('not_enough_weeks');
    expect(await page.locator('#weekday-caption').textContent()).toContain('Aún no hay ninguna semana completa');
    await page.close();
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`opens a station's popup from the cheapest table: since when its price holds, and its rank in its province (${size})`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${slice.url}/#diesel`);
      await page.locator('body[data-ready="diesel"]').waitFor();
      const { data } = (await slice.json<Schemas['CheapestResponse']>('/v1/stations/cheapest?fuel=diesel&limit=10'))
        .body;
      for (const [row, station] of data.stations.slice(0, 3).entries()) {
        // By keyboard: the name is a button.
        await page.locator('#cheapest tbody tr').nth(row).locator('button.station-name').focus();
        await page.keyboard.press('Enter');
        const popup = page.locator('#station-popup');
        await page.locator('#station-popup[open]').waitFor();
        expect(await popup.getAttribute('data-station-id')).toBe(String(station.id));
        const text = (await popup.textContent()) ?? '';
        const province = station.province.name ?? '';
        const share = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(
          station.cheaper_than_pct ?? -1,
        );
        expect(text).toContain(`Más barata que el ${share} % de las estaciones de ${province}.`);
        if (station.price_since === null || station.price_since === undefined) {
          expect(text).toContain('no se sabe desde cuándo');
        } else {
          const day = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
            new Date(`${station.price_since}T12:00:00Z`),
          );
          expect(text).toContain(`Este precio desde el ${day}`);
        }
        if (row === 0) await page.screenshot({ path: screenshotPath(`home-popup-${size}`) });
        await page.keyboard.press('Escape');
        await page.locator('#station-popup:not([open])').waitFor({ state: 'attached' });
      }
      // The close button closes it too.
      await page.locator('#cheapest button.station-name').first().click();
      await page.locator('#station-popup [data-part="close"]').click();
      expect(await page.locator('#station-popup').getAttribute('open')).toBeNull();
      await page.close();
    });
  }
});
