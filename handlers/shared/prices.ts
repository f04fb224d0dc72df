// What the station, price, territory, search, brand and ranking handlers share: data access, rounding, labels.
import type { Localized } from '../../core/language.js';
import type { Fuel, PriceKey } from '../../core/model.js';
import { percent2 } from '../../core/rounding.js';

/** Difference of `value` to `reference` in %, 2 decimals; null when there is nothing to compare with. */
export function percentVs(value: number, reference: number | null | undefined): number | null {
  if (reference === null || reference === undefined || reference === 0) return null;
  return percent2((value / reference - 1) * 100);
}

/** Names as the pumps and the ministry's register show them in Spanish, and as English speakers say them. */
export const PRICE_LABELS: Readonly<Record<PriceKey, Localized>> = {
  gasoline_95: { es: 'Gasolina 95 E5', en: 'Petrol 95 E5' },
  gasoline_98: { es: 'Gasolina 98 E5', en: 'Petrol 98 E5' },
  diesel: { es: 'Gasóleo A', en: 'Diesel' },
  diesel_premium: { es: 'Gasóleo Premium', en: 'Premium diesel' },
  lpg: { es: 'GLP (autogás)', en: 'LPG (autogas)' },
  cng: { es: 'GNC', en: 'CNG' },
  adblue: { es: 'AdBlue', en: 'AdBlue' },
  diesel_b: { es: 'Gasóleo B', en: 'Diesel B (agricultural)' },
  hvo: { es: 'HVO (diésel renovable)', en: 'HVO (renewable diesel)' },
  lng: { es: 'GNL', en: 'LNG' },
  gasoline_95_e10: { es: 'Gasolina 95 E10', en: 'Petrol 95 E10' },
  gasoline_98_e10: { es: 'Gasolina 98 E10', en: 'Petrol 98 E10' },
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
