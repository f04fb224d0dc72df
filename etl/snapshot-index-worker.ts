// The worker of snapshotIndexTexts (snapshot-index-files.ts): the texts of the snapshot's index files from the
// stations and territories it is given, or the message of what their build threw.
import { parentPort, workerData } from 'node:worker_threads';
import type { Station } from '../core/model.js';
import type { Steps } from '../core/yielding.js';
import { snapshotIndexFilesSteps } from '../store/snapshot-indexes.js';
import { collectGarbage } from './memory-policy.js';
import type { SnapshotIndexAnswer, SnapshotIndexRequest } from './snapshot-index-files.js';

const STEPS_PER_COLLECTION = 300;

/**
 * Runs `steps` at once, collecting the garbage of the build every STEPS_PER_COLLECTION steps (twice on the national
 * list): left to V8, this thread's heap grew 10 MB more, while the refresh's history day is at its largest.
 */
function runCollecting<T>(steps: Steps<T>): T {
  for (let count = 1; ; count++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (count % STEPS_PER_COLLECTION === 0) collectGarbage();
  }
}

const { stations, territories } = workerData as SnapshotIndexRequest;
let answer: SnapshotIndexAnswer;
try {
  // The builders read a station's IndexedStation fields alone (etl/snapshot-index-files.integration.test.ts holds it).
  answer = { texts: runCollecting(snapshotIndexFilesSteps(stations as Station[], territories)) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(answer);
