// Bounded soak: `npx tsx bench/soak.ts` (BENCH_SOAK_SECONDS, 300 by default; DATA_DIR=<ETL output> to skip the ETL,
// copied first since the service may write there). The service runs in a child process exactly as `npm start` runs it
// in production: the compiled dist/main/server.js, with the node flags and environment of package.json's start script
// (BENCH_SOAK_NODE_FLAGS adds more), REFRESH=false (a reader following DATA_DIR) and real per-client limits (each
// request from one of CLIENTS addresses behind a trusted proxy); bench/soak-probe.mjs, preloaded, reports its figures.
// On the full real data, under a mix of every kind of request for the whole time; every 30 s: requests, answers by
// status, max and p99 latency, the server's CPU per answer, RSS (peak, and the part that is mapped files: code) and
// heap, and its event loop's largest delay. Ends with a verdict: no 5xx, no event-loop stall over 100 ms after the
// first window, a trend of the windows' peak RSS over the last half under 5 %, peak RSS under 300 MB. Every
// BENCH_SOAK_SWAP_SECONDS (60) a new snapshot is published, so hot swaps happen under load as in production.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, renameSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../bin/build-if-stale.mjs';
import { historyDates } from '../core/data-dir/history-files.js';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { FUELS } from '../core/model.js';
import { stageManifest } from '../etl/manifest.js';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { seededRandom } from '../test/support/query-samples.js';
import { startScriptCommand } from '../test/support/start-script.js';
import { densify, MADRID_BARCELONA } from '../test/support/test-routes.js';
import { asClient, type CompiledServer, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { type LoadRequest, type LoadResult, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';
import { buildRealDataDir } from './real-dataset.js';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WINDOW_SECONDS = Number(process.env.BENCH_SOAK_WINDOW_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Clients the requests come from in turn (X-Forwarded-For): at a few hundred answers a second, each stays far under its limits. */
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 2000);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 7);
/** The verdict's bounds. */
const STALL_MS = 100;
/** Node flags for the server besides the start script's own (V8 heap sizes, for instance), to try one out. */
const NODE_FLAGS = (process.env.BENCH_SOAK_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const RSS_GROWTH = 0.05;
/** Issue 16's bound on the peak RSS, the start's load included. */
const PEAK_RSS_MB = 300;
/** A new snapshot published every this many seconds (a copy of the served one), so the server swaps under load; 0: never. */
const SWAP_SECONDS = Number(process.env.BENCH_SOAK_SWAP_SECONDS ?? 60);
/**
 * The load client's nice value. In production the clients are elsewhere; here the client's thread would take a core
 * from the server's as often as not (2 cores), and the loop's delay would count the server's waits for it.
 */
const CLIENT_NICE = Number(process.env.BENCH_SOAK_CLIENT_NICE ?? 10);

/** A private copy of DATA_DIR when given, else a fresh ETL run of ../shared/data through the fixture server. */
async function dataDir(): Promise<string | undefined> {
  if (process.env.DATA_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-soak-'));
    execFileSync('cp', ['-r', `${process.env.DATA_DIR}/.`, dir]);
    return dir;
  }
  return buildRealDataDir(HISTORY_DAYS, 'fuel-soak-');
}

type Request = string | LoadRequest;

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** The mix: each kind of request with its weight, each producing its n-th request (fresh points where a point is asked). */
function requestMix(dataset: Dataset, roads: readonly string[]): { weight: number; make: (n: number) => Request }[] {
  const stations = dataset.stations;
  const { communities, provinces, municipalities } = dataset.territories;
  const random = seededRandom(16);
  const station = () => stations[Math.floor(random() * stations.length)] as Dataset['stations'][number];
  // A point near a station, moved by up to ±0.05°: a new point almost every time, so the cache rarely answers.
  const point = () => {
    const s = station();
    return `lat=${round3(s.lat + (random() - 0.5) / 10)}&lng=${round3(s.lng + (random() - 0.5) / 10)}`;
  };
  const areas = [
    '',
    ...communities.flatMap((c) => [`level=community&code=${c.code}`, `level=community&code=${c.slug}`]),
    ...provinces.flatMap((p) => [`level=province&code=${p.code}`, `level=province&code=${p.slug}`]),
    ...municipalities.flatMap((m) => [`level=municipality&code=${m.id}`, `level=municipality&code=${m.slug}`]),
  ];
  const names = [...new Set(municipalities.map((m) => m.name))];
  const routeSlugs = readdirSync(fileURLToPath(new URL('../content/routes', import.meta.url))).map((f) =>
    f.replace(/\.md$/, ''),
  );
  const route = densify(MADRID_BARCELONA, 200);
  const query = (path: string, parts: string[]) => {
    const q = parts.filter(Boolean).join('&');
    return q ? `${path}?${q}` : path;
  };
  return [
    {
      weight: 20,
      make: (n) => `/v1/stations/nearby?${point()}&radius_km=${pick([2, 5, 10, 25], n)}&fuel=${pick(FUELS, n)}`,
    },
    {
      weight: 8,
      make: (n) => `/v1/stations/cheapest?fuel=${pick(FUELS, n)}&${point()}&radius_km=${pick([5, 10, 30], n)}`,
    },
    { weight: 4, make: (n) => query('/v1/stations/cheapest', [`fuel=${pick(FUELS, n)}`, pick(areas, n * 7)]) },
    { weight: 12, make: (n) => query('/v1/prices', [pick(areas, n * 13), n % 3 ? `fuel=${pick(FUELS, n)}` : '']) },
    { weight: 8, make: () => `/v1/stations/${station().id}` },
    { weight: 6, make: (n) => `/v1/stations/${station().id}/history?days=${pick([7, 30, 90], n)}` },
    { weight: 3, make: (n) => query('/v1/history', [pick(areas, n * 11), `fuel=${pick(FUELS, n)}`]) },
    { weight: 6, make: (n) => `/v1/search?q=${encodeURIComponent(pick(names, n * 31).slice(0, 3 + (n % 6)))}` },
    { weight: 3, make: (n) => `/v1/roads/${encodeURIComponent(pick(roads, n))}/stations?fuel=${pick(FUELS, n)}` },
    { weight: 3, make: (n) => `/v1/routes/${pick(routeSlugs, n)}?fuel=${pick(FUELS, n)}` },
    { weight: 2, make: () => '/v1/routes' },
    {
      weight: 4,
      make: (n) => {
        const from = 1 + (n % 150);
        const body = { points: route.slice(from, from + 40), fuel: pick(FUELS, n), corridor_km: pick([2, 5, 10], n) };
        return { method: 'POST', path: '/v1/route/fuel', body: JSON.stringify(body) };
      },
    },
    { weight: 3, make: (n) => `/v1/calc/trip-cost?fuel=${pick(['diesel', 'gasoline_95'], n)}&km=${50 + (n % 900)}` },
    { weight: 2, make: (n) => `/v1/calc/tank-cost?fuel=diesel&capacity=${30 + (n % 60)}` },
    {
      weight: 1,
      make: (n) =>
        `/v1/calc/vehicle-costs?compare=${pick(['petrol_vs_diesel', 'ev_vs_fuel'], n)}&km_per_year=${5000 + (n % 40) * 1000}`,
    },
    { weight: 1, make: (n) => `/v1/calc/savings?fuel=diesel&usual_price=1.6&cheap_price=${(140 + (n % 20)) / 100}` },
    { weight: 1, make: (n) => `/v1/calc/adblue?km_per_year=${10000 + (n % 40) * 1000}` },
    { weight: 1, make: (n) => `/v1/calc/price-breakdown?${pick(['', 'fuel=diesel', 'province=28'], n)}` },
    { weight: 3, make: () => '/v1/status' },
    { weight: 2, make: (n) => pick(['/v1/brands', '/v1/territories', '/v1/rankings/regions', '/v1/reports'], n) },
    {
      weight: 1,
      make: (n) => pick(['/downloads/stations.json', '/downloads/stations.csv', '/downloads/daily-prices.csv.gz'], n),
    },
  ];
}

/** The n-th request of the mix: kinds interleaved by weight, the same sequence on every run. */
function mixedRequests(dataset: Dataset, roads: readonly string[]): (n: number) => Request {
  const kinds = requestMix(dataset, roads);
  const slots = kinds.flatMap((kind, i) => Array.from({ length: kind.weight }, () => i));
  const random = seededRandom(30);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j] as number, slots[i] as number];
  }
  const counts = kinds.map(() => 0);
  return (n) => {
    const kind = slots[n % slots.length] as number;
    const count = counts[kind] ?? 0;
    counts[kind] = count + 1;
    return (kinds[kind] as (typeof kinds)[number]).make(count);
  };
}

/** What bench/soak-probe.mjs answers. */
interface ServerStats {
  rssMb: number;
  /** The largest RSS since the previous answer (Linux's VmHWM, reset at each answer). */
  rssPeakMb: number;
  /** The part of RSS that is mapped files (node's and DuckDB's code, mostly); null off Linux. */
  rssFileMb: number | null;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  cacheEntries: number;
  cacheMb: number;
  /** Garbage collection pauses since the previous answer, ms. */
  gcMs: number;
  /** The longest collector pause of the window. */
  gcMaxMs: number;
  loopMaxMs: number;
  /** The most CPU the main thread ran between two 10 ms timer ticks (null off Linux). */
  loopBusyMaxMs: number | null;
}

interface SoakServer extends CompiledServer {
  stats(): Promise<ServerStats>;
}

async function startServer(dataDir: string): Promise<SoakServer> {
  const probe = fileURLToPath(new URL('./soak-probe.mjs', import.meta.url));
  // The server's log (warnings and errors: a 500 is logged as one) goes to stderr, which the soak shows.
  const server = await startCompiledServer({
    dataDir,
    nodeFlags: [...NODE_FLAGS, '--import', probe],
    stdio: ['ignore', process.stderr, 'inherit', 'ipc'],
  });
  const waiting: ((stats: ServerStats) => void)[] = [];
  server.child.on('message', (stats) => waiting.shift()?.(stats as ServerStats));
  return {
    ...server,
    stats: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        server.child.send('stats');
      }),
  };
}

interface Window {
  endS: number;
  load: LoadResult;
  /** The server's CPU (user + system, every thread) per answer, µs. */
  cpuMicrosPerAnswer: number;
  server: ServerStats;
}

const statusText = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .filter(([status]) => Number(status) !== 200)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

function printWindow({ endS, load, cpuMicrosPerAnswer, server }: Window): void {
  const fiveXx = Object.entries(load.statuses).reduce((sum, [s, c]) => sum + (Number(s) >= 500 ? c : 0), 0);
  console.log(
    `| ${endS} | ${load.requests} | ${load.perSecond.toFixed(0)} | ${statusText(load.statuses)} | ${fiveXx} | ${load.retries} | ` +
      `${load.p99Ms.toFixed(1)} | ${load.maxMs.toFixed(1)} | ${cpuMicrosPerAnswer.toFixed(0)} | ${server.gcMs} (${server.gcMaxMs}) | ${server.loopMaxMs.toFixed(1)} | ` +
      `${server.loopBusyMaxMs ?? '-'} | ${server.rssMb} | ${server.rssPeakMb} | ${server.rssFileMb ?? '-'} | ` +
      `${server.heapUsedMb} / ${server.heapTotalMb} | ${server.externalMb} | ${server.cacheEntries} / ${server.cacheMb} | ${loadavg()[0]?.toFixed(1)} |`,
  );
}

async function main(): Promise<void> {
  const dir = await dataDir();
  if (!dir) {
    console.log(`bench/soak: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return;
  }
  const dataset = await loadPublishedDataset(dir);
  if (!dataset) throw new Error(`no snapshot published in ${dir}`);
  await ensureBuild({ docs: false });
  const server = await startServer(dir);
  setPriority(CLIENT_NICE); // this thread only: the server started with the usual priority
  // The roads the service knows (its own catalogue, not every road a station names).
  const roadList = (await (await fetch(`http://127.0.0.1:${server.port}/v1/roads`)).json()) as {
    data: { roads: { slug: string }[] };
  };
  const roads = roadList.data.roads.map((road) => road.slug);
  const next = mixedRequests(dataset, roads);
  dataset.release();
  const atLoad = await server.stats();
  const start = startScriptCommand();
  const started = [
    ...Object.entries(start.env).map(([name, value]) => `${name}=${value}`),
    'node',
    ...start.nodeFlags,
    ...NODE_FLAGS,
  ].join(' ');
  console.log(
    `data: ${dir}; server: ${started} dist/main/server.js; ${SECONDS} s, ${CONNECTIONS} connections, ${CLIENTS} clients (their thread at nice ${CLIENT_NICE}), figures every ` +
      `${WINDOW_SECONDS} s; server at load: RSS ${atLoad.rssMb} MB (peak ${atLoad.rssPeakMb}), heap used ` +
      `${atLoad.heapUsedMb} MB, external ${atLoad.externalMb} MB`,
  );
  console.log(
    '| s | requests | req/s | non-200 | 5xx | resent | p99 ms | max ms | server CPU µs/answer | GC ms (longest pause) | loop max ms | loop held, CPU ms | RSS MB | RSS peak MB | of it files MB | heap used / total MB | external MB | cache entries / MB | load avg |',
  );
  console.log('|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const windows: Window[] = [];
  // A few requests of each status other than 200, to show what they were.
  const examples = new Map<number, string[]>();
  // The slowest answer of each endpoint (ids and slugs folded), to name what held the loop.
  const slowest = new Map<string, { ms: number; request: string }>();
  const onAnswer = (request: Request, status: number, ms: number) => {
    const text = typeof request === 'string' ? request : `${request.method} ${request.path}`;
    const endpoint = text.replace(/\?.*/, '').replace(/\/(\d+|[a-z0-9-]+-[a-z0-9-]+|[a-z]+-\d+)(?=\/|$)/g, '/{…}');
    if (ms > (slowest.get(endpoint)?.ms ?? 0)) slowest.set(endpoint, { ms, request: text });
    if (status === 200) return;
    const list = examples.get(status) ?? [];
    if (list.length < 3) list.push(typeof request === 'string' ? request : `${request.method} ${request.path}`);
    examples.set(status, list);
  };
  let offset = 0;
  // Another process publishing: the server's follower loads the copy (in slices) and swaps it in while under load.
  // As a refresh does, the publication writes its day of history again (a new file renamed into place), which the
  // server then reads anew.
  let swaps = 0;
  const publish = () => {
    const manifest = readManifest(dir);
    if (!manifest) return;
    for (const days of [HISTORY_DAYS_DIR, HISTORY_AGGREGATES_DIR]) {
      const day = join(dir, days, `${historyDates(dir, days).at(-1)}.parquet`);
      copyFileSync(day, `${day}.tmp`);
      renameSync(`${day}.tmp`, day);
    }
    const copy = `${manifest.snapshot.replace(/-swap-\d+$/, '')}-swap-${++swaps}`;
    cpSync(join(dir, manifest.snapshot), join(dir, copy), { recursive: true });
    stageManifest(dir, { ...manifest, snapshot: copy }).commit();
  };
  const swapping = SWAP_SECONDS > 0 ? setInterval(publish, SWAP_SECONDS * 1000) : undefined;
  try {
    for (let elapsed = 0; elapsed < SECONDS; elapsed += WINDOW_SECONDS) {
      const seconds = Math.min(WINDOW_SECONDS, SECONDS - elapsed);
      const from = offset;
      const cpuBefore = processCpuMicros(server.child.pid as number);
      const load = await runLoad({
        port: server.port,
        path: (n) => asClient((from + n) % CLIENTS, next(from + n)),
        seconds,
        connections: CONNECTIONS,
        onAnswer,
      });
      const cpuMicrosPerAnswer = (processCpuMicros(server.child.pid as number) - cpuBefore) / load.requests;
      offset += load.requests + CONNECTIONS;
      const window = { endS: elapsed + seconds, load, cpuMicrosPerAnswer, server: await server.stats() };
      windows.push(window);
      printWindow(window);
    }
  } finally {
    clearInterval(swapping);
    await stopCompiledServer(server);
  }
  const top = [...slowest.values()].sort((a, b) => b.ms - a.ms).slice(0, 6);
  console.log(`snapshots swapped in under load: ${swaps}`);
  console.log(`slowest answers: ${top.map((s) => `${s.ms.toFixed(0)} ms ${s.request}`).join('; ')}`);
  for (const [status, paths] of examples) console.log(`${status}, for instance: ${paths.join('  ')}`);
  console.log(verdict(atLoad, windows));
}

function verdict(atLoad: ServerStats, windows: Window[]): string {
  const fiveXx = windows.reduce(
    (sum, w) => sum + Object.entries(w.load.statuses).reduce((s, [k, c]) => s + (Number(k) >= 500 ? c : 0), 0),
    0,
  );
  const stall = Math.max(...windows.slice(1).map((w) => w.server.loopMaxMs), 0);
  const held = Math.max(...windows.slice(1).map((w) => w.server.loopBusyMaxMs ?? 0), 0);
  // Growth is the trend of each window's peak RSS over the last half (least squares, across the half, against the
  // half's mean), not a difference of two readings: a window that holds a swap, two snapshots alive, reads 20-40 MB
  // above one that does not, and which windows hold one shifts from run to run. Memory that keeps growing tilts it.
  const halfPeaks = windows.slice(Math.floor(windows.length / 2)).map((w) => w.server.rssPeakMb);
  const growth = trendAcross(halfPeaks);
  const peak = Math.max(atLoad.rssPeakMb, ...windows.map((w) => w.server.rssPeakMb));
  const requests = windows.reduce((sum, w) => sum + w.load.requests, 0);
  const failed = [
    fiveXx > 0 ? `${fiveXx} answers 5xx` : '',
    stall > STALL_MS ? `event loop stalled ${stall.toFixed(0)} ms` : '',
    !(growth < RSS_GROWTH) ? `RSS grew ${(growth * 100).toFixed(1)} % over the last half` : '',
    peak >= PEAK_RSS_MB ? `peak RSS ${peak} MB` : '',
  ].filter(Boolean);
  return (
    `verdict: ${failed.length ? `FAIL (${failed.join('; ')})` : 'PASS'} — ${requests} requests, ${fiveXx} 5xx, ` +
    `largest event-loop delay after the first window ${stall.toFixed(1)} ms (bound ${STALL_MS}; the most CPU run without ` +
    `giving the loop back ${held.toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(1)}), ` +
    `peak RSS of each window of the last half ${halfPeaks.join(', ')} MB (trend ${(growth * 100).toFixed(1)} % across it, bound ${RSS_GROWTH * 100} %), ` +
    `peak RSS ${peak} MB (bound ${PEAK_RSS_MB}), server CPU per answer ${(
      windows.reduce((sum, w) => sum + w.cpuMicrosPerAnswer * w.load.requests, 0) / requests
    ).toFixed(0)} µs, garbage collection ${windows.reduce((sum, w) => sum + w.server.gcMs, 0)} ms in all`
  );
}

/** The least-squares line through equally spaced values: its rise from the first to the last, over their mean. */
function trendAcross(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((v, x) => {
    covariance += (x - meanX) * (v - meanY);
    variance += (x - meanX) ** 2;
  });
  return ((covariance / variance) * (n - 1)) / meanY;
}

await main();
