import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../store/dataset.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { isRounded3, type PricesLong, provincesOn, readPricesLong, summarise } from '../../test/support/prices-long.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type Reports = Schemas['ReportsData'];
type Report = Schemas['ReportData'];

/** The July days of prices_long, read independently of the ETL. */
const julyDates = (prices: PricesLong) => [...prices.keys()].filter((d) => d.startsWith('2026-07')).sort();

describe('monthly reports on the committed slice (30 and 31 July; 1, 19, 21 and 22 August)', () => {
  let server: TestServer;
  let dataset: Dataset;
  let prices: PricesLong;
  /** July day -> the stations the ministry listed in Albacete (02) that day. */
  const albaceteStations = new Map<string, Set<number>>();
  beforeAll(async () => {
    // The slow reading comes first: a blocked event loop between requests can break a kept-alive connection.
    prices = await readPricesLong();
    for (const date of julyDates(prices)) {
      const provinceOf = provincesOn(date);
      albaceteStations.set(date, new Set([...provinceOf].filter(([, code]) => code === '02').map(([id]) => id)));
    }
    dataset = await loadDataset(fixtureDataDir());
    server = await startTestServer();
    server.store.swap(dataset, server.clock.now());
  });
  afterAll(() => server.close());

  async function report(month: string): Promise<Report> {
    const { status, body } = await server.json<{ data: Report }>(`/v1/reports/${month}`);
    expect(status, month).toBe(200);
    return body.data;
  }

  // The clock only moves forward here: the API's cache keeps an answer until the next refresh slot.
  it('in August: lists July only, and August (not finished in Madrid) gives 400 naming month', async () => {
    server.clock.set('2026-08-22T14:00:00Z');
    const { body } = await server.json<{ data: Reports }>('/v1/reports');
    expect(body.data.reports).toEqual([
      {
        month: '2026-07',
        days_covered: 2,
        url: `${server.url}/v1/reports/2026-07`,
        web_url: `${server.config.siteUrl}/informes/2026-07`,
      },
    ]);
    const august = await server.json<{ code: string; detail: string }>('/v1/reports/2026-08');
    expect(august.status).toBe(400);
    expect(august.body.code).toBe('INVALID_PARAMETER');
    expect(august.body.detail).toMatch(/^month: "2026-08"/);
    const july = await server.request('/v1/reports/2026-07');
    expect(july.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=300');
  });

  it('counts a month as finished by the Madrid calendar, not UTC', async () => {
    server.clock.set('2026-08-31T21:30:00Z'); // 23:30 in Madrid: August is not over
    expect((await server.json('/v1/reports/2026-08')).status).toBe(400);
    server.clock.set('2026-08-31T22:30:00Z'); // 00:30 on 1 September in Madrid
    expect((await server.json('/v1/reports/2026-08')).status).toBe(200);
  });

  it('reports July 2026: Spain mean of the daily means, station extremes, days covered', async () => {
    server.clock.set('2026-09-01T10:00:00Z');
    const july = await report('2026-07');
    const dates = julyDates(prices);
    expect(july).toMatchObject({ month: '2026-07', from: dates[0], to: dates.at(-1), days_covered: dates.length });
    expect(july.days_covered).toBe(2);
    expect(july.web_url).toBe(`${server.config.siteUrl}/informes/2026-07`);

    const diesel = july.fuels.find((f) => f.fuel === 'diesel');
    const daily = dates.map((date) => summarise([...(prices.get(date)?.get('diesel')?.values() ?? [])]));
    // The daily Spain means are published with 3 decimals; the monthly mean is taken over those.
    const dailyMeans = daily.map((d) => Math.round(d.mean * 1000) / 1000);
    const monthMean = dailyMeans.reduce((a, b) => a + b, 0) / dailyMeans.length;
    expect(isRounded3(diesel?.average, monthMean), `${diesel?.average} vs ${monthMean}`).toBe(true);
    expect(diesel?.minimum).toBe(Math.min(...daily.map((d) => d.min)));
    expect(diesel?.maximum).toBe(Math.max(...daily.map((d) => d.max)));
    expect(diesel?.change_vs_previous_month_pct).toBeNull(); // no June data
    expect(july.fuels.map((f) => f.fuel)).toEqual([
      'gasoline_95',
      'gasoline_98',
      'diesel',
      'diesel_premium',
      'lpg',
      'cng',
    ]);
  });

  it('ranks communities and provinces by the mean of their daily means, cheapest first', async () => {
    const diesel = (await report('2026-07')).fuels.find((f) => f.fuel === 'diesel');
    const provinces = diesel?.provinces ?? [];
    // Every province and community with a diesel price in July, counted from the ministry's lists of those days.
    const listed = julyDates(prices).flatMap((date) => {
      const provinceOf = provincesOn(date);
      return [...(prices.get(date)?.get('diesel')?.keys() ?? [])].map((id) => provinceOf.get(id));
    });
    expect(provinces.map((p) => p.code).sort()).toEqual([...new Set(listed)].sort());
    expect(provinces.length).toBeGreaterThanOrEqual(20);
    const communities = new Set(provinces.map((p) => dataset.territories.province(p.code)?.community_code));
    expect(diesel?.communities.map((c) => c.code).sort()).toEqual([...communities].sort());
    expect(provinces.map((p) => p.rank)).toEqual(provinces.map((_, i) => i + 1));
    expect(provinces.map((p) => p.average)).toEqual([...provinces.map((p) => p.average)].sort((a, b) => a - b));
    expect(diesel?.cheapest_provinces).toEqual(provinces.slice(0, 5));
    // Albacete from each July day's ministry list: the mean of its daily means (published with 3 decimals).
    const dailyMeans = julyDates(prices).map((date) => {
      const members = albaceteStations.get(date);
      const inAlbacete = [...(prices.get(date)?.get('diesel') ?? [])].filter(([id]) => members?.has(id));
      return Math.round(summarise(inAlbacete.map(([, p]) => p)).mean * 1000) / 1000;
    });
    const albacete = provinces.find((p) => p.code === '02');
    expect(albacete).toMatchObject({ slug: 'albacete', name: 'Albacete' });
    expect(isRounded3(albacete?.average, dailyMeans.reduce((a, b) => a + b, 0) / dailyMeans.length)).toBe(true);
    expect(diesel?.most_expensive_provinces).toEqual(provinces.slice(-5).reverse());
    // No hydrocarbon tax in the Canary Islands, Ceuta and Melilla: one of them has the cheapest diesel.
    const first = diesel?.communities[0];
    expect(dataset.stations.find((s) => s.community_code === first?.code)?.low_tax_area).toBe(true);
  });

  it('ranks the 5 cheapest brands with at least 10 stations, from the stations of the current dataset', async () => {
    const diesel = (await report('2026-07')).fuels.find((f) => f.fuel === 'diesel');
    const brands = diesel?.cheapest_brands ?? [];
    expect(brands).toHaveLength(5);
    expect(brands.map((b) => b.slug)).not.toContain('independiente');
    expect(brands.map((b) => b.average)).toEqual([...brands.map((b) => b.average)].sort((a, b) => a - b));
    const cheapest = brands[0] as (typeof brands)[number];
    const members = new Set(dataset.stations.filter((s) => s.brand_slug === cheapest.slug).map((s) => s.id));
    const seen = new Set<number>();
    const dailyMeans = julyDates(prices).flatMap((date) => {
      const day = [...(prices.get(date)?.get('diesel') ?? [])].filter(([id]) => members.has(id));
      for (const [id] of day) seen.add(id);
      return day.length ? [summarise(day.map(([, p]) => p)).mean] : [];
    });
    expect(cheapest.stations).toBe(seen.size);
    expect(cheapest.stations).toBeGreaterThanOrEqual(10);
    expect(isRounded3(cheapest.average, dailyMeans.reduce((a, b) => a + b, 0) / dailyMeans.length)).toBe(true);
  });

  it('compares August with July, and lists both once September has begun', async () => {
    const [july, august] = [await report('2026-07'), await report('2026-08')];
    expect(august).toMatchObject({ from: '2026-08-01', to: '2026-08-22', days_covered: 4 });
    const before = july.fuels.find((f) => f.fuel === 'diesel')?.average as number;
    const after = august.fuels.find((f) => f.fuel === 'diesel')?.average as number;
    expect(august.fuels.find((f) => f.fuel === 'diesel')?.change_vs_previous_month_pct).toBe(
      Math.round(((after - before) / before) * 10000) / 100,
    );
    const { body } = await server.json<{ data: Reports }>('/v1/reports');
    expect(body.data.reports.map((r) => [r.month, r.days_covered])).toEqual([
      ['2026-08', 4],
      ['2026-07', 2],
    ]);
  });

  it('gives 404 REPORT_NOT_FOUND for a finished month without data, 400 for a future one', async () => {
    const may = await server.json<{ code: string }>('/v1/reports/2026-05');
    expect([may.status, may.body.code]).toEqual([404, 'REPORT_NOT_FOUND']);
    const october = await server.json<{ code: string }>('/v1/reports/2026-10');
    expect([october.status, october.body.code]).toEqual([400, 'INVALID_PARAMETER']);
  });
});
