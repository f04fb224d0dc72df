// Writes a snapshot directory (Parquet + every download) aside, renames it into place, and publishes it by replacing
// the manifest: the manifest is written last, so whatever step a run stops at, readers see the old set or the new one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOT_DOWNLOADS_DIR, SNAPSHOTS_DIR } from '../core/data-dir.js';
import { copyToParquet, createTable, openScratchDatabase, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot, Community, Municipality, Province, Territories } from '../core/model.js';
import { writeDownloads } from './downloads.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { clearHistory, historyDayFiles, type StagedHistoryDay } from './history-writer.js';
import { type Manifest, readManifest, type StagedFile, stageManifest } from './manifest.js';
import { listSnapshots, snapshotsToPrune } from './snapshot-retention.js';
import {
  COMMUNITY_COLUMNS,
  communityRow,
  DAILY_PRICE_COLUMNS,
  MUNICIPALITY_COLUMNS,
  municipalityRow,
  PROVINCE_COLUMNS,
  provinceRow,
  STATION_COLUMNS,
  stationFromRow,
  stationRow,
} from './tables.js';

export interface SnapshotSource {
  isSample: boolean;
  description: string;
}

/** A snapshot directory written aside: `place` renames it to `dir`; `discard` removes it. */
export interface StagedSnapshot {
  /** Its directory once placed, relative to DATA_DIR (what the manifest names). */
  dir: string;
  place(): void;
  discard(): void;
}

/**
 * Writes every file of the snapshot into a hidden directory, the daily series download made from `dayFiles` (the
 * history's Parquet days as they will be once this snapshot is published). On failure nothing is left behind.
 */
export async function stageSnapshot(
  dataDir: string,
  snapshot: CleanSnapshot,
  territories: Territories,
  isSample: boolean,
  dayFiles: readonly string[],
): Promise<StagedSnapshot> {
  const name = `${snapshot.source_time.replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(4).toString('hex')}`;
  const root = join(dataDir, SNAPSHOTS_DIR);
  mkdirSync(root, { recursive: true });
  const temporary = temporaryPath(root);
  try {
    mkdirSync(join(temporary, SNAPSHOT_DOWNLOADS_DIR), { recursive: true });
    const db = await openScratchDatabase();
    try {
      const tables = [
        ['stations', STATION_COLUMNS, snapshot.stations.map(stationRow)],
        ['communities', COMMUNITY_COLUMNS, territories.communities.map(communityRow)],
        ['provinces', PROVINCE_COLUMNS, territories.provinces.map(provinceRow)],
        ['municipalities', MUNICIPALITY_COLUMNS, territories.municipalities.map(municipalityRow)],
      ] as const;
      for (const [table, columns, rows] of tables) {
        await createTable(db.connection, table, columns, rows);
        const file = join(temporary, `${table}.parquet`);
        await copyToParquet(db.connection, `SELECT * FROM ${table}`, file);
        wrote(file);
      }
      await createDailyPrices(db.connection, dayFiles);
      await writeDownloads(db.connection, join(temporary, SNAPSHOT_DOWNLOADS_DIR), snapshot, isSample);
    } finally {
      db.close();
    }
  } catch (error) {
    discardTemporary(temporary);
    throw error;
  }
  return {
    dir: join(SNAPSHOTS_DIR, name),
    place: () => renameTemporary(temporary, join(root, name)),
    discard: () => discardTemporary(temporary),
  };
}

/** The `daily_prices` table writeDownloads reads: a view over the day files, or empty without any. */
async function createDailyPrices(
  connection: Parameters<typeof createTable>[0],
  dayFiles: readonly string[],
): Promise<void> {
  if (dayFiles.length === 0) {
    await createTable(connection, 'daily_prices', DAILY_PRICE_COLUMNS, []);
    return;
  }
  await connection.run(`CREATE VIEW daily_prices AS SELECT * FROM read_parquet([${dayFiles.map(sqlPath).join(', ')}])`);
}

/** The snapshot `manifest` publishes, read back from its Parquet files (to publish it again with new downloads). */
export async function readPublishedSnapshot(
  dataDir: string,
  manifest: Manifest,
): Promise<{ snapshot: CleanSnapshot; territories: Territories }> {
  const db = await openScratchDatabase();
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

/** The manifest that publishes `snapshotDir`. */
export function manifestFor(
  snapshotDir: string,
  snapshot: CleanSnapshot,
  source: SnapshotSource,
  now: Date,
  rejectedCount = snapshot.rejected.length,
): Manifest {
  return {
    format: 1,
    snapshot: snapshotDir,
    source_time: snapshot.source_time,
    source_date: snapshot.source_date,
    is_sample: source.isSample,
    source_description: source.description,
    station_count: snapshot.stations.length,
    public_station_count: snapshot.stations.filter((s) => s.sells_to_public).length,
    rejected_count: rejectedCount,
    published_at: now.toISOString(),
  };
}

/**
 * Publishes a staged snapshot with its history day: every file is written already, so only renames are left (no
 * space needed), the manifest last. Whatever happens, no temporary is left behind.
 */
export async function publishStaged(options: {
  dataDir: string;
  stage: () => Promise<StagedSnapshot>;
  manifest: (snapshotDir: string) => Manifest;
  day?: StagedHistoryDay;
  replacesHistory?: boolean;
}): Promise<Manifest> {
  const { dataDir, day } = options;
  let staged: StagedSnapshot | null = null;
  let manifestFile: StagedFile | null = null;
  try {
    staged = await options.stage();
    const manifest = options.manifest(staged.dir);
    manifestFile = stageManifest(dataDir, manifest);
    staged.place();
    if (options.replacesHistory) clearHistory(dataDir);
    day?.publish();
    manifestFile.commit();
    return manifest;
  } finally {
    day?.discard();
    staged?.discard();
    manifestFile?.discard();
  }
}

/** Removes the snapshots no reader can still be serving (etl/snapshot-retention.ts), and interrupted writes. */
export function pruneSnapshots(dataDir: string, now: Date = new Date()): void {
  const current = readManifest(dataDir)?.snapshot.split('/').pop();
  for (const name of snapshotsToPrune(listSnapshots(dataDir), current, now.getTime())) {
    rmSync(join(dataDir, SNAPSHOTS_DIR, name), { recursive: true, force: true });
  }
}

/**
 * Publishes the served snapshot again, its downloads made from the history as it is now (after a backfill added
 * days): a published snapshot directory is never rewritten in place.
 */
export async function republishWithHistory(dataDir: string, now: Date): Promise<Manifest | null> {
  const current = readManifest(dataDir);
  if (!current) return null;
  const { snapshot, territories } = await readPublishedSnapshot(dataDir, current);
  const source = { isSample: current.is_sample, description: current.source_description };
  const manifest = await publishStaged({
    dataDir,
    stage: () => stageSnapshot(dataDir, snapshot, territories, current.is_sample, historyDayFiles(dataDir)),
    manifest: (snapshotDir) => manifestFor(snapshotDir, snapshot, source, now, current.rejected_count),
  });
  pruneSnapshots(dataDir, now);
  return manifest;
}
