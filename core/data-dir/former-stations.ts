// The stations that left the register within a snapshot's history window (store/former-stations.ts), written by the
// ETL beside its tables file from the archive it publishes with it, so that a start reads them instead of querying the
// archive's month station tables with DuckDB (most of a second, and DuckDB's module loaded for it alone). A reader
// checks the file against the snapshot it loads (the window's first day, and that no station of today's register is
// in it); a snapshot without the file (written by an earlier version), or with one that fails the checks below, gets
// them from the archive as before.
//
// JSON: {"format": 1, "since": the window's first day (YYYY-MM-DD), "stations": [{"id": ..., "record": {the
// station's last record: STATION_RECORD_FIELDS in that order, each a string, number, boolean or null as the archive's
// column types say}, "first_seen": "YYYY-MM-DD", "last_seen": "YYYY-MM-DD"}, ...]}, by id ascending.
import { computedFileOf } from './computed-file.js';
import { STATION_RECORD_COLUMNS } from './tables.js';

export const SNAPSHOT_FORMER_STATIONS_FILE = 'former-stations.json';

const FORMAT = 1;

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

/** The file's text for the former stations of a window starting on `since`. */
export function formerStationsText(since: string, stations: readonly FormerStation[]): string {
  const entries = stations.map((s) => ({ id: s.id, record: s.record, first_seen: s.firstSeen, last_seen: s.lastSeen }));
  return `${JSON.stringify({ format: FORMAT, since, stations: entries })}\n`;
}

/** The JavaScript type each record field holds when not null, from the archive's column types. */
const FIELD_TYPES = STATION_RECORD_COLUMNS.slice(1).map(({ name, type }) => {
  const kind = type === 'VARCHAR' ? 'string' : type === 'BOOLEAN' ? 'boolean' : 'number';
  return [name, kind, type === 'INTEGER'] as const;
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The former stations a file holds when it is whole, made for the window starting on `since`, and names none of
 * `current` (today's register), else null: a damaged, partial or stale file is read from the archive again instead.
 */
export function formerStationsFrom(text: string, since: string, current: ReadonlySet<number>): FormerStation[] | null {
  const file = computedFileOf(text, FORMAT);
  if (!file || file.since !== since || !Array.isArray(file.stations)) return null;
  const stations: FormerStation[] = [];
  let lastId = Number.NEGATIVE_INFINITY;
  for (const entry of file.stations as Record<string, unknown>[]) {
    const station = formerStationOf(entry, since);
    if (!station || station.id <= lastId || current.has(station.id)) return null;
    lastId = station.id;
    stations.push(station);
  }
  return stations;
}

/** One entry of the file as a former station, else null. */
function formerStationOf(entry: Record<string, unknown>, since: string): FormerStation | null {
  if (entry === null || typeof entry !== 'object') return null;
  const { id, record, first_seen: firstSeen, last_seen: lastSeen } = entry;
  if (!Number.isInteger(id) || typeof firstSeen !== 'string' || typeof lastSeen !== 'string') return null;
  if (!DAY.test(firstSeen) || !DAY.test(lastSeen) || firstSeen > lastSeen || lastSeen < since) return null;
  if (record === null || typeof record !== 'object') return null;
  const fields = Object.keys(record);
  if (fields.length !== FIELD_TYPES.length) return null;
  for (const [i, [name, kind, integer]] of FIELD_TYPES.entries()) {
    // In the columns' order: the record is answered as it is read, as the archive's query gives it.
    if (fields[i] !== name) return null;
    const value = (record as Record<string, unknown>)[name];
    if (value !== null && (typeof value !== kind || (integer && !Number.isInteger(value)))) return null;
  }
  return { id: id as number, record: record as FormerStation['record'], firstSeen, lastSeen };
}
