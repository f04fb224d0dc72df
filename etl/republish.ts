// Publishes the served snapshot again with what was added beside it since: history days from a backfill, archive
// days from an archive backfill. A published snapshot directory is never rewritten in place.
import { join } from 'node:path';
import { type Manifest, readManifest } from '../core/data-dir/manifest.js';
import { stationFromRow } from '../core/data-dir/tables.js';
import { sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot, Community, Municipality, Province, Territories } from '../core/model.js';
import { readPublishedArchive } from './archive-index.js';
import { stageArchive } from './archive-writer.js';
import type { DayFiles } from './day-files.js';
import { historyDayFiles, historyDays } from './history-writer.js';
import { openEtlDatabase } from './scratch-database.js';
import { snapshotIndexTexts } from './snapshot-index-files.js';
import { manifestFor, pruneSnapshots, publishStaged, stageSnapshot } from './snapshot-writer.js';

/** The snapshot `manifest` publishes, read back from its Parquet files (to publish it again with new downloads). */
export async function readPublishedSnapshot(
  dataDir: string,
  manifest: Manifest,
): Promise<{ snapshot: CleanSnapshot; territories: Territories }> {
  const db = await openEtlDatabase(dataDir);
  try {
    const read = async (table: string) =>
      (
        await db.connection.runAndReadAll(
          `SELECT * FROM read_parquet(${sqlPath(join(dataDir, manifest.snapshot, `${table}.parquet`))})`,
        )
      ).getRowObjectsJS() as Record<string, unknown>[];
    return {
      snapshot: {
        source_time: manifest.source_time,
        source_date: manifest.source_date,
        stations: (await read('stations')).map(stationFromRow),
        rejected: [],
        refusedPrices: [],
        truncatedTexts: [],
      },
      territories: {
        communities: (await read('communities')) as unknown as Community[],
        provinces: (await read('provinces')) as unknown as Province[],
        municipalities: (await read('municipalities')) as unknown as Municipality[],
      },
    };
  } finally {
    db.close();
  }
}

/**
 * Publishes the served snapshot again: its daily series made from the history as it is now, its archive with the
 * history's days and `archiveDays` (days fetched for the archive only) added. Null when nothing is published.
 */
export async function republish(
  dataDir: string,
  now: Date,
  archiveDays: readonly DayFiles[] = [],
): Promise<Manifest | null> {
  const current = readManifest(dataDir);
  if (!current) return null;
  const { snapshot, territories } = await readPublishedSnapshot(dataDir, current);
  const source = { isSample: current.is_sample, description: current.source_description };
  // The archive keeps the register's days only: a sample snapshot carries it forward untouched.
  const days = current.is_sample ? [] : [...historyDays(dataDir), ...archiveDays];
  const manifest = await publishStaged({
    dataDir,
    archive: () =>
      stageArchive(
        dataDir,
        readPublishedArchive(dataDir),
        days,
        undefined,
        current.is_sample ? undefined : { stations: snapshot.stations, date: snapshot.source_date },
      ),
    stage: (archive) =>
      stageSnapshot(dataDir, snapshot, {
        territories,
        isSample: current.is_sample,
        dayFiles: historyDayFiles(dataDir),
        archive,
        indexFiles: snapshotIndexTexts(snapshot, territories),
      }),
    manifest: (snapshotDir) => manifestFor(snapshotDir, snapshot, source, now, current, current.rejected_count),
  });
  pruneSnapshots(dataDir, now);
  return manifest;
}
