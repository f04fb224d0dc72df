// The files of a snapshot that hold what its indexes need from its tables alone (core/data-dir/search-tables.ts and
// spain-orders.ts),
// computed once here by store/'s own builders instead of at every start that loads the snapshot.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows } from '../core/data-dir/tables.js';
import { snapshotIndexFiles } from '../store/snapshot-indexes.js';
import { wrote } from './file-writes.js';

/**
 * Writes the index files of the snapshot staged in `dir`, from its tables file (the rows a start reads): run last, once
 * the snapshot's database is closed and its downloads written, so that what it holds is not added to theirs.
 */
export function writeSnapshotIndexFiles(dir: string): void {
  const rows = JSON.parse(readFileSync(join(dir, SNAPSHOT_TABLES_FILE), 'utf8')) as SnapshotTableRows;
  for (const [name, text] of Object.entries(snapshotIndexFiles(rows))) {
    const path = join(dir, name);
    writeFileSync(path, text);
    wrote(path);
  }
}
