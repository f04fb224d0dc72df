// The cost of one rate-limit decision (and one budget query) per store: this process's memory, the primary over IPC
// (WEB_CONCURRENCY without REDIS_URL) and Redis (REDIS_URL, a local redis-server): `node --import tsx bench/shared-limits.ts`.
// For each: wall time per decision one at a time (the latency a request pays), wall time per decision with 64 in
// flight (the throughput), and the CPU this process spends per decision (what a worker pays for it).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type BudgetCounter, MemoryBudgetCounter } from '../runtime/budget/budget-counter.js';
import { RedisBudgetCounter } from '../runtime/budget/redis-budget-counter.js';
import { IpcBudgetCounter, IpcLimitsClient, IpcRateLimitStore } from '../runtime/limits/ipc-limits.js';
import { LimitsHealth } from '../runtime/limits/limits-health.js';
import { MemoryRateLimitStore } from '../runtime/limits/memory-rate-limit-store.js';
import { policiesFor, type RateLimitStore } from '../runtime/limits/rate-limit.js';
import { RedisRateLimitStore } from '../runtime/limits/redis-rate-limit-store.js';
import { createRedisClient } from '../runtime/limits/shared-limits.js';
import { startTestRedis } from '../test/support/redis-server.js';

const DECISIONS = 20_000;
const IN_FLIGHT = 64;
const CLIENTS = 2_000;
const NORMAL = policiesFor('normal');
const logger = { warn: () => {}, info: () => {} };

interface Figures {
  sequentialUs: number;
  concurrentUs: number;
  cpuUs: number;
}

/** Times `DECISIONS` calls of `decide(i)`, one at a time and then `IN_FLIGHT` at a time. */
async function measure(decide: (i: number) => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 2_000; i++) await decide(i); // warm-up
  const cpuBefore = process.cpuUsage();
  let started = performance.now();
  for (let i = 0; i < DECISIONS; i++) await decide(i);
  const sequentialUs = ((performance.now() - started) * 1000) / DECISIONS;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuUs = (cpu.user + cpu.system) / DECISIONS;
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < DECISIONS) await decide(next++);
    }),
  );
  const concurrentUs = ((performance.now() - started) * 1000) / DECISIONS;
  return { sequentialUs, concurrentUs, cpuUs };
}

/** Spread over many clients and a clock moving 1 ms per decision (a busy server): most decisions admit. */
const rateDecision = (store: RateLimitStore) => async (i: number) =>
  store.consume(`198.51.${(i % CLIENTS) >> 8}.${i % 256}`, NORMAL, 1_000_000 + i);
const budgetQuery = (counter: BudgetCounter) => () => counter.increment('2026-11', 86_400_000);

const rows: [string, Figures][] = [];

rows.push(['memory: rate decision', await measure(rateDecision(new MemoryRateLimitStore()))]);
rows.push(['memory: budget query', await measure(budgetQuery(new MemoryBudgetCounter()))]);

const primaryScript = fileURLToPath(new URL('../test/support/limits-primary.ts', import.meta.url));
const primary: ChildProcess = fork(primaryScript, { execArgv: ['--import', 'tsx'] });
await new Promise((resolve) => primary.once('message', resolve));
const ipc = new IpcLimitsClient(primary, new LimitsHealth('primary', logger));
rows.push([
  'primary over IPC: rate decision',
  await measure(rateDecision(new IpcRateLimitStore(ipc, new MemoryRateLimitStore()))),
]);
rows.push([
  'primary over IPC: budget query',
  await measure(budgetQuery(new IpcBudgetCounter(ipc, new MemoryBudgetCounter()))),
]);
primary.kill();

const redisServer = await startTestRedis();
const health = new LimitsHealth('redis', logger);
const redis = await createRedisClient(redisServer.url, health);
await redis.connect();
rows.push([
  'Redis (Lua): rate decision',
  await measure(rateDecision(new RedisRateLimitStore(redis, new MemoryRateLimitStore(), health))),
]);
rows.push([
  'Redis (INCR): budget query',
  await measure(budgetQuery(new RedisBudgetCounter(redis, new MemoryBudgetCounter(), health))),
]);
if (!health.status().healthy) throw new Error('Redis failed during the benchmark: the figures are the fallback’s');
redis.disconnect();
await redisServer.stop();

console.log(`Cost per decision (${DECISIONS} decisions, ${CLIENTS} clients; normal class: rest + burst policies):`);
console.log(
  `  ${'store: operation'.padEnd(36)} ${'one at a time'.padStart(14)} ${`${IN_FLIGHT} in flight`.padStart(13)} ${'CPU here'.padStart(10)}`,
);
for (const [name, f] of rows) {
  const us = (value: number) => `${value.toFixed(1)} µs`;
  console.log(
    `  ${name.padEnd(36)} ${us(f.sequentialUs).padStart(14)} ${us(f.concurrentUs).padStart(13)} ${us(f.cpuUs).padStart(10)}`,
  );
}
