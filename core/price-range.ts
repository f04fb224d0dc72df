// The prices a station can plausibly charge, one range per fuel or product, checked where a price enters the service
// (the ETL refuses a price outside it) and where a reader loads one from a file (a file holding one is not loaded):
// a register answering 99999, 0,001 or 1234,5 must never reach an answer. The ranges hold every price the register
// showed from July to August 2026 (AdBlue 0.424 to 3.413 €/L, the fuels 0.779 to 2.500) with a wide margin, and stay
// within the 5 € the API accepts as a price parameter.
import type { PriceKey } from './model.js';

export interface PriceRange {
  /** Euros per litre (per kg for cng and lng), inclusive. */
  min: number;
  max: number;
}

const MOTOR_FUEL: PriceRange = { min: 0.4, max: 5 };
const GAS: PriceRange = { min: 0.2, max: 5 };

export const PLAUSIBLE_PRICES: Readonly<Record<PriceKey, PriceRange>> = {
  gasoline_95: MOTOR_FUEL,
  gasoline_98: MOTOR_FUEL,
  diesel: MOTOR_FUEL,
  diesel_premium: MOTOR_FUEL,
  lpg: GAS,
  cng: GAS,
  adblue: { min: 0.1, max: 5 },
  diesel_b: { min: 0.3, max: 5 },
  hvo: MOTOR_FUEL,
  lng: GAS,
  gasoline_95_e10: MOTOR_FUEL,
  gasoline_98_e10: MOTOR_FUEL,
};

/** Whether `price` is a price of `key` the service serves: within its range, with at most three decimals. */
export function isPlausiblePrice(key: PriceKey, price: number): boolean {
  const range = PLAUSIBLE_PRICES[key] as PriceRange | undefined;
  if (range === undefined) return Math.round(price * 1000) / 1000 === price && price > 0;
  return price >= range.min && price <= range.max && Math.round(price * 1000) / 1000 === price;
}

/** Why a price read from a file is refused (for the error that says which file and station), or null. */
export function implausiblePrice(key: PriceKey, price: unknown): string | null {
  if (typeof price === 'number' && isPlausiblePrice(key, price)) return null;
  const { min, max } = PLAUSIBLE_PRICES[key] ?? { min: 0, max: Number.POSITIVE_INFINITY };
  return `${key} price ${String(price)} is outside ${min}–${max} or has more than three decimals`;
}
