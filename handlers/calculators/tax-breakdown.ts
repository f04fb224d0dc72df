// The arithmetic of the price breakdown: which rates apply to a fuel on a day in a regime, and what each takes.

import type { Language, Localized } from '../../core/language.js';
import { percent2, price3 } from '../../core/rounding.js';
import type { Schemas } from '../shared/types.js';
import { BREAKDOWN_TEXTS, TAX_NAMES } from './breakdown-texts.js';
import { ratesInForce, regimeInfo, type TaxRegime, type TaxRow, type TaxTable } from './taxes-table.js';

export type BreakdownFuel = Schemas['PriceBreakdownData']['fuel'];
export type BreakdownComponent = Schemas['PriceBreakdownData']['components'][number];
type ComponentName = BreakdownComponent['component'];

/** Taxes shown as components, in the order they are listed after the product. */
const COMPONENT_TAXES: readonly (TaxRow['tax'] & ComponentName)[] = [
  'hydrocarbon_excise',
  'canary_fuel_tax',
  'ipsi',
  'vat',
];

export const COMPONENT_LABELS: Readonly<Record<ComponentName, Localized>> = {
  product: BREAKDOWN_TEXTS.product,
  hydrocarbon_excise: { es: 'Impuesto sobre hidrocarburos', en: 'Hydrocarbon tax' },
  canary_fuel_tax: { es: 'Impuesto canario sobre combustibles', en: 'Canary fuel tax' },
  ipsi: { es: 'IPSI', en: 'IPSI' },
  vat: { es: 'IVA', en: 'VAT' },
};

export function rateText(row: Pick<TaxRow, 'rate' | 'unit'>): string | null {
  if (row.rate === null) return null;
  switch (row.unit) {
    case 'eur_per_1000_l':
      return `${row.rate} EUR/1000 L`;
    case 'eur_per_tonne':
      return `${row.rate} EUR/t`;
    case 'eur_per_gj':
      return `${row.rate} EUR/GJ`;
    case 'percent':
      return `${row.rate} %`;
  }
}

/** The row whose rate is used: the latest-starting verified one with a known rate, else an unverified one. */
function chooseRow(rows: TaxRow[]): TaxRow | undefined {
  const known = rows
    .filter((r) => r.rate !== null)
    .sort((a, b) => (b.effective_from ?? '').localeCompare(a.effective_from ?? ''));
  return known.find((r) => r.verified) ?? known[0];
}

function measureName(table: TaxTable, row: TaxRow): string {
  return table.measures.find((m) => m.id === row.measure)?.name ?? row.source.title;
}

export interface Breakdown {
  components: BreakdownComponent[];
  taxesTotal: number;
  taxesSharePct: number;
  verified: boolean;
  notes: string[];
}

/**
 * Splits `price` (EUR/L, taxes included) with the rates in force on `date` in `regime`.
 * Percentage taxes come out of the final price (`vat = price × rate / (1 + rate)`), per-litre taxes are
 * rate / 1000, and the product is what remains. Verified rates are preferred; an unverified rate is used only
 * when no verified one exists, and any unverified rate that might apply instead is reported in the notes.
 */
export function breakdownPrice(
  table: TaxTable,
  input: { fuel: BreakdownFuel; price: number; regime: TaxRegime; date: string; language: Language },
): Breakdown {
  const { fuel, price, regime, date, language } = input;
  const rows = ratesInForce(table, regime, date).filter((r) => r.fuel === null || r.fuel === fuel);
  const notes = regimeInfo(table, regime).notes.map((note) => note[language]);
  const note = (text: Localized) => notes.push(text[language]);
  const taxes: BreakdownComponent[] = [];
  let allVerified = true;
  let somethingUnknown = false;

  for (const tax of [...COMPONENT_TAXES, 'igic' as const]) {
    const group = rows.filter((r) => r.tax === tax);
    if (group.length === 0) continue;
    const chosen = chooseRow(group);
    if (!chosen) {
      somethingUnknown = true;
      allVerified = false;
      note(BREAKDOWN_TEXTS.unknownRate(TAX_NAMES[tax], group[0]?.source.title ?? ''));
      continue;
    }
    // Other unverified rates in force that day that might apply instead of the one used.
    const doubts = group.filter((r) => r !== chosen && !r.verified);
    let verified = chosen.verified && doubts.length === 0;
    for (const doubt of doubts) {
      const used = { rate: rateText(chosen) ?? '', verified: chosen.verified };
      note(BREAKDOWN_TEXTS.otherRateMayApply(doubt, TAX_NAMES[tax], rateText(doubt), measureName(table, doubt), used));
    }
    if (!chosen.verified) {
      note(BREAKDOWN_TEXTS.unverifiedRate(TAX_NAMES[tax], rateText(chosen), chosen.source.title));
    }

    const rate = chosen.rate as number;
    let amount: number;
    if (chosen.unit === 'percent') amount = (price * rate) / (100 + rate);
    else if (chosen.unit === 'eur_per_1000_l') amount = rate / 1000;
    else {
      somethingUnknown = true;
      allVerified = false;
      note(BREAKDOWN_TEXTS.notPerLitre(TAX_NAMES[tax], rateText(chosen)));
      continue;
    }
    if (tax === 'igic') {
      // The contract has no IGIC component: a zero rate takes nothing; any other stays inside the product.
      if (amount !== 0) {
        somethingUnknown = true;
        verified = false;
        note(BREAKDOWN_TEXTS.igicInsideProduct(rateText(chosen)));
      }
      allVerified &&= verified;
      continue;
    }
    allVerified &&= verified;
    taxes.push({
      component: tax,
      label: COMPONENT_LABELS[tax][language],
      amount,
      share_pct: (amount / price) * 100,
      rate: rateText(chosen),
      verified,
    });
  }

  const taxesTotal = taxes.reduce((sum, c) => sum + c.amount, 0);
  const product = price - taxesTotal;
  if (product < 0) note(BREAKDOWN_TEXTS.priceBelowTaxes);
  const productComponent: BreakdownComponent = {
    component: 'product',
    label: (somethingUnknown ? BREAKDOWN_TEXTS.productWithUnsplitTaxes : COMPONENT_LABELS.product)[language],
    amount: product,
    share_pct: (product / price) * 100,
    rate: null,
    verified: allVerified,
  };
  const components = [productComponent, ...taxes].map((c) => ({
    ...c,
    amount: price3(c.amount),
    share_pct: percent2(c.share_pct),
  }));

  return {
    components,
    taxesTotal: price3(taxesTotal),
    taxesSharePct: percent2((taxesTotal / price) * 100),
    verified: allVerified,
    notes,
  };
}
