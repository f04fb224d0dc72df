// GET /v1/calc/price-breakdown: a fuel price split into product and taxes with the rates in force on the data's date.

import { PLACES } from '../../core/parameter-reasons.js';
import { price3 } from '../../core/rounding.js';
import { currentDataset } from '../shared/current-dataset.js';
import { type Area, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler } from '../shared/types.js';
import { BREAKDOWN_TEXTS } from './breakdown-texts.js';
import { type PriceSource, priceNeeded, requireStats } from './calc-shared.js';
import { breakdownPrice } from './tax-breakdown.js';
import { taxDate } from './taxes.js';
import { regimeOfProvince, type TaxRegime, taxTable } from './taxes-table.js';

export const getPriceBreakdown: Handler<'getPriceBreakdown'> = ({ query }, context) => {
  const fuel = query.fuel;
  const table = taxTable();
  const notes: string[] = [];
  let price: number;
  let priceSource: PriceSource;
  let regime: TaxRegime;
  let area: Area;
  let date: string;

  if (query.price !== undefined) {
    price = query.price;
    priceSource = 'caller';
    regime = 'peninsula_baleares';
    area = spainArea(context);
    date = taxDate(context.store.current()?.sourceDate, context.clock.now());
    notes.push(BREAKDOWN_TEXTS.callerPrice[context.language]);
  } else {
    const dataset = currentDataset(context);
    date = dataset.sourceDate;
    if (query.province !== undefined) {
      const province = resolveTerritory(dataset, 'province', query.province);
      const provinceRef = { level: 'province', code: province.code } as const;
      price = requireStats(dataset, fuel, provinceRef, PLACES.named(province.name), {
        parameter: 'price',
        instead: 'province',
      }).average;
      priceSource = 'province_average';
      regime = regimeOfProvince(table, province.code);
      area = territoryArea(context.links, province);
    } else {
      // The Spain mean would mix in the Canary Islands, Ceuta and Melilla, whose taxes differ.
      let sum = 0;
      let count = 0;
      for (const station of dataset.stations) {
        const stationPrice = station.prices[fuel];
        if (station.low_tax_area || stationPrice === undefined) continue;
        sum += stationPrice;
        count++;
      }
      if (count === 0) throw priceNeeded('price', fuel, PLACES.peninsula);
      price = price3(sum / count);
      priceSource = 'spain_average';
      regime = 'peninsula_baleares';
      area = spainArea(context);
      notes.push(BREAKDOWN_TEXTS.peninsulaMean(count)[context.language]);
    }
  }

  const breakdown = breakdownPrice(table, { fuel, price, regime, date, language: context.language });
  return {
    data: {
      fuel,
      unit: 'L',
      currency: 'EUR',
      date,
      regime,
      area,
      price: price3(price),
      price_source: priceSource,
      components: breakdown.components,
      taxes_total: breakdown.taxesTotal,
      taxes_share_pct: breakdown.taxesSharePct,
      verified: breakdown.verified,
      notes: [...notes, ...breakdown.notes],
    },
  };
};
