// The small manifest that publishes a snapshot: replaced atomically (write, fsync, rename), never edited in place.
import { closeSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MANIFEST_FILE } from '../core/data-dir.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';

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

/** A file written aside (and fsynced): `commit` renames it over its target, so readers see the old file or the new one. */
export interface StagedFile {
  commit(): void;
  discard(): void;
}

export function stageFile(path: string, content: string): StagedFile {
  const temporary = temporaryPath(dirname(path));
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    wrote(temporary);
  } catch (error) {
    discardTemporary(temporary);
    throw error;
  }
  return { commit: () => renameTemporary(temporary, path), discard: () => discardTemporary(temporary) };
}

/** The manifest written aside; committing it publishes its snapshot. */
export function stageManifest(dataDir: string, manifest: Manifest): StagedFile {
  return stageFile(join(dataDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
