// The files of a snapshot that hold what its indexes need from its tables alone (core/data-dir/search-tables.ts and
// spain-orders.ts),
// computed once here by store/'s own builders instead of at every start that loads the snapshot.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows } from '../core/data-dir/tables.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import { snapshotIndexFiles, snapshotIndexFilesOf } from '../store/snapshot-indexes.js';
import { wrote } from './file-writes.js';

/**
 * The texts of the snapshot's index files by file name, from the stations and territories the refresh holds. A refresh
 * computes them in slices beside its history day, while DuckDB writes it, and holds their text (about 1 MB) until the
 * snapshot is written: computed at the end, they added a second to it, and beside the downloads 15 MB to its peak.
 */
export function snapshotIndexTexts(snapshot: CleanSnapshot, territories: Territories): Promise<Record<string, string>> {
  return snapshotIndexFilesOf(snapshot.stations, territories);
}

/** Writes the index files of the snapshot in `dir` from its tables file (a snapshot written before they were). */
export async function addSnapshotIndexFiles(dir: string): Promise<void> {
  writeSnapshotIndexFiles(
    dir,
    await snapshotIndexFiles(JSON.parse(readFileSync(join(dir, SNAPSHOT_TABLES_FILE), 'utf8')) as SnapshotTableRows),
  );
}

/** Writes the index files whose texts are `files` into the snapshot's directory `dir`. */
export function writeSnapshotIndexFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    writeFileSync(path, text);
    wrote(path);
  }
}
