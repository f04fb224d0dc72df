// GET /v1/history: the daily statistics of one fuel in Spain or a territory, with the change over the window.

import { unitOf } from '../../core/model.js';
import { percent2, price3 } from '../../core/rounding.js';
import type { DailyAggregate } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler, Schemas } from '../shared/types.js';
import { dayWindow, resolveArea } from './history-shared.js';

type Change = Schemas['HistoryData']['change'];

/** Last day with data minus first day with data; null with fewer than two such days. */
export function changeOver(aggregates: readonly DailyAggregate[]): Change {
  const first = aggregates[0];
  const last = aggregates.at(-1);
  if (!first || !last || first === last) return null;
  return {
    from_date: first.date,
    to_date: last.date,
    absolute: price3(last.average - first.average),
    pct: percent2(((last.average - first.average) / first.average) * 100),
  };
}

export const getPriceHistory: Handler<'getPriceHistory'> = async ({ query }, context) => {
  const dataset = currentDataset(context);
  const { ref, area } = resolveArea(dataset, context, query.level, query.code);
  const fuel = query.fuel;
  const days = query.days;
  const dates = dayWindow(dataset.sourceDate, days);
  const from = dates[0] as string;
  const aggregates = await dataset.dailyAggregates(fuel, ref, from, dataset.sourceDate);
  const byDate = new Map(aggregates.map((a) => [a.date, a]));

  return {
    data: {
      area,
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      days,
      from,
      to: dataset.sourceDate,
      points: dates.map((date) => {
        const day = byDate.get(date);
        return day
          ? {
              date,
              average: day.average,
              median: day.median,
              minimum: day.minimum,
              maximum: day.maximum,
              stations: day.stations,
            }
          : { date, average: null, median: null, minimum: null, maximum: null, stations: 0 };
      }),
      change: changeOver(aggregates),
    },
    webUrl: area.web_url,
  };
};
