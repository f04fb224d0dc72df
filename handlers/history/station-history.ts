// GET /v1/stations/{id}/history: one station's daily price of each fuel over the window ending on the data's date.
import { FUELS, type Fuel, unitOf } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import type { FormerStation } from '../../store/former-stations.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler, Schemas } from '../shared/types.js';
import { stationNotFound } from '../stations/stations-detail.js';
import { dayWindow } from './history-shared.js';

export const getStationHistory: Handler<'getStationHistory'> = async ({ path, query }, context) => {
  const dataset = currentDataset(context);
  const days = query.days;
  const dates = dayWindow(dataset.sourceDate, days);
  const from = dates[0] as string;
  const to = dataset.sourceDate;
  // A station that has left the public list is answered while any of its days are inside the window.
  const current = dataset.station(path.id);
  const former = current ? undefined : dataset.formerStation(path.id);
  if (!current && (!former || former.lastSeen < from)) throw stationNotFound(dataset, path.id, context.links);
  const station = { id: path.id };

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
      left_register: former ? leftRegister(former, dataset) : null,
    },
    webUrl: context.links.site(`/gasolinera/${station.id}`),
  };
};

/** What a station that has left the register was: its last record, with its territories named as today. */
function leftRegister(former: FormerStation, dataset: Dataset): Schemas['LeftRegister'] {
  const { record } = former;
  const { territories } = dataset;
  const named = <T extends { name: string } | undefined>(found: T) => found?.name ?? null;
  return {
    last_seen: former.lastSeen,
    first_seen: former.firstSeen,
    record: {
      name: record.name,
      brand: record.brand_slug === null ? null : { slug: record.brand_slug, name: record.brand_name },
      address: record.address,
      locality: record.locality,
      postal_code: record.postal_code,
      municipality:
        record.municipality_id === null
          ? null
          : { id: record.municipality_id, name: named(territories.municipality(record.municipality_id)) },
      province:
        record.province_code === null
          ? null
          : { code: record.province_code, name: named(territories.province(record.province_code)) },
      community:
        record.community_code === null
          ? null
          : { code: record.community_code, name: named(territories.community(record.community_code)) },
      lat: record.lat,
      lng: record.lng,
      is_24h: record.is_24h,
      hours: record.hours,
      sells_to_public: record.sells_to_public,
    },
  };
}
