// Writes a snapshot directory (Parquet + downloads) and publishes it by replacing the manifest.
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOTS_DIR } from '../core/data-dir.js';
import { copyToParquet, createTable, openScratchDatabase } from '../core/duckdb.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import { writeDownloads } from './downloads.js';
import { type Manifest, publishManifest, readManifest } from './manifest.js';
import { listSnapshots, snapshotsToPrune } from './snapshot-retention.js';
import {
  COMMUNITY_COLUMNS,
  communityRow,
  MUNICIPALITY_COLUMNS,
  municipalityRow,
  PROVINCE_COLUMNS,
  provinceRow,
  STATION_COLUMNS,
  stationRow,
} from './tables.js';

export interface SnapshotSource {
  isSample: boolean;
  description: string;
}

/** Writes every file of the snapshot into a hidden directory, then renames it into place; returns its name. */
export async function writeSnapshot(
  dataDir: string,
  snapshot: CleanSnapshot,
  territories: Territories,
  isSample: boolean,
): Promise<string> {
  const name = `${snapshot.source_time.replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(4).toString('hex')}`;
  const root = join(dataDir, SNAPSHOTS_DIR);
  const temporary = join(root, `.tmp-${name}`);
  mkdirSync(join(temporary, 'downloads'), { recursive: true });
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
      await copyToParquet(db.connection, `SELECT * FROM ${table}`, join(temporary, `${table}.parquet`));
    }
    await writeDownloads(db.connection, join(temporary, 'downloads'), snapshot, isSample, { dataDir });
  } finally {
    db.close();
  }
  renameSync(temporary, join(root, name));
  return join(SNAPSHOTS_DIR, name);
}

export function publishSnapshot(
  dataDir: string,
  snapshotDir: string,
  snapshot: CleanSnapshot,
  source: SnapshotSource,
  now: Date,
): Manifest {
  const manifest: Manifest = {
    format: 1,
    snapshot: snapshotDir,
    source_time: snapshot.source_time,
    source_date: snapshot.source_date,
    is_sample: source.isSample,
    source_description: source.description,
    station_count: snapshot.stations.length,
    public_station_count: snapshot.stations.filter((s) => s.sells_to_public).length,
    rejected_count: snapshot.rejected.length,
    published_at: now.toISOString(),
  };
  publishManifest(dataDir, manifest);
  return manifest;
}

/** Removes the snapshots no reader can still be serving (etl/snapshot-retention.ts), and interrupted writes. */
export function pruneSnapshots(dataDir: string, now: Date = new Date()): void {
  const current = readManifest(dataDir)?.snapshot.split('/').pop();
  for (const name of snapshotsToPrune(listSnapshots(dataDir), current, now.getTime())) {
    rmSync(join(dataDir, SNAPSHOTS_DIR, name), { recursive: true, force: true });
  }
}
