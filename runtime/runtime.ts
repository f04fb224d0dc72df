// Everything a running service is made of, built in one place: `npm start`, the stdio MCP server, the benchmarks and
// the tests all start from createRuntime() and differ only in the transport they put in front of its pipeline.
import pino, { type Logger } from 'pino';
import { type Clock, systemClock } from '../core/clock.js';
import { type Config, loadConfig } from '../core/config.js';
import { loadOpenApi, type OpenApiDocument } from '../core/contract.js';
import { HANDLERS } from '../handlers/index.js';
import type { OperationHandlers } from '../handlers/shared/types.js';
import { DataStore } from '../store/data-store.js';
import { MonthlyQueryBudget } from './budget/query-budget.js';
import { ResponseCache } from './cache/response-cache.js';
import { RateLimiter, type RateLimitStore } from './limits/rate-limit.js';
import { createSharedLimits, type SharedLimits } from './limits/shared-limits.js';
import { ServiceMetrics } from './metrics/metrics.js';
import { observePipeline } from './pipeline/observed-pipeline.js';
import { createOperationPipeline, type OperationPipeline } from './pipeline/operation-pipeline.js';
import { DataService, type RefreshSource } from './refresh/data-service.js';
import { RefreshScheduler } from './refresh/refresh-scheduler.js';
import { RequestValidator } from './validation/request-validator.js';

export interface RuntimeOptions {
  config?: Config;
  logger?: Logger;
  clock?: Clock;
  store?: DataStore;
  /** Replaces the rate-limit store of `limits` (tests that are about other rules). */
  rateLimitStore?: RateLimitStore;
  /** Where limits and budget are counted; from the configuration (REDIS_URL, else this process) by default. */
  limits?: SharedLimits;
  handlers?: OperationHandlers;
  document?: OpenApiDocument;
  /** The register to refresh from; the ministry's service at config.ministryBaseUrl by default. */
  ministry?: RefreshSource;
}

export interface Runtime {
  config: Config;
  logger: Logger;
  clock: Clock;
  store: DataStore;
  data: DataService;
  document: OpenApiDocument;
  pipeline: OperationPipeline;
  limits: SharedLimits;
  /** What GET /metrics exposes; null when METRICS=false (nothing is counted then). */
  metrics: ServiceMetrics | null;
  /**
   * REFRESH=true: loads the data (DATA_DIR, else the register, else the embedded sample) and starts the scheduled
   * refreshes. REFRESH=false: a reader, serving what DATA_DIR publishes and never writing it. Either way it then
   * follows DATA_DIR's manifest, so a publication by another process is served within seconds.
   */
  start(): Promise<void>;
  /** Stops the scheduled refreshes, and lets go of the limits store when the runtime made it (not `options.limits`). */
  stop(): void;
}

export async function createRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? pino({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  const store = options.store ?? new DataStore();
  const document = options.document ?? loadOpenApi();
  const ownsLimits = options.limits === undefined;
  const limits = options.limits ?? (await createSharedLimits(config, logger));
  const cache = new ResponseCache();
  store.onSwap(() => cache.clear());
  const metrics = config.metrics ? new ServiceMetrics(store, clock, () => limits.memoryStats()) : null;
  const core = createOperationPipeline({
    config,
    store,
    clock,
    handlers: options.handlers ?? HANDLERS,
    validator: await RequestValidator.create(document),
    limiter: new RateLimiter(config.rateLimits ? (options.rateLimitStore ?? limits.rateLimitStore) : null),
    budget: new MonthlyQueryBudget(config.monthlyQueryBudget, limits.budgetCounter),
    cache,
    limitsStatus: () => ({ ...limits.status(), per_client: config.rateLimits }),
  });
  if (!config.rateLimits) {
    logger.warn(
      { event: 'rate_limits_off' },
      'RATE_LIMITS=off: no per-client rate limit is counted (local development only; never on a server others reach)',
    );
  }
  const pipeline = metrics ? observePipeline(core, metrics) : core;
  const data = new DataService(store, config, clock, logger, options.ministry);
  if (metrics) data.onRefresh((report) => metrics.observeRefresh(report));
  const scheduler = new RefreshScheduler(() => data.refresh(), clock);

  return {
    config,
    logger,
    clock,
    store,
    data,
    document,
    pipeline,
    limits,
    metrics,
    async start() {
      if (!config.refresh) {
        // A reader: never writes DATA_DIR (it may be a read-only mount); a separate `npm run etl` is the writer.
        if (!(await data.follow())) {
          logger.warn(
            { dataDir: config.dataDir },
            'REFRESH=false and nothing published in DATA_DIR yet: data endpoints answer 503 until `npm run etl` publishes',
          );
        }
        return;
      }
      try {
        await data.bootstrap();
      } catch (error) {
        logger.error({ err: error }, 'could not load any data');
        return;
      }
      // Whoever writes DATA_DIR from now on (this process, `npm run etl`, another server), what it publishes is served.
      await data.follow();
      scheduler.start();
    },
    stop: () => {
      scheduler.stop();
      data.stopFollowing();
      if (ownsLimits) void limits.close();
    },
  };
}
