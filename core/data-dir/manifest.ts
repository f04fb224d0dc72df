// The small manifest that publishes a snapshot (DATA_DIR/manifest.json): what it says, and how a reader reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from './layout.js';

/** What a reader needs to load a snapshot without its manifest. */
export interface PublishedSnapshot {
  /** Directory of the snapshot, relative to the data directory. */
  snapshot: string;
  source_time: string;
  source_date: string;
  is_sample: boolean;
}

export interface Manifest extends PublishedSnapshot {
  format: 1;
  /** Directory of the snapshot, relative to the data directory. */
  snapshot: string;
  source_time: string;
  source_date: string;
  is_sample: boolean;
  source_description: string;
  station_count: number;
  public_station_count: number;
  rejected_count: number;
  published_at: string;
  /**
   * The snapshots published before this one that retention keeps on disk, newest first: what a reader that cannot
   * load this one serves instead (absent in manifests written before it was added).
   */
  previous?: PublishedSnapshot[];
}

/** The earlier publications a new manifest names after `current`: the current one and its own, newest first. */
export function previousOf(current: Manifest | null, keep: number): PublishedSnapshot[] {
  if (current === null) return [];
  const { snapshot, source_time, source_date, is_sample } = current;
  return [{ snapshot, source_time, source_date, is_sample }, ...(current.previous ?? [])].slice(0, keep);
}

export function readManifest(dataDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
