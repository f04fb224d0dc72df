// The monthly budget's counter in Redis, shared by every instance: INCR and, on the month's first query, an expiry
// a day after the month ends (as a time to live from the service's clock), in one script so no counter is ever left
// without one. While Redis fails, this process's
// own counter answers (fail open) and LimitsHealth warns and reports it.
import type { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS, withinDeadline } from '../limits/deadline.js';
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
  }

  async increment(month: string, ttlMs: number): Promise<number> {
    if (!this.health.shouldAsk()) return this.fallback.increment(month, ttlMs);
    try {
      const count = await withinDeadline(
        this.redis.fpsBudgetIncrement(`${this.prefix}${month}`, String(Math.max(1, Math.ceil(ttlMs)))),
        REDIS_COMMAND_TIMEOUT_MS,
        'Redis',
      );
      this.health.succeeded();
      return count;
    } catch (error) {
      this.health.failed(error);
      return this.fallback.increment(month, ttlMs);
    }
  }
}
