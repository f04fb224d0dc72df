// GET /v1/calc/tank-cost: cost of filling the tank from its level, at the mean and at the cheapest price.

import { unitOf } from '../../core/model.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { price3 } from '../../core/rounding.js';
import type { AreaRef } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import { resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { Handler, Schemas } from '../shared/types.js';
import { litres, money } from './calc-shared.js';

export type TankLevel = Schemas['TankCostData']['level'];

/** Fraction of the tank still full at each level (the reserve light comes on with about a tenth left). */
export const LEVEL_FRACTION: Readonly<Record<TankLevel, number>> = {
  vacio: 0,
  reserva: 0.1,
  '1-4': 0.25,
  '1-2': 0.5,
  '3-4': 0.75,
};

export const calculateTankCost: Handler<'calculateTankCost'> = ({ query }, context) => {
  const fuel = query.fuel;
  const level = query.level;
  const fraction = LEVEL_FRACTION[level];
  const quantity = query.capacity * (1 - fraction);

  // The cheapest price always comes from the data, so this endpoint always needs it.
  const dataset = currentDataset(context);
  const province = query.province === undefined ? null : resolveTerritory(dataset, 'province', query.province);
  const areaRef: AreaRef = province ? { level: 'province', code: province.code } : { level: 'spain' };
  const stats = dataset.priceStats(fuel, areaRef);
  // Without a station there is no cheapest price, and no price of the caller's can stand in for it.
  if (!stats && query.province !== undefined) {
    throw invalidParameter('province', query.province, PARAMETER_REASONS.noProvincePrice(fuel));
  }
  if (!stats) {
    throw invalidParameter('fuel', fuel, PARAMETER_REASONS.noCheapestPrice);
  }

  const averagePrice = query.price ?? stats.average;
  const costAtAverage = quantity * averagePrice;
  const costAtCheapest = quantity * stats.minimum;

  return {
    data: {
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      area: province ? territoryArea(context.links, province) : spainArea(context),
      capacity: query.capacity,
      level,
      level_fraction: fraction,
      quantity_to_fill: litres(quantity),
      average_price: price3(averagePrice),
      average_price_source: query.price !== undefined ? 'caller' : province ? 'province_average' : 'spain_average',
      cheapest_price: price3(stats.minimum),
      cheapest_station_id: stats.cheapestStationId,
      cost_at_average: money(costAtAverage),
      cost_at_cheapest: money(costAtCheapest),
      difference: money(costAtAverage - costAtCheapest),
      formula: 'litres_to_fill = capacity × (1 − fraction); cost = litres_to_fill × price',
    },
  };
};
