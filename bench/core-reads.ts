// Core read benchmark on the real register: `npx tsx bench/core-reads.ts` (DATA_DIR=<ETL output> to skip the ETL).
// Uncached /v1/stations/nearby and /v1/prices through the real app, each against a bare Express route measured in
// the same run with the same client, beside Node's own server sending a constant JSON (the floor) and replaying two
// of the API's answers (their cost with no work behind them), plus the in-process cost of one nearby handler call.
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import { FUELS } from '../core/model.js';
import { findStationsNearby } from '../handlers/stations/stations-nearby.js';
import { DataStore } from '../store/data-store.js';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { sampleQueries, seededRandom } from '../test/support/query-samples.js';
import { startBenchServers } from './bench-server.js';
import { type LoadRequest, type LoadResult, percentile, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';
import { buildRealDataDir } from './real-dataset.js';
import { REPLAYED_ANSWERS, replayPath } from './replayed-answers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Rounds of every scenario, interleaved: on a shared machine one round alone says little. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 7);

/** The ETL's output for ../shared/data: DATA_DIR when given, else a fresh run through the fixture server. */
async function dataDir(): Promise<string | undefined> {
  if (process.env.DATA_DIR) return process.env.DATA_DIR;
  return buildRealDataDir(HISTORY_DAYS);
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Points never asked before (so the response cache cannot answer): station positions moved north 0.001° a pass. */
function nearbyPath(dataset: Dataset, radiusKm: number, limit = 10): () => string {
  const stations = dataset.stations;
  const seen = new Set<string>();
  let candidate = 0;
  return () => {
    for (;;) {
      const n = candidate++;
      const s = stations[(n * 7919) % stations.length] as Dataset['stations'][number];
      // Stations sharing a rounded position would repeat a point: the set skips those.
      const lat = Math.min(44, round3(s.lat + 0.001 * Math.floor(n / stations.length)));
      const path = `/v1/stations/nearby?lat=${lat}&lng=${round3(s.lng)}&radius_km=${radiusKm}&fuel=diesel${limit === 10 ? '' : `&limit=${limit}`}`;
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
  };
}

/** Every level, code or slug and fuel combination once (about 115,000 distinct URLs), shuffled. */
function pricesPaths(dataset: Dataset): string[] {
  const { communities, provinces, municipalities } = dataset.territories;
  const areas = [
    '',
    ...communities.flatMap((c) => [`level=community&code=${c.code}`, `level=community&code=${c.slug}`]),
    ...provinces.flatMap((p) => [`level=province&code=${p.code}`, `level=province&code=${p.slug}`]),
    ...municipalities.flatMap((m) => [`level=municipality&code=${m.id}`, `level=municipality&code=${m.slug}`]),
  ];
  const paths = areas.flatMap((area) =>
    ['', ...FUELS.map((f) => `fuel=${f}`)].map((fuel) => {
      const query = [area, fuel].filter(Boolean).join('&');
      return query ? `/v1/prices?${query}` : '/v1/prices';
    }),
  );
  const random = seededRandom(7);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths;
}

function inProcessNearby(dataset: Dataset, radiusKm: number): { p50: number; p99: number } {
  const store = new DataStore();
  store.swap(dataset, new Date());
  const links = createLinks('http://127.0.0.1', 'https://gasolineras.dev', '');
  const context = {
    store,
    config: loadConfig({}),
    clock: fixedClock('2026-08-22T14:00:00Z'),
    links,
    language: 'es' as const,
  };
  const points = sampleQueries(
    4000,
    Float64Array.from(dataset.stations, (s) => s.lat),
    Float64Array.from(dataset.stations, (s) => s.lng),
    99,
  );
  const call = ([lat, lng]: readonly [number, number]) => {
    const query = { lat: round3(lat), lng: round3(lng), radius_km: radiusKm, fuel: 'diesel', sort: 'price', limit: 10 };
    findStationsNearby({ query: query as never, path: undefined as never, body: undefined }, context);
  };
  for (const p of points.slice(0, 2000)) call(p);
  const micros = points.slice(2000).map((p) => {
    const t0 = performance.now();
    call(p);
    return (performance.now() - t0) * 1000;
  });
  micros.sort((a, b) => a - b);
  return { p50: percentile(micros, 0.5), p99: percentile(micros, 0.99) };
}

interface MeasuredLoad extends LoadResult {
  cpuMicrosPerRequest: number;
}

async function main(): Promise<void> {
  const dir = await dataDir();
  if (!dir) {
    console.log(`bench/core-reads: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return;
  }
  const dataset = await loadPublishedDataset(dir);
  if (!dataset) throw new Error(`no snapshot published in ${dir}`);
  console.log(`data: ${dir} (${dataset.stations.length} stations, ${dataset.sourceTime})`);
  const inProcess = [5, 50].map((r) => ({ radius: r, ...inProcessNearby(dataset, r) }));

  // BENCH_SERVER_SCRIPT: another checkout's bench server, to measure an earlier version instead.
  const { child, api, bare, floor, replay } = await startBenchServers(dir, {}, process.env.BENCH_SERVER_SCRIPT);
  const pid = child.pid as number;
  // The same app in its own process with METRICS=false: what counting (and prom-client's default metrics) costs. It
  // runs the uncached prices too, so both heaps hold a full response cache (without, its cached hits measured ~20 µs
  // cheaper even with METRICS=false in both: \`METRICS=false npx tsx bench/core-reads.ts\` is that A/A check).
  const unobserved = await startBenchServers(dir, { METRICS: 'false' });
  // BENCH_BEFORE_SCRIPT: an earlier checkout's bench server (core-reads-server.mjs, or .ts before it was compiled), measured in the same run on the main scenarios.
  const beforeScript = process.env.BENCH_BEFORE_SCRIPT;
  const before = beforeScript ? await startBenchServers(dir, {}, beforeScript) : null;
  const prices = pricesPaths(dataset);
  const scenarios: Scenario[] = [
    { name: 'nearby 5 km, uncached', port: api, path: nearbyPath(dataset, 5) },
    { name: 'nearby 50 km, uncached', port: api, path: nearbyPath(dataset, 50) },
    { name: 'prices, uncached', port: api, path: (n) => prices[n % prices.length] as string },
    { name: 'prices Spain, cached (hit)', port: api, path: () => '/v1/prices' },
    { name: 'prices province 28, cached (hit)', port: api, path: () => '/v1/prices?level=province&code=28' },
    // About 28 KB of JSON: over COMPRESS_MIN_BYTES, so the cost of compressing shows against the same answers plain.
    { name: 'nearby 50 km limit 50, uncached', port: api, path: nearbyPath(dataset, 50, 50) },
    { name: 'nearby 50 km limit 50, uncached, Brotli', port: api, path: withHeaders(nearbyPath(dataset, 50, 50), BR) },
    { name: 'nearby 50 km limit 50, uncached, gzip', port: api, path: withHeaders(nearbyPath(dataset, 50, 50), GZIP) },
    {
      name: 'nearby 5 km, uncached, METRICS=false',
      port: unobserved.api,
      path: nearbyPath(dataset, 5),
      pid: unobserved.child.pid,
    },
    {
      name: 'prices, uncached, METRICS=false',
      port: unobserved.api,
      path: (n) => prices[n % prices.length] as string,
      pid: unobserved.child.pid,
    },
    {
      name: 'prices Spain, cached (hit), METRICS=false',
      port: unobserved.api,
      path: () => '/v1/prices',
      pid: unobserved.child.pid,
    },
  ];
  if (before) {
    const on = { port: before.api, pid: before.child.pid };
    scenarios.push(
      { name: 'BEFORE: nearby 5 km, uncached', path: nearbyPath(dataset, 5), ...on },
      { name: 'BEFORE: prices, uncached', path: (n) => prices[n % prices.length] as string, ...on },
      { name: 'BEFORE: prices Spain, cached (hit)', path: () => '/v1/prices', ...on },
      { name: 'BEFORE: prices province 28, cached (hit)', path: () => '/v1/prices?level=province&code=28', ...on },
    );
  }
  // BENCH_ONLY=<regular expression>: only the scenarios whose names match it (and the baselines).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.test(s.name)));
  const rounds: Map<string, MeasuredLoad>[] = [];
  let offset = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const results = new Map<string, MeasuredLoad>();
      // The baselines first, then the API scenarios in a rotated order, so none always follows the same one.
      const baselines: Scenario[] = [{ name: BARE, port: bare, path: () => '/bare' }];
      if (floor !== null) baselines.unshift({ name: FLOOR, port: floor, path: () => '/floor' });
      if (replay !== null) baselines.push(...replays(replay));
      const order = [...baselines, ...rotate(scenarios, round)];
      for (const { name, port, path, pid: server = pid } of order) {
        const from = offset;
        await runLoad({ port, path: (n) => path(from + n), seconds: 1, connections: CONNECTIONS }); // warm-up
        offset += 20_000;
        const start = offset;
        const cpuBefore = processCpuMicros(server);
        const load = await runLoad({ port, path: (n) => path(start + n), seconds: SECONDS, connections: CONNECTIONS });
        results.set(name, { ...load, cpuMicrosPerRequest: (processCpuMicros(server) - cpuBefore) / load.requests });
        offset += 20_000;
      }
      rounds.push(results);
    }
  } finally {
    for (const server of [child, unobserved.child, ...(before ? [before.child] : [])]) {
      server.stdin?.end();
      server.kill();
    }
  }
  const names = [
    ...(floor === null ? [] : [FLOOR]),
    BARE,
    ...(replay === null ? [] : replays(replay).map((s) => s.name)),
    ...scenarios.map((s) => s.name),
  ];
  const rows = names.map((name) => summarise(name, rounds));
  printTable(rows, inProcess);
  dataset.release();
}

const BARE = 'bare Express, constant JSON';
const FLOOR = "Node's own http, constant JSON (the floor)";

/**
 * Node's own server sending an API answer's recorded headers and bytes with a new request id, written as the API
 * writes them: what HTTP and the kernel cost for an answer of that shape, with no work behind it.
 */
const replays = (port: number): Scenario[] => [
  {
    name: "Node's own http replaying a cached /v1/prices answer",
    port,
    path: () => replayPath(REPLAYED_ANSWERS.prices),
  },
  {
    name: "Node's own http replaying a nearby 5 km answer",
    port,
    path: () => replayPath(REPLAYED_ANSWERS.nearby),
  },
];

interface Scenario {
  name: string;
  port: number;
  path: (n: number) => string | LoadRequest;
  /** The server process whose CPU is measured; the one with metrics when absent. */
  pid?: number | undefined;
}

const BR = { 'Accept-Encoding': 'br' };
const GZIP = { 'Accept-Encoding': 'gzip' };
const withHeaders = (path: () => string, headers: Record<string, string>) => (): LoadRequest => ({
  method: 'GET',
  path: path(),
  headers,
});

const rotate = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length] as T);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** Medians over the rounds; ratios are taken against the bare route of the same round, then their median. */
function summarise(name: string, rounds: Map<string, MeasuredLoad>[]): string[] {
  const of = (round: Map<string, MeasuredLoad>) => round.get(name) as MeasuredLoad;
  const bare = (round: Map<string, MeasuredLoad>) => round.get(BARE) as MeasuredLoad;
  const hits = rounds.reduce((sum, r) => sum + of(r).cacheHits, 0);
  const total = rounds.reduce((sum, r) => sum + of(r).requests, 0);
  return [
    name,
    median(rounds.map((r) => of(r).cpuMicrosPerRequest)).toFixed(0),
    Math.min(...rounds.map((r) => of(r).cpuMicrosPerRequest)).toFixed(0),
    median(rounds.map((r) => of(r).cpuMicrosPerRequest / bare(r).cpuMicrosPerRequest)).toFixed(2),
    median(rounds.map((r) => of(r).perSecond)).toFixed(0),
    median(rounds.map((r) => of(r).p50Ms)).toFixed(2),
    median(rounds.map((r) => of(r).p99Ms)).toFixed(2),
    median(rounds.map((r) => of(r).perSecond / bare(r).perSecond)).toFixed(2),
    median(rounds.map((r) => of(r).p50Ms / bare(r).p50Ms)).toFixed(1),
    `${hits}/${total}`,
    String(rounds.reduce((sum, r) => sum + of(r).failures, 0)),
  ];
}

function printTable(rows: string[][], inProcess: { radius: number; p50: number; p99: number }[]): void {
  console.log(
    `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (each after 1 s warm-up);`,
  );
  console.log(
    "medians over the rounds; server CPU is the server process's user + system time per answer, and its least",
  );
  console.log('round beside it (other work on a shared machine only ever adds to it):');
  console.log(
    '| scenario | server CPU µs/req | least round | CPU vs bare | req/s | p50 ms | p99 ms | req/s vs bare | p50 vs bare | cache hits | non-200 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
  console.log('\nIn-process findStationsNearby (diesel, limit 10, 2,000 distinct points after 2,000 warm-up calls):');
  for (const r of inProcess) console.log(`  ${r.radius} km: p50 ${r.p50.toFixed(1)} µs, p99 ${r.p99.toFixed(1)} µs`);
}

await main();
