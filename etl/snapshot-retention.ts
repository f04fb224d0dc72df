// Which snapshot directories a refresh may delete: never one a reader may still be serving. A reader swaps to a new
// manifest within seconds and keeps the dataset it replaced for the store's release delay (a minute), so a snapshot
// is kept for a grace period after it stopped being the published one, and the last few are kept regardless.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOTS_DIR } from '../core/data-dir/layout.js';

/** Finished snapshots kept besides the published one, however old. */
export const KEEP_PREVIOUS = 2;
/** Far longer than a reader's pick-up (5 s) plus the store's release delay (60 s). */
export const SUPERSEDED_GRACE_MS = 10 * 60_000;

export interface SnapshotEntry {
  name: string;
  /** When the directory was last written: its snapshot was published about then. */
  writtenAtMs: number;
}

/** The names to delete: a snapshot is kept when published, among the last KEEP_PREVIOUS, or superseded recently. */
export function snapshotsToPrune(
  entries: readonly SnapshotEntry[],
  current: string | undefined,
  nowMs: number,
  options: { keepPrevious?: number; graceMs?: number } = {},
): string[] {
  const keepPrevious = options.keepPrevious ?? KEEP_PREVIOUS;
  const graceMs = options.graceMs ?? SUPERSEDED_GRACE_MS;
  const finished = entries
    .filter((e) => !e.name.startsWith('.tmp-'))
    .sort((a, b) => a.writtenAtMs - b.writtenAtMs || a.name.localeCompare(b.name));
  const prune: string[] = [];
  finished.forEach((entry, index) => {
    if (entry.name === current) return;
    const newer = finished.length - 1 - index;
    if (newer <= keepPrevious) return;
    // Superseded when the next snapshot was written; readers may serve it until well after that.
    const supersededAtMs = finished[index + 1]?.writtenAtMs ?? nowMs;
    if (nowMs - supersededAtMs < graceMs) return;
    prune.push(entry.name);
  });
  // Interrupted writes: only the one writer (holding the lock) prunes, so no live write is among them.
  for (const entry of entries) if (entry.name.startsWith('.tmp-')) prune.push(entry.name);
  return prune;
}

export function listSnapshots(dataDir: string): SnapshotEntry[] {
  const root = join(dataDir, SNAPSHOTS_DIR);
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const entries: SnapshotEntry[] = [];
  for (const name of names) {
    try {
      entries.push({ name, writtenAtMs: statSync(join(root, name)).mtimeMs });
    } catch {
      // Removed meanwhile.
    }
  }
  return entries;
}
