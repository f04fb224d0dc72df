// A station as a StationEntry (the list element of nearby, cheapest, brands and products).

import type { Links } from '../../core/links.js';
import type { PriceKey, Station } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import type { OpenNow } from './open-now.js';
import type { Schemas } from './types.js';

export type StationEntry = Schemas['StationEntry'];

/** The fields an endpoint computes for a station; absent ones stay out of the entry. */
export type EntryExtras = Pick<StationEntry, 'distance_km' | 'distance_to_route_km' | 'position_km'>;

export const stationPage = (links: Links, id: number): string => links.site(`/gasolinera/${id}`);

/** The entry with the station's price of `key` (null where it has none), the time of that price, and open_now. */
export function stationEntry(
  station: Station,
  key: PriceKey,
  dataset: Dataset,
  links: Links,
  openNow: OpenNow,
  extras: EntryExtras = {},
): StationEntry {
  const { territories } = dataset;
  const price = station.prices[key] ?? null;
  return {
    id: station.id,
    name: station.name,
    brand: { slug: station.brand_slug, name: station.brand_name },
    address: station.address,
    postal_code: station.postal_code,
    municipality: {
      id: station.municipality_id,
      name: territories.municipality(station.municipality_id)?.name ?? null,
    },
    province: { code: station.province_code, name: territories.province(station.province_code)?.name ?? null },
    community: { code: station.community_code, name: territories.community(station.community_code)?.name ?? null },
    lat: station.lat,
    lng: station.lng,
    is_24h: station.is_24h,
    hours: station.hours,
    open_now: openNow.of(station),
    low_tax_area: station.low_tax_area,
    price,
    // Every price of a snapshot was read at the register's time of that snapshot.
    price_updated_at: price === null ? null : dataset.sourceTime,
    ...extras,
    web_url: stationPage(links, station.id),
  };
}
