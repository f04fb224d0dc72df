// The monthly Spain series in DATA_DIR (oil-bulletin/monthly.parquet, written by the oil bulletin's ETL, served by
// /v1/history/monthly): its fuels, its rows and the month arithmetic both sides use.
import { roundTo } from '../rounding.js';

/** The source a loaded series names (its rows' `source`). */
export const BULLETIN_SOURCE = 'European Commission, Weekly Oil Bulletin (prices history), Spain';

export const MONTHLY_FUELS = ['gasoline_95', 'diesel'] as const;
export type MonthlyFuel = (typeof MONTHLY_FUELS)[number];

export interface MonthlyPoint {
  /** YYYY-MM */
  month: string;
  with_taxes: number | null;
  without_taxes: number | null;
  /** Share of taxes in the price with taxes, from the two published monthly values; null unless both exist. */
  taxes_share_pct: number | null;
  /** Weekly prices with taxes averaged. */
  weeks: number;
}

export type MonthlySeries = Record<MonthlyFuel, MonthlyPoint[]>;

/** Months since year 0, so months can be counted and stepped through. */
export const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthOf = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Percentage of taxes in a price, 2 decimals. */
export function taxesSharePct(withTaxes: number | null, withoutTaxes: number | null): number | null {
  if (withTaxes === null || withoutTaxes === null || withTaxes <= 0) return null;
  return roundTo(((withTaxes - withoutTaxes) / withTaxes) * 100, 2);
}
