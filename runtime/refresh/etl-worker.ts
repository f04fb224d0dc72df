// Entry of the worker thread that runs one ETL job (runtime/refresh/etl-in-worker.ts starts it): the same job the server
// would run in-process, on a source rebuilt from its description; its log lines and its outcome go back as data.
import { parentPort, workerData } from 'node:worker_threads';
import { loggedError, runBackfill, runRefresh, sourceOf } from '../../etl/refresh-jobs.js';
import type { EtlWorkerData, EtlWorkerMessage } from './etl-in-worker.js';

const data = workerData as EtlWorkerData;
const post = (message: EtlWorkerMessage) => parentPort?.postMessage(message);
const log = (event: Record<string, unknown>) => post({ type: 'log', event });

try {
  const source = sourceOf(data.source);
  const value =
    data.job === 'refresh'
      ? await runRefresh({ source, dataDir: data.dataDir, now: data.now, log })
      : await runBackfill({ ...data, source, log });
  post({ type: 'done', value });
} catch (error) {
  // A refresh never throws (its failure is its outcome); a backfill that could not start does.
  post({ type: 'failed', error: loggedError(error) });
}
