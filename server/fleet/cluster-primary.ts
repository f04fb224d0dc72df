// WEB_CONCURRENCY > 1: the primary forks the workers that serve HTTP on one shared port (node:cluster hands them the
// connections), replaces any that dies, and, without REDIS_URL, holds the limits and budget every worker asks over
// IPC. Only the first worker runs the scheduled refreshes: one writer of DATA_DIR; the others serve what it publishes.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../../core/config.js';
import { MemoryBudgetCounter } from '../../runtime/budget/budget-counter.js';
import { serveLimits } from '../../runtime/limits/ipc-limits.js';
import { MemoryRateLimitStore } from '../../runtime/limits/memory-rate-limit-store.js';
import { createClusterAggregator, serveClusterMetrics } from './cluster-metrics.js';

/** The environment variable that tells a worker its slot (0 is the one that refreshes). */
export const WORKER_SLOT_ENV = 'FPS_WORKER_SLOT';

/** A worker that dies sooner than this after its start is not replaced at once, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;

export function runClusterPrimary(config: Config, logger: Logger): void {
  const rates = new MemoryRateLimitStore({ maxClients: config.rateLimitMaxClients });
  const budget = new MemoryBudgetCounter();
  const metrics = config.metrics ? createClusterAggregator(() => ({ store: 'primary', ...rates.stats() })) : null;
  let stopping = false;

  function fork(slot: number): void {
    const startedAt = Date.now();
    const env: Record<string, string> = { [WORKER_SLOT_ENV]: String(slot) };
    if (slot > 0) env.REFRESH = 'false';
    const worker: Worker = cluster.fork(env);
    if (!config.redisUrl) serveLimits(worker, rates, budget);
    if (metrics) serveClusterMetrics(worker, metrics);
    worker.on('exit', (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      logger.error({ slot, code, signal }, 'worker exited; starting another');
      setTimeout(() => fork(slot), Math.max(0, startedAt + RESTART_DELAY_MS - Date.now()));
    });
  }

  logger.info(
    { workers: config.webConcurrency, limits: config.redisUrl ? 'redis' : 'primary' },
    'starting HTTP workers',
  );
  for (let slot = 0; slot < config.webConcurrency; slot++) fork(slot);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      // Each worker finishes its requests in flight, then exits; the primary leaves with the last.
      for (const worker of workers) worker?.process.kill(signal);
    });
  }
}
