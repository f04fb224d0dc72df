// A station as a StationEntry, for the route and road answers (to merge with the shared mapper once it exists).
import type { Fuel, Station } from '../etl/model.js';
import type { Links } from '../server/links.js';
import type { Dataset } from '../store/dataset.js';
import type { Schemas } from './types.js';

export type StationEntry = Schemas['StationEntry'];

/** The fields an endpoint computes for a station; absent ones stay out of the entry. */
export type EntryExtras = Pick<StationEntry, 'distance_km' | 'distance_to_route_km' | 'position_km'>;

/** The entry with the station's price of `fuel` (null where it does not sell it) and when that price was read. */
export function stationEntry(
  station: Station,
  fuel: Fuel,
  dataset: Dataset,
  links: Links,
  extras: EntryExtras = {},
): StationEntry {
  const { territories } = dataset;
  const price = station.prices[fuel] ?? null;
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
    low_tax_area: station.low_tax_area,
    price,
    price_updated_at: price === null ? null : dataset.sourceTime,
    ...extras,
    web_url: links.site(`/gasolinera/${station.id}`),
  };
}
