// The files of a snapshot that hold what its indexes need from its tables alone (core/data-dir/search-tables.ts and
// spain-orders.ts),
// computed once here by store/'s own builders instead of at every start that loads the snapshot.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows } from '../core/data-dir/tables.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import { firstAnswer, startModuleWorker } from '../core/module-worker.js';
import { type IndexedStation, indexedStation, publicStations, snapshotIndexFiles } from '../store/snapshot-indexes.js';
import { wrote } from './file-writes.js';

/** What the worker of snapshotIndexTexts is given (a copy of the refresh's stations and territories). */
export interface SnapshotIndexRequest {
  stations: IndexedStation[];
  territories: Territories;
}

/** What it answers: the texts by file name, or the message of the error their build threw. */
export type SnapshotIndexAnswer = { texts: Record<string, string> } | { error: string };

/**
 * The texts of the snapshot's index files by file name, from the stations and territories the refresh holds, computed
 * in a worker thread (etl/snapshot-index-worker.ts) while this one reads the register's rows into the history day: on
 * this thread, in slices, the build and its garbage took 0.4–0.5 s of the thread every step of a refresh waits on. The
 * refresh holds their text (about 1 MB) until the snapshot is written: computed at the end, they added a second to
 * it, and beside the downloads 15 MB to its peak.
 */
export async function snapshotIndexTexts(
  snapshot: CleanSnapshot,
  territories: Territories,
): Promise<Record<string, string>> {
  // The fields the indexes read, of the stations they index: a copy of the whole stations took a refresh over 200 MB.
  const stations = publicStations(snapshot.stations).map(indexedStation);
  const request: SnapshotIndexRequest = { stations, territories };
  const worker = startModuleWorker(import.meta.url, 'snapshot-index-worker', request);
  const answer = await firstAnswer<SnapshotIndexAnswer>(worker, 'the snapshot index worker');
  if ('error' in answer) throw new Error(answer.error);
  return answer.texts;
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
