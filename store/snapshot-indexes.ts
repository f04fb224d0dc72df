// What a snapshot's indexes need from its tables alone (the search's tables, the Spain-wide price orders), computed by the ETL when it writes the snapshot, so that a
// start reads it instead of computing it again: the one file of store/ that etl/ imports (ARCHITECTURE.md). It builds
// with the loader's own code, so what is written is what a load would compute.

import { SNAPSHOT_SEARCH_TABLES_FILE, searchTablesText } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_SPAIN_ORDERS_FILE, spainOrdersText } from '../core/data-dir/spain-orders.js';
import { SNAPSHOT_TABLES, type SnapshotTableRows, stationFromRow } from '../core/data-dir/tables.js';
import type { Community, Municipality, Province, Station } from '../core/model.js';
import { runAtOnce } from '../core/yielding.js';
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
export function snapshotIndexFiles(rows: SnapshotTableRows): Record<string, string> {
  if (SNAPSHOT_TABLES.some((table) => !Array.isArray(rows[table]))) throw new TypeError('a snapshot table is missing');
  const stations = publicStations(rows.stations.map(stationFromRow));
  const territories = buildTerritoryIndex({
    communities: rows.communities as unknown as Community[],
    provinces: rows.provinces as unknown as Province[],
    municipalities: rows.municipalities as unknown as Municipality[],
  });
  const search = runAtOnce(searchIndexSteps(stations, territories, buildTerritoryStats(stations)));
  const orders = spainOrderPositions(stations, runAtOnce(spainOrdersSteps(stations)));
  return {
    [SNAPSHOT_SEARCH_TABLES_FILE]: searchTablesText(search.entries.length, search),
    [SNAPSHOT_SPAIN_ORDERS_FILE]: spainOrdersText(stations.length, orders),
  };
}
