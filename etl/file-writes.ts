// The ETL writes every file aside, under a temporary name, and renames it into place: these functions name the
// temporaries, remember which ones are in progress in this process, and remove them when a write fails or when an
// earlier run was interrupted. `wrote` is called after each file written, the seam tests use to fail a write the way
// a full disk does.
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isTemporaryName, TEMPORARY_DIRS, temporaryName } from '../core/data-dir/layout.js';

/** Throws to make the write of `path` fail (tests only). */
export type WriteFault = (path: string) => void;

const inProgress = new Set<string>();
let fault: WriteFault | null = null;

/** Tests: fail the next writes as `injected` decides; null restores normal writes. */
export function injectWriteFault(injected: WriteFault | null): void {
  fault = injected;
}

/** Called by each writer once `path` (a temporary) is written. */
export function wrote(path: string): void {
  fault?.(path);
}

/** A new temporary path in `dir` (a file or a directory), kept from the leftover sweep until discarded or renamed. */
export function temporaryPath(dir: string, suffix = ''): string {
  const path = join(dir, temporaryName(suffix));
  inProgress.add(path);
  return path;
}

/** Renames a finished temporary to its final name. */
export function renameTemporary(temporary: string, target: string): void {
  renameSync(temporary, target);
  inProgress.delete(temporary);
}

/** Removes a temporary whatever state it is in (a no-op once renamed). */
export function discardTemporary(temporary: string): void {
  try {
    rmSync(temporary, { recursive: true, force: true });
  } finally {
    inProgress.delete(temporary);
  }
}

/**
 * Removes what interrupted writes left in DATA_DIR: every temporary not in progress in this process. Safe only for
 * DATA_DIR's one writer (etl/writer-lock.ts), since another process's temporaries cannot be told from a dead one's.
 */
export function removeLeftovers(dataDir: string): string[] {
  const removed: string[] = [];
  for (const dir of TEMPORARY_DIRS) {
    let names: string[];
    try {
      names = readdirSync(join(dataDir, dir));
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dataDir, dir, name);
      if (!isTemporaryName(name) || inProgress.has(path)) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(join(dir, name));
    }
  }
  return removed;
}
