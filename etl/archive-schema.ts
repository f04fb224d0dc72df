// The archive's month files in the data dictionary: their Table Schemas and one resource per file, described from the
// snapshot's archive index (size and hash were taken when the version was written; versions are never rewritten).

import { sourceFor } from '../core/attribution.js';
import { MINISTRY_BASE_URL } from '../core/config.js';
import {
  ARCHIVE_KINDS,
  ARCHIVE_MEDIA_TYPE,
  type ArchiveIndex,
  type ArchiveKind,
  archiveFileName,
} from '../core/data-dir/archive-index.js';
import { PRICE_KEYS } from '../core/model.js';
import { DAILY_PRICES_SCHEMA, type TableField, type TableSchema } from './download-schema.js';

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

const MEANING: Record<ArchiveKind, string> = {
  prices: 'The last pump price of each station and fuel on each day',
  aggregates: 'The daily mean, median, minimum and maximum of each fuel in Spain and in each territory',
};

/** The dictionary's resources for the archive (licences added by the caller), oldest month first. */
export function archiveResources(index: ArchiveIndex): Record<string, unknown>[] {
  return index.months.flatMap((month) =>
    ARCHIVE_KINDS.map((kind) => ({
      path: `archive/${archiveFileName(kind, month.month)}`,
      name: `archive-${kind}-${month.month}`,
      profile: 'tabular-data-resource',
      description: `${MEANING[kind]} of ${month.month}, for the ${month.dates.length} days listed in "dates" (the archive: every day the service loaded, never pruned; Parquet, ZSTD, CC BY 4.0).`,
      format: 'parquet',
      mediatype: ARCHIVE_MEDIA_TYPE,
      schema: kind === 'prices' ? ARCHIVE_PRICES_SCHEMA : ARCHIVE_AGGREGATES_SCHEMA,
      bytes: month[kind].bytes,
      hash: `sha256:${month[kind].sha256}`,
      sources: [{ title: sourceFor(false), path: MINISTRY_BASE_URL }],
      dates: month.dates,
    })),
  );
}
