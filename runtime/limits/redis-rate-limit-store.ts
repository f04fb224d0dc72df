// Rate limits in Redis, shared by every instance: one Lua script decides a request against all its policies
// atomically, with the memory store's exact sliding windows (runtime/limits/sliding-log.ts): per client and policy a list of
// the last `quota` admitted times, oldest first; a request is admitted when every window ending now holds fewer than
// `quota` of them, and only an admitted request is recorded. A client's last request time, admitted or refused, clamps
// a clock that steps back (instances' clocks differ a little), as `lastMs` does in memory. When Redis fails, or has not
// answered a request within REDIS_REQUEST_WAIT_MS, the process's own memory store decides (fail open to per-process
// limits), and LimitsHealth warns, reports it and probes Redis beside the requests.
import type { Redis } from 'ioredis';
import { pingRedis, REDIS_COMMAND_TIMEOUT_MS, REDIS_REQUEST_WAIT_MS, withinDeadline } from './deadline.js';
import type { LimitsHealth } from './limits-health.js';
import type { RateDecision, RateLimitStore, RatePolicy } from './rate-limit.js';

/**
 * KEYS[1]: the client's last request time (admitted or refused); KEYS[1 + i]: the list of policy i.
 * ARGV[1]: now (ms); ARGV[2i], ARGV[2i + 1]: quota and window (ms) of policy i.
 * Returns {allowed (1/0), tightest policy (1-based), remaining, resetMs, retryAfterMs}.
 */
export const CONSUME_SCRIPT = `
local asked = tonumber(ARGV[1])
local last = tonumber(redis.call('GET', KEYS[1]) or asked)
local now = math.max(asked, last)
local skew = now - asked
local n = #KEYS - 1
local logs, counts, quotas, windows = {}, {}, {}, {}
local longest = 0

-- The position of the first time inside the window (now - window, now]: a binary search of the sorted log.
local function first_in_window(times, window)
  local start = now - window
  local low, high = 1, #times + 1
  while low < high do
    local middle = math.floor((low + high) / 2)
    if times[middle] > start then high = middle else low = middle + 1 end
  end
  return low
end

-- Integers as text: Lua's own conversion keeps only 14 significant digits.
local now_text = string.format('%d', now)

local allowed = true
for i = 1, n do
  quotas[i] = tonumber(ARGV[2 * i])
  windows[i] = tonumber(ARGV[2 * i + 1])
  if windows[i] > longest then longest = windows[i] end
  local times = redis.call('LRANGE', KEYS[i + 1], 0, -1)
  for j = 1, #times do times[j] = tonumber(times[j]) end
  logs[i] = times
  counts[i] = #times - first_in_window(times, windows[i]) + 1
  if counts[i] >= quotas[i] then allowed = false end
end

if allowed then
  for i = 1, n do
    local times = logs[i]
    times[#times + 1] = now
    if #times > quotas[i] then table.remove(times, 1) end
    redis.call('RPUSH', KEYS[i + 1], now_text)
    redis.call('LTRIM', KEYS[i + 1], -quotas[i], -1)
    -- Once its newest time has left the window nothing in the log counts; a second more for clocks apart.
    redis.call('PEXPIRE', KEYS[i + 1], string.format('%d', windows[i] + 1000))
  end
end
-- A refused request is activity too, and its time clamps the next one, as the memory store's lastMs does.
redis.call('SET', KEYS[1], now_text, 'PX', string.format('%d', longest + 1000))

local best, remaining, reset, retry = 0, math.huge, 0, 0
for i = 1, n do
  local times = logs[i]
  local left = quotas[i] - counts[i] - (allowed and 1 or 0)
  local first = first_in_window(times, windows[i])
  local until_one_leaves = 0
  if first <= #times then until_one_leaves = times[first] + windows[i] - now end
  local wait = until_one_leaves + skew
  if left == 0 and not allowed and wait > retry then retry = wait end
  if left < remaining or (left == remaining and wait > reset) then
    best, remaining, reset = i, left, wait
  end
end
return {allowed and 1 or 0, best, remaining, reset, retry}
`;

type ConsumeReply = [number, number, number, number, number];

interface ConsumeCommand {
  fpsRateConsume(...keysThenArgs: (string | number)[]): Promise<ConsumeReply>;
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis & ConsumeCommand;

  /**
   * @param fallback decides while Redis fails (this process's memory store).
   * @param prefix namespaces the keys; a client's keys share a hash tag, so a Redis Cluster keeps them on one node.
   * @param waitMs how long a request waits on a Redis that answers nothing at all before it is decided by `fallback`.
   * @param commandTimeoutMs how long a command may go unanswered before Redis counts as failed.
   */
  constructor(
    redis: Redis,
    private readonly fallback: RateLimitStore,
    private readonly health: LimitsHealth,
    private readonly prefix = 'fps:rl:',
    private readonly waitMs = REDIS_REQUEST_WAIT_MS,
    private readonly commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
  ) {
    // EVALSHA with EVAL when the script is not loaded yet (after a restart of Redis, say).
    redis.defineCommand('fpsRateConsume', { lua: CONSUME_SCRIPT });
    this.redis = redis as Redis & ConsumeCommand;
    health.probeWith(() => pingRedis(redis));
  }

  async consume(key: string, policies: readonly RatePolicy[], nowMs: number): Promise<RateDecision> {
    if (policies.length === 0) return this.fallback.consume(key, policies, nowMs);
    const tag = `${this.prefix}{${key}}`;
    const keys = [`${tag}:last`, ...policies.map((p) => `${tag}:${p.name}`)];
    const args = [nowMs, ...policies.flatMap((p) => [p.quota, p.windowSeconds * 1000])];
    const reply = await this.health.ask(
      () => withinDeadline(this.redis.fpsRateConsume(keys.length, ...keys, ...args), this.commandTimeoutMs, 'Redis'),
      this.waitMs,
    );
    if (reply === undefined) return this.fallback.consume(key, policies, nowMs);
    const [allowed, tightest, remaining, resetMs, retryAfterMs] = reply;
    return {
      allowed: allowed === 1,
      policy: policies[tightest - 1]?.name ?? '',
      remaining,
      resetMs,
      retryAfterMs,
    };
  }
}
