// GET /v1/taxes: the tax table per regime, the rates in force on the date of the data and the current reduction.
import { madridDate } from '../../core/clock.js';
import type { Language } from '../../core/language.js';
import type { Handler, Schemas } from '../shared/types.js';
import { ratesInForce, reductionOn, servedRate, type TaxTable, taxTable } from './taxes-table.js';

/** The answer of /v1/taxes for one day (YYYY-MM-DD). */
export function taxesOn(table: TaxTable, date: string, language: Language): Schemas['TaxesData'] {
  return {
    date,
    regimes: table.regimes.map((info) => ({
      regime: info.regime,
      name: info.name[language],
      in_force: ratesInForce(table, info.regime, date).map(servedRate),
      table: table.rates.filter((r) => r.regime === info.regime).map(servedRate),
    })),
    current_reduction: reductionOn(table, date, language),
  };
}

/** The date whose rates apply: the date of the data, or today in Madrid when no data is loaded. */
export function taxDate(sourceDate: string | undefined, now: Date): string {
  return sourceDate ?? madridDate(now);
}

export const getTaxes: Handler<'getTaxes'> = (_input, { store, clock, language }) => ({
  data: taxesOn(taxTable(), taxDate(store.current()?.sourceDate, clock.now()), language),
});
