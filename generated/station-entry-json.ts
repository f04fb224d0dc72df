// Generated from openapi.yaml by `npm run generate`. Do not edit.
/* biome-ignore-all lint: generated */
// The JSON writer of StationEntry, compiled from its schema: what JSON.stringify writes of an entry whose own fields are
// the schema's, in the schema's order (an optional field left undefined is left out by both). A string of format
// date, date-time, uri is written as it is: a valid one holds nothing JSON escapes.

import type { components } from './openapi-types.js';

export type StationEntry = components['schemas']['StationEntry'];

/** Each operation's data fields that are lists of StationEntry, by operationId. */
export const STATION_LIST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "findStationsNearby": [
    "stations"
  ],
  "findCheapestStations": [
    "stations",
    "low_tax_stations"
  ],
  "getProductPrices": [
    "stations"
  ],
  "getBrand": [
    "cheapest_stations"
  ],
  "findFuelAlongRoute": [
    "stations"
  ],
  "getRoute": [
    "stations"
  ]
};

/**
 * The fields marked x-station-static: the same in every entry of one station and fuel (or product) until the next
 * refresh. Each run of them, in the schema's order, is one text.
 */
export const STATION_STATIC_FIELDS = ["id","name","brand","address","postal_code","municipality","province","community","lat","lng","is_24h","hours","low_tax_area","price","price_updated_at","price_since","previous_price","cheaper_than_pct"] as const;

/**
 * The texts of an entry's static runs (2), written by the first entry written with this memo. An entry holding
 * one under STATION_ENTRY_MEMO (one per station, fuel and snapshot) is written with the texts it holds: its static
 * fields are those the texts were written from.
 */
export interface StationEntryMemo {
  readonly texts: (string | undefined)[];
}

export const STATION_ENTRY_MEMO: unique symbol = Symbol('StationEntry memo');

export const stationEntryMemo = (): StationEntryMemo => ({ texts: new Array(2).fill(undefined) });

/** Strings JSON.stringify writes other than as they are: quote, backslash, control characters, lone surrogates. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

const stringJson = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);

const numberJson = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

function writeStationEntryBrand(value: any): string {
  let text = '';
  text += "{\"slug\":" + stringJson(value.slug);
  text += (value.name === null ? ",\"name\":null" : ",\"name\":" + stringJson(value.name));
  return text + '}';
}

function writeStationEntryMunicipality(value: any): string {
  let text = '';
  text += (value.id === null ? "{\"id\":null" : "{\"id\":" + numberJson(value.id));
  text += (value.name === null ? ",\"name\":null" : ",\"name\":" + stringJson(value.name));
  return text + '}';
}

function writeStationEntryProvince(value: any): string {
  let text = '';
  text += "{\"code\":" + stringJson(value.code);
  text += (value.name === null ? ",\"name\":null" : ",\"name\":" + stringJson(value.name));
  return text + '}';
}

function writeStationEntryCommunity(value: any): string {
  let text = '';
  text += "{\"code\":" + stringJson(value.code);
  text += (value.name === null ? ",\"name\":null" : ",\"name\":" + stringJson(value.name));
  return text + '}';
}

function writeStationEntryTotalCost(value: any): string {
  let text = '';
  text += "{\"litres\":" + numberJson(value.litres);
  text += ",\"price_after_discount\":" + numberJson(value.price_after_discount);
  text += ",\"detour_km\":" + numberJson(value.detour_km);
  text += ",\"detour_fuel_l\":" + numberJson(value.detour_fuel_l);
  text += ",\"cost\":" + numberJson(value.cost);
  return text + '}';
}

/** id, name, brand, address, postal_code, municipality, province, community, lat, lng, is_24h, hours: the text of static run 0, flat (joined from its pieces). */
function writeStaticRun0(entry: StationEntry): string {
  const pieces: string[] = [];
  pieces.push("{\"id\":" + numberJson(entry.id));
  pieces.push((entry.name === null ? ",\"name\":null" : ",\"name\":" + stringJson(entry.name)));
  pieces.push((entry.brand === null ? ",\"brand\":null" : ",\"brand\":" + writeStationEntryBrand(entry.brand)));
  pieces.push((entry.address === null ? ",\"address\":null" : ",\"address\":" + stringJson(entry.address)));
  pieces.push((entry.postal_code === null ? ",\"postal_code\":null" : ",\"postal_code\":" + stringJson(entry.postal_code)));
  pieces.push(",\"municipality\":" + writeStationEntryMunicipality(entry.municipality));
  pieces.push(",\"province\":" + writeStationEntryProvince(entry.province));
  pieces.push(",\"community\":" + writeStationEntryCommunity(entry.community));
  pieces.push(",\"lat\":" + numberJson(entry.lat));
  pieces.push(",\"lng\":" + numberJson(entry.lng));
  pieces.push((entry.is_24h ? ",\"is_24h\":true" : ",\"is_24h\":false"));
  pieces.push((entry.hours === null ? ",\"hours\":null" : ",\"hours\":" + stringJson(entry.hours)));
  return pieces.join('');
}

/** low_tax_area, price, price_updated_at, price_since, previous_price, cheaper_than_pct: the text of static run 1, flat (joined from its pieces). */
function writeStaticRun1(entry: StationEntry): string {
  const pieces: string[] = [];
  pieces.push((entry.low_tax_area ? ",\"low_tax_area\":true" : ",\"low_tax_area\":false"));
  if (entry.price !== undefined) pieces.push((entry.price === null ? ",\"price\":null" : ",\"price\":" + numberJson(entry.price)));
  if (entry.price_updated_at !== undefined) pieces.push((entry.price_updated_at === null ? ",\"price_updated_at\":null" : ",\"price_updated_at\":\"" + entry.price_updated_at + "\""));
  if (entry.price_since !== undefined) pieces.push((entry.price_since === null ? ",\"price_since\":null" : ",\"price_since\":\"" + entry.price_since + "\""));
  if (entry.previous_price !== undefined) pieces.push((entry.previous_price === null ? ",\"previous_price\":null" : ",\"previous_price\":" + numberJson(entry.previous_price)));
  if (entry.cheaper_than_pct !== undefined) pieces.push((entry.cheaper_than_pct === null ? ",\"cheaper_than_pct\":null" : ",\"cheaper_than_pct\":" + numberJson(entry.cheaper_than_pct)));
  return pieces.join('');
}

/** The entry as JSON: JSON.stringify(entry) for an entry whose own fields are the schema's, in its order. */
export function writeStationEntry(entry: StationEntry): string {
  const texts = (entry as { [STATION_ENTRY_MEMO]?: StationEntryMemo })[STATION_ENTRY_MEMO]?.texts;
  let text = (texts === undefined ? writeStaticRun0(entry) : (texts[0] ??= writeStaticRun0(entry)));
  text += (entry.open_now === null ? ",\"open_now\":null" : (entry.open_now ? ",\"open_now\":true" : ",\"open_now\":false"));
  text += (entry.next_change_at === null ? ",\"next_change_at\":null" : ",\"next_change_at\":\"" + entry.next_change_at + "\"");
  text += (texts === undefined ? writeStaticRun1(entry) : (texts[1] ??= writeStaticRun1(entry)));
  if (entry.distance_km !== undefined) text += (entry.distance_km === null ? ",\"distance_km\":null" : ",\"distance_km\":" + numberJson(entry.distance_km));
  if (entry.distance_to_route_km !== undefined) text += (entry.distance_to_route_km === null ? ",\"distance_to_route_km\":null" : ",\"distance_to_route_km\":" + numberJson(entry.distance_to_route_km));
  if (entry.position_km !== undefined) text += (entry.position_km === null ? ",\"position_km\":null" : ",\"position_km\":" + numberJson(entry.position_km));
  if (entry.total_cost !== undefined) text += ",\"total_cost\":" + writeStationEntryTotalCost(entry.total_cost);
  text += ",\"web_url\":\"" + entry.web_url + "\"";
  return text + '}';
}
