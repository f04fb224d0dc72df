// Stations that have left the register's list of stations selling to the public, and were in it on a day of the
// history window: their last record and the last day they were seen, read from the archive's month station tables
// (core/data-dir: the archive keeps every day the service loaded). A favourite station that closes is then answered
// for what it was, not as an id that never existed. A station that sells, but not to the public (Tipo Venta R), has
// not left: one in today's register, or whose last record was restricted, answers as any id that sells to no one.
import type { DuckDBConnection } from '@duckdb/node-api';
import { type ArchiveIndex, archiveFilePath } from '../core/data-dir/archive-index.js';
import { STATION_RECORD_FIELDS } from '../core/data-dir/tables.js';
import { mapRows, sqlPath } from '../core/duckdb.js';

export interface FormerStation {
  id: number;
  /** The station as the register last listed it (every field null when the archive had no record of it). */
  record: {
    name: string | null;
    brand_slug: string | null;
    brand_name: string | null;
    address: string | null;
    locality: string | null;
    postal_code: string | null;
    municipality_id: number | null;
    province_code: string | null;
    community_code: string | null;
    lat: number | null;
    lng: number | null;
    is_24h: boolean | null;
    hours: string | null;
    sells_to_public: boolean | null;
  };
  /** The first and last day (YYYY-MM-DD) it was in the register, as far as the archive goes. */
  firstSeen: string;
  lastSeen: string;
}

/**
 * The stations seen on or after `since` in the archive's month tables whose last record sold to the public (or is
 * unknown: a table built on upgrade from the month's prices, which are public stations'), but those in `current` (every
 * station in today's register, public or not). Empty for an archive without station tables (and for the sample: none
 * at all), without connecting to DuckDB.
 */
export async function readFormerStations(
  connect: () => Promise<DuckDBConnection>,
  dataDir: string,
  archive: ArchiveIndex,
  since: string,
  current: ReadonlySet<number>,
): Promise<FormerStation[]> {
  const files = archive.months
    .filter((month) => month.stations && (month.dates.at(-1) ?? '') >= since)
    .map((month) => sqlPath(archiveFilePath(dataDir, month.stations?.file as string)));
  if (files.length === 0) return [];
  const reader = await (await connect()).stream(`
    SELECT station_id, ${STATION_RECORD_FIELDS.join(', ')},
           strftime(min(first_seen) OVER (PARTITION BY station_id), '%Y-%m-%d') AS first_seen,
           strftime(last_seen, '%Y-%m-%d') AS last_seen
    FROM read_parquet([${files.join(', ')}])
    QUALIFY row_number() OVER (PARTITION BY station_id ORDER BY last_seen DESC) = 1 AND last_seen >= DATE '${since}'
      AND sells_to_public IS DISTINCT FROM false
    ORDER BY station_id`);
  const former: FormerStation[] = [];
  await mapRows(reader, (row) => {
    const id = row.station_id as number;
    if (current.has(id)) return;
    const { station_id: _id, first_seen, last_seen, ...record } = row;
    former.push({
      id,
      record: record as FormerStation['record'],
      firstSeen: first_seen as string,
      lastSeen: last_seen as string,
    });
  });
  return former;
}
