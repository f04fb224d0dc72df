// Edge cache benchmark: `npx tsx bench/edge-cache.ts` (DATA_DIR=<ETL output> to skip the ETL). The compiled server as
// production runs it (bench/bench-server.ts), asked a realistic mix directly and through Debian's nginx running the
// shipped deploy/nginx.conf, in the same run with the same client and the same request sequence: a few hundred
// popular questions (prices by territory, cheapest by province, nearby points, history, stations, search), drawn
// Zipf-distributed, each with the headers of a client drawn from test/support/browser-headers.json. A third scenario
// runs the same configuration keyed on the raw headers (the key before normalisation). Then the hit ratio of both keys
// over longer windows of the same mix, computed from the shipped maps without HTTP. Rounds interleaved, medians.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../bin/build-if-stale.mjs';
import { backfillHistory } from '../etl/backfill.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { browserHeaders, type ClientHeaders, clientPicker, weightedPicker } from '../test/support/browser-headers.js';
import { sharedDataAvailable } from '../test/support/data-paths.js';
import { FIXTURE_BACKFILL_DAYS, TEST_NOW } from '../test/support/fixture-facts.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { nginxMaps, parseNginx, variableValue } from '../test/support/nginx-config.js';
import { EDGE_CONFIG, nginxBinary, nginxWorkerPids, startNginx, type TestNginx } from '../test/support/nginx-server.js';
import { seededRandom } from '../test/support/query-samples.js';
import { startBenchServers } from './bench-server.js';
import { type LoadRequest, type LoadResult, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';
import { buildRealDataDir } from './real-dataset.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 7);
/** The exponent of the popularity law: the question of rank r is asked in proportion to 1 / r^s. */
const ZIPF_S = Number(process.env.BENCH_ZIPF_S ?? 1);
/** Requests of the sequence every scenario walks through (it wraps around after that). */
const SEQUENCE = 400_000;

/** The ETL's output for ../shared/data (the full register) when it is there, else for the committed fixtures. */
async function dataDir(): Promise<{ dir: string; what: string }> {
  if (process.env.DATA_DIR) return { dir: process.env.DATA_DIR, what: `DATA_DIR ${process.env.DATA_DIR}` };
  if (sharedDataAvailable) {
    const dir = (await buildRealDataDir(HISTORY_DAYS)) as string;
    return { dir, what: `the full register (../shared/data, ${HISTORY_DAYS} days of history)` };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fuel-bench-'));
  const fixture = await startMinistryFixtureServer();
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const { manifest, territories } = await refreshSnapshot({ source, dataDir: dir, now: new Date(TEST_NOW) });
    await backfillHistory({
      source,
      dataDir: dir,
      territories,
      endDate: manifest.source_date,
      days: FIXTURE_BACKFILL_DAYS,
    });
  } finally {
    await fixture.close();
  }
  return { dir, what: 'the committed fixtures (../shared/data is not here)' };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * What people ask most, as paths: the territories with the most stations first. Later filtered to those answered 200.
 */
function popularQuestions(dataset: Dataset): string[] {
  const stations = dataset.stations.filter((s) => s.sells_to_public);
  const count = <K>(key: (s: (typeof stations)[number]) => K) => {
    const counts = new Map<K, number>();
    for (const s of stations) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  };
  const provinces = count((s) => s.province_code);
  const communities = count((s) => s.community_code);
  const towns = count((s) => s.municipality_id).slice(0, 40);
  const fuels = ['diesel', 'gasoline_95'];
  const paths = ['/', '/v1/territories', '/v1/brands', '/v1/prices', ...fuels.map((f) => `/v1/prices?fuel=${f}`)];
  for (const level of ['community', 'province'])
    for (const f of fuels) paths.push(`/v1/rankings/regions?level=${level}&fuel=${f}`);
  for (const c of communities) {
    paths.push(`/v1/prices?level=community&code=${c}`);
    for (const f of fuels)
      paths.push(`/v1/prices?level=community&code=${c}&fuel=${f}`, `/v1/history?level=community&code=${c}&fuel=${f}`);
  }
  for (const p of provinces) {
    paths.push(`/v1/prices?level=province&code=${p}`);
    for (const f of fuels)
      paths.push(
        `/v1/prices?level=province&code=${p}&fuel=${f}`,
        `/v1/stations/cheapest?level=province&code=${p}&fuel=${f}`,
      );
  }
  for (const f of fuels) paths.push(`/v1/history?fuel=${f}`);
  for (const id of towns) {
    paths.push(`/v1/prices?level=municipality&code=${id}`);
    const here = stations.filter((s) => s.municipality_id === id);
    const lat = round3(here.reduce((sum, s) => sum + s.lat, 0) / here.length);
    const lng = round3(here.reduce((sum, s) => sum + s.lng, 0) / here.length);
    for (const f of fuels) paths.push(`/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=5&fuel=${f}`);
    const name = dataset.territories.municipality(id)?.name;
    if (name) paths.push(`/v1/search?q=${encodeURIComponent(name)}`);
    const first = here[0];
    if (first) paths.push(`/v1/stations/${first.id}`);
  }
  return [...new Set(paths)];
}

/** The status of a direct GET (Spanish, identity): questions that are not 200 are left out of the mix. */
const statusOf = (port: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });

interface Asked {
  path: string;
  headers: ClientHeaders;
}

/** The mix: `length` requests, questions by Zipf rank (in a shuffled order), headers by client. */
function requestSequence(questions: readonly string[], length: number, seed: number): Asked[] {
  const random = seededRandom(seed);
  const ranked = [...questions];
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j] as string, ranked[i] as string];
  }
  const question = weightedPicker(
    ranked.map((path, rank) => [path, 1 / (rank + 1) ** ZIPF_S] as const),
    random,
  );
  const client = clientPicker(browserHeaders(), random);
  return Array.from({ length }, () => ({ path: question(), headers: client() }));
}

const asLoadRequest = ({ path, headers }: Asked): LoadRequest => {
  const sent: Record<string, string> = {};
  if (headers.acceptLanguage) sent['Accept-Language'] = headers.acceptLanguage;
  if (headers.acceptEncoding) sent['Accept-Encoding'] = headers.acceptEncoding;
  if (headers.accept) sent.Accept = headers.accept;
  return { method: 'GET', path, headers: sent };
};

/** The shipped configuration keyed, and asking the instance, on the raw headers: the key before normalisation. */
function rawKeyedConfig(shipped: string): string {
  const raw: Record<string, string> = {
    $edge_language: '$http_accept_language',
    $edge_coding: '$http_accept_encoding',
    $edge_index_representation: '$http_accept',
    $edge_accept: '$http_accept',
  };
  let replaced = 0;
  const text = shipped.replace(/^(\s*(?:proxy_cache_key|proxy_set_header)\b.*)$/gm, (line) =>
    line.replace(/\$edge_[a-z_]+/g, (name) => {
      replaced++;
      return raw[name] ?? name;
    }),
  );
  if (replaced < 8)
    throw new Error(`the raw-keyed configuration replaced ${replaced} variables; has nginx.conf changed?`);
  return text;
}

/** The edge's key for a request under the shipped maps, or under the raw headers; null when it is never cached. */
function keyer(normalised: boolean): (asked: Asked) => string | null {
  const maps = nginxMaps(parseNginx(readFileSync(EDGE_CONFIG, 'utf8')));
  return ({ path, headers }) => {
    const request = {
      $http_accept: headers.accept,
      $http_accept_language: headers.acceptLanguage,
      $http_accept_encoding: headers.acceptEncoding,
    };
    const representation = variableValue(maps, '$edge_index_representation', request);
    // The page at / is private: never kept, under either key.
    if (path === '/' && representation === 'html') return null;
    const language = normalised ? variableValue(maps, '$edge_language', request) : headers.acceptLanguage;
    const coding = normalised ? variableValue(maps, '$edge_negotiated_coding', request) : headers.acceptEncoding;
    const accept = path === '/' ? `|${normalised ? representation : headers.accept}` : '';
    return `${path}|${language}|${coding}${accept}`;
  };
}

interface Measured extends LoadResult {
  serviceCpuPerRequest: number;
  nginxCpuPerRequest: number;
}

interface Scenario {
  name: string;
  port: number;
  edge: TestNginx | null;
}

const nginxCpu = (edge: TestNginx | null) =>
  edge ? [edge.pid, ...nginxWorkerPids(edge.pid)].reduce((sum, pid) => sum + safeCpu(pid), 0) : 0;
const safeCpu = (pid: number) => {
  try {
    return processCpuMicros(pid);
  } catch {
    return 0; // a helper process (nginx's cache loader) ended
  }
};
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

async function main(): Promise<void> {
  nginxBinary();
  // The docs and the page at / as production serves them (the page is part of the mix: browsers open /).
  await ensureBuild({ docs: true });
  const { dir, what } = await dataDir();
  const dataset = await loadPublishedDataset(dir);
  if (!dataset) throw new Error(`no snapshot published in ${dir}`);
  const { child, api } = await startBenchServers(dir);
  const shipped = readFileSync(EDGE_CONFIG, 'utf8');
  const edge = await startNginx({ upstreams: [`127.0.0.1:${api}`] });
  const rawEdge = await startNginx({ upstreams: [`127.0.0.1:${api}`], config: rawKeyedConfig(shipped) });
  try {
    const candidates = popularQuestions(dataset);
    const questions: string[] = [];
    for (const path of candidates) if ((await statusOf(api, path)) === 200) questions.push(path);
    const sequence = requestSequence(questions, SEQUENCE, 35);
    const population = browserHeaders();
    console.log(`data: ${what}: ${dataset.stations.length} stations, ${dataset.sourceTime}`);
    const nginxVersion = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim();
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, node ${process.version}, ${nginxVersion}, ` +
        new Date().toISOString(),
    );
    console.log(
      `mix: ${questions.length} questions answered 200 (of ${candidates.length} built), Zipf s=${ZIPF_S}; ` +
        `${population.acceptLanguage.length} Accept-Language, ${population.acceptEncoding.length} Accept-Encoding and ` +
        `${population.accept.length} Accept values over ${population.kinds.map((k) => `${k.name}s ${k.weight} %`).join(', ')}`,
    );
    const scenarios: Scenario[] = [
      { name: 'direct to the instance', port: api, edge: null },
      { name: 'through nginx, shipped key (normalised)', port: edge.port, edge },
      { name: 'through nginx, keyed on raw headers', port: rawEdge.port, edge: rawEdge },
    ];
    const cursors = new Map(scenarios.map((s) => [s.name, 0]));
    const startLoad = loadavg()[0]?.toFixed(2);
    const rounds: Map<string, Measured>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = new Map<string, Measured>();
      const order = scenarios.map((_, i) => scenarios[(i + round) % scenarios.length] as Scenario);
      for (const scenario of order) {
        const walk = (seconds: number) => {
          const start = cursors.get(scenario.name) as number;
          let used = 0;
          return runLoad({
            port: scenario.port,
            path: (n) => {
              used = Math.max(used, n + 1);
              return asLoadRequest(sequence[(start + n) % SEQUENCE] as Asked);
            },
            seconds,
            connections: CONNECTIONS,
          }).finally(() => cursors.set(scenario.name, start + used));
        };
        await walk(1); // warm-up
        const service0 = processCpuMicros(child.pid as number);
        const nginx0 = nginxCpu(scenario.edge);
        const load = await walk(SECONDS);
        results.set(scenario.name, {
          ...load,
          serviceCpuPerRequest: (processCpuMicros(child.pid as number) - service0) / load.requests,
          nginxCpuPerRequest: (nginxCpu(scenario.edge) - nginx0) / load.requests,
        });
      }
      rounds.push(results);
    }
    // Other work on a shared machine only ever slows a scenario: the load average says how much there was.
    console.log(
      `\nload average (1 min) at the start of the rounds: ${startLoad}, at their end: ${loadavg()[0]?.toFixed(2)}`,
    );
    printLoad(scenarios, rounds);
    printSimulation(questions);
  } finally {
    await edge.stop();
    await rawEdge.stop();
    child.stdin?.end();
    child.kill();
    dataset.release();
  }
}

function printLoad(scenarios: readonly Scenario[], rounds: readonly Map<string, Measured>[]): void {
  console.log(
    `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s (each after 1 s warm-up), the ` +
      'same request sequence for each scenario; medians over the rounds. Edge hits: X-Edge-Cache HIT (all rounds); ' +
      'instance cache hits: X-Cache hit (its own response cache, asked directly); service CPU: the instance process, ' +
      'nginx CPU: its master and workers, per answer:',
  );
  console.log(
    '| scenario | req/s | p50 ms | p99 ms | edge hits | instance cache hits | service CPU µs/req | nginx CPU µs/req | non-200 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, edge } of scenarios) {
    const of = rounds.map((r) => r.get(name) as Measured);
    const requests = of.reduce((sum, m) => sum + m.requests, 0);
    const hits = of.reduce((sum, m) => sum + (m.edgeStatuses.HIT ?? 0), 0);
    const serviceHits = of.reduce((sum, m) => sum + m.cacheHits, 0);
    console.log(
      `| ${[
        name,
        median(of.map((m) => m.perSecond)).toFixed(0),
        median(of.map((m) => m.p50Ms)).toFixed(2),
        median(of.map((m) => m.p99Ms)).toFixed(2),
        edge ? percent(hits, requests) : '–',
        edge ? '–' : percent(serviceHits, requests),
        median(of.map((m) => m.serviceCpuPerRequest)).toFixed(1),
        edge ? median(of.map((m) => m.nginxCpuPerRequest)).toFixed(1) : '–',
        String(of.reduce((sum, m) => sum + m.failures, 0)),
      ].join(' | ')} |`,
    );
  }
  const sum = (into: Record<string, number>, from: Record<string | number, number>) => {
    for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
    return into;
  };
  for (const { name } of scenarios) {
    const of = rounds.map((r) => r.get(name) as Measured);
    const statuses = of.reduce((all, m) => sum(all, m.statuses), {});
    const edgeStatuses = of.reduce((all, m) => sum(all, m.edgeStatuses), {});
    console.log(`  ${name}: HTTP ${JSON.stringify(statuses)}, X-Edge-Cache ${JSON.stringify(edgeStatuses)}`);
  }
}

/** Hit ratios of an unbounded cache filled from empty by the first N requests of the mix: each key's first ask misses. */
function printSimulation(questions: readonly string[]): void {
  const windows = [1_000, 10_000, 100_000, 1_000_000];
  const sequence = requestSequence(questions, windows.at(-1) as number, 36);
  const normalisedKey = keyer(true);
  const keys = {
    url: (a: Asked) => (normalisedKey(a) === null ? null : a.path),
    normalised: normalisedKey,
    raw: keyer(false),
  };
  console.log(
    '\nHit ratio of the edge from an empty cache over the first N requests of the same mix (a max-age window that ' +
      'holds N requests), computed from the maps of deploy/nginx.conf; the page at / (private) never hits:',
  );
  console.log(
    '| requests in the window | keyed on the URL alone (ceiling) | shipped key (normalised) | raw headers | keys: normalised / raw |',
  );
  console.log('|---:|---:|---:|---:|---:|');
  for (const window of windows) {
    const ratio = (key: (a: Asked) => string | null) => {
      const seen = new Set<string>();
      let hits = 0;
      for (let i = 0; i < window; i++) {
        const k = key(sequence[i] as Asked);
        if (k === null) continue;
        if (seen.has(k)) hits++;
        else seen.add(k);
      }
      return { hits, keys: seen.size };
    };
    const url = ratio(keys.url);
    const normalised = ratio(keys.normalised);
    const raw = ratio(keys.raw);
    console.log(
      `| ${window.toLocaleString('en')} | ${percent(url.hits, window)} | ${percent(normalised.hits, window)} | ` +
        `${percent(raw.hits, window)} | ${normalised.keys.toLocaleString('en')} / ${raw.keys.toLocaleString('en')} |`,
    );
  }
}

await main();
