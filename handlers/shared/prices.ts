// What the station, price, territory, search, brand and ranking handlers share: data access, rounding, labels.
import type { Fuel, PriceKey } from '../../core/model.js';
import { percent2 } from '../../core/rounding.js';

/** Difference of `value` to `reference` in %, 2 decimals; null when there is nothing to compare with. */
export function percentVs(value: number, reference: number | null | undefined): number | null {
  if (reference === null || reference === undefined || reference === 0) return null;
  return percent2((value / reference - 1) * 100);
}

/** Names in Spanish, as the pumps and the ministry's register show them. */
export const PRICE_LABELS: Readonly<Record<PriceKey, string>> = {
  gasoline_95: 'Gasolina 95 E5',
  gasoline_98: 'Gasolina 98 E5',
  diesel: 'Gasóleo A',
  diesel_premium: 'Gasóleo Premium',
  lpg: 'GLP (autogás)',
  cng: 'GNC',
  adblue: 'AdBlue',
  diesel_b: 'Gasóleo B',
  hvo: 'HVO (diésel renovable)',
  lng: 'GNL',
  gasoline_95_e10: 'Gasolina 95 E10',
  gasoline_98_e10: 'Gasolina 98 E10',
};

/** Path segment of each fuel's pages on the public website (Spanish, like the site). */
export const FUEL_PAGE_SLUGS: Readonly<Record<Fuel, string>> = {
  gasoline_95: 'gasolina-95',
  gasoline_98: 'gasolina-98',
  diesel: 'gasoleo-a',
  diesel_premium: 'gasoleo-premium',
  lpg: 'glp',
  cng: 'gnc',
};
