// Entry of the worker thread that runs one ETL job (runtime/refresh/etl-in-worker.ts starts it): the same refreshSnapshot or
// backfillHistory the server would call, on a source rebuilt from its description; its log lines, result or error
// go back as messages.
import { parentPort, workerData } from 'node:worker_threads';
import { backfillHistory } from '../../etl/backfill.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { createSampleSource } from '../../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { type EtlWorkerData, type EtlWorkerMessage, serializeError } from './etl-worker-protocol.js';

const data = workerData as EtlWorkerData;
const post = (message: EtlWorkerMessage) => parentPort?.postMessage(message);
const source =
  data.source.kind === 'sample' ? createSampleSource() : createMinistryHttpSource({ baseUrl: data.source.baseUrl });
const log = (event: Record<string, unknown>) => post({ type: 'log', event });

try {
  const value =
    data.job === 'refresh'
      ? await refreshSnapshot({ source, dataDir: data.dataDir, now: data.now, log })
      : await backfillHistory({
          source,
          dataDir: data.dataDir,
          territories: data.territories,
          endDate: data.endDate,
          days: data.days,
          log,
        });
  post({ type: 'done', value });
} catch (error) {
  post({ type: 'failed', error: serializeError(error) });
}
