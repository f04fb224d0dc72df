// The archive's month files in the data dictionary: their Table Schemas and one resource per file, described from the
// snapshot's archive index (size and hash were taken when the version was written; versions are never rewritten).

import { sourceFor } from '../core/attribution.js';
import { MINISTRY_BASE_URL } from '../core/config.js';
import {
  ARCHIVE_MEDIA_TYPE,
  type ArchiveIndex,
  type ArchiveKind,
  archiveFileName,
  monthFiles,
} from '../core/data-dir/archive-index.js';
import { PRICE_KEYS } from '../core/model.js';
import { boundNote, DAILY_PRICES_SCHEMA, type TableField, type TableSchema } from './download-schema.js';

export const ARCHIVE_PRICES_SCHEMA: TableSchema = {
  ...DAILY_PRICES_SCHEMA,
  fields: DAILY_PRICES_SCHEMA.fields.map((field) =>
    field.name === 'station_id'
      ? {
          ...field,
          description:
            "The ministry's station id (IDEESS); stations.csv describes those still in the register, /v1/stations/{id} the public ones.",
        }
      : field,
  ),
};

const price = (name: string, meaning: string): TableField => ({
  name,
  type: 'number',
  description: `${meaning} of the stations' prices that day, EUR per litre (per kilogram for cng and lng), taxes included.`,
  constraints: { required: true, minimum: 0 },
});

export const ARCHIVE_AGGREGATES_SCHEMA: TableSchema = {
  fields: [
    {
      name: 'date',
      type: 'date',
      description: 'Calendar day in Madrid (YYYY-MM-DD).',
      constraints: { required: true },
    },
    {
      name: 'level',
      type: 'string',
      description: 'The kind of area: spain, community, province or municipality.',
      constraints: { required: true, enum: ['spain', 'community', 'province', 'municipality'] },
    },
    {
      name: 'code',
      type: 'string',
      description:
        "The area: es for Spain, the INE code of a community or province, the ministry's municipality id (as in /v1/territories).",
      constraints: { required: true },
    },
    {
      name: 'fuel',
      type: 'string',
      description: 'Fuel code, as in the daily prices.',
      constraints: { required: true, enum: [...PRICE_KEYS] },
    },
    price('average', 'Mean, rounded to 3 decimals,'),
    price('median', 'Median, rounded to 3 decimals,'),
    price('minimum', 'Lowest'),
    price('maximum', 'Highest'),
    {
      name: 'stations',
      type: 'integer',
      description: 'Public stations of the area with a price of the fuel that day.',
      constraints: { required: true, minimum: 1 },
    },
  ],
  primaryKey: ['date', 'level', 'code', 'fuel'],
  missingValues: [''],
};

const text = (name: string, description: string): TableField => ({ name, type: 'string', description });
const seenDay = (name: string, description: string): TableField => ({
  name,
  type: 'date',
  description,
  constraints: { required: true },
});

/** Every station seen in a month: its record as last seen in the month, and the first and last day seen in it. */
export const ARCHIVE_STATIONS_SCHEMA: TableSchema = {
  fields: [
    {
      name: 'station_id',
      type: 'integer',
      description: "The ministry's station id (IDEESS), as in the month's prices.",
      constraints: { required: true, unique: true, minimum: 1 },
    },
    text('name', `The sign over the station (Rótulo), as registered${boundNote('Rótulo')}`),
    text('brand_slug', 'Brand code derived from the sign (as in /v1/brands).'),
    text('brand_name', 'Display name of the brand.'),
    text('address', `Street address, as registered${boundNote('Dirección')}`),
    text('locality', `Locality, as registered${boundNote('Localidad')}`),
    text('postal_code', `Postal code${boundNote('C.P.')}`),
    {
      name: 'municipality_id',
      type: 'integer',
      description: "The ministry's municipality id (as in /v1/territories).",
    },
    text('province_code', 'INE code of the province.'),
    text('community_code', 'INE code of the autonomous community.'),
    { name: 'lat', type: 'number', description: 'Latitude, WGS84 degrees.' },
    { name: 'lng', type: 'number', description: 'Longitude, WGS84 degrees.' },
    { name: 'is_24h', type: 'boolean', description: 'Open 24 hours, every day.' },
    text('hours', `Opening hours, as registered (Horario)${boundNote('Horario')}`),
    {
      name: 'sells_to_public',
      type: 'boolean',
      description: 'The sale type (Tipo Venta): true when it sells to the public (P), false when restricted (R).',
    },
    seenDay('first_seen', 'The first day of the month the station was in the register (or had a price), Madrid time.'),
    seenDay('last_seen', 'The last day of the month the station was in the register (or had a price), Madrid time.'),
    {
      name: 'record_date',
      type: 'date',
      description:
        "The day the record's fields were read from the register: the last day of the month it was seen on, or, for days loaded before the service kept station records, the nearest record it had (empty when it has none: the fields are then empty).",
    },
  ],
  primaryKey: ['station_id'],
  missingValues: [''],
};

const MEANING: Record<ArchiveKind, string> = {
  prices: 'The last pump price of each station and fuel on each day',
  aggregates: 'The daily mean, median, minimum and maximum of each fuel in Spain and in each territory',
  stations: 'Every station seen in the register, its record as last seen and its first and last day seen',
};

const SCHEMAS: Record<ArchiveKind, TableSchema> = {
  prices: ARCHIVE_PRICES_SCHEMA,
  aggregates: ARCHIVE_AGGREGATES_SCHEMA,
  stations: ARCHIVE_STATIONS_SCHEMA,
};

/** The dictionary's resources for the archive (licences added by the caller), oldest month first. */
export function archiveResources(index: ArchiveIndex): Record<string, unknown>[] {
  return index.months.flatMap((month) =>
    monthFiles(month).map(([kind, file]) => ({
      path: `archive/${archiveFileName(kind, month.month)}`,
      name: `archive-${kind}-${month.month}`,
      profile: 'tabular-data-resource',
      description: `${MEANING[kind]} of ${month.month}, for the ${month.dates.length} days listed in "dates" (the archive: every day the service loaded, never pruned; Parquet, ZSTD, CC BY 4.0).`,
      format: 'parquet',
      mediatype: ARCHIVE_MEDIA_TYPE,
      schema: SCHEMAS[kind],
      bytes: file.bytes,
      hash: `sha256:${file.sha256}`,
      sources: [{ title: sourceFor(false), path: MINISTRY_BASE_URL }],
      dates: month.dates,
    })),
  );
}
