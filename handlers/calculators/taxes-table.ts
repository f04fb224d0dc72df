// The fuel tax table (content/taxes/tax-table.json): loading, checking and the rates in force on a given day.
import { readFileSync } from 'node:fs';
import type { Language, Localized } from '../../core/language.js';
import { projectPath } from '../../core/project-files.js';
import type { Schemas } from '../shared/types.js';

export type TaxRegime = Schemas['TaxRegime'];
export type TaxRate = Schemas['TaxRate'];
export type TaxMeasure = NonNullable<Schemas['TaxesData']['current_reduction']>;

/** One row of the table: a served TaxRate plus where it belongs and what it explains. */
export interface TaxRow extends TaxRate {
  regime: TaxRegime;
  /** The temporary measure that sets this rate, when it is one. */
  measure?: string;
  note?: string;
}

export interface RegimeInfo {
  regime: TaxRegime;
  name: Localized;
  /** INE codes of the provinces under this regime; empty for the default regime. */
  provinces: string[];
  notes: Localized[];
}

/** A temporary measure as the table keeps it: its description in every language, its name a law's title. */
export type TableMeasure = Omit<TaxMeasure, 'description'> & { id: string; description: Localized };

export interface TaxTable {
  regimes: RegimeInfo[];
  measures: TableMeasure[];
  rates: TaxRow[];
}

const isLocalized = (value: unknown): value is Localized =>
  typeof (value as Localized | null)?.es === 'string' && typeof (value as Localized | null)?.en === 'string';

export const TAX_TABLE_PATH = projectPath('content', 'taxes', 'tax-table.json');

const REGIMES: readonly TaxRegime[] = ['peninsula_baleares', 'canarias', 'ceuta_melilla'];
const TAXES: readonly TaxRate['tax'][] = ['hydrocarbon_excise', 'vat', 'canary_fuel_tax', 'igic', 'ipsi'];
const UNITS: readonly TaxRate['unit'][] = ['eur_per_1000_l', 'eur_per_tonne', 'eur_per_gj', 'percent'];
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

let cached: TaxTable | undefined;

/** The table on disk, read once and checked. */
export function taxTable(): TaxTable {
  cached ??= parseTaxTable(JSON.parse(readFileSync(TAX_TABLE_PATH, 'utf8')));
  return cached;
}

/** Checks the shape of the table and fails loudly, naming the row, when a data edit breaks it. */
export function parseTaxTable(raw: unknown): TaxTable {
  const table = raw as TaxTable;
  const fail = (where: string, why: string): never => {
    throw new Error(`tax table: ${where}: ${why}`);
  };
  if (!Array.isArray(table?.regimes) || !Array.isArray(table.measures) || !Array.isArray(table.rates)) {
    fail('root', 'needs regimes, measures and rates arrays');
  }
  for (const regime of REGIMES) {
    if (!table.regimes.some((r) => r.regime === regime)) fail('regimes', `missing ${regime}`);
  }
  table.regimes.forEach((r, i) => {
    if (!isLocalized(r.name) || !Array.isArray(r.notes) || !r.notes.every(isLocalized)) {
      fail(`regimes[${i}]`, 'needs a name and notes written {"es": …, "en": …}');
    }
  });
  const measureIds = new Set<string>();
  table.measures.forEach((m, i) => {
    const where = `measures[${i}]`;
    if (typeof m.id !== 'string' || typeof m.name !== 'string' || !isLocalized(m.description)) {
      fail(where, 'needs id, name and a description written {"es": …, "en": …}');
    }
    checkWindow(where, m.effective_from, m.effective_to, fail);
    if (m.effective_from === null) fail(where, 'a measure needs effective_from');
    checkSource(where, m.source, m.verified, fail);
    measureIds.add(m.id);
  });
  table.rates.forEach((r, i) => {
    const where = `rates[${i}]`;
    if (!REGIMES.includes(r.regime)) fail(where, `unknown regime ${String(r.regime)}`);
    if (!TAXES.includes(r.tax)) fail(where, `unknown tax ${String(r.tax)}`);
    if (!UNITS.includes(r.unit)) fail(where, `unknown unit ${String(r.unit)}`);
    if (r.fuel !== null && typeof r.fuel !== 'string') fail(where, 'fuel must be a string or null');
    if (r.rate !== null && (typeof r.rate !== 'number' || r.rate < 0))
      fail(where, 'rate must be a number >= 0 or null');
    if (r.rate === null && r.verified) fail(where, 'an unknown rate cannot be verified');
    checkWindow(where, r.effective_from, r.effective_to, fail);
    checkSource(where, r.source, r.verified, fail);
    if (r.measure !== undefined && !measureIds.has(r.measure)) fail(where, `unknown measure ${r.measure}`);
  });
  return table;
}

function checkWindow(where: string, from: unknown, to: unknown, fail: (w: string, why: string) => never): void {
  for (const value of [from, to]) {
    if (value !== null && (typeof value !== 'string' || !DATE.test(value))) fail(where, `bad date ${String(value)}`);
  }
  if (typeof from === 'string' && typeof to === 'string' && from > to) fail(where, `${from} is after ${to}`);
}

function checkSource(where: string, source: unknown, verified: unknown, fail: (w: string, why: string) => never): void {
  const s = source as { title?: unknown; url?: unknown } | undefined;
  if (typeof s?.title !== 'string' || typeof s.url !== 'string' || !s.url.startsWith('https://')) {
    fail(where, 'needs source.title and an https source.url');
  }
  if (typeof verified !== 'boolean') fail(where, 'needs verified true or false');
}

/** true when `date` (YYYY-MM-DD) falls in the inclusive window; null ends are open. */
export function coversDate(window: { effective_from: string | null; effective_to: string | null }, date: string) {
  return (
    (window.effective_from === null || window.effective_from <= date) &&
    (window.effective_to === null || date <= window.effective_to)
  );
}

/** The served form of a row (without the table's own fields). */
export function servedRate(row: TaxRow): TaxRate {
  const { tax, fuel, rate, unit, effective_from, effective_to, verified, source } = row;
  return { tax, fuel, rate, unit, effective_from, effective_to, verified, source: { ...source } };
}

/** Every row of a regime whose window contains `date`. */
export function ratesInForce(table: TaxTable, regime: TaxRegime, date: string): TaxRow[] {
  return table.rates.filter((r) => r.regime === regime && coversDate(r, date));
}

/** The temporary measure covering `date` (the latest to start when several do), or null. */
export function reductionOn(table: TaxTable, date: string, language: Language): TaxMeasure | null {
  const covering = table.measures
    .filter((m) => coversDate(m, date))
    .sort((a, b) => (b.effective_from ?? '').localeCompare(a.effective_from ?? ''));
  const measure = covering[0];
  if (!measure) return null;
  const { name, effective_from, effective_to, description, verified, source } = measure;
  return { name, effective_from, effective_to, description: description[language], verified, source: { ...source } };
}

/** The regime of a province by its INE code; the peninsula and Balearics when none claims it. */
export function regimeOfProvince(table: TaxTable, provinceCode: string): TaxRegime {
  return table.regimes.find((r) => r.provinces.includes(provinceCode))?.regime ?? 'peninsula_baleares';
}

export function regimeInfo(table: TaxTable, regime: TaxRegime): RegimeInfo {
  const info = table.regimes.find((r) => r.regime === regime);
  if (!info) throw new Error(`tax table: no regime ${regime}`);
  return info;
}
