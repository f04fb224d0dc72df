// GET /v1/stations/{id}/history: one station's daily price of each fuel over the window ending on the data's date.
import { FUELS, type Fuel, type Station, unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';
import { dayWindow } from './history-shared.js';

function publicStation(station: Station | undefined, id: number): Station {
  if (!station) throw new ApiProblem('STATION_NOT_FOUND', PROBLEM_DETAILS.stationNotFound(id));
  return station;
}

export const getStationHistory: Handler<'getStationHistory'> = async ({ path, query }, context) => {
  const dataset = currentDataset(context);
  const station = publicStation(dataset.station(path.id), path.id);
  const days = query.days;
  const dates = dayWindow(dataset.sourceDate, days);
  const from = dates[0] as string;
  const to = dataset.sourceDate;

  const byFuel = new Map<Fuel, Map<string, number>>();
  for (const row of await dataset.stationHistory(station.id, from, to)) {
    const fuel = row.fuel as Fuel;
    if (!FUELS.includes(fuel)) continue; // products (AdBlue, ...) have their own endpoint
    const prices = byFuel.get(fuel) ?? new Map<string, number>();
    byFuel.set(fuel, prices);
    prices.set(row.date, row.price);
  }
  const fuels = query.fuel ? [query.fuel] : FUELS.filter((fuel) => byFuel.has(fuel));

  return {
    data: {
      station_id: station.id,
      days,
      from,
      to,
      currency: 'EUR',
      series: fuels.map((fuel) => ({
        fuel,
        unit: unitOf(fuel),
        points: dates.map((date) => ({ date, price: byFuel.get(fuel)?.get(date) ?? null })),
      })),
    },
    webUrl: context.links.site(`/gasolinera/${station.id}`),
  };
};
