import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyPoint, MonthlySeries } from '../../core/data-dir/monthly-series.js';
import { roundTo } from '../../core/rounding.js';
import { BULLETIN_XLSX, readSpainWeeklyCsv } from '../../test/support/oil-bulletin.js';
import { monthlyMeans, monthlyPoint } from './monthly-means.js';
import { parseOilBulletin, type WeeklyPrice } from './parse-workbook.js';

describe('the monthly rule', () => {
  const weeks: WeeklyPrice[] = [
    { date: '2024-01-29', product: 'diesel', with_taxes_eur_per_1000l: 1560, without_taxes_eur_per_1000l: 890 },
    { date: '2024-02-05', product: 'diesel', with_taxes_eur_per_1000l: 1580, without_taxes_eur_per_1000l: 900 },
    { date: '2024-02-12', product: 'diesel', with_taxes_eur_per_1000l: 1591, without_taxes_eur_per_1000l: null },
    { date: '2024-02-05', product: 'euro95', with_taxes_eur_per_1000l: null, without_taxes_eur_per_1000l: 800 },
  ];

  it('averages the weeks whose bulletin date falls in the month, in EUR/L with 3 decimals', () => {
    const series = monthlyMeans(weeks);
    expect(series.diesel).toEqual([
      { month: '2024-01', with_taxes: 1.56, without_taxes: 0.89, taxes_share_pct: 42.95, weeks: 1 },
      // (1580 + 1591) / 2 = 1585.5 -> 1.586; without taxes from its one week only
      { month: '2024-02', with_taxes: 1.586, without_taxes: 0.9, taxes_share_pct: 43.25, weeks: 2 },
    ]);
    // weeks counts prices with taxes: a month with only a price without taxes has none.
    expect(series.gasoline_95).toEqual([
      { month: '2024-02', with_taxes: null, without_taxes: 0.8, taxes_share_pct: null, weeks: 0 },
    ]);
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(1568.5 / 1000, 3)).toBe(1.569);
    expect(roundTo(-0.0001, 3)).toBe(0);
    expect(monthlyPoint('2020-01', [], []).with_taxes).toBeNull();
  });
});

/** The monthly means of spain_weekly.csv computed here, unrounded, without the code under test. */
function independentMonth(rows: WeeklyPrice[], product: 'euro95' | 'diesel', month: string) {
  const inMonth = rows.filter((r) => r.product === product && r.date.startsWith(month));
  const withTaxes = inMonth.flatMap((r) => (r.with_taxes_eur_per_1000l === null ? [] : [r.with_taxes_eur_per_1000l]));
  const withoutTaxes = inMonth.flatMap((r) =>
    r.without_taxes_eur_per_1000l === null ? [] : [r.without_taxes_eur_per_1000l],
  );
  const mean = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length / 1000 : null);
  return { with: mean(withTaxes), without: mean(withoutTaxes), weeks: withTaxes.length };
}

describe('monthly means of the slice of the stand-in workbook against its spain_weekly.csv', () => {
  let weekly: WeeklyPrice[];
  let series: MonthlySeries;
  beforeAll(async () => {
    weekly = readSpainWeeklyCsv();
    series = monthlyMeans(await parseOilBulletin(readFileSync(BULLETIN_XLSX)));
  });
  const point = (fuel: 'gasoline_95' | 'diesel', month: string) =>
    series[fuel].find((p) => p.month === month) as MonthlyPoint;

  it('matches hand-picked months exactly', () => {
    // Jan 2024: 5 Mondays, exact values with and without taxes.
    const january = independentMonth(weekly, 'diesel', '2024-01');
    expect(january.weeks).toBe(5);
    expect(point('diesel', '2024-01')).toMatchObject({
      with_taxes: Math.round((january.with as number) * 1000) / 1000,
      without_taxes: Math.round((january.without as number) * 1000) / 1000,
      weeks: 5,
    });
    // April 2013: Spain has no value on the 1st (any product) nor for petrol 95 on the 8th.
    expect(point('gasoline_95', '2013-04').weeks).toBe(independentMonth(weekly, 'euro95', '2013-04').weeks);
    expect(point('gasoline_95', '2013-04').weeks).toBe(3);
    expect(point('diesel', '2013-04').weeks).toBe(4);
    // January 2015: prices without taxes start on the 12th.
    expect(point('diesel', '2015-01').without_taxes).not.toBeNull();
    expect(point('diesel', '2014-12')).toMatchObject({ without_taxes: null, taxes_share_pct: null });
    expect(series.diesel[0]?.month).toBe('2005-01');
    expect(series.diesel.at(-1)).toMatchObject({ month: '2025-03', weeks: 2 });
  });

  it('matches every month of the CSV to within the rounding of 3 decimals, and has no other month', () => {
    let checked = 0;
    for (const [fuel, product] of [
      ['gasoline_95', 'euro95'],
      ['diesel', 'diesel'],
    ] as const) {
      for (const p of series[fuel]) {
        const expected = independentMonth(weekly, product, p.month);
        expect(p.weeks, `${fuel} ${p.month}`).toBe(expected.weeks);
        for (const [got, want] of [
          [p.with_taxes, expected.with],
          [p.without_taxes, expected.without],
        ] as const) {
          if (want === null) expect(got).toBeNull();
          else expect(Math.abs((got as number) - want), `${fuel} ${p.month}`).toBeLessThanOrEqual(0.0005 + 1e-9);
        }
        if (p.with_taxes !== null && p.without_taxes !== null) {
          const share = ((p.with_taxes - p.without_taxes) / p.with_taxes) * 100;
          expect(Math.abs((p.taxes_share_pct as number) - share)).toBeLessThanOrEqual(0.005 + 1e-9);
        }
        checked++;
      }
    }
    // The slice keeps five spans of weeks (test/fixtures/README.md): months without a week have no point.
    const months = (product: string) =>
      new Set(weekly.filter((w) => w.product === product).map((w) => w.date.slice(0, 7)));
    expect(series.gasoline_95.map((p) => p.month)).toEqual([...months('euro95')].sort());
    expect(series.diesel.map((p) => p.month)).toEqual([...months('diesel')].sort());
    expect(checked).toBe(months('euro95').size + months('diesel').size);
    expect(checked).toBeGreaterThanOrEqual(2 * 12);
  });
});
