// The monthly rule: the mean of the weekly bulletin prices whose date falls in the month, in EUR/L.

import {
  MONTHLY_FUELS,
  type MonthlyFuel,
  type MonthlyPoint,
  type MonthlySeries,
  taxesSharePct,
} from '../../core/data-dir/monthly-series.js';
import { roundTo } from '../../core/rounding.js';
import type { BulletinProduct, WeeklyPrice } from './parse-workbook.js';

export const FUEL_OF_PRODUCT: Readonly<Record<BulletinProduct, MonthlyFuel>> = {
  euro95: 'gasoline_95',
  diesel: 'diesel',
};

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

/** One point from the weekly values of one month and fuel (EUR per 1,000 L). */
export function monthlyPoint(month: string, withTaxes: number[], withoutTaxes: number[]): MonthlyPoint {
  const withMean = mean(withTaxes);
  const withoutMean = mean(withoutTaxes);
  const with_taxes = withMean === null ? null : roundTo(withMean / 1000, 3);
  const without_taxes = withoutMean === null ? null : roundTo(withoutMean / 1000, 3);
  return {
    month,
    with_taxes,
    without_taxes,
    taxes_share_pct: taxesSharePct(with_taxes, without_taxes),
    weeks: withTaxes.length,
  };
}

/** Monthly points per fuel, oldest first; only months with at least one weekly value. */
export function monthlyMeans(weekly: readonly WeeklyPrice[]): MonthlySeries {
  const series: MonthlySeries = { gasoline_95: [], diesel: [] };
  for (const fuel of MONTHLY_FUELS) {
    const byMonth = new Map<string, { with: number[]; without: number[] }>();
    for (const week of weekly) {
      if (FUEL_OF_PRODUCT[week.product] !== fuel) continue;
      const month = week.date.slice(0, 7);
      const bucket = byMonth.get(month) ?? { with: [], without: [] };
      byMonth.set(month, bucket);
      if (week.with_taxes_eur_per_1000l !== null) bucket.with.push(week.with_taxes_eur_per_1000l);
      if (week.without_taxes_eur_per_1000l !== null) bucket.without.push(week.without_taxes_eur_per_1000l);
    }
    series[fuel] = [...byMonth]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, values]) => monthlyPoint(month, values.with, values.without));
  }
  return series;
}
