// What a snapshot's indexes need from its tables alone (the search's tables, the Spain-wide price orders) and from the
// archive published with it (the former stations), computed by the ETL when it writes the snapshot, so that a start
// reads it instead of computing it again: the one file of store/ that etl/ imports (ARCHITECTURE.md). It builds with
// the loader's own code, so what is written is what a load would compute.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import { formerStationsText } from '../core/data-dir/former-stations.js';

import { SNAPSHOT_SEARCH_TABLES_FILE, searchTablesText } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_SPAIN_ORDERS_FILE, spainOrdersText } from '../core/data-dir/spain-orders.js';
import { SNAPSHOT_TABLES, type SnapshotTableRows, stationFromRow } from '../core/data-dir/tables.js';
import type { Community, Municipality, Province, Station, Territories } from '../core/model.js';
import { runInSlices, Slicer, type Steps } from '../core/yielding.js';
import { formerStationsSince, readFormerStations } from './former-stations.js';
import { spainOrderPositions, spainOrdersSteps } from './indexes/cheapest-orders.js';
import { searchIndexSteps } from './indexes/search-index.js';
import { buildTerritoryStats } from './indexes/territory-stats.js';
import { buildTerritoryIndex } from './territory-index.js';

/** The stations a dataset serves and indexes: those that sell to the public. */
export const publicStations = (stations: readonly Station[]): Station[] => stations.filter((s) => s.sells_to_public);

/**
 * The text of each file of the snapshot whose tables are `rows` that holds what its indexes need from its tables
 * alone, by file name: SNAPSHOT_SEARCH_TABLES_FILE and SNAPSHOT_SPAIN_ORDERS_FILE.
 */
export async function snapshotIndexFiles(rows: SnapshotTableRows): Promise<Record<string, string>> {
  if (SNAPSHOT_TABLES.some((table) => !Array.isArray(rows[table]))) throw new TypeError('a snapshot table is missing');
  return snapshotIndexFilesOf(rows.stations.map(stationFromRow), {
    communities: rows.communities as unknown as Community[],
    provinces: rows.provinces as unknown as Province[],
    municipalities: rows.municipalities as unknown as Municipality[],
  });
}

/**
 * The fields of a station the snapshot's index files are computed from: what the search, the territory statistics and
 * the Spain-wide orders read. A refresh hands its worker these alone (etl/snapshot-index-files.ts).
 */
export type IndexedStation = Pick<
  Station,
  | 'id'
  | 'name'
  | 'brand_name'
  | 'postal_code'
  | 'municipality_id'
  | 'province_code'
  | 'community_code'
  | 'lat'
  | 'lng'
  | 'low_tax_area'
  | 'sells_to_public'
  | 'prices'
>;

/** `station`'s IndexedStation fields (written out: one hidden class, and nothing else copied to the worker). */
export function indexedStation(station: Station): IndexedStation {
  const { id, name, brand_name, postal_code, municipality_id, province_code, community_code } = station;
  const { lat, lng, low_tax_area, sells_to_public, prices } = station;
  return {
    id,
    name,
    brand_name,
    postal_code,
    municipality_id,
    province_code,
    community_code,
    lat,
    lng,
    low_tax_area,
    sells_to_public,
    prices,
  };
}

/** The same files from stations and territories held in memory, computed in slices (snapshotIndexFilesSteps). */
export function snapshotIndexFilesOf(
  allStations: readonly Station[],
  territoryLists: Territories,
  slicer = new Slicer(),
): Promise<Record<string, string>> {
  return runInSlices(snapshotIndexFilesSteps(allStations, territoryLists), slicer);
}

/**
 * The same files from the stations and territories a refresh holds, which are what its tables file holds (the ETL's
 * snapshot before it is written: no file is read back), in steps.
 */
export function* snapshotIndexFilesSteps(
  allStations: readonly Station[],
  territoryLists: Territories,
): Steps<Record<string, string>> {
  const stations = publicStations(allStations);
  const territories = buildTerritoryIndex(territoryLists);
  const search = yield* searchIndexSteps(stations, territories, buildTerritoryStats(stations));
  const orders = spainOrderPositions(stations, yield* spainOrdersSteps(stations));
  return {
    [SNAPSHOT_SEARCH_TABLES_FILE]: searchTablesText(search.entries.length, search),
    [SNAPSHOT_SPAIN_ORDERS_FILE]: spainOrdersText(stations.length, orders),
  };
}

/**
 * The text of the snapshot's former stations file (core/data-dir/former-stations.ts) for its data's date `sourceDate`
 * and its stations (`stations`, public or not), by the loader's own query (on the database `connect` opens, when the
 * window has a month station table) over the archive published with it: `archive`, whose month station tables are at
 * `stationTables` until placed (one per month that has one, in the months' order).
 */
export async function formerStationsFileText(
  connect: () => Promise<DuckDBConnection>,
  archive: ArchiveIndex,
  stationTables: readonly string[],
  sourceDate: string,
  stations: readonly Pick<Station, 'id'>[],
): Promise<string> {
  const withTables = archive.months.flatMap((month) => (month.stations ? [month.stations.file] : []));
  if (withTables.length !== stationTables.length) throw new Error('the archive’s station tables are not its months’');
  const pathOf = new Map(withTables.map((file, i) => [file, stationTables[i] as string]));
  const since = formerStationsSince(sourceDate);
  const current = new Set(stations.map((s) => s.id));
  const former = await readFormerStations(connect, archive, since, current, (file) => {
    const path = pathOf.get(file);
    if (path === undefined) throw new Error(`no station table staged for ${file}`);
    return path;
  });
  return formerStationsText(since, former);
}
