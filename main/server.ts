// `npm start`: serve the API on the data in DATA_DIR (the embedded sample when nothing else can be had); with
// WEB_CONCURRENCY > 1, as that many workers on one port (server/fleet/cluster-primary.ts).
import cluster from 'node:cluster';
import pino from 'pino';
import { loadContentInWorker } from '../content/lib/load-content.js';
import { loadConfig } from '../core/config.js';
import { channelToParent } from '../runtime/limits/ipc-limits.js';
import { createSharedLimits } from '../runtime/limits/shared-limits.js';
import { processRegistry } from '../runtime/metrics/metrics.js';
import { createRuntime } from '../runtime/runtime.js';
import { clusterMetricsReader, shareMetricsWithPrimary } from '../server/fleet/cluster-metrics.js';
import { runClusterPrimary } from '../server/fleet/cluster-primary.js';
import { startHttpServer } from '../server/http/http-server.js';
import { createHttpService } from './http-service.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

if (config.webConcurrency > 1 && cluster.isPrimary) {
  runClusterPrimary(config, logger);
} else {
  // A worker without Redis counts limits and budget in its primary.
  const primary = cluster.isWorker ? channelToParent() : undefined;
  const limits = await createSharedLimits(config, logger, { primary });
  const runtime = await createRuntime({ config, logger, limits });
  if (runtime.metrics && primary) {
    // /metrics on any worker answers the sum over all of them.
    shareMetricsWithPrimary([processRegistry(), runtime.metrics.registry]);
    runtime.metrics.aggregateThrough(clusterMetricsReader(primary));
  }
  // The content (half a second of YAML) is read in a worker thread while the data loads, so the first answers with
  // data do not wait for it; a broken content file still stops the start instead of failing its first request.
  loadContentInWorker().catch((error: unknown) => {
    logger.fatal({ err: error }, 'the content is invalid: stopping');
    process.exit(1);
  });
  // A worker of a fleet takes connections once its first load has settled: one started again after a crash would
  // answer 503 beside workers serving data (the primary hands connections only to listening workers). A single
  // process listens first: until data is loaded, its data endpoints answer 503 TEMPORARILY_UNAVAILABLE.
  if (cluster.isWorker) await runtime.start();
  const running = await startHttpServer(createHttpService(runtime), config.port, config.host, logger);
  if (!cluster.isWorker) void runtime.start();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      runtime.stop();
      // Requests in flight still count against the shared limits: close them last.
      void running
        .shutdown()
        .then(() => limits.close())
        .then(() => process.exit(0));
    });
  }
}
