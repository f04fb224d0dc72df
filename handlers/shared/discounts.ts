// Cents per litre off by brand: the `discounts` of a plan's body (an object) or of a query string (brand:cents,…),
// read to a tenth of a cent and held to today's brands, so that a misspelt brand is refused, not silently ignored.
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { roundTo } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';

export const MAX_DISCOUNT_CENTS = 50;

/** Brand slug → cents off, to a tenth of a cent. */
export type Discounts = ReadonlyMap<string, number>;

export const NO_DISCOUNTS: Discounts = new Map();

export function readDiscounts(
  given: string | Readonly<Record<string, number>> | undefined,
  dataset: Dataset,
): Discounts {
  if (given === undefined) return NO_DISCOUNTS;
  const pairs: [string, number][] =
    typeof given === 'string'
      ? given.split(',').map((pair) => {
          const [slug = '', cents = ''] = pair.split(':');
          return [slug, Number(cents)];
        })
      : Object.entries(given);
  const discounts = new Map<string, number>();
  for (const [slug, cents] of pairs) {
    if (discounts.has(slug)) throw invalidParameter('discounts', given, PARAMETER_REASONS.brandRepeated(slug));
    if (cents > MAX_DISCOUNT_CENTS) {
      throw invalidParameter('discounts', given, PARAMETER_REASONS.discountTooHigh(slug, MAX_DISCOUNT_CENTS));
    }
    if (!dataset.brands.bySlug.has(slug)) throw invalidParameter('discounts', given, PARAMETER_REASONS.notABrand(slug));
    discounts.set(slug, roundTo(cents, 1));
  }
  return discounts;
}

/** The price after a brand's discount, in milli-euros per litre, never below 0. */
export function priceAfterDiscountMil(priceMil: number, brandSlug: string, discounts: Discounts): number {
  const cents = discounts.get(brandSlug) ?? 0;
  return Math.max(0, priceMil - Math.round(cents * 10));
}

/** A price in euros (3 decimals) as whole milli-euros. */
export const milliEuros = (euros: number): number => Math.round(euros * 1000);
