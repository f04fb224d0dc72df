// A Redis that hangs (SIGSTOP: connections open, nothing answered) under a server counting its limits there. Before
// the circuit, every request waited for the 500 ms command timeout for as long as Redis hung (throughput 3,800 → 16
// req/s). Now a decision waits at most 250 ms, then every request is decided in the process at once but one probe a
// second. `npx tsx bench/redis-stall.ts` (BENCH_STALL_SECONDS, 10 by default; DATA_DIR=<ETL output> to skip the ETL;
// BENCH_BEFORE_ROOT=<an earlier checkout, built> measures its server too). Needs Debian's redis-server.
import { ensureBuild } from '../bin/build-if-stale.mjs';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startTestRedis } from '../test/support/redis-server.js';
import { asClient, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { runLoad } from './load-client.js';
import { buildRealDataDir } from './real-dataset.js';

const SECONDS = Number(process.env.BENCH_STALL_SECONDS ?? 10);
const PATHS = ['/v1/prices', '/v1/taxes', '/v1/prices?fuel=diesel'];

async function measure(root: string | undefined, dataDir: string): Promise<string[]> {
  const redis = await startTestRedis();
  const server = await startCompiledServer({ dataDir, root, env: { REDIS_URL: redis.url } });
  const rows: string[] = [];
  try {
    for (const stalled of [false, true]) {
      if (stalled) redis.pause();
      const load = await runLoad({
        port: server.port,
        path: (n) => asClient(n % 5000, PATHS[n % PATHS.length] as string),
        seconds: SECONDS,
        connections: 10,
      });
      const status = (await (await fetch(`http://127.0.0.1:${server.port}/v1/status`)).json()) as {
        data: { limits: { healthy: boolean } };
      };
      rows.push(
        `| ${root ? 'BEFORE' : 'this'} | ${stalled ? 'stopped (SIGSTOP)' : 'answering'} | ${load.requests} | ` +
          `${Math.round(load.perSecond)} | ${load.p50Ms.toFixed(1)} | ${load.p99Ms.toFixed(1)} | ${load.maxMs.toFixed(0)} | ` +
          `${status.data.limits.healthy} |`,
      );
    }
  } finally {
    redis.resume();
    await stopCompiledServer(server);
    await redis.stop();
  }
  return rows;
}

const dataDir = process.env.DATA_DIR ?? (await buildRealDataDir(1));
if (!dataDir) {
  console.log(WITHOUT_SHARED);
} else {
  await ensureBuild({ docs: false });
  const rows = await measure(undefined, dataDir);
  const before = process.env.BENCH_BEFORE_ROOT;
  if (before) rows.push(...(await measure(before, dataDir)));
  console.log(
    `${SECONDS} s of load (10 connections, 5,000 clients) with Redis answering, then stopped; data: ${dataDir}`,
  );
  console.log('| server | Redis | answers | req/s | p50 ms | p99 ms | max ms | limits.healthy after |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(row);
}
