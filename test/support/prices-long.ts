// Test helpers: the real ministry data of ../shared read independently of the ETL, for the history tests.
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, gunzipSync } from 'node:zlib';
import { FUELS, type Fuel, MINISTRY_PRICE_KEYS } from '../../etl/model.js';
import { SHARED_DATA_DIR } from './ministry-fixture-server.js';

/** date -> fuel -> station id -> price */
export type PricesLong = Map<string, Map<Fuel, Map<number, number>>>;

const FUEL_OF_KEY = new Map(FUELS.map((fuel) => [MINISTRY_PRICE_KEYS[fuel], fuel] as const));
const MINISTRY_DIR = join(SHARED_DATA_DIR, 'ministry');

/** prices_long.csv.gz, the six fuels only. */
export async function readPricesLong(): Promise<PricesLong> {
  const byDate: PricesLong = new Map();
  const lines = createInterface({
    input: createReadStream(join(MINISTRY_DIR, 'prices_long.csv.gz')).pipe(createGunzip()),
  });
  let header = true;
  for await (const line of lines) {
    if (header) {
      header = false;
      continue;
    }
    const [date, , id, key, price] = line.split(',');
    const fuel = FUEL_OF_KEY.get(key as string);
    if (!fuel || !date) continue;
    const byFuel = byDate.get(date) ?? new Map<Fuel, Map<number, number>>();
    byDate.set(date, byFuel);
    const byStation = byFuel.get(fuel) ?? new Map<number, number>();
    byFuel.set(fuel, byStation);
    byStation.set(Number(id), Number(price));
  }
  return byDate;
}

/** IDEESS -> IDProvincia as the ministry listed them on `date` (its history file, or the current list). */
export function provincesOn(date: string, currentDate: string): Map<number, string> {
  const [y, m, d] = date.split('-');
  const file =
    date === currentDate
      ? join(MINISTRY_DIR, 'EstacionesTerrestres.json.gz')
      : join(MINISTRY_DIR, 'EstacionesTerrestresHist', `${d}-${m}-${y}.json.gz`);
  const body = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as {
    ListaEESSPrecio: { IDEESS: string; IDProvincia: string }[];
  };
  return new Map(body.ListaEESSPrecio.map((s) => [Number(s.IDEESS), s.IDProvincia]));
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
