// The columns of the snapshot's Parquet files, shared by the writers and the loader.
import type { Cell, Column } from '../duckdb.js';
import {
  type Community,
  type Municipality,
  type OpeningInterval,
  PRICE_KEYS,
  type PriceKey,
  type Province,
  type Station,
} from '../model.js';
import { implausiblePrice } from '../price-range.js';

/** The snapshot's four tables in that order: what a serving process reads instead of their Parquet files. */
export const SNAPSHOT_TABLES = ['stations', 'communities', 'provinces', 'municipalities'] as const;

/**
 * The rows of the snapshot's four tables as the loader reads them from their Parquet files (each a JSON object of its
 * columns, in the files' order), written by the ETL beside them: a start parses it instead of opening DuckDB and
 * decoding the Parquet. A snapshot written by an earlier version has none, and is read from its Parquet files.
 */
export const SNAPSHOT_TABLES_FILE = 'tables.json';

export type SnapshotTableRows = Record<(typeof SNAPSHOT_TABLES)[number], Record<string, unknown>[]>;

/** H3 resolution of the cell stored with each station (cells of about 0.7 km²), for spatial joins on the files. */
export const STATION_H3_RESOLUTION = 8;

export const priceColumn = (key: PriceKey) => `price_${key}`;

export const STATION_COLUMNS: Column[] = [
  { name: 'id', type: 'INTEGER' },
  { name: 'name', type: 'VARCHAR' },
  { name: 'brand_slug', type: 'VARCHAR' },
  { name: 'brand_name', type: 'VARCHAR' },
  { name: 'address', type: 'VARCHAR' },
  { name: 'locality', type: 'VARCHAR' },
  { name: 'postal_code', type: 'VARCHAR' },
  { name: 'municipality_id', type: 'INTEGER' },
  { name: 'province_code', type: 'VARCHAR' },
  { name: 'community_code', type: 'VARCHAR' },
  { name: 'lat', type: 'DOUBLE' },
  { name: 'lng', type: 'DOUBLE' },
  { name: 'is_24h', type: 'BOOLEAN' },
  { name: 'hours', type: 'VARCHAR' },
  { name: 'opening_hours', type: 'VARCHAR' },
  { name: 'low_tax_area', type: 'BOOLEAN' },
  { name: 'sells_to_public', type: 'BOOLEAN' },
  { name: 'margin', type: 'VARCHAR' },
  { name: 'road_ref', type: 'VARCHAR' },
  { name: 'road_km', type: 'DOUBLE' },
  { name: 'h3_cell', type: 'VARCHAR' },
  ...PRICE_KEYS.map((key) => ({ name: priceColumn(key), type: 'DOUBLE' as const })),
];

/** `cell`: the station's H3 cell at STATION_H3_RESOLUTION (etl/station-cells.ts). */
export function stationRow(s: Station, cell: string): Cell[] {
  return [
    s.id,
    s.name,
    s.brand_slug,
    s.brand_name,
    s.address,
    s.locality,
    s.postal_code,
    s.municipality_id,
    s.province_code,
    s.community_code,
    s.lat,
    s.lng,
    s.is_24h,
    s.hours,
    s.opening_hours === null ? null : JSON.stringify(s.opening_hours),
    s.low_tax_area,
    s.sells_to_public,
    s.margin,
    s.road_ref,
    s.road_km,
    cell,
    ...PRICE_KEYS.map((key) => s.prices[key] ?? null),
  ];
}

/**
 * Opening hours parsed once per distinct text and shared, frozen, as parseHours shares them in the ETL: about 1,200
 * texts cover 11,400 stations, so a loaded snapshot holds 1,200 arrays instead of 11,400 (~4 MB).
 */
const openingHoursByText = new Map<string, OpeningInterval[]>();
function openingHoursOf(text: string): OpeningInterval[] {
  let hours = openingHoursByText.get(text);
  if (!hours) {
    hours = Object.freeze((JSON.parse(text) as OpeningInterval[]).map((i) => Object.freeze(i))) as OpeningInterval[];
    if (openingHoursByText.size < 50_000) openingHoursByText.set(text, hours);
  }
  return hours;
}

/** A station of a snapshot's stations.parquet; throws for a price no reader may serve (core/price-range.ts). */
export function stationFromRow(row: Record<string, unknown>): Station {
  const prices: Station['prices'] = {};
  for (const key of PRICE_KEYS) {
    const value = row[priceColumn(key)];
    if (value === null || value === undefined) continue;
    const problem = implausiblePrice(key, value);
    if (problem !== null) throw new Error(`station ${String(row.id)}: ${problem}`);
    prices[key] = value as number;
  }
  return {
    id: row.id as number,
    name: row.name as string | null,
    brand_slug: row.brand_slug as string,
    brand_name: row.brand_name as string | null,
    address: row.address as string | null,
    locality: row.locality as string | null,
    postal_code: row.postal_code as string | null,
    municipality_id: row.municipality_id as number,
    province_code: row.province_code as string,
    community_code: row.community_code as string,
    lat: row.lat as number,
    lng: row.lng as number,
    is_24h: row.is_24h as boolean,
    hours: row.hours as string | null,
    opening_hours: row.opening_hours === null ? null : openingHoursOf(row.opening_hours as string),
    low_tax_area: row.low_tax_area as boolean,
    sells_to_public: row.sells_to_public as boolean,
    margin: row.margin as Station['margin'],
    road_ref: row.road_ref as string | null,
    road_km: row.road_km as number | null,
    prices,
  };
}

export const COMMUNITY_COLUMNS: Column[] = [
  { name: 'code', type: 'VARCHAR' },
  { name: 'ministry_id', type: 'VARCHAR' },
  { name: 'name', type: 'VARCHAR' },
  { name: 'slug', type: 'VARCHAR' },
];
export const communityRow = (c: Community): Cell[] => [c.code, c.ministry_id, c.name, c.slug];

export const PROVINCE_COLUMNS: Column[] = [
  { name: 'code', type: 'VARCHAR' },
  { name: 'name', type: 'VARCHAR' },
  { name: 'slug', type: 'VARCHAR' },
  { name: 'community_code', type: 'VARCHAR' },
];
export const provinceRow = (p: Province): Cell[] => [p.code, p.name, p.slug, p.community_code];

export const MUNICIPALITY_COLUMNS: Column[] = [
  { name: 'id', type: 'INTEGER' },
  { name: 'name', type: 'VARCHAR' },
  { name: 'slug', type: 'VARCHAR' },
  { name: 'province_code', type: 'VARCHAR' },
];
export const municipalityRow = (m: Municipality): Cell[] => [m.id, m.name, m.slug, m.province_code];

/** The columns of each of the snapshot's tables. */
export const SNAPSHOT_TABLE_COLUMNS: Readonly<Record<(typeof SNAPSHOT_TABLES)[number], readonly Column[]>> = {
  stations: STATION_COLUMNS,
  communities: COMMUNITY_COLUMNS,
  provinces: PROVINCE_COLUMNS,
  municipalities: MUNICIPALITY_COLUMNS,
};

/**
 * A station as the register listed it on a day (public or not: `sells_to_public` is its Tipo Venta), kept per day in
 * the history and per month in the archive, so a station that leaves the register keeps its place and name.
 */
export const STATION_RECORD_COLUMNS: Column[] = [
  { name: 'station_id', type: 'INTEGER' },
  { name: 'name', type: 'VARCHAR' },
  { name: 'brand_slug', type: 'VARCHAR' },
  { name: 'brand_name', type: 'VARCHAR' },
  { name: 'address', type: 'VARCHAR' },
  { name: 'locality', type: 'VARCHAR' },
  { name: 'postal_code', type: 'VARCHAR' },
  { name: 'municipality_id', type: 'INTEGER' },
  { name: 'province_code', type: 'VARCHAR' },
  { name: 'community_code', type: 'VARCHAR' },
  { name: 'lat', type: 'DOUBLE' },
  { name: 'lng', type: 'DOUBLE' },
  { name: 'is_24h', type: 'BOOLEAN' },
  { name: 'hours', type: 'VARCHAR' },
  { name: 'sells_to_public', type: 'BOOLEAN' },
];

/** The names of the record's columns after station_id, as SQL lists them. */
export const STATION_RECORD_FIELDS: readonly string[] = STATION_RECORD_COLUMNS.slice(1).map((c) => c.name);

export function stationRecordRow(s: Station): Cell[] {
  return [
    s.id,
    s.name,
    s.brand_slug,
    s.brand_name,
    s.address,
    s.locality,
    s.postal_code,
    s.municipality_id,
    s.province_code,
    s.community_code,
    s.lat,
    s.lng,
    s.is_24h,
    s.hours,
    s.sells_to_public,
  ];
}

/** One price per station, fuel and day; the history is kept in these rows. */
export const DAILY_PRICE_COLUMNS: Column[] = [
  { name: 'date', type: 'DATE' },
  { name: 'station_id', type: 'INTEGER' },
  { name: 'fuel', type: 'VARCHAR' },
  { name: 'price', type: 'DOUBLE' },
  { name: 'source_time', type: 'VARCHAR' },
];
