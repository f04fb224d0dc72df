// The words of the price breakdown in every language: component labels and the notes that explain the split.
import type { Localized } from '../../core/language.js';
import type { TaxRow } from './taxes-table.js';

/** A tax by the name a sentence uses ("the rate of the hydrocarbon tax", "el tipo del impuesto sobre hidrocarburos"). */
export const TAX_NAMES: Readonly<Record<TaxRow['tax'], Localized>> = {
  hydrocarbon_excise: { es: 'impuesto sobre hidrocarburos', en: 'hydrocarbon tax' },
  canary_fuel_tax: { es: 'impuesto canario sobre combustibles', en: 'Canary fuel tax' },
  ipsi: { es: 'IPSI', en: 'IPSI' },
  vat: { es: 'IVA', en: 'VAT' },
  igic: { es: 'IGIC', en: 'IGIC' },
};

/** When a rate applies, at the start of a note. */
export function windowText(row: Pick<TaxRow, 'effective_from' | 'effective_to'>): Localized {
  const { effective_from: from, effective_to: to } = row;
  if (from && to) return { es: `Entre el ${from} y el ${to}`, en: `Between ${from} and ${to}` };
  if (from) return { es: `Desde el ${from}`, en: `From ${from}` };
  if (to) return { es: `Hasta el ${to}`, en: `Until ${to}` };
  return { es: 'En esta fecha', en: 'On this date' };
}

export const BREAKDOWN_TEXTS = {
  product: { es: 'Producto y margen', en: 'Product and margin' },
  productWithUnsplitTaxes: {
    es: 'Producto, margen e impuestos sin desglosar',
    en: 'Product, margin and taxes not split out',
  },
  unknownRate: (tax: Localized, source: string): Localized => ({
    es: `Se desconoce el tipo del ${tax.es} (${source}): su importe queda dentro del producto.`,
    en: `The rate of the ${tax.en} (${source}) is unknown: its amount stays inside the product.`,
  }),
  /** Another, unverified rate may apply that day instead of the one used (`rate` null: of unknown amount). */
  otherRateMayApply: (
    doubt: Pick<TaxRow, 'effective_from' | 'effective_to'>,
    tax: Localized,
    rate: string | null,
    measure: string,
    used: { rate: string; verified: boolean },
  ): Localized => {
    const when = windowText(doubt);
    return {
      es: `${when.es} podría aplicarse otro tipo del ${tax.es}, ${rate === null ? 'de cuantía desconocida' : `de ${rate}`} (${measure}), sin verificar en el BOE; este desglose usa ${used.verified ? 'el tipo verificado' : 'el tipo'} de ${used.rate}.`,
      en: `${when.en} another rate of the ${tax.en} may apply, ${rate === null ? 'of unknown amount' : `of ${rate}`} (${measure}), not verified in the BOE; this breakdown uses ${used.verified ? 'the verified rate' : 'the rate'} of ${used.rate}.`,
    };
  },
  unverifiedRate: (tax: Localized, rate: string | null, source: string): Localized => ({
    es: `El tipo del ${tax.es} (${rate}, ${source}) no está verificado en el BOE.`,
    en: `The rate of the ${tax.en} (${rate}, ${source}) is not verified in the BOE.`,
  }),
  notPerLitre: (tax: Localized, rate: string | null): Localized => ({
    es: `El tipo del ${tax.es} (${rate}) no se expresa por litro: no se desglosa.`,
    en: `The rate of the ${tax.en} (${rate}) is not given per litre: it is not split out.`,
  }),
  igicInsideProduct: (rate: string | null): Localized => ({
    es: `El IGIC (${rate}) no se muestra aparte: su importe queda dentro del producto.`,
    en: `IGIC (${rate}) is not shown separately: its amount stays inside the product.`,
  }),
  priceBelowTaxes: {
    es: 'El precio es menor que los impuestos que le corresponden: revisa el precio indicado.',
    en: 'The price is lower than the taxes it bears: check the price given.',
  },
  callerPrice: {
    es: 'Precio indicado por el usuario: se desglosa con los impuestos de la Península y Baleares.',
    en: 'Price given by the caller: it is split with the taxes of the peninsula and the Balearic Islands.',
  },
  peninsulaMean: (stations: number): Localized => ({
    es: `Media de las ${stations} estaciones de la Península y Baleares: las de Canarias, Ceuta y Melilla, con otros impuestos, no entran.`,
    en: `Mean of the ${stations} stations of the peninsula and the Balearic Islands: those of the Canary Islands, Ceuta and Melilla, with other taxes, are left out.`,
  }),
} as const;
