import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULLETIN_SOURCE } from '../../core/data-dir/monthly-series.js';
import { refreshOilBulletin } from '../../etl/oil-bulletin/refresh-oil-bulletin.js';
import { BULLETIN_XLSX, buildWorkbook, readSpainWeeklyCsv, serialOf } from '../../test/support/oil-bulletin.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type Monthly = Schemas['MonthlyHistoryData'];

async function serverOn(dataDir: string): Promise<TestServer> {
  return startTestServer({ config: { dataDir } });
}

async function monthly(server: TestServer, query = '', language = 'es'): Promise<Monthly> {
  const { status, body } = await server.json<{ data: Monthly }>(`/v1/history/monthly${query}`, {
    headers: { 'accept-language': language },
  });
  expect(status, query).toBe(200);
  return body.data;
}

describe('GET /v1/history/monthly before any bulletin is loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverOn(mkdtempSync(join(tmpdir(), 'monthly-empty-')));
  });
  afterAll(() => server.close());

  it('serves the embedded sample, flagged as such, from 2005-01 to its latest month', async () => {
    const data = await monthly(server);
    expect(data.sample).toBe(true);
    expect(data.source).toMatch(/^Serie de muestra/);
    expect(data.rule).toMatch(/^La media de los precios semanales/);
    const english = await monthly(server, '', 'en');
    expect(english.source).toMatch(/^Sample series .*not real prices$/);
    expect(english.rule).toMatch(/^The mean of the weekly prices/);
    expect(data).toMatchObject({ from: '2005-01', to: '2026-08', unit: 'L', currency: 'EUR' });
    expect(data.series.map((s) => s.fuel)).toEqual(['gasoline_95', 'diesel']);
    expect(data.series[0]?.points).toHaveLength(260);
  });

  it('filters by fuel and months', async () => {
    const data = await monthly(server, '?fuel=diesel&from=2026-01&to=2026-03');
    expect(data.series.map((s) => s.fuel)).toEqual(['diesel']);
    expect(data.series[0]?.points.map((p) => p.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('answers 400 INVALID_PARAMETER when from is after to', async () => {
    const { status, body } = await server.json<{ code: string; detail: string }>(
      '/v1/history/monthly?from=2024-05&to=2024-01',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAMETER');
    expect(body.detail).toMatch(/^from/);
  });
});

describe('GET /v1/history/monthly with a bulletin missing a month', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Newest first, with no week in February 2025; prices without taxes are half the prices with taxes.
    const sheet = (name: string, prefix: string, factor: number) => ({
      name,
      keys: ['title', `${prefix}euro95`, `${prefix}diesel`],
      rows: [
        [serialOf('2025-03-03'), 1500 * factor, 1400 * factor],
        [serialOf('2025-01-06'), 1520 * factor, 1420 * factor],
        ['Notes:'],
      ],
    });
    const file = join(mkdtempSync(join(tmpdir(), 'monthly-book-')), 'book.xlsx');
    writeFileSync(
      file,
      await buildWorkbook([
        sheet('Prices with taxes', 'ES_price_with_tax_', 1),
        sheet('Prices wo taxes', 'ES_price_wo_tax_', 0.5),
      ]),
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'monthly-gap-'));
    await refreshOilBulletin({ source: file, dataDir });
    server = await serverOn(dataDir);
  });
  afterAll(() => server.close());

  it('lists the month without a bulletin as nulls with 0 weeks', async () => {
    const data = await monthly(server, '?fuel=diesel');
    expect(data).toMatchObject({ sample: false, from: '2005-01', to: '2025-03' });
    expect(data.series[0]?.points).toEqual([
      { month: '2025-01', with_taxes: 1.42, without_taxes: 0.71, taxes_share_pct: 50, weeks: 1 },
      { month: '2025-02', with_taxes: null, without_taxes: null, taxes_share_pct: null, weeks: 0 },
      { month: '2025-03', with_taxes: 1.4, without_taxes: 0.7, taxes_share_pct: 50, weeks: 1 },
    ]);
  });
});

describe('GET /v1/history/monthly with the slice of the stand-in bulletin loaded', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'monthly-bulletin-'));
    await refreshOilBulletin({ source: BULLETIN_XLSX, dataDir });
    server = await serverOn(dataDir);
  });
  afterAll(() => server.close());

  it('serves the bulletin, not the sample, up to its latest month, months left out of the slice as nulls', async () => {
    const data = await monthly(server);
    expect(data).toMatchObject({ sample: false, from: '2005-01', to: '2025-03' });
    expect(data.source).toBe('Comisión Europea, Boletín Petrolero semanal (histórico de precios), España');
    expect((await monthly(server, '', 'en')).source).toBe(BULLETIN_SOURCE);
    const points = data.series[1]?.points ?? [];
    expect(points).toHaveLength(243);
    const inCsv = new Set(readSpainWeeklyCsv().map((w) => w.date.slice(0, 7)));
    expect(points.filter((p) => p.weeks > 0).map((p) => p.month)).toEqual([...inCsv].sort());
    expect(points.find((p) => p.month === '2010-06')).toEqual({
      month: '2010-06',
      with_taxes: null,
      without_taxes: null,
      taxes_share_pct: null,
      weeks: 0,
    });
  });

  it('gives the means of the weekly values of spain_weekly.csv for the months asked', async () => {
    const data = await monthly(server, '?fuel=diesel&from=2024-01&to=2024-02');
    const weekly = readSpainWeeklyCsv().filter((w) => w.product === 'diesel');
    const expected = ['2024-01', '2024-02'].map((month) => {
      const weeks = weekly.filter((w) => w.date.startsWith(month));
      const mean = (k: 'with_taxes_eur_per_1000l' | 'without_taxes_eur_per_1000l') =>
        Math.round(weeks.reduce((sum, w) => sum + (w[k] as number), 0) / weeks.length) / 1000;
      const withTaxes = mean('with_taxes_eur_per_1000l');
      const withoutTaxes = mean('without_taxes_eur_per_1000l');
      return {
        month,
        with_taxes: withTaxes,
        without_taxes: withoutTaxes,
        taxes_share_pct: Math.round(((withTaxes - withoutTaxes) / withTaxes) * 10000) / 100,
        weeks: weeks.length,
      };
    });
    expect(data.series).toEqual([{ fuel: 'diesel', points: expected }]);
  });

  it('clips the months asked to the span of the series', async () => {
    const data = await monthly(server, '?fuel=gasoline_95&from=2000-01&to=2005-02');
    expect(data.from).toBe('2000-01');
    expect(data.series[0]?.points.map((p) => p.month)).toEqual(['2005-01', '2005-02']);
    const late = await monthly(server, '?from=2030-01');
    expect(late).toMatchObject({ from: '2030-01', to: '2030-01' });
    expect(late.series[0]?.points).toEqual([]);
  });
});
