// The attack cases of issue 38 on the limits and the edge, against this checkout and, in the same run, the one
// BENCH_BEFORE_ROOT names (built): the compiled server as production runs it, Debian's nginx on each checkout's own
// deploy/nginx.conf, a real redis-server.
//   1. A throttled client under a flood of new clients: one client asking 20 times a second while new /64 networks
//      flood the server at full speed (50 connections), 40 s: how many answers the client gets against its quota (20 per
//      10 s: 80). Refused requests did not count as activity, so the flood evicted it and it got its quota back.
//   2. A crafted Accept-Language through the edge: nginx's CPU per request (cache hits), and the median and p99 of four
//      other clients' cached requests alone and while eight connections of one client send the crafted header.
//   3. Redis stopped under a quiet server: each request's time at 1, 10 and 100 requests a second (a new client each),
//      from the moment Redis stops (SIGSTOP); the circuit's probe ran on a user request, which waited 250 ms.
// `npx tsx bench/attack-edge.ts` (also in `npm run bench`; DATA_DIR=<ETL output> to skip the ETL; BENCH_FLOOD_SECONDS,
// 40 by default; BENCH_FLOOD_BOUND, the RATE_LIMIT_MAX_CLIENTS of case 1, 5,000 by default; BENCH_ATTACKS=1,3 runs
// those cases only). Needs Debian's nginx and redis-server.

import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../bin/build-if-stale.mjs';
import { nginxWorkerPids, startNginx } from '../test/support/nginx-server.js';
import { startTestRedis } from '../test/support/redis-server.js';
import { fromNewNetwork } from './client-flood.js';
import { asClient, compiledBenchSetup, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { type LoadRequest, percentile, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';

const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 40);
/** RATE_LIMIT_MAX_CLIENTS during the flood (BENCH_FLOOD_BOUND). */
const FLOOD_BOUND = Number(process.env.BENCH_FLOOD_BOUND ?? 5000);
/** Which of the three cases to run (BENCH_ATTACKS, comma-separated numbers; all by default). */
const CASES = new Set((process.env.BENCH_ATTACKS ?? '1,2,3').split(',').map((c) => c.trim()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Paced {
  statuses: Record<number, number>;
  latencies: number[];
}

/** `perSecond` requests a second for `seconds`, each sent on time whatever the earlier ones wait (an open loop). */
async function paced(
  port: number,
  perSecond: number,
  seconds: number,
  ask: (n: number) => LoadRequest,
): Promise<Paced> {
  const agent = new Agent({ keepAlive: true });
  const result: Paced = { statuses: {}, latencies: [] };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < perSecond * seconds; n++) {
    await sleep(started + (n * 1000) / perSecond - performance.now());
    const { path, headers } = ask(n);
    const sent = performance.now();
    pending.push(
      new Promise<void>((resolve) => {
        request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            result.latencies.push(performance.now() - sent);
            result.statuses[res.statusCode ?? 0] = (result.statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        })
          .on('error', () => resolve())
          .end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}

/** 1. The answers a throttled client gets in FLOOD_SECONDS while new clients flood the server. */
async function throttledUnderFlood(
  dataDir: string,
  root: string | undefined,
): Promise<{ answers: number; flood: number }> {
  // The bound lowered to what the flood this load client sends turns over within the client's windows, as the attack's
  // 7,000 requests a second turned over the default 50,000.
  const server = await startCompiledServer({ dataDir, root, env: { RATE_LIMIT_MAX_CLIENTS: String(FLOOD_BOUND) } });
  try {
    const throttled = () => ({ method: 'GET', path: '/v1/prices', headers: { 'X-Forwarded-For': '198.51.100.45' } });
    const [client, flood] = await Promise.all([
      paced(server.port, 20, FLOOD_SECONDS, throttled),
      runLoad({
        port: server.port,
        path: (n) => fromNewNetwork(1000 + n, '/v1/taxes'),
        seconds: FLOOD_SECONDS,
        connections: 50,
      }),
    ]);
    return { answers: client.statuses[200] ?? 0, flood: flood.requests };
  } finally {
    await stopCompiledServer(server);
  }
}

const CRAFTED: Record<string, string> = {
  'en-a;q= and 7,950 spaces (as the issue wrote it)': `en-a;q=${' '.repeat(7950)}`,
  'en-a;q=, 7,950 spaces and 0': `en-a;q=${' '.repeat(7950)}0`,
  'en-a;q=, 7,950 spaces and x;': `en-a;q=${' '.repeat(7950)}x;`,
};
const OTHERS = ['/v1/prices', '/v1/prices?fuel=diesel', '/v1/taxes', '/v1/brands'];
const BROWSER = { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

interface EdgeFigures {
  cpuMsPerCrafted: Record<string, number>;
  alone: { p50: number; p99: number; requests: number };
  attacked: { p50: number; p99: number; requests: number; crafted: number };
}

/** 2. nginx (this checkout's configuration or the earlier one's) in front of the compiled server, under the header. */
async function craftedThroughEdge(dataDir: string, root: string | undefined): Promise<EdgeFigures> {
  const server = await startCompiledServer({ dataDir, root });
  const config = readFileSync(join(root ?? ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const edge = await startNginx({ upstreams: [`127.0.0.1:${server.port}`], config });
  const nginxCpu = () => nginxWorkerPids(edge.pid).reduce((sum, pid) => sum + processCpuMicros(pid), 0);
  // Other clients each from an address of their own (their misses are never refused); the attacker from one.
  const others = (n: number): LoadRequest => {
    const asked = asClient(n, OTHERS[n % OTHERS.length] as string);
    return { ...asked, headers: { ...asked.headers, ...BROWSER } };
  };
  const crafted = (value: string) => (): LoadRequest => ({
    method: 'GET',
    path: '/v1/prices',
    headers: { 'Accept-Language': value },
  });
  try {
    await runLoad({ port: edge.port, path: others, seconds: 2, connections: 4 }); // every copy in the edge
    const cpuMsPerCrafted: Record<string, number> = {};
    for (const [name, value] of Object.entries(CRAFTED)) {
      const before = nginxCpu();
      const load = await runLoad({ port: edge.port, path: crafted(value), seconds: 3, connections: 1 });
      cpuMsPerCrafted[name] = (nginxCpu() - before) / 1000 / load.requests;
    }
    const alone = await runLoad({ port: edge.port, path: others, seconds: 10, connections: 4 });
    const [attacked, attack] = await Promise.all([
      runLoad({ port: edge.port, path: others, seconds: 10, connections: 4 }),
      runLoad({
        port: edge.port,
        path: crafted(CRAFTED['en-a;q=, 7,950 spaces and 0'] as string),
        seconds: 10,
        connections: 8,
      }),
    ]);
    return {
      cpuMsPerCrafted,
      alone: { p50: alone.p50Ms, p99: alone.p99Ms, requests: alone.requests },
      attacked: { p50: attacked.p50Ms, p99: attacked.p99Ms, requests: attacked.requests, crafted: attack.requests },
    };
  } finally {
    await edge.stop();
    await stopCompiledServer(server);
  }
}

/** 3. Each request's time on a quiet server from the moment its Redis stops, at each rate. */
async function quietWithRedisStopped(
  dataDir: string,
  root: string | undefined,
): Promise<{ perSecond: number; requests: number; maxMs: number; p99Ms: number; p50Ms: number; statuses: string }[]> {
  const redis = await startTestRedis();
  const server = await startCompiledServer({ dataDir, root, env: { REDIS_URL: redis.url } });
  const healthy = async () =>
    (
      (await (await fetch(`http://127.0.0.1:${server.port}/v1/status`)).json()) as {
        data: { limits: { healthy: boolean } };
      }
    ).data.limits.healthy;
  const rows = [];
  let clients = 0;
  try {
    for (const [perSecond, seconds] of [
      [1, 20],
      [10, 10],
      [100, 5],
    ] as const) {
      redis.resume();
      for (let waited = 0; !(await healthy()); waited += 200) {
        if (waited > 15_000) throw new Error('Redis did not come back');
        await sleep(200);
      }
      await paced(server.port, 50, 1, (n) => asClient(clients + n, '/v1/prices')); // warm, shared
      clients += 50;
      redis.pause();
      const run = await paced(server.port, perSecond, seconds, (n) => asClient(clients + n, '/v1/prices'));
      clients += perSecond * seconds;
      const sorted = [...run.latencies].sort((a, b) => a - b);
      rows.push({
        perSecond,
        requests: sorted.length,
        maxMs: sorted.at(-1) ?? Number.NaN,
        p99Ms: percentile(sorted, 0.99),
        p50Ms: percentile(sorted, 0.5),
        statuses: Object.entries(run.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', '),
      });
    }
  } finally {
    redis.resume();
    await stopCompiledServer(server);
    await redis.stop();
  }
  return rows;
}

type Servers = readonly (readonly [string, string | undefined])[];

async function reportFlood(dataDir: string, servers: Servers): Promise<void> {
  console.log(
    `\n1. A client asking 20 times a second under a flood of new /64 networks (50 connections), ${FLOOD_SECONDS} s, ` +
      `RATE_LIMIT_MAX_CLIENTS=${FLOOD_BOUND}`,
  );
  console.log('| server | its answers | its quota | flood requests |');
  console.log('|---|---:|---:|---:|');
  for (const [name, root] of servers) {
    const f = await throttledUnderFlood(dataDir, root);
    console.log(`| ${name} | ${f.answers} | ${Math.ceil(FLOOD_SECONDS / 10) * 20} | ${f.flood} |`);
  }
}

async function reportEdge(dataDir: string, servers: Servers): Promise<void> {
  console.log('\n2. A crafted Accept-Language through the edge (each checkout with its own deploy/nginx.conf)');
  console.log('| server | header | nginx CPU ms per request |');
  console.log('|---|---|---:|');
  const edges: [string, EdgeFigures][] = [];
  for (const [name, root] of servers) {
    const figures = await craftedThroughEdge(dataDir, root);
    edges.push([name, figures]);
    for (const [header, ms] of Object.entries(figures.cpuMsPerCrafted))
      console.log(`| ${name} | ${header} | ${ms.toFixed(3)} |`);
  }
  console.log('\n| server | other clients (4 connections) | answers in 10 s | p50 ms | p99 ms | crafted answered |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const [name, { alone, attacked }] of edges) {
    const row = (what: string, r: { requests: number; p50: number; p99: number }, crafted: string) =>
      console.log(`| ${name} | ${what} | ${r.requests} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${crafted} |`);
    row('alone', alone, '-');
    row('with 8 crafted connections', attacked, String(attacked.crafted));
  }
}

async function reportRedisStopped(dataDir: string, servers: Servers): Promise<void> {
  console.log('\n3. A quiet server with its Redis stopped (SIGSTOP at the first request), each request a new client');
  console.log('| server | req/s | requests | p50 ms | p99 ms | max ms | statuses |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [name, root] of servers) {
    for (const r of await quietWithRedisStopped(dataDir, root)) {
      const times = [r.p50Ms, r.p99Ms, r.maxMs].map((ms) => ms.toFixed(1)).join(' | ');
      console.log(`| ${name} | ${r.perSecond} | ${r.requests} | ${times} | ${r.statuses} |`);
    }
  }
}

async function main(): Promise<void> {
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  if (before && !existsSync(join(before, 'deploy', 'nginx.conf')))
    throw new Error(`${before} has no deploy/nginx.conf`);
  const servers: Servers = [['this', undefined], ...(before ? [['BEFORE', before] as const] : [])];
  console.log(
    `data: ${dataDir}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  if (CASES.has('1')) await reportFlood(dataDir, servers);
  if (CASES.has('2')) await reportEdge(dataDir, servers);
  if (CASES.has('3')) await reportRedisStopped(dataDir, servers);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
