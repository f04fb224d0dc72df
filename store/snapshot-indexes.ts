// What a snapshot's indexes need from its tables alone, computed by the ETL when it writes the snapshot, so that a
// start reads it instead of computing it again: the one file of store/ that etl/ imports (ARCHITECTURE.md). It builds
// with the loader's own code, so what is written is what a load would compute.

import { searchTablesText } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_TABLES, type SnapshotTableRows, stationFromRow } from '../core/data-dir/tables.js';
import type { Community, Municipality, Province, Station } from '../core/model.js';
import { runAtOnce } from '../core/yielding.js';
import { searchIndexSteps } from './indexes/search-index.js';
import { buildTerritoryStats } from './indexes/territory-stats.js';
import { buildTerritoryIndex } from './territory-index.js';

/** The stations a dataset serves and indexes: those that sell to the public. */
export const publicStations = (stations: readonly Station[]): Station[] => stations.filter((s) => s.sells_to_public);

/** The text of the snapshot's SNAPSHOT_SEARCH_TABLES_FILE for the snapshot whose tables are `rows`. */
export function searchTablesFileText(rows: SnapshotTableRows): string {
  if (SNAPSHOT_TABLES.some((table) => !Array.isArray(rows[table]))) throw new TypeError('a snapshot table is missing');
  const stations = publicStations(rows.stations.map(stationFromRow));
  const territories = buildTerritoryIndex({
    communities: rows.communities as unknown as Community[],
    provinces: rows.provinces as unknown as Province[],
    municipalities: rows.municipalities as unknown as Municipality[],
  });
  const index = runAtOnce(searchIndexSteps(stations, territories, buildTerritoryStats(stations)));
  return searchTablesText(index.entries.length, index);
}
