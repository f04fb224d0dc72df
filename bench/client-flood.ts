// A flood of distinct clients, as an attacker holding an IPv6 network would send it: every request from a new /64,
// at full speed, against the compiled server (one process, or a primary and its workers). Before the rate-limit
// stores were bounded, each new client cost about 650 bytes held for a minute (now 204, and 50,000 of them at most):
// RSS went from 190 to 400 MB in 30-40 s and the process died of a full heap (with WEB_CONCURRENCY=2, the primary,
// taking the workers with it).
// `npx tsx bench/client-flood.ts` (BENCH_FLOOD_SECONDS, 60 by default; DATA_DIR=<ETL output> to skip the ETL;
// BENCH_BEFORE_ROOT=<an earlier checkout, built> floods its server too, in the same run). The figures: answers by
// status, requests per second, p99, and the RSS of every process of the server before (steady state) and at its peak.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledBenchSetup, hasEnded, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { type LoadRequest, runLoad } from './load-client.js';

/** The n-th request from a network of its own: 2001:db8:<n>::/64, 2^32 of them before one repeats. */
export const fromNewNetwork = (n: number, path: string): LoadRequest => ({
  method: 'GET',
  path,
  headers: { 'X-Forwarded-For': `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1` },
});

/** RSS of `pid` and its children (a cluster's workers) in MB, from one `ps`. */
export function treeRssMb(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  let kb = 0;
  for (const [p, parent, rss] of rows) if (p === pid || parent === pid) kb += rss;
  return kb / 1024;
}

export interface FloodFigures {
  workers: number;
  steadyRssMb: number;
  peakRssMb: number;
  requests: number;
  perSecond: number;
  p99Ms: number;
  statuses: Record<number, number>;
  /** Whether the server was still running at the end. */
  alive: boolean;
}

const PATHS = ['/v1/taxes', '/v1/prices', '/v1/prices?fuel=diesel', '/v1/brands'];

/**
 * Starts the compiled server on `dataDir`, settles it with a few seconds of ordinary traffic (a handful of clients),
 * reads its RSS, then floods it for `seconds` with a new /64 per request, sampling its RSS twice a second.
 */
export async function floodClients(options: {
  dataDir: string;
  workers: number;
  seconds: number;
  /** Stop the flood after this many requests, if they come before `seconds` have passed. */
  requests?: number;
  connections?: number;
  root?: string;
  /** Seconds of ordinary traffic before the flood (5 by default). */
  steadySeconds?: number;
  /** More environment for the server (RATE_LIMIT_MAX_CLIENTS, say). */
  env?: Readonly<Record<string, string>>;
  /** Called before the server stops, with its port: for what a test reads from it after the flood (/metrics). */
  afterFlood?: (port: number) => Promise<void>;
}): Promise<FloodFigures> {
  const server = await startCompiledServer({
    dataDir: options.dataDir,
    workers: options.workers,
    root: options.root,
    env: options.env,
  });
  const pid = server.child.pid as number;
  try {
    const path = (n: number) => PATHS[n % PATHS.length] as string;
    // Steady state: the same few clients, well within their limits, long enough for every worker to warm up.
    await runLoad({
      port: server.port,
      path: (n) => fromNewNetwork(n % 4, path(n)),
      seconds: options.steadySeconds ?? 5,
      connections: 4,
    });
    const steadyRssMb = treeRssMb(pid);
    let peakRssMb = steadyRssMb;
    const sampler = setInterval(() => {
      if (!hasEnded(server)) peakRssMb = Math.max(peakRssMb, treeRssMb(pid));
    }, 500);
    // Counted here as well as by the load: a server that dies mid-flood fails the load, and its figures still count.
    const statuses: Record<number, number> = {};
    let requests = 0;
    const started = performance.now();
    try {
      const load = await runLoad({
        port: server.port,
        path: (n) => fromNewNetwork(1000 + n, path(n)),
        seconds: options.seconds,
        requests: options.requests,
        connections: options.connections ?? 50,
        onAnswer: (_path, status) => {
          requests++;
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      });
      return {
        workers: options.workers,
        steadyRssMb,
        peakRssMb,
        requests: load.requests,
        perSecond: load.perSecond,
        p99Ms: load.p99Ms,
        statuses: load.statuses,
        alive: !hasEnded(server),
      };
    } catch (error) {
      await new Promise((resolve) => setTimeout(resolve, 1000)); // the exit event may follow the refused connection
      if (!hasEnded(server)) throw error;
      const seconds = (performance.now() - started) / 1000;
      console.error(`the server with ${options.workers} worker(s) died after ${seconds.toFixed(0)} s of the flood`);
      const perSecond = requests / seconds;
      return {
        workers: options.workers,
        steadyRssMb,
        peakRssMb,
        requests,
        perSecond,
        p99Ms: Number.NaN,
        statuses,
        alive: false,
      };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    try {
      if (!hasEnded(server)) await options.afterFlood?.(server.port);
    } finally {
      await stopCompiledServer(server);
    }
  }
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  console.log(`a new /64 per request, ${seconds} s at full speed, 50 connections; data: ${dataDir}`);
  console.log(
    '| server | workers | answers | req/s | p99 ms | statuses | RSS steady MB | RSS peak MB | growth | alive |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---|');
  for (const [name, root] of [['this', undefined], ...(before ? [['BEFORE', before]] : [])] as const) {
    for (const workers of [1, 2]) {
      const f = await floodClients({ dataDir, workers, seconds, root });
      const statuses = Object.entries(f.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      console.log(
        `| ${name} | ${workers} | ${f.requests} | ${Math.round(f.perSecond)} | ${f.p99Ms.toFixed(1)} | ${statuses} | ` +
          `${f.steadyRssMb.toFixed(0)} | ${f.peakRssMb.toFixed(0)} | ${(f.peakRssMb - f.steadyRssMb).toFixed(0)} | ${f.alive} |`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
