// Writing the manifest that publishes a snapshot (its format: core/data-dir/manifest.ts): replaced atomically (write,
// fsync, rename), never edited in place.
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MANIFEST_FILE } from '../core/data-dir/layout.js';
import type { Manifest } from '../core/data-dir/manifest.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';

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
