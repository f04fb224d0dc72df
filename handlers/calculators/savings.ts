// GET /v1/calc/savings: what refuelling at a cheaper station saves, and whether the detour pays off.

import { unitOf } from '../../core/model.js';
import { price3 } from '../../core/rounding.js';
import type { Handler } from '../shared/types.js';
import { DEFAULT_CONSUMPTION, litres, money } from './calc-shared.js';

export const SAVINGS_DEFAULTS = { quantityPerRefuel: 40, refuelsPerMonth: 4, detourKm: 0 } as const;

/** Works from the caller's prices alone: it never needs the data. */
export const calculateSavings: Handler<'calculateSavings'> = ({ query }) => {
  const fuel = query.fuel;
  const quantityPerRefuel = query.quantity_per_refuel ?? SAVINGS_DEFAULTS.quantityPerRefuel;
  const refuelsPerMonth = query.refuels_per_month ?? SAVINGS_DEFAULTS.refuelsPerMonth;
  const detourKm = query.detour_km ?? SAVINGS_DEFAULTS.detourKm;
  const consumption = query.consumption ?? DEFAULT_CONSUMPTION[fuel];

  const savingPerUnit = query.usual_price - query.cheap_price;
  const savingPerRefuel = savingPerUnit * quantityPerRefuel;
  const detourQuantity = (detourKm * consumption) / 100;
  const detourCost = detourQuantity * query.cheap_price;
  const netSavingPerRefuel = savingPerRefuel - detourCost;
  const savingPerMonth = netSavingPerRefuel * refuelsPerMonth;

  return {
    data: {
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      usual_price: query.usual_price,
      cheap_price: query.cheap_price,
      quantity_per_refuel: quantityPerRefuel,
      refuels_per_month: refuelsPerMonth,
      saving_per_unit: price3(savingPerUnit),
      saving_per_refuel: money(savingPerRefuel),
      detour: {
        km: detourKm,
        consumption_per_100km: consumption,
        consumption_source: query.consumption === undefined ? 'default' : 'caller',
        quantity: litres(detourQuantity),
        cost: money(detourCost),
        worth_it: netSavingPerRefuel > 0,
      },
      net_saving_per_refuel: money(netSavingPerRefuel),
      saving_per_month: money(savingPerMonth),
      saving_per_year: money(savingPerMonth * 12),
      formula:
        'net_saving_per_refuel = (usual_price − cheap_price) × quantity − detour_km × consumption / 100 × cheap_price',
    },
  };
};
