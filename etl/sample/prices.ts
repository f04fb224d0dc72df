// The price model. A station's price for a fuel on a day = its own level (national base + area tax effect +
// brand + province + station) + a national daily trend (a smooth random walk) + a little noise drawn on the
// days the station reprices; between those days the price stays put, as real stations' prices do.

import { PRICE_KEYS, type PriceKey } from '../../core/model.js';
import { gaussian, hashNoise, hashUnit, mulberry32, type Rng } from './prng.js';

export type Area = 'peninsula' | 'baleares' | 'canarias' | 'ceuta-melilla';

const GASOLINE = 0;
const DIESEL = 1;
const LPG = 2;
const GAS = 3;
const ADBLUE = 4;

interface FuelSpec {
  base: number; // EUR per L or kg at the end date, national mean, neutral brand
  family: number; // which national trend it follows
  sd: number; // station-to-station standard deviation
  brand: number; // share of the brand/province/road offset that applies
  canarias: number; // no hydrocarbon excise and a low IGIC
  ceuta: number; // Ceuta and Melilla: IPSI instead of VAT and a lower excise
  noise: number; // amplitude of the day-to-day noise
}

// biome-ignore format: one fuel per line reads as a table
const SPECS: Readonly<Record<PriceKey, FuelSpec>> = {
  gasoline_95:     { base: 1.665, family: GASOLINE, sd: 0.025, brand: 1, canarias: -0.37, ceuta: -0.29, noise: 0.012 },
  gasoline_98:     { base: 1.825, family: GASOLINE, sd: 0.03, brand: 1, canarias: -0.37, ceuta: -0.29, noise: 0.012 },
  diesel:          { base: 1.575, family: DIESEL, sd: 0.025, brand: 1, canarias: -0.36, ceuta: -0.29, noise: 0.012 },
  diesel_premium:  { base: 1.665, family: DIESEL, sd: 0.03, brand: 1, canarias: -0.36, ceuta: -0.29, noise: 0.012 },
  lpg:             { base: 0.995, family: LPG, sd: 0.035, brand: 0.3, canarias: -0.08, ceuta: -0.05, noise: 0.006 },
  cng:             { base: 1.39, family: GAS, sd: 0.07, brand: 0, canarias: 0, ceuta: 0, noise: 0.006 },
  adblue:          { base: 0.93, family: ADBLUE, sd: 0.06, brand: 0, canarias: 0, ceuta: 0, noise: 0.004 },
  diesel_b:        { base: 1.195, family: DIESEL, sd: 0.03, brand: 0.5, canarias: -0.22, ceuta: -0.2, noise: 0.01 },
  hvo:             { base: 1.885, family: DIESEL, sd: 0.03, brand: 0.5, canarias: -0.3, ceuta: -0.25, noise: 0.01 },
  lng:             { base: 1.27, family: GAS, sd: 0.06, brand: 0, canarias: 0, ceuta: 0, noise: 0.006 },
  gasoline_95_e10: { base: 1.635, family: GASOLINE, sd: 0.025, brand: 1, canarias: -0.37, ceuta: -0.29, noise: 0.012 },
  gasoline_98_e10: { base: 1.79, family: GASOLINE, sd: 0.03, brand: 1, canarias: -0.37, ceuta: -0.29, noise: 0.012 },
};
const SPEC_LIST: readonly FuelSpec[] = PRICE_KEYS.map((key) => SPECS[key]);
const BALEARES_EXTRA = 0.05; // island logistics

/** Stations that have not repriced for this many days take the target of the oldest day looked at. */
export const MAX_STALE_DAYS = 30;

function walk(rng: Rng, length: number, sigma: number): Float64Array {
  const out = new Float64Array(length);
  let velocity = 0;
  for (let i = 1; i < length; i++) {
    velocity = 0.8 * velocity + sigma * gaussian(rng); // momentum makes the curve smooth, as pump prices are
    out[i] = (out[i - 1] ?? 0) + velocity;
  }
  return out;
}

/** National trend per family, indexed by days before the end date (0 at the end date). */
export function buildTrends(seed: number, length: number): Float64Array[] {
  // One stream per walk, so a day's value does not depend on how long a window was asked for.
  const stream = (salt: number) => mulberry32(Math.imul(seed, 0x2545f491) ^ salt);
  const crude = walk(stream(1), length, 0.001); // what gasoline and diesel share
  const gasoline = walk(stream(2), length, 0.0006).map((v, i) => v + (crude[i] ?? 0));
  const diesel = walk(stream(3), length, 0.0006).map((v, i) => v + (crude[i] ?? 0));
  const [lpg, gas, adblue] = [
    walk(stream(4), length, 0.0005),
    walk(stream(5), length, 0.0006),
    walk(stream(6), length, 0.0002),
  ];
  return [gasoline, diesel, lpg, gas, adblue];
}

export interface LevelContext {
  sells: readonly boolean[];
  area: Area;
  /** Brand, province and roadside offsets together, EUR/L. */
  offset: number;
}

function areaOffset(spec: FuelSpec, area: Area): number {
  if (area === 'canarias') return spec.canarias;
  if (area === 'ceuta-melilla') return spec.ceuta;
  return area === 'baleares' ? BALEARES_EXTRA * spec.brand : 0;
}

/** The station's price level per PRICE_KEYS entry at the end date; NaN where it does not sell the fuel. */
export function stationLevels(rng: Rng, ctx: LevelContext): Float64Array {
  const position = gaussian(rng); // a station that is cheap for one fuel tends to be cheap for all
  const levels = new Float64Array(SPEC_LIST.length);
  SPEC_LIST.forEach((spec, i) => {
    const own = gaussian(rng); // drawn for every fuel so one station's choices do not shift the next station's
    levels[i] = ctx.sells[i]
      ? spec.base + areaOffset(spec, ctx.area) + ctx.offset * spec.brand + spec.sd * (0.8 * position + 0.6 * own)
      : Number.NaN;
  });
  return levels;
}

export interface PricedStation {
  hashKey: number;
  levels: Float64Array;
  repriceChance: number;
  /** Many stations price in whole cents minus a tenth (1,549), others to the tenth of a cent. */
  endsInNine: boolean;
}

// "1,549" for 1549 thousandths; prebuilt because a day's list formats some 50,000 prices.
const PRICE_TEXT: readonly string[] = Array.from(
  { length: 4000 },
  (_, t) => `${Math.floor(t / 1000)},${String(t % 1000).padStart(3, '0')}`,
);

function formatPrice(value: number, endsInNine: boolean): string {
  const thousandths = endsInNine ? Math.floor(value * 100) * 10 + 9 : Math.round(value * 1000);
  return PRICE_TEXT[thousandths] ?? `${(thousandths / 1000).toFixed(3).replace('.', ',')}`;
}

/** Fills `out` with the station's price strings (or "") for the day `offset` days before the end date. */
export function pricesOn(station: PricedStation, offset: number, trends: readonly Float64Array[], out: string[]): void {
  let day = offset; // the last day on or before this one when the station changed its prices
  const oldest = offset + MAX_STALE_DAYS;
  while (day < oldest && hashUnit(station.hashKey, day, 0x5eed) >= station.repriceChance) day++;
  for (let i = 0; i < SPEC_LIST.length; i++) {
    const level = station.levels[i] ?? Number.NaN;
    const spec = SPEC_LIST[i];
    if (Number.isNaN(level) || !spec) {
      out[i] = '';
      continue;
    }
    const trend = trends[spec.family]?.[day] ?? 0;
    out[i] = formatPrice(level + trend + spec.noise * hashNoise(station.hashKey, day, i + 1), station.endsInNine);
  }
}
