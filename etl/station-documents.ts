// stations.json and stations.geojson, written from the stations a refresh holds: the rows the downloads' query
// (etl/downloads.ts, `download_stations`) gives for the CSV and the Parquet file, made here in JavaScript instead of
// read back from DuckDB, so that DuckDB writes those files on its thread while this one writes the documents.
import { storedText } from '../core/duckdb.js';
import type { Station, Territories } from '../core/model.js';
import { StreamedCopies, writePrecompressed } from '../core/precompressed.js';
import { TextFile } from './text-file.js';

/** Each station's first day in the service's data (`first_seen`: etl/snapshot-writer.ts), as YYYY-MM-DD, by id. */
export type FirstSeenDays = ReadonlyMap<number, string>;

/** Where the documents go and the fields before their rows (licence, attribution, source time). */
export interface StationDocuments {
  paths: { json: string; geojson: string };
  header: Record<string, string>;
}

type Row = Record<string, unknown>;

interface TerritoryNames {
  municipality: ReadonlyMap<number, string>;
  province: ReadonlyMap<string, string>;
  community: ReadonlyMap<string, string>;
}

/** A VARCHAR column's value as DuckDB stores it (storedText), null kept. */
const text = (value: string | null): string | null => (value === null ? null : storedText(value));

/**
 * One row of the station downloads: each column of STATION_DOWNLOAD_COLUMNS in its order, read from the station as its
 * `sql` reads the stations table (`s.`: a VARCHAR as DuckDB stores it), a territory's name by the station's code (`m.`,
 * `p.`, `c.`: null when none has it, the query's LEFT JOIN), and its first day. Written out as one object literal: made
 * from the columns' list one key at a time, each row was an object V8 keeps as a dictionary, and writing the national
 * list's rows took twice as long (etl/station-documents.integration.test.ts holds these rows to the query's).
 */
function downloadRow(s: Station, names: TerritoryNames, sourceTime: string, firstSeen: FirstSeenDays): Row {
  const p = s.prices;
  return {
    id: s.id,
    name: text(s.name),
    brand: text(s.brand_slug),
    brand_name: text(s.brand_name),
    address: text(s.address),
    locality: text(s.locality),
    postal_code: text(s.postal_code),
    municipality_id: s.municipality_id,
    municipality: names.municipality.get(s.municipality_id) ?? null,
    province_code: text(s.province_code),
    province: names.province.get(s.province_code) ?? null,
    community_code: text(s.community_code),
    community: names.community.get(s.community_code) ?? null,
    lat: s.lat,
    lng: s.lng,
    is_24h: s.is_24h,
    hours: text(s.hours),
    low_tax_area: s.low_tax_area,
    road_ref: text(s.road_ref),
    road_km: s.road_km,
    price_gasoline_95: p.gasoline_95 ?? null,
    price_gasoline_98: p.gasoline_98 ?? null,
    price_diesel: p.diesel ?? null,
    price_diesel_premium: p.diesel_premium ?? null,
    price_lpg: p.lpg ?? null,
    price_cng: p.cng ?? null,
    price_adblue: p.adblue ?? null,
    price_diesel_b: p.diesel_b ?? null,
    price_hvo: p.hvo ?? null,
    price_lng: p.lng ?? null,
    price_gasoline_95_e10: p.gasoline_95_e10 ?? null,
    price_gasoline_98_e10: p.gasoline_98_e10 ?? null,
    price_updated_at: sourceTime,
    first_seen: firstSeen.get(s.id) ?? null,
  };
}

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
  for (const station of sold) yield downloadRow(station, names, sourceTime, firstSeen);
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
        // One JSON text of the row for both documents: the Feature's properties are the row. Written as it is, not
        // joined to the texts around it: a joined text is copied whole once more before it is encoded.
        const properties = JSON.stringify(station);
        const geometry = `{"type":"Point","coordinates":[${JSON.stringify(station.lng)},${JSON.stringify(station.lat)}]}`;
        json.write(separator);
        json.write(properties);
        geojson.write(
          `${separator}{"type":"Feature","id":${JSON.stringify(station.id)},"geometry":${geometry},"properties":`,
        );
        geojson.write(properties);
        geojson.write('}');
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
