// Truth for tests, read from the committed slice independently of the ETL: prices_long.csv.gz (one row per station,
// price key and day, decimal points) and each day's ministry list.
import { createReadStream, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { MINISTRY_PRICE_KEYS, PRICE_KEYS, type PriceKey } from '../../core/model.js';
import { MINISTRY_FIXTURES } from './data-paths.js';
import { historyList, nationalList } from './ministry-files.js';

/** date -> price key -> station id -> price */
export type PricesLong = Map<string, Map<PriceKey, Map<number, number>>>;

const KEY_OF = new Map(PRICE_KEYS.map((key) => [MINISTRY_PRICE_KEYS[key], key] as const));

/** prices_long.csv.gz, the keys the API publishes only. */
export async function readPricesLong(): Promise<PricesLong> {
  const byDate: PricesLong = new Map();
  const lines = createInterface({
    input: createReadStream(join(MINISTRY_FIXTURES, 'prices_long.csv.gz')).pipe(createGunzip()),
  });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    const [date, , id, ministryKey, price] = line.split(',');
    const key = KEY_OF.get(ministryKey as string);
    if (!key || !date) continue;
    const byKey = byDate.get(date) ?? new Map<PriceKey, Map<number, number>>();
    byDate.set(date, byKey);
    const byStation = byKey.get(key) ?? new Map<number, number>();
    byKey.set(key, byStation);
    byStation.set(Number(id), Number(price));
  }
  return byDate;
}

/** "22/08/2026 15:53:31" -> "2026-08-22" */
const isoDay = (fecha: string) => fecha.slice(0, 10).split('/').reverse().join('-');

/** The day of the slice's current list (EstacionesTerrestres). */
export function currentDate(): string {
  return isoDay(nationalList().Fecha);
}

/** The past days of the slice (its EstacionesTerrestresHist files), oldest first. */
export function historyDays(): string[] {
  return readdirSync(join(MINISTRY_FIXTURES, 'EstacionesTerrestresHist'))
    .map((file) => file.slice(0, 10).split('-').reverse().join('-'))
    .sort();
}

/** IDEESS -> IDProvincia as the ministry listed them on `date` (its history file, or the current list). */
export function provincesOn(date: string): Map<number, string> {
  const list = date === currentDate() ? nationalList() : historyList(date.split('-').reverse().join('-'));
  return new Map(list.ListaEESSPrecio.map((s) => [Number(s.IDEESS), s.IDProvincia as string]));
}

export interface Summary {
  mean: number;
  median: number;
  min: number;
  max: number;
  count: number;
}

/** Unrounded statistics of a list of prices. */
export function summarise(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mid = n >> 1;
  const median = n % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return {
    mean: sorted.reduce((a, b) => a + b, 0) / n,
    median,
    min: sorted[0] as number,
    max: sorted[n - 1] as number,
    count: n,
  };
}

/** `value` is `exact` rounded to 3 decimals (either way on a tie). */
export function isRounded3(value: number | null | undefined, exact: number): boolean {
  return (
    typeof value === 'number' &&
    Math.abs(value - exact) <= 0.0005 + 1e-9 &&
    Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6
  );
}
