// The snapshot's former stations file (core/data-dir/former-stations.ts): the stations that left the register within
// its history window, found by store/'s own query over the archive staged with it, once here instead of at every start.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { archiveFilePath } from '../core/data-dir/archive-index.js';
import { SNAPSHOT_FORMER_STATIONS_FILE } from '../core/data-dir/former-stations.js';
import { readManifest } from '../core/data-dir/manifest.js';
import type { Station } from '../core/model.js';
import { formerStationsFileText } from '../store/snapshot-indexes.js';
import { readPublishedArchive } from './archive-index.js';
import type { StagedArchive } from './archive-writer.js';
import { wrote } from './file-writes.js';
import { openEtlDatabase } from './scratch-database.js';

/** Writes into the snapshot's directory `dir` its former stations file, from the archive staged with it. */
export async function writeFormerStationsFile(
  connection: DuckDBConnection,
  dir: string,
  snapshot: { source_date: string; stations: readonly Pick<Station, 'id'>[] },
  archive: Pick<StagedArchive, 'index' | 'stationTables'>,
): Promise<void> {
  const { index, stationTables } = archive;
  const text = await formerStationsFileText(connection, index, stationTables, snapshot.source_date, snapshot.stations);
  const path = join(dir, SNAPSHOT_FORMER_STATIONS_FILE);
  writeFileSync(path, text);
  wrote(path);
}

/**
 * Writes the file into the snapshot `dataDir` publishes (one written before the file was), whose stations' ids are
 * `stationIds`, from its published archive.
 */
export async function addFormerStationsFile(dataDir: string, stationIds: readonly number[]): Promise<void> {
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error(`nothing is published in ${dataDir}`);
  const index = readPublishedArchive(dataDir);
  const stationTables = index.months.flatMap((m) => (m.stations ? [archiveFilePath(dataDir, m.stations.file)] : []));
  const stations = stationIds.map((id) => ({ id }));
  const db = await openEtlDatabase(dataDir);
  try {
    const snapshot = { source_date: manifest.source_date, stations };
    await writeFormerStationsFile(db.connection, join(dataDir, manifest.snapshot), snapshot, { index, stationTables });
  } finally {
    db.close();
  }
}
