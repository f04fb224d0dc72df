// The snapshot's former stations file (core/data-dir/former-stations.ts): the stations that left the register within
// its history window, found by store/'s own query over the archive staged with it, once here instead of at every start.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { archiveFilePath } from '../core/data-dir/archive-index.js';
import { SNAPSHOT_FORMER_STATIONS_FILE } from '../core/data-dir/former-stations.js';
import { readManifest } from '../core/data-dir/manifest.js';
import type { Station } from '../core/model.js';
import { formerStationsFileText } from '../store/snapshot-indexes.js';
import { readPublishedArchive } from './archive-index.js';
import type { StagedArchive } from './archive-writer.js';
import { wrote } from './file-writes.js';
import { openEtlDatabase } from './scratch-database.js';

/**
 * Writes into the snapshot's directory `dir` its former stations file, from the archive staged with it. In a database
 * of its own, closed once the query is done: a refresh runs it while the snapshot's database is given its tables, and
 * what it takes is given back before the downloads take that database to its largest.
 */
export async function writeFormerStationsFile(
  dir: string,
  snapshot: { source_date: string; stations: readonly Pick<Station, 'id'>[] },
  archive: Pick<StagedArchive, 'index' | 'stationTables'>,
): Promise<void> {
  const { index, stationTables } = archive;
  // Beside the snapshot's directory, where its own database spills (a temporary folder every writer's sweep knows),
  // and only when the window has a month station table.
  let db: Awaited<ReturnType<typeof openEtlDatabase>> | undefined;
  const connect = async () => {
    db ??= await openEtlDatabase(dirname(dir));
    return db.connection;
  };
  let text: string;
  try {
    text = await formerStationsFileText(connect, index, stationTables, snapshot.source_date, snapshot.stations);
  } finally {
    db?.close();
  }
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
  const snapshot = { source_date: manifest.source_date, stations: stationIds.map((id) => ({ id })) };
  await writeFormerStationsFile(join(dataDir, manifest.snapshot), snapshot, { index, stationTables });
}
