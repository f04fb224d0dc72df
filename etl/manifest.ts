// The small manifest that publishes a snapshot: replaced atomically (write, fsync, rename), never edited in place.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../core/data-dir.js';

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

/** Writes `content` next to `path` and renames it over `path`, so readers see the old file or the new one. */
export function replaceFileAtomically(path: string, content: string): void {
  const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

export function publishManifest(dataDir: string, manifest: Manifest): void {
  replaceFileAtomically(join(dataDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
