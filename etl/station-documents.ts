// stations.json and stations.geojson, written from the stations a refresh holds: the rows the downloads' query
// (etl/downloads.ts, `download_stations`) gives for the CSV and the Parquet file, made here in JavaScript instead of
// read back from DuckDB, so that DuckDB writes those files on its thread while this one writes the documents.
import { priceColumn, STATION_COLUMNS } from '../core/data-dir/tables.js';
import { type Cell, type Column, storedCell, storedText } from '../core/duckdb.js';
import { PRICE_KEYS, type Station, type Territories } from '../core/model.js';
import { StreamedCopies, writePrecompressed } from '../core/precompressed.js';
import { STATION_DOWNLOAD_COLUMNS } from './download-schema.js';
import { TextFile } from './text-file.js';

/** Each station's first day in the service's data (`first_seen`: etl/snapshot-writer.ts), as YYYY-MM-DD, by id. */
export type FirstSeenDays = ReadonlyMap<number, string>;

/** Where the documents go and the fields before their rows (licence, attribution, source time). */
export interface StationDocuments {
  paths: { json: string; geojson: string };
  header: Record<string, string>;
}

type Row = Record<string, unknown>;
type ColumnValue = (station: Station, names: TerritoryNames, firstSeen: FirstSeenDays) => unknown;

interface TerritoryNames {
  municipality: ReadonlyMap<number, string>;
  province: ReadonlyMap<string, string>;
  community: ReadonlyMap<string, string>;
}

/**
 * The columns of the stations table that hold a station's field as it is (stationRow): not its opening hours (stored
 * as their JSON text), its cell or its prices (one column per fuel).
 */
const STATION_FIELDS = new Set(
  STATION_COLUMNS.map((column) => column.name).filter((name) => !/^(opening_hours|h3_cell|price_)/.test(name)),
);

/** A station's value of the stations table's `column` (stationRow's), read from its field. */
function stationField(column: Column): (station: Station) => Cell {
  const priceKey = PRICE_KEYS.find((key) => priceColumn(key) === column.name);
  if (priceKey !== undefined) return (station) => station.prices[priceKey] ?? null;
  if (!STATION_FIELDS.has(column.name)) throw new Error(`the stations table's ${column.name} is no station field`);
  const field = column.name as keyof Station;
  return (station) => station[field] as Cell;
}

/**
 * How each download column's expression (STATION_DOWNLOAD_COLUMNS' `sql`) reads a station's values: a column of the
 * stations table (`s.`) as DuckDB stores it, a territory's name by the station's code (`m.`, `p.`, `c.`, null when
 * none has it: the query's LEFT JOIN), and the first day. Another expression fails at once.
 */
function columnValue(sql: string): ColumnValue {
  const stationColumn = STATION_COLUMNS.find((column) => `s.${column.name}` === sql);
  if (stationColumn) {
    const field = stationField(stationColumn);
    return (station) => storedCell(stationColumn, field(station));
  }
  const nameOf = <K>(names: ReadonlyMap<K, string>, key: K | null): string | null =>
    key === null ? null : (names.get(key) ?? null);
  switch (sql) {
    case 'm.name':
      return (station, names) => nameOf(names.municipality, station.municipality_id);
    case 'p.name':
      return (station, names) => nameOf(names.province, station.province_code);
    case 'c.name':
      return (station, names) => nameOf(names.community, station.community_code);
    case 'f.first_seen':
      return (station, _names, firstSeen) => firstSeen.get(station.id) ?? null;
    default:
      throw new Error(`the download expression ${sql} has no reading from the stations held`);
  }
}

const COLUMN_VALUES = STATION_DOWNLOAD_COLUMNS.map(({ name, sql }) => ({
  name,
  value: sql === '$source_time' ? null : columnValue(sql),
}));

/**
 * The rows of the station downloads, as `download_stations` gives them: the stations that sell to the public in the
 * order of their ids, each an object of the download columns in their order, with `sourceTime` as price_updated_at.
 */
export function* downloadRows(
  stations: readonly Station[],
  territories: Territories,
  sourceTime: string,
  firstSeen: FirstSeenDays,
): Generator<Row> {
  const names: TerritoryNames = {
    municipality: new Map(territories.municipalities.map((m) => [m.id, storedText(String(m.name))])),
    province: new Map(territories.provinces.map((p) => [p.code, storedText(String(p.name))])),
    community: new Map(territories.communities.map((c) => [c.code, storedText(String(c.name))])),
  };
  const sold = stations.filter((station) => station.sells_to_public).sort((a, b) => a.id - b.id);
  for (const station of sold) {
    const row: Row = {};
    for (const { name, value } of COLUMN_VALUES) {
      row[name] = value === null ? sourceTime : value(station, names, firstSeen);
    }
    yield row;
  }
}

/**
 * Rows written between the compressors' turns: about 200 kB of each document, a piece of StreamedCopies. A compressor
 * takes a piece only in a turn of the event loop; fewer turns left it idle while the rows were written.
 */
const ROWS_PER_TURN = 256;

/** The event loop's next turn: the compressors of StreamedCopies take their next piece in it. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * stations.json (the rows under "stations", beside the header) and stations.geojson (a Point Feature per row), written
 * a row at a time (TextFile): what JSON.stringify of the whole document gives, byte for byte, without the 11,400 row
 * objects and the documents' strings at once (about 60 MB). Their gzip copies, and the JSON's Brotli copy, are
 * compressed on libuv's pool a piece behind the rows, while the next rows are written (the GeoJSON's Brotli copy once
 * the file is whole): `compressing` is given each document's copies being written, which settle whatever happens here.
 */
export async function writeStationDocuments(
  rows: Iterable<Row>,
  { paths, header }: StationDocuments,
  compressing: (file: string, copies: Promise<void>) => void,
): Promise<void> {
  const fields = JSON.stringify(header).slice(1, -1);
  // A second Brotli encoder beside the JSON's (about 9 MB) raised the refresh's peak.
  const copies = { json: new StreamedCopies(paths.json), geojson: new StreamedCopies(paths.geojson, ['gzip']) };
  compressing(paths.json, copies.json.written);
  compressing(
    paths.geojson,
    copies.geojson.written.then(() => writePrecompressed(paths.geojson, ['br'])),
  );
  let json: TextFile | null = null;
  let geojson: TextFile | null = null;
  try {
    try {
      json = new TextFile(paths.json, `{${fields},"stations":[`, copies.json);
      geojson = new TextFile(paths.geojson, `{"type":"FeatureCollection",${fields},"features":[`, copies.geojson);
      let separator = '';
      let written = 0;
      for (const station of rows) {
        // One JSON text of the row for both documents: the Feature's properties are the row.
        const properties = JSON.stringify(station);
        const geometry = `{"type":"Point","coordinates":[${JSON.stringify(station.lng)},${JSON.stringify(station.lat)}]}`;
        json.write(separator + properties);
        geojson.write(
          `${separator}{"type":"Feature","id":${JSON.stringify(station.id)},"geometry":${geometry},"properties":${properties}}`,
        );
        separator = ',';
        if (++written % ROWS_PER_TURN === 0) {
          json.flush();
          geojson.flush();
          // A turn for the compressors to take what was released, then no more than one piece behind.
          await nextTurn();
          await Promise.all([copies.json.caughtUp(), copies.geojson.caughtUp()]);
        }
      }
      json.write(']}');
      geojson.write(']}');
    } finally {
      try {
        geojson?.close();
      } finally {
        json?.close();
      }
    }
  } catch (error) {
    // Nothing may still be writing the copies when the failed snapshot is removed.
    const reason = error instanceof Error ? error : new Error(String(error));
    copies.json.abort(reason);
    copies.geojson.abort(reason);
    throw error;
  }
  copies.json.close();
  copies.geojson.close();
}
