// The archive as the snapshots name it: the published snapshot's index, which the next publication starts from, and
// the removal of month versions that no snapshot still on disk names. Snapshot retention (snapshot-retention.ts)
// already keeps every snapshot a reader may be serving, so a version is removed only once no reader can serve it.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARCHIVE_DIR,
  ARCHIVE_INDEX_FILE,
  type ArchiveIndex,
  EMPTY_ARCHIVE,
  monthFiles,
  readArchiveIndex,
  versionMonth,
} from '../core/data-dir/archive-index.js';
import { isTemporaryName, SNAPSHOTS_DIR } from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';

/** The archive index of the published snapshot (empty before the first publication). */
export function readPublishedArchive(dataDir: string): ArchiveIndex {
  const manifest = readManifest(dataDir);
  return manifest ? readArchiveIndex(join(dataDir, manifest.snapshot, ARCHIVE_INDEX_FILE)) : EMPTY_ARCHIVE;
}

/**
 * Removes the month versions no snapshot on disk names: superseded ones, and those an interrupted run placed but never
 * published. A month the published snapshot does not name keeps all its files, and nothing is removed while any
 * snapshot's index cannot be read: a fault may leave files behind, never lose a month. Returns the names removed.
 */
export function pruneArchive(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, ARCHIVE_DIR));
  } catch {
    return [];
  }
  const named = new Set<string>();
  let published: ArchiveIndex;
  try {
    published = readPublishedArchive(dataDir);
    for (const snapshot of readdirSync(join(dataDir, SNAPSHOTS_DIR))) {
      if (isTemporaryName(snapshot)) continue;
      const index = readArchiveIndex(join(dataDir, SNAPSHOTS_DIR, snapshot, ARCHIVE_INDEX_FILE));
      for (const month of index.months) for (const [, file] of monthFiles(month)) named.add(file.file);
    }
  } catch {
    return [];
  }
  const publishedMonths = new Set(published.months.map((m) => m.month));
  const removed: string[] = [];
  for (const name of names) {
    const month = versionMonth(name);
    if (month === null || named.has(name) || !publishedMonths.has(month)) continue;
    rmSync(join(dataDir, ARCHIVE_DIR, name), { force: true });
    removed.push(name);
  }
  return removed;
}
