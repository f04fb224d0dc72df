// Which fuels and products a station sells. Nearly all sell 95 and diesel; premium grades are common at the
// majors, LPG at some, natural gas, HVO and E10 at very few; truck stops on main roads add AdBlue and LNG.

import { PRICE_KEYS, type PriceKey } from '../../core/model.js';
import type { Rng } from './prng.js';
import type { Brand, BrandKind } from './sample-tables.js';

// Chances in PRICE_KEYS order:
// gasoline_95, gasoline_98, diesel, diesel_premium, lpg, cng, adblue, diesel_b, hvo, lng, gasoline_95_e10, _98_e10
const OFFER: Readonly<Record<BrandKind, readonly number[]>> = {
  major: [0.97, 0.6, 1, 0.75, 0.1, 0.015, 0.2, 0.2, 0.02, 0.004, 0.015, 0.004],
  'low-cost': [1, 0.1, 1, 0, 0, 0, 0.25, 0, 0, 0, 0.01, 0],
  hypermarket: [1, 0.45, 1, 0.35, 0.03, 0.01, 0.3, 0.02, 0, 0, 0.01, 0],
  independent: [0.9, 0.3, 0.99, 0.3, 0.05, 0.008, 0.1, 0.3, 0.005, 0.004, 0.01, 0.003],
  cooperative: [0.6, 0.05, 1, 0.05, 0, 0, 0.15, 0.95, 0, 0, 0, 0],
};

/** Position of each price key in PRICE_KEYS, the order of every per-station price array in the sample. */
export const KEY_INDEX = Object.fromEntries(PRICE_KEYS.map((key, i) => [key, i])) as Readonly<Record<PriceKey, number>>;
const K = KEY_INDEX;

export interface OfferContext {
  brand: Brand;
  onRoad: boolean;
  urban: boolean;
  /** No natural gas stations or E10 in the Canary Islands, Ceuta and Melilla. */
  lowTax: boolean;
}

/** One flag per PRICE_KEYS entry; always at least 95 or diesel. */
export function pickFuels(rng: Rng, ctx: OfferContext): boolean[] {
  const chances = [...OFFER[ctx.brand.kind]];
  const scale = (index: number, factor: number) => {
    chances[index] = Math.min(1, (chances[index] ?? 0) * factor);
  };
  if (ctx.brand.name === 'REPSOL') scale(K.hvo, 4); // Repsol sells renewable diesel at a growing number of sites
  if (ctx.onRoad) {
    scale(K.adblue, 2.5);
    scale(K.lng, 5);
    scale(K.cng, 1.5);
  }
  if (ctx.urban) scale(K.diesel_b, 0.3); // farm diesel is a rural product
  if (ctx.lowTax) for (const index of [K.cng, K.lng, K.gasoline_95_e10, K.gasoline_98_e10]) scale(index, 0);
  const sells = chances.map((chance) => rng() < chance);
  if (!sells[K.gasoline_95] && !sells[K.diesel]) sells[K.diesel] = true;
  return sells;
}
