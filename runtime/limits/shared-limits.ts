// Where the rate limits and the monthly budget are counted, chosen from the configuration: Redis when REDIS_URL is
// set (every instance and worker shares one count), else the primary when this process is one of its workers
// (WEB_CONCURRENCY > 1), else this process's memory. Each shared store falls back to this process's own counters
// while it cannot be reached (fail open: a free public API keeps answering), with a warning and `limits.healthy`.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../core/config.js';
import { type BudgetCounter, MemoryBudgetCounter } from '../budget/budget-counter.js';
import { RedisBudgetCounter } from '../budget/redis-budget-counter.js';
import { REDIS_COMMAND_TIMEOUT_MS } from './deadline.js';
import { IpcBudgetCounter, IpcLimitsClient, IpcRateLimitStore, type WorkerChannel } from './ipc-limits.js';
import { LimitsHealth, type LimitsStatus } from './limits-health.js';
import { MemoryRateLimitStore } from './memory-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

export interface SharedLimits {
  rateLimitStore: RateLimitStore;
  budgetCounter: BudgetCounter;
  status(): LimitsStatus;
  /**
   * The clients held in this process's memory, by role: `memory` when it is where limits are counted, `fallback` when
   * it only counts while the shared store cannot be reached.
   */
  memoryStats(): { store: 'memory' | 'fallback'; clients: number; evicted: number };
  close(): Promise<void>;
}

/**
 * When ioredis itself gives a command up: long after the request was decided without it, so that the commands of a
 * Redis that hangs (one probe a second) are not kept for ever.
 */
const REDIS_COMMAND_ABANDONED_MS = 10 * REDIS_COMMAND_TIMEOUT_MS;

export async function createRedisClient(url: string, health?: LimitsHealth): Promise<Redis> {
  // Imported only when REDIS_URL is set: the client costs a tenth of a second at every start that has no use for it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail at once while disconnected instead of queueing requests behind a Redis that may be gone for minutes.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_ABANDONED_MS,
    connectTimeout: 2_000,
    // Keep reconnecting, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Without a listener every failed reconnection would be logged by ioredis itself.
  redis.on('error', (error) => health?.failed(error));
  return redis;
}

export async function createSharedLimits(
  config: Pick<Config, 'redisUrl' | 'rateLimitMaxClients'>,
  logger: Pick<Logger, 'warn' | 'info'>,
  options: {
    primary?: WorkerChannel;
    /** How long a request waits on a Redis that answers nothing at all (REDIS_REQUEST_WAIT_MS). */
    redisWaitMs?: number;
  } = {},
): Promise<SharedLimits> {
  const localRates = new MemoryRateLimitStore({ maxClients: config.rateLimitMaxClients });
  const localBudget = new MemoryBudgetCounter();
  const fallbackStats = () => ({ store: 'fallback' as const, ...localRates.stats() });

  if (config.redisUrl) {
    const health = new LimitsHealth('redis', logger);
    const redis = await createRedisClient(config.redisUrl, health);
    redis.on('ready', () => health.succeeded());
    // A Redis down at start is the same as one that goes down later: serve, count locally, keep reconnecting.
    await redis.connect().catch((error: unknown) => health.failed(error));
    return {
      rateLimitStore: new RedisRateLimitStore(redis, localRates, health, undefined, options.redisWaitMs),
      budgetCounter: new RedisBudgetCounter(redis, localBudget, health),
      status: () => health.status(),
      memoryStats: fallbackStats,
      close: async () => {
        localRates.close();
        health.close();
        redis.disconnect();
      },
    };
  }

  if (options.primary) {
    const client = new IpcLimitsClient(options.primary, new LimitsHealth('primary', logger));
    return {
      rateLimitStore: new IpcRateLimitStore(client, localRates),
      budgetCounter: new IpcBudgetCounter(client, localBudget),
      status: () => client.health.status(),
      memoryStats: fallbackStats,
      close: async () => {
        localRates.close();
        client.health.close();
      },
    };
  }

  return {
    rateLimitStore: localRates,
    budgetCounter: localBudget,
    status: () => ({ store: 'memory', healthy: true }),
    memoryStats: () => ({ store: 'memory', ...localRates.stats() }),
    close: async () => localRates.close(),
  };
}
