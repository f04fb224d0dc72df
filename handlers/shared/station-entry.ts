// A station as a StationEntry (the list element of nearby, cheapest, brands, products and routes).

import type { Links } from '../../core/links.js';
import type { PriceKey, Station } from '../../core/model.js';
import { STATION_ENTRY_MEMO, type StationEntryMemo, stationEntryMemo } from '../../generated/station-entry-json.js';
import type { Dataset } from '../../store/dataset.js';
import type { OpenNow } from './open-now.js';
import type { Schemas } from './types.js';

export type StationEntry = Schemas['StationEntry'];

/** The fields an endpoint computes for a station; absent ones stay out of the entry. */
export type EntryExtras = Pick<StationEntry, 'distance_km' | 'distance_to_route_km' | 'position_km' | 'total_cost'>;

/**
 * A StationEntry whose fields are own properties in the contract's order (an optional one left undefined is left out
 * by JSON.stringify), written by the writer generated from the contract (generated/station-entry-json.ts) with the
 * memo of its station and fuel in this snapshot: lists of stations are most of what the API writes, and the fields
 * the contract marks static (x-station-static) are written once per station and fuel. The memo is read through the
 * prototype from a private field, so JSON.stringify writes the same text.
 */
export class ListedStation implements StationEntry {
  readonly id: number;
  readonly name: string | null;
  readonly brand: StationEntry['brand'];
  readonly address: string | null;
  readonly postal_code: string | null;
  readonly municipality: StationEntry['municipality'];
  readonly province: StationEntry['province'];
  readonly community: StationEntry['community'];
  readonly lat: number;
  readonly lng: number;
  readonly is_24h: boolean;
  readonly hours: string | null;
  open_now: boolean | null;
  next_change_at: string | null;
  readonly low_tax_area: boolean;
  readonly price: number | null;
  readonly price_updated_at: string | null;
  readonly price_since: string | null;
  readonly previous_price: number | null;
  readonly cheaper_than_pct: number | null;
  distance_km?: number | null;
  distance_to_route_km?: number | null;
  position_km?: number | null;
  total_cost?: StationEntry['total_cost'];
  web_url: string;
  readonly #memo: StationEntryMemo;

  constructor(
    station: Station,
    key: PriceKey,
    dataset: Dataset,
    links: Links,
    openNow: OpenNow,
    extras: EntryExtras = {},
  ) {
    const parts = dataset.stationParts.of(station, links);
    // The static fields below come from the station, its parts and its price context of `key`: the same for each
    // entry written with this memo.
    this.#memo = parts.memos[key] ??= stationEntryMemo();
    this.id = station.id;
    this.name = station.name;
    this.brand = parts.brand;
    this.address = station.address;
    this.postal_code = station.postal_code;
    this.municipality = parts.municipality;
    this.province = parts.province;
    this.community = parts.community;
    this.lat = station.lat;
    this.lng = station.lng;
    this.is_24h = station.is_24h;
    this.hours = station.hours;
    const { open, nextChangeAt } = openNow.at(station);
    this.open_now = open;
    this.next_change_at = nextChangeAt;
    this.low_tax_area = station.low_tax_area;
    this.price = station.prices[key] ?? null;
    // Every price of a snapshot was read at the register's time of that snapshot.
    this.price_updated_at = this.price === null ? null : dataset.sourceTime;
    const context = this.price === null ? null : dataset.priceContext.listed(station, key);
    this.price_since = context?.since ?? null;
    this.previous_price = context?.previous ?? null;
    this.cheaper_than_pct = context?.cheaperThanPct ?? null;
    this.distance_km = extras.distance_km;
    this.distance_to_route_km = extras.distance_to_route_km;
    this.position_km = extras.position_km;
    this.total_cost = extras.total_cost;
    this.web_url = parts.webUrl;
  }

  get [STATION_ENTRY_MEMO](): StationEntryMemo {
    return this.#memo;
  }
}

/**
 * The entry with the station's price of `key` (null where it has none), the time of that price, and open_now. Its
 * static fields are read-only: they are written from its memo, not from the entry.
 */
export function stationEntry(
  station: Station,
  key: PriceKey,
  dataset: Dataset,
  links: Links,
  openNow: OpenNow,
  extras: EntryExtras = {},
): ListedStation {
  return new ListedStation(station, key, dataset, links, openNow, extras);
}
