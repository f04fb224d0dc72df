// A Redis that hangs (SIGSTOP: connections open, nothing answered) under a server counting its limits there. Before
// the circuit, every request waited for the 500 ms command timeout for as long as Redis hung (throughput 3,800 → 16
// req/s). Now a request waits at most 50 ms for Redis, and once Redis has not answered a command in 250 ms every
// request is decided in the process at once while Redis is probed beside them, once a second. `npx tsx bench/redis-stall.ts` (BENCH_STALL_SECONDS, 10 by default; DATA_DIR=<ETL output> to skip the ETL;
// BENCH_BEFORE_ROOT=<an earlier checkout, built> measures its server too). Needs Debian's redis-server.
import { fileURLToPath } from 'node:url';
import { startTestRedis } from '../test/support/redis-server.js';
import { asClient, compiledBenchSetup, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { runLoad } from './load-client.js';

const PATHS = ['/v1/prices', '/v1/taxes', '/v1/prices?fuel=diesel'];

export interface StallPhase {
  redis: 'answering' | 'stopped';
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<number, number>;
  /** /v1/status limits.healthy at the end of the phase. */
  healthy: boolean;
}

// Enough clients that none meets its limits (burst 20 per 10 s: 400,000 requests per 10 s in all) at the 9–18k req/s
// these machines reach: every answer is a 200 unless the limits themselves fail.
const CLIENTS = 20_000;

/**
 * The compiled server (`workers` processes, each asking Redis itself) counting its limits in a Redis of its own:
 * `seconds` of load (10 connections, 20,000 clients) with Redis answering, then as long with Redis stopped.
 */
export async function measureRedisStall(options: {
  dataDir: string;
  seconds: number;
  workers?: number;
  root?: string;
}): Promise<StallPhase[]> {
  const redis = await startTestRedis();
  const server = await startCompiledServer({
    dataDir: options.dataDir,
    root: options.root,
    workers: options.workers,
    env: { REDIS_URL: redis.url },
  });
  const phases: StallPhase[] = [];
  try {
    for (const stalled of [false, true]) {
      if (stalled) redis.pause();
      const load = await runLoad({
        port: server.port,
        path: (n) => asClient(n % CLIENTS, PATHS[n % PATHS.length] as string),
        seconds: options.seconds,
        connections: 10,
      });
      const status = (await (await fetch(`http://127.0.0.1:${server.port}/v1/status`)).json()) as {
        data: { limits: { healthy: boolean } };
      };
      const { requests, perSecond, p50Ms, p99Ms, maxMs, statuses } = load;
      phases.push({
        redis: stalled ? 'stopped' : 'answering',
        ...{ requests, perSecond, p50Ms, p99Ms, maxMs, statuses },
        healthy: status.data.limits.healthy,
      });
    }
  } finally {
    redis.resume();
    await stopCompiledServer(server);
    await redis.stop();
  }
  return phases;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_STALL_SECONDS ?? 10);
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  console.log(
    `${seconds} s of load (10 connections, ${CLIENTS} clients) with Redis answering, then stopped; data: ${dataDir}`,
  );
  console.log('| server | workers | Redis | answers | req/s | p50 ms | p99 ms | max ms | limits.healthy after |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---|');
  for (const [name, root] of [['this', undefined], ...(before ? [['BEFORE', before]] : [])] as const) {
    for (const workers of [1, 2]) {
      for (const p of await measureRedisStall({ dataDir, seconds, workers, root })) {
        console.log(
          `| ${name} | ${workers} | ${p.redis} | ${p.requests} | ${Math.round(p.perSecond)} | ${p.p50Ms.toFixed(1)} | ` +
            `${p.p99Ms.toFixed(1)} | ${p.maxMs.toFixed(0)} | ${p.healthy} |`,
        );
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
