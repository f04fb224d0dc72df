// The columns of the open-data downloads, once: the SQL that writes them and the Table Schema
// (https://specs.frictionlessdata.io/table-schema/) that describes them in the data dictionary.
import { FUELS, MINISTRY_PRICE_KEYS, PRICE_KEYS, type PriceKey, unitOf } from '../core/model.js';
import { type BoundedKey, TEXT_BOUNDS } from './transform/text-bounds.js';

export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'datetime';

export interface TableField {
  name: string;
  type: FieldType;
  /** Says what the value means and, for measurements, its unit. */
  description: string;
  constraints?: {
    required?: boolean;
    unique?: boolean;
    minimum?: number;
    maximum?: number;
    pattern?: string;
    enum?: string[];
  };
}

export interface TableSchema {
  fields: TableField[];
  primaryKey: string[];
  missingValues: string[];
}

/** A price column's name: the same in every format, and never a bare fuel code (`lng` is also the longitude). */
export const downloadPriceColumn = (key: PriceKey): string => `price_${key}`;

const fuelLabel = (key: PriceKey): string => MINISTRY_PRICE_KEYS[key].replace(/^Precio /, '');
const priceUnit = (key: PriceKey): string => (unitOf(key) === 'kg' ? 'EUR per kilogram' : 'EUR per litre');

const required = { required: true } as const;
/** The end of a text column's description: its bound (etl/transform/text-bounds.ts), far above any real value. */
export const boundNote = (field: BoundedKey): string =>
  `; at most ${TEXT_BOUNDS[field]} characters, a longer text cut to them and ended by "…".`;

/** Each station column with the expression that selects it from the snapshot's tables (s, m, p, c). */
export const STATION_DOWNLOAD_COLUMNS: ReadonlyArray<TableField & { sql: string }> = [
  {
    name: 'id',
    sql: 's.id',
    type: 'integer',
    description: "The ministry's station id (IDEESS); the id of /v1/stations/{id}.",
    constraints: { required: true, unique: true, minimum: 1 },
  },
  {
    name: 'name',
    sql: 's.name',
    type: 'string',
    description: `The sign over the station (Rótulo), as registered${boundNote('Rótulo')}`,
  },
  {
    name: 'brand',
    sql: 's.brand_slug',
    type: 'string',
    description: 'Brand code derived from the sign (as in /v1/brands); "independiente" when none is recognised.',
    constraints: required,
  },
  { name: 'brand_name', sql: 's.brand_name', type: 'string', description: 'Display name of the brand.' },
  {
    name: 'address',
    sql: 's.address',
    type: 'string',
    description: `Street address, as registered${boundNote('Dirección')}`,
  },
  {
    name: 'locality',
    sql: 's.locality',
    type: 'string',
    description: `Locality, as registered${boundNote('Localidad')}`,
  },
  {
    name: 'postal_code',
    sql: 's.postal_code',
    type: 'string',
    description: `Postal code (five digits when valid)${boundNote('C.P.')}`,
  },
  {
    name: 'municipality_id',
    sql: 's.municipality_id',
    type: 'integer',
    description: "The ministry's municipality id (IDMunicipio; not the INE code).",
    constraints: required,
  },
  { name: 'municipality', sql: 'm.name', type: 'string', description: 'Municipality name.' },
  {
    name: 'province_code',
    sql: 's.province_code',
    type: 'string',
    description: 'INE province code, two digits.',
    constraints: { required: true, pattern: '[0-9]{2}' },
  },
  { name: 'province', sql: 'p.name', type: 'string', description: 'Province name.' },
  {
    name: 'community_code',
    sql: 's.community_code',
    type: 'string',
    description: 'INE autonomous community code, two digits.',
    constraints: { required: true, pattern: '[0-9]{2}' },
  },
  { name: 'community', sql: 'c.name', type: 'string', description: 'Autonomous community name.' },
  {
    name: 'lat',
    sql: 's.lat',
    type: 'number',
    description: 'Latitude, decimal degrees (WGS 84).',
    constraints: { required: true, minimum: -90, maximum: 90 },
  },
  {
    name: 'lng',
    sql: 's.lng',
    type: 'number',
    description: 'Longitude, decimal degrees (WGS 84). Not a fuel: the liquefied natural gas price is price_lng.',
    constraints: { required: true, minimum: -180, maximum: 180 },
  },
  {
    name: 'is_24h',
    sql: 's.is_24h',
    type: 'boolean',
    description: 'Open 24 hours every day.',
    constraints: required,
  },
  {
    name: 'hours',
    sql: 's.hours',
    type: 'string',
    description: `Opening hours as registered (Horario)${boundNote('Horario')}`,
  },
  {
    name: 'low_tax_area',
    sql: 's.low_tax_area',
    type: 'boolean',
    description: 'In the Canary Islands, Ceuta or Melilla, where fuel taxes are lower.',
    constraints: required,
  },
  { name: 'road_ref', sql: 's.road_ref', type: 'string', description: 'Road read from the address (e.g. A-2).' },
  {
    name: 'road_km',
    sql: 's.road_km',
    type: 'number',
    description: 'Kilometre point on road_ref, in km.',
    constraints: { minimum: 0 },
  },
  ...PRICE_KEYS.map((key) => ({
    name: downloadPriceColumn(key),
    sql: `s.price_${key}`,
    type: 'number' as const,
    description: `Pump price of ${fuelLabel(key)} (fuel code ${key}), ${priceUnit(key)}, taxes included; empty when the station does not sell it.`,
    constraints: { minimum: 0 },
  })),
  {
    name: 'price_updated_at',
    sql: '$source_time',
    type: 'datetime',
    description: "When the ministry's register stated these prices (its Fecha), UTC.",
    constraints: required,
  },
  {
    name: 'first_seen',
    sql: 'f.first_seen',
    type: 'date',
    description:
      "The first day (Madrid time) the station was in the service's data: its archive, its daily series, or this list.",
    constraints: required,
  },
];

export const STATIONS_SCHEMA: TableSchema = {
  fields: STATION_DOWNLOAD_COLUMNS.map(({ sql: _sql, ...field }) => field),
  primaryKey: ['id'],
  missingValues: [''],
};

export const DAILY_PRICES_SCHEMA: TableSchema = {
  fields: [
    { name: 'date', type: 'date', description: 'Calendar day in Madrid (YYYY-MM-DD).', constraints: required },
    {
      name: 'station_id',
      type: 'integer',
      description: 'The station (id of stations.csv).',
      constraints: { required: true, minimum: 1 },
    },
    {
      name: 'fuel',
      type: 'string',
      description: `Fuel code; ${FUELS.join(', ')} are the fuels of the API, the others its products.`,
      constraints: { required: true, enum: [...PRICE_KEYS] },
    },
    {
      name: 'price',
      type: 'number',
      description: 'The last pump price of the day, EUR per litre (per kilogram for cng and lng), taxes included.',
      constraints: { required: true, minimum: 0 },
    },
  ],
  primaryKey: ['date', 'station_id', 'fuel'],
  missingValues: [''],
};
