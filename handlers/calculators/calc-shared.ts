// What the calculators share: default consumptions, rounding, areas and where a price comes from.

import type { Localized } from '../../core/language.js';
import type { Fuel, PriceKey } from '../../core/model.js';
import { PARAMETER_REASONS, PLACES } from '../../core/parameter-reasons.js';
import { type ApiProblem, invalidParameter } from '../../core/problem.js';
import { roundTo as round } from '../../core/rounding.js';
import type { AreaRef, Dataset, PriceStats, TerritoryMatch } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import { resolveTerritory } from '../shared/territory-refs.js';
import type { HandlerContext, Schemas } from '../shared/types.js';

/** Typical consumption per fuel, L/100 km (kg/100 km for cng). */
export const DEFAULT_CONSUMPTION: Readonly<Record<Fuel, number>> = {
  gasoline_95: 6.5,
  gasoline_98: 6.5,
  diesel: 5.5,
  diesel_premium: 5.5,
  lpg: 8.5,
  cng: 4.5,
};

export { round };

/** Euros: 2 decimals. */
export const money = (value: number): number => round(value, 2);
/** Litres (kg for cng): 3 decimals. */
export const litres = (value: number): number => round(value, 3);

export type PriceSource = Schemas['PriceSource'];

/**
 * The answer when no station reports the price a calculation would use: 400 naming the parameter that gives it.
 * Not 503: the data is there and waiting will not add the price; the caller can give it. `where` reads "in Spain".
 */
export function priceNeeded(parameter: string, key: PriceKey, where: Localized, instead?: string): ApiProblem {
  return invalidParameter(parameter, undefined, PARAMETER_REASONS.priceNeeded(key, where, parameter, instead));
}

/**
 * Today's statistics of a fuel in an area, or 400 asking for `parameter` (the caller's own price) when no station
 * there reports it; `instead` names the parameter that asked for the area, when one did.
 */
export function requireStats(
  dataset: Dataset,
  key: PriceKey,
  area: AreaRef,
  where: Localized,
  ask: { parameter: string; instead?: string } = { parameter: 'price' },
): PriceStats {
  const stats = dataset.priceStats(key, area);
  if (stats) return stats;
  throw priceNeeded(ask.parameter, key, where, ask.instead);
}

export interface ResolvedPrice {
  price: number;
  source: PriceSource;
  /** The province whose mean was used, when one was. */
  province: TerritoryMatch | null;
}

/**
 * The price of a calculation: the caller's, else the mean of `province`, else the Spain mean.
 * Needs data only when the caller gives no price.
 */
export function resolvePrice(
  context: Pick<HandlerContext, 'store'>,
  key: PriceKey,
  given: { price?: number | undefined; province?: string | undefined },
): ResolvedPrice {
  if (given.price !== undefined) return { price: given.price, source: 'caller', province: null };
  const dataset = currentDataset(context);
  if (given.province !== undefined) {
    const province = resolveTerritory(dataset, 'province', given.province);
    const stats = requireStats(dataset, key, { level: 'province', code: province.code }, PLACES.named(province.name), {
      parameter: 'price',
      instead: 'province',
    });
    return { price: stats.average, source: 'province_average', province };
  }
  const stats = requireStats(dataset, key, { level: 'spain' }, PLACES.spain);
  return { price: stats.average, source: 'spain_average', province: null };
}
