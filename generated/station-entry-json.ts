// Generated from openapi.yaml by `npm run generate`. Do not edit.
/* biome-ignore-all lint: generated */
// The JSON writer of StationEntry, compiled from its schema: what JSON.stringify writes of an entry whose own fields are
// the schema's, in the schema's order (an optional field left undefined is left out by both).

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
 * What the last entry written with this memo was, field by field, its JSON with where each field ends, and the text
 * of its first prefixFields fields (cut from it once, and kept while they stay the same). An entry holding one
 * (under STATION_ENTRY_MEMO, e.g. one per station) reuses the text of the fields that are still the same from the
 * first on: most of an entry, when the same station is listed again.
 */
export interface StationEntryMemo {
  values: unknown[];
  ends: number[];
  prefix: string;
  prefixFields: number;
  text: string;
}

export const STATION_ENTRY_MEMO: unique symbol = Symbol('StationEntry memo');

export const stationEntryMemo = (): StationEntryMemo => ({
  values: new Array(25),
  ends: new Array(25).fill(0),
  prefix: '',
  prefixFields: 0,
  text: '',
});

/** Strings JSON.stringify writes other than as they are: quote, backslash, control characters, lone surrogates. */
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

const stringJson = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);

const numberJson = (value: number): string => (Number.isFinite(value) ? String(value) : 'null');

/** An object value as the memo keeps it: itself when frozen (or null), else a value no entry holds. */
const NOT_KEPT = Symbol('not kept');
const kept = (value: unknown): unknown =>
  value === null || value === undefined || Object.isFrozen(value) ? value : NOT_KEPT;

function writeStationEntryBrand(value: any): string {
  let text = '';
  text += "{\"slug\":" + stringJson(value.slug);
  text += ",\"name\":" + (value.name === null ? 'null' : stringJson(value.name));
  return text + '}';
}

function writeStationEntryMunicipality(value: any): string {
  let text = '';
  text += "{\"id\":" + (value.id === null ? 'null' : numberJson(value.id));
  text += ",\"name\":" + (value.name === null ? 'null' : stringJson(value.name));
  return text + '}';
}

function writeStationEntryProvince(value: any): string {
  let text = '';
  text += "{\"code\":" + stringJson(value.code);
  text += ",\"name\":" + (value.name === null ? 'null' : stringJson(value.name));
  return text + '}';
}

function writeStationEntryCommunity(value: any): string {
  let text = '';
  text += "{\"code\":" + stringJson(value.code);
  text += ",\"name\":" + (value.name === null ? 'null' : stringJson(value.name));
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

/** How many of the entry's first fields are those the memo last wrote. */
function unchangedFields(entry: any, values: unknown[]): number {
  if (values[0] !== entry.id) return 0;
  if (values[1] !== entry.name) return 1;
  if (values[2] !== entry.brand) return 2;
  if (values[3] !== entry.address) return 3;
  if (values[4] !== entry.postal_code) return 4;
  if (values[5] !== entry.municipality) return 5;
  if (values[6] !== entry.province) return 6;
  if (values[7] !== entry.community) return 7;
  if (values[8] !== entry.lat) return 8;
  if (values[9] !== entry.lng) return 9;
  if (values[10] !== entry.is_24h) return 10;
  if (values[11] !== entry.hours) return 11;
  if (values[12] !== entry.open_now) return 12;
  if (values[13] !== entry.next_change_at) return 13;
  if (values[14] !== entry.low_tax_area) return 14;
  if (values[15] !== entry.price) return 15;
  if (values[16] !== entry.price_updated_at) return 16;
  if (values[17] !== entry.price_since) return 17;
  if (values[18] !== entry.previous_price) return 18;
  if (values[19] !== entry.cheaper_than_pct) return 19;
  if (values[20] !== entry.distance_km) return 20;
  if (values[21] !== entry.distance_to_route_km) return 21;
  if (values[22] !== entry.position_km) return 22;
  if (values[23] !== entry.total_cost) return 23;
  if (values[24] !== entry.web_url) return 24;
  return 25;
}

/** The entry as JSON: JSON.stringify(entry) for an entry whose own fields are the schema's, in its order. */
export function writeStationEntry(entry: StationEntry): string {
  const memo = (entry as { [STATION_ENTRY_MEMO]?: StationEntryMemo })[STATION_ENTRY_MEMO];
  const { values, ends } = memo ?? stationEntryMemo();
  const from = memo === undefined || memo.text === '' ? 0 : unchangedFields(entry, values);
  if (from === 25 && memo !== undefined) return memo.text;
  let text = '';
  if (memo !== undefined) {
    // Cutting a text made of pieces joins them first: once while the same fields change, not per entry.
    if (from !== memo.prefixFields) {
      memo.prefix = from === 0 ? '' : memo.text.slice(0, ends[from - 1]);
      memo.prefixFields = from;
    }
    text = memo.prefix;
  }
  if (from <= 0) {
    text += "{\"id\":" + numberJson(entry.id);
    ends[0] = text.length;
    values[0] = entry.id;
  }
  if (from <= 1) {
    text += ",\"name\":" + (entry.name === null ? 'null' : stringJson(entry.name));
    ends[1] = text.length;
    values[1] = entry.name;
  }
  if (from <= 2) {
    text += ",\"brand\":" + (entry.brand === null ? 'null' : writeStationEntryBrand(entry.brand));
    ends[2] = text.length;
    values[2] = kept(entry.brand);
  }
  if (from <= 3) {
    text += ",\"address\":" + (entry.address === null ? 'null' : stringJson(entry.address));
    ends[3] = text.length;
    values[3] = entry.address;
  }
  if (from <= 4) {
    text += ",\"postal_code\":" + (entry.postal_code === null ? 'null' : stringJson(entry.postal_code));
    ends[4] = text.length;
    values[4] = entry.postal_code;
  }
  if (from <= 5) {
    text += ",\"municipality\":" + writeStationEntryMunicipality(entry.municipality);
    ends[5] = text.length;
    values[5] = kept(entry.municipality);
  }
  if (from <= 6) {
    text += ",\"province\":" + writeStationEntryProvince(entry.province);
    ends[6] = text.length;
    values[6] = kept(entry.province);
  }
  if (from <= 7) {
    text += ",\"community\":" + writeStationEntryCommunity(entry.community);
    ends[7] = text.length;
    values[7] = kept(entry.community);
  }
  if (from <= 8) {
    text += ",\"lat\":" + numberJson(entry.lat);
    ends[8] = text.length;
    values[8] = entry.lat;
  }
  if (from <= 9) {
    text += ",\"lng\":" + numberJson(entry.lng);
    ends[9] = text.length;
    values[9] = entry.lng;
  }
  if (from <= 10) {
    text += ",\"is_24h\":" + (entry.is_24h ? 'true' : 'false');
    ends[10] = text.length;
    values[10] = entry.is_24h;
  }
  if (from <= 11) {
    text += ",\"hours\":" + (entry.hours === null ? 'null' : stringJson(entry.hours));
    ends[11] = text.length;
    values[11] = entry.hours;
  }
  if (from <= 12) {
    text += ",\"open_now\":" + (entry.open_now === null ? 'null' : (entry.open_now ? 'true' : 'false'));
    ends[12] = text.length;
    values[12] = entry.open_now;
  }
  if (from <= 13) {
    text += ",\"next_change_at\":" + (entry.next_change_at === null ? 'null' : stringJson(entry.next_change_at));
    ends[13] = text.length;
    values[13] = entry.next_change_at;
  }
  if (from <= 14) {
    text += ",\"low_tax_area\":" + (entry.low_tax_area ? 'true' : 'false');
    ends[14] = text.length;
    values[14] = entry.low_tax_area;
  }
  if (from <= 15) {
    if (entry.price !== undefined) text += ",\"price\":" + (entry.price === null ? 'null' : numberJson(entry.price));
    ends[15] = text.length;
    values[15] = entry.price;
  }
  if (from <= 16) {
    if (entry.price_updated_at !== undefined) text += ",\"price_updated_at\":" + (entry.price_updated_at === null ? 'null' : stringJson(entry.price_updated_at));
    ends[16] = text.length;
    values[16] = entry.price_updated_at;
  }
  if (from <= 17) {
    if (entry.price_since !== undefined) text += ",\"price_since\":" + (entry.price_since === null ? 'null' : stringJson(entry.price_since));
    ends[17] = text.length;
    values[17] = entry.price_since;
  }
  if (from <= 18) {
    if (entry.previous_price !== undefined) text += ",\"previous_price\":" + (entry.previous_price === null ? 'null' : numberJson(entry.previous_price));
    ends[18] = text.length;
    values[18] = entry.previous_price;
  }
  if (from <= 19) {
    if (entry.cheaper_than_pct !== undefined) text += ",\"cheaper_than_pct\":" + (entry.cheaper_than_pct === null ? 'null' : numberJson(entry.cheaper_than_pct));
    ends[19] = text.length;
    values[19] = entry.cheaper_than_pct;
  }
  if (from <= 20) {
    if (entry.distance_km !== undefined) text += ",\"distance_km\":" + (entry.distance_km === null ? 'null' : numberJson(entry.distance_km));
    ends[20] = text.length;
    values[20] = entry.distance_km;
  }
  if (from <= 21) {
    if (entry.distance_to_route_km !== undefined) text += ",\"distance_to_route_km\":" + (entry.distance_to_route_km === null ? 'null' : numberJson(entry.distance_to_route_km));
    ends[21] = text.length;
    values[21] = entry.distance_to_route_km;
  }
  if (from <= 22) {
    if (entry.position_km !== undefined) text += ",\"position_km\":" + (entry.position_km === null ? 'null' : numberJson(entry.position_km));
    ends[22] = text.length;
    values[22] = entry.position_km;
  }
  if (from <= 23) {
    if (entry.total_cost !== undefined) text += ",\"total_cost\":" + writeStationEntryTotalCost(entry.total_cost);
    ends[23] = text.length;
    values[23] = kept(entry.total_cost);
  }
  if (from <= 24) {
    text += ",\"web_url\":" + stringJson(entry.web_url);
    ends[24] = text.length;
    values[24] = entry.web_url;
  }
  text += '}';
  if (memo !== undefined) memo.text = text;
  return text;
}
