// Entry of the worker thread that runs one ETL refresh (server/etl-in-worker.ts starts it): the same refreshSnapshot
// the server would call, on a source rebuilt from its description; its log lines, result or error go back as messages.
import { parentPort, workerData } from 'node:worker_threads';
import { refreshSnapshot } from '../etl/refresh.js';
import { createSampleSource } from '../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { type EtlWorkerData, type EtlWorkerMessage, serializeError } from './etl-worker-protocol.js';

const { source, dataDir, now } = workerData as EtlWorkerData;
const post = (message: EtlWorkerMessage) => parentPort?.postMessage(message);

try {
  const value = await refreshSnapshot({
    source: source.kind === 'sample' ? createSampleSource() : createMinistryHttpSource({ baseUrl: source.baseUrl }),
    dataDir,
    now,
    log: (event) => post({ type: 'log', event }),
  });
  post({ type: 'done', value });
} catch (error) {
  post({ type: 'failed', error: serializeError(error) });
}
