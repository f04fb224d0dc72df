// Tells a reader that DATA_DIR's manifest was replaced: a file-system watch for promptness, and a stat every few
// seconds besides, because network file systems (NFS, SMB, most shared volumes) deliver no events.
import { type FSWatcher, type Stats, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../core/data-dir/layout.js';

export const MANIFEST_POLL_MS = 2000;

export interface ManifestWatcher {
  close(): void;
}

/** The manifest's identity: the writer replaces it by a rename, so a new one has a new inode (and mtime). */
function signature(path: string): string {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    return 'absent';
  }
  return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
}

/**
 * Calls `onChange` after the manifest in `dataDir` (or another of `files`) changes, at most once per change; `watch:
 * false` polls only.
 */
export function watchManifest(
  dataDir: string,
  onChange: () => void,
  options: { pollMs?: number; watch?: boolean; files?: readonly string[] } = {},
): ManifestWatcher {
  const files = options.files ?? [MANIFEST_FILE];
  const signatures = () => files.map((file) => signature(join(dataDir, file))).join('|');
  let last = signatures();
  const check = () => {
    const now = signatures();
    if (now === last) return;
    last = now;
    onChange();
  };
  let watcher: FSWatcher | null = null;
  if (options.watch ?? true) {
    try {
      // The directory, not the file: a rename over the file leaves a watch on the old inode deaf.
      watcher = watch(dataDir, { persistent: false }, (_event, name) => {
        if (name === null || files.includes(name)) check();
      });
      watcher.on('error', () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      watcher = null; // no events here (inotify limits, some mounts): the poll alone notices
    }
  }
  const poll = setInterval(check, options.pollMs ?? MANIFEST_POLL_MS);
  poll.unref();
  return {
    close() {
      clearInterval(poll);
      watcher?.close();
    },
  };
}
