// Workers benchmark on the real register: `npx tsx bench/cluster.ts` (DATA_DIR=<ETL output> to skip the ETL).
// The compiled server as `npm start` runs it, with WEB_CONCURRENCY=1 and =2 in the same run, under the same closed-loop
// client: nearby 5 km uncached (a new point each request) and cached (one point, answered from the response cache).
// Limits stay on, as in production (with 2 workers each request asks the primary over IPC): every request comes as
// another client (X-Forwarded-For, TRUST_PROXY=loopback) so none is refused. Server CPU is that of the primary and
// its workers together, per answer. Rounds interleaved, medians.
import { availableParallelism } from 'node:os';
import { ensureBuild } from '../bin/build-if-stale.mjs';
import type { Station } from '../core/model.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { asClient, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { runLoad } from './load-client.js';
import { groupCpuMicros } from './process-cpu.js';
import { buildRealDataDir } from './real-dataset.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 7);

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Never the same point twice (so the response cache cannot answer): station positions moved north 0.001° a pass. */
function uncachedNearby(stations: readonly Station[]): (n: number) => string {
  return (n) => {
    const s = stations[(n * 7919) % stations.length] as Station;
    const lat = Math.min(44, round3(s.lat + 0.001 * Math.floor(n / stations.length)));
    return `/v1/stations/nearby?lat=${lat}&lng=${round3(s.lng)}&radius_km=5&fuel=diesel`;
  };
}

interface Measured {
  perSecond: number;
  cpuMicros: number;
  p50Ms: number;
  failures: number;
  hits: number;
  requests: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? (await buildRealDataDir(HISTORY_DAYS, 'fuel-cluster-bench-'));
  if (!dataDir) {
    console.log(`bench/cluster: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return;
  }
  await ensureBuild({ docs: false });
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  const uncached = uncachedNearby(dataset.stations);
  dataset.release();
  const scenarios: [string, (n: number) => string][] = [
    ['nearby 5 km, uncached', uncached],
    ['nearby 5 km, cached (hit)', () => '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=5&fuel=diesel'],
  ];
  const servers = {
    1: await startCompiledServer({ dataDir, workers: 1 }),
    2: await startCompiledServer({ dataDir, workers: 2 }),
  };
  const results = new Map<string, Measured[]>();
  let offset = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? ([2, 1] as const) : ([1, 2] as const);
      for (const workers of order) {
        const { child, port } = servers[workers];
        for (const [name, path] of scenarios) {
          const request = (from: number) => (n: number) => asClient(from + n, path(from + n));
          await runLoad({ port, path: request(offset), seconds: 1, connections: CONNECTIONS }); // warm-up
          offset += 30_000;
          const before = groupCpuMicros(child.pid as number);
          const load = await runLoad({ port, path: request(offset), seconds: SECONDS, connections: CONNECTIONS });
          offset += 30_000;
          const key = `${name}|${workers}`;
          results.set(key, [
            ...(results.get(key) ?? []),
            {
              perSecond: load.perSecond,
              cpuMicros: (groupCpuMicros(child.pid as number) - before) / load.requests,
              p50Ms: load.p50Ms,
              failures: load.failures,
              hits: load.cacheHits,
              requests: load.requests,
            },
          ]);
        }
      }
    }
  } finally {
    await Promise.all([stopCompiledServer(servers[1]), stopCompiledServer(servers[2])]);
  }

  console.log(
    `\n${availableParallelism()} cores; ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s ` +
      '(each after 1 s warm-up); medians; server CPU: primary + workers, per answer:',
  );
  console.log(
    '| scenario | WEB_CONCURRENCY | req/s | server CPU µs/req | p50 ms | cache hits | non-200 | req/s vs 1 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name] of scenarios) {
    const one = results.get(`${name}|1`) ?? [];
    for (const workers of [1, 2]) {
      const runs = results.get(`${name}|${workers}`) ?? [];
      const ratio = median(runs.map((r, i) => r.perSecond / (one[i]?.perSecond ?? Number.NaN)));
      console.log(
        `| ${name} | ${workers} | ${median(runs.map((r) => r.perSecond)).toFixed(0)} | ` +
          `${median(runs.map((r) => r.cpuMicros)).toFixed(0)} | ${median(runs.map((r) => r.p50Ms)).toFixed(2)} | ` +
          `${runs.reduce((sum, r) => sum + r.hits, 0)}/${runs.reduce((sum, r) => sum + r.requests, 0)} | ` +
          `${runs.reduce((sum, r) => sum + r.failures, 0)} | ${ratio.toFixed(2)} |`,
      );
    }
  }
  console.log(
    '\nOn 2 cores the load client takes most of one: two workers can only add what the second core has left, and ' +
      'each request with 2 workers also costs an IPC round trip to the primary for the limits (and the primary CPU).',
  );
}

await main();
