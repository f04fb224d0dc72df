// A station as a StationEntry (the list element of nearby, cheapest, brands, products and routes).

import type { Links } from '../../core/links.js';
import type { PriceKey, Station } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import type { ListedPriceContext } from '../../store/indexes/price-context.js';
import type { StationParts } from '../../store/indexes/station-parts.js';
import type { OpenNow } from './open-now.js';
import type { Schemas } from './types.js';

export type StationEntry = Schemas['StationEntry'];

/** The fields an endpoint computes for a station; absent ones stay out of the entry. */
export type EntryExtras = Pick<StationEntry, 'distance_km' | 'distance_to_route_km' | 'position_km' | 'total_cost'>;

/** price_updated_at is the snapshot's time for every priced entry: its JSON, kept for the last time seen. */
let lastTime = '';
let lastTimeJson = '""';
const timeJson = (time: string): string => {
  if (time !== lastTime) {
    lastTime = time;
    lastTimeJson = JSON.stringify(time);
  }
  return lastTimeJson;
};

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? 'null' : String(value);

const NO_CONTEXT_JSON = ',"price_since":null,"previous_price":null,"cheaper_than_pct":null';

/** Prices written as text: a few thousand values recur across every answer, and String(1.459) costs ~0.2 µs. */
const priceTexts = new Map<number, string>();
const PRICE_TEXTS = 8192;

function priceText(price: number | null): string {
  if (price === null) return 'null';
  let text = priceTexts.get(price);
  if (text === undefined) {
    text = numberText(price);
    if (priceTexts.size >= PRICE_TEXTS) priceTexts.clear();
    priceTexts.set(price, text);
  }
  return text;
}

/**
 * A StationEntry that writes its own JSON (json()) from its station's text, written once, and the fields computed
 * for the answer: lists of stations are most of what the API writes, and JSON.stringify walked every field of every
 * entry. JSON.stringify gives the same text: the fields are own properties in the contract's order (an optional one
 * left undefined is left out by both), and json() and the station's parts live on the prototype and in a private field.
 */
export class ListedStation implements StationEntry {
  id: number;
  name: string | null;
  brand: StationEntry['brand'];
  address: string | null;
  postal_code: string | null;
  municipality: StationEntry['municipality'];
  province: StationEntry['province'];
  community: StationEntry['community'];
  lat: number;
  lng: number;
  is_24h: boolean;
  hours: string | null;
  open_now: boolean | null;
  next_change_at: string | null;
  low_tax_area: boolean;
  price: number | null;
  price_updated_at: string | null;
  price_since: string | null;
  previous_price: number | null;
  cheaper_than_pct: number | null;
  distance_km?: number | null;
  distance_to_route_km?: number | null;
  position_km?: number | null;
  total_cost?: StationEntry['total_cost'];
  web_url: string;
  readonly #parts: StationParts;
  readonly #context: ListedPriceContext | null;

  constructor(
    station: Station,
    key: PriceKey,
    dataset: Dataset,
    links: Links,
    openNow: OpenNow,
    extras: EntryExtras = {},
  ) {
    const parts = dataset.stationParts.of(station, links);
    this.#parts = parts;
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
    this.#context = context;
    this.price_since = context?.since ?? null;
    this.previous_price = context?.previous ?? null;
    this.cheaper_than_pct = context?.cheaperThanPct ?? null;
    this.distance_km = extras.distance_km;
    this.distance_to_route_km = extras.distance_to_route_km;
    this.position_km = extras.position_km;
    this.total_cost = extras.total_cost;
    this.web_url = parts.webUrl;
  }

  /** This entry as JSON, equal to JSON.stringify(this). */
  json(): string {
    const parts = this.#parts;
    // An ISO 8601 instant holds nothing JSON escapes.
    const change = this.next_change_at === null ? 'null' : `"${this.next_change_at}"`;
    let text = `${parts.head ?? this.stationHead()},"open_now":${this.open_now},"next_change_at":${change}`;
    text += this.low_tax_area ? ',"low_tax_area":true,"price":' : ',"low_tax_area":false,"price":';
    text += priceText(this.price);
    text += `,"price_updated_at":${this.price_updated_at === null ? 'null' : timeJson(this.price_updated_at)}`;
    text += this.contextJson();
    if (this.distance_km !== undefined) text += `,"distance_km":${numberText(this.distance_km)}`;
    if (this.distance_to_route_km !== undefined)
      text += `,"distance_to_route_km":${numberText(this.distance_to_route_km)}`;
    if (this.position_km !== undefined) text += `,"position_km":${numberText(this.position_km)}`;
    if (this.total_cost !== undefined) text += `,"total_cost":${JSON.stringify(this.total_cost)}`;
    const webUrlJson = this.web_url === parts.webUrl ? parts.webUrlJson : JSON.stringify(this.web_url);
    return `${text},"web_url":${webUrlJson}}`;
  }

  /** price_since, previous_price and cheaper_than_pct as JSON, written once per station and key (none: nulls). */
  private contextJson(): string {
    const context = this.#context;
    if (context === null) return NO_CONTEXT_JSON;
    if (context.json === undefined) {
      // A date (YYYY-MM-DD) holds nothing JSON escapes.
      const since = context.since === null ? 'null' : `"${context.since}"`;
      context.json = `,"price_since":${since},"previous_price":${priceText(context.previous)},"cheaper_than_pct":${numberText(context.cheaperThanPct)}`;
    }
    return context.json;
  }

  /** The station's own fields as JSON, written once per station from the first of its entries. */
  private stationHead(): string {
    const { id, name, brand, address, postal_code, municipality, province, community, lat, lng, is_24h, hours } = this;
    const head = { id, name, brand, address, postal_code, municipality, province, community, lat, lng, is_24h, hours };
    this.#parts.head = JSON.stringify(head).slice(0, -1);
    return this.#parts.head;
  }
}

/** The entry with the station's price of `key` (null where it has none), the time of that price, and open_now. */
export function stationEntry(
  station: Station,
  key: PriceKey,
  dataset: Dataset,
  links: Links,
  openNow: OpenNow,
  extras: EntryExtras = {},
): StationEntry {
  return new ListedStation(station, key, dataset, links, openNow, extras);
}
