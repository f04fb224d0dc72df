// The monthly budget's counter in Redis, shared by every instance: INCR and, on the month's first query, an expiry
// a day after the month ends (as a time to live from the service's clock), in one script so no counter is ever left
// without one. While Redis fails (or has not answered within REDIS_REQUEST_WAIT_MS), this process's own counter
// answers (fail open) and LimitsHealth warns, reports it and probes Redis beside the requests.
import type { Redis } from 'ioredis';
import { pingRedis, REDIS_COMMAND_TIMEOUT_MS, REDIS_REQUEST_WAIT_MS, withinDeadline } from '../limits/deadline.js';
import type { LimitsHealth } from '../limits/limits-health.js';
import type { BudgetCounter } from './budget-counter.js';

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

interface IncrementCommand {
  fpsBudgetIncrement(key: string, ttlMs: string): Promise<number>;
}

export class RedisBudgetCounter implements BudgetCounter {
  private readonly redis: Redis & IncrementCommand;

  constructor(
    redis: Redis,
    private readonly fallback: BudgetCounter,
    private readonly health: LimitsHealth,
    private readonly prefix = 'fps:budget:',
  ) {
    redis.defineCommand('fpsBudgetIncrement', { lua: INCREMENT_SCRIPT, numberOfKeys: 1 });
    this.redis = redis as Redis & IncrementCommand;
    health.probeWith(() => pingRedis(redis));
  }

  async increment(month: string, ttlMs: number): Promise<number> {
    const key = `${this.prefix}${month}`;
    const ttl = String(Math.max(1, Math.ceil(ttlMs)));
    const count = await this.health.ask(
      () => withinDeadline(this.redis.fpsBudgetIncrement(key, ttl), REDIS_COMMAND_TIMEOUT_MS, 'Redis'),
      REDIS_REQUEST_WAIT_MS,
    );
    return count ?? this.fallback.increment(month, ttlMs);
  }
}
