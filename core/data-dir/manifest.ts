// The small manifest that publishes a snapshot (DATA_DIR/manifest.json): what it says, and how a reader reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from './layout.js';

export interface Manifest {
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
}

export function readManifest(dataDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
