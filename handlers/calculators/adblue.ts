// GET /v1/calc/adblue: litres and euros of AdBlue per month and per year.

import { PLACES } from '../../core/parameter-reasons.js';
import { price3 } from '../../core/rounding.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';
import { litres, money, requireStats, round } from './calc-shared.js';

/** A typical passenger-car dosing, L per 1,000 km (vans and lorries use more). */
export const DEFAULT_ADBLUE_LITRES_PER_1000KM = 1.5;

export const calculateAdblue: Handler<'calculateAdblue'> = ({ query }, context) => {
  const litresPer1000km = query.litres_per_1000km ?? DEFAULT_ADBLUE_LITRES_PER_1000KM;
  const price =
    query.price ?? requireStats(currentDataset(context), 'adblue', { level: 'spain' }, PLACES.spain).average;
  const litresPerYear = (query.km_per_year / 1000) * litresPer1000km;
  const litresPerMonth = litresPerYear / 12;
  const tankLitres = query.tank_litres ?? null;

  return {
    data: {
      km_per_year: query.km_per_year,
      litres_per_1000km: litresPer1000km,
      litres_per_year: litres(litresPerYear),
      litres_per_month: litres(litresPerMonth),
      price: price3(price),
      price_source: query.price === undefined ? 'spain_average' : 'caller',
      currency: 'EUR',
      cost_per_year: money(litresPerYear * price),
      cost_per_month: money(litresPerMonth * price),
      tank_litres: tankLitres,
      // A count of refills: two decimals, like the other derived figures that are not money or litres.
      refills_per_year: tankLitres === null ? null : round(litresPerYear / tankLitres, 2),
      formula: 'litres_per_year = km_per_year / 1000 × litres_per_1000km; cost = litres × price',
    },
  };
};
