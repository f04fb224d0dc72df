// What the calculators share: default consumptions, rounding, areas and where a price comes from.
import type { Fuel, PriceKey } from '../../core/model.js';
import { ApiProblem, invalidParameter } from '../../core/problem.js';
import type { AreaRef, Dataset, PriceStats, TerritoryMatch } from '../../store/dataset.js';
import { currentDataset } from '../service/service.js';

export { currentDataset };

import { roundTo as round } from '../../core/rounding.js';
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
/** Prices per litre or kg, and per-litre amounts: 3 decimals. */
export const price3 = (value: number): number => round(value, 3);
/** Litres (kg for cng): 3 decimals. */
export const litres = (value: number): number => round(value, 3);
/** Percentages: 2 decimals. */
export const percent = (value: number): number => round(value, 2);

export type Area = Schemas['Area'];
export type PriceSource = Schemas['PriceSource'];

export function spainArea(links: HandlerContext['links']): Area {
  return { level: 'spain', code: 'es', name: 'España', web_url: links.site('/') };
}

export function provinceArea(links: HandlerContext['links'], province: TerritoryMatch): Area {
  return {
    level: 'province',
    code: province.code,
    name: province.name,
    web_url: links.site(`/provincia/${province.slug}`),
  };
}

/** A province by INE code or slug, or 404 PROVINCE_NOT_FOUND. */
export function resolveProvince(dataset: Dataset, codeOrSlug: string): TerritoryMatch {
  const match = dataset.territories.resolve('province', codeOrSlug);
  if (!match) throw new ApiProblem('PROVINCE_NOT_FOUND', `No province has the code or slug "${codeOrSlug}"`);
  return match;
}

/**
 * The answer when no station reports the price a calculation would use: 400 naming the parameter that gives it.
 * Not 503: the data is there and waiting will not add the price; the caller can give it. `where` reads "in Spain".
 */
export function priceNeeded(parameter: string, key: PriceKey, where: string, instead?: string): ApiProblem {
  const give = instead === undefined ? `give ${parameter}` : `give ${parameter} instead of ${instead}`;
  return invalidParameter(
    parameter,
    undefined,
    `is needed: no station ${where} reports a price of ${key} today; ${give}`,
  );
}

/**
 * Today's statistics of a fuel in an area, or 400 asking for `parameter` (the caller's own price) when no station
 * there reports it; `instead` names the parameter that asked for the area, when one did.
 */
export function requireStats(
  dataset: Dataset,
  key: PriceKey,
  area: AreaRef,
  where: string,
  ask: { parameter: string; instead?: string } = { parameter: 'price' },
): PriceStats {
  const stats = dataset.priceStats(key, area);
  if (stats) return stats;
  throw priceNeeded(ask.parameter, key, `in ${where}`, ask.instead);
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
    const province = resolveProvince(dataset, given.province);
    const stats = requireStats(dataset, key, { level: 'province', code: province.code }, province.name, {
      parameter: 'price',
      instead: 'province',
    });
    return { price: stats.average, source: 'province_average', province };
  }
  const stats = requireStats(dataset, key, { level: 'spain' }, 'Spain');
  return { price: stats.average, source: 'spain_average', province: null };
}
