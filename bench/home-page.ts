// The page at GET / against the JSON index at the same address: `npx tsx bench/home-page.ts`. The real app (on the
// committed slice of test/fixtures and its 30 days of history, built by the real ETL as the tests build it) runs in a
// child process (bench/core-reads-server.mjs) beside Node's own server answering a constant JSON, the floor measured
// in the same run with the same client. Then Lighthouse scores the page as a browser gets it from that server
// (test/support/lighthouse.ts: mobile, simulated throttling), BENCH_LIGHTHOUSE_RUNS times (5; 0 skips it; it needs
// Debian's Chromium and `npm run docs`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backfillHistory } from '../etl/backfill.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { HOME_BUILD_DIR } from '../server/pages/home-page.js';
import { FIXTURE_BACKFILL_DAYS, TEST_NOW } from '../test/support/fixture-facts.js';
import { describeRuns, type LighthouseFigures, median, runLighthouse } from '../test/support/lighthouse.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { startBenchServers } from './bench-server.js';
import { type LoadRequest, type LoadResult, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

interface Scenario {
  name: string;
  port: 'api' | 'floor';
  request: LoadRequest;
}

const SCENARIOS: Scenario[] = [
  { name: "Node's own http, constant JSON (the floor)", port: 'floor', request: { method: 'GET', path: '/floor' } },
  {
    name: 'GET / JSON index (Accept: application/json)',
    port: 'api',
    request: { method: 'GET', path: '/', headers: { Accept: 'application/json' } },
  },
  {
    name: 'GET / page (a browser Accept)',
    port: 'api',
    request: { method: 'GET', path: '/', headers: { Accept: BROWSER_ACCEPT } },
  },
  { name: 'GET /home/app.js (bundled script)', port: 'api', request: { method: 'GET', path: '/home/app.js' } },
];

async function fixtureDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-bench-home-'));
  const fixture = await startMinistryFixtureServer();
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date(TEST_NOW) });
    // The 90-day chart as the tests see it, with the slice's days of history.
    await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: FIXTURE_BACKFILL_DAYS });
  } finally {
    await fixture.close();
  }
  return dataDir;
}

/** Lighthouse on the page, one run after another; its reports are left in a temporary folder, removed after. */
async function lighthouseRuns(port: number): Promise<LighthouseFigures[]> {
  if (LIGHTHOUSE_RUNS <= 0) return [];
  if (!existsSync(`${HOME_BUILD_DIR}app.js`)) throw new Error('the page is not built: run `npm run docs` first');
  const reports = mkdtempSync(join(tmpdir(), 'fuel-bench-lighthouse-'));
  try {
    const runs: LighthouseFigures[] = [];
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      runs.push(await runLighthouse(`http://127.0.0.1:${port}/`, reports, `run-${run}`));
    }
    return runs;
  } finally {
    rmSync(reports, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = await fixtureDataDir();
  const { child, api, floor } = await startBenchServers(dataDir);
  if (floor === null) throw new Error('the bench server has no floor route');
  const pid = child.pid as number;
  const rounds: Map<string, LoadResult & { cpu: number }>[] = [];
  let lighthouse: LighthouseFigures[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const results = new Map<string, LoadResult & { cpu: number }>();
      for (const { name, port, request } of SCENARIOS) {
        const options = { port: port === 'api' ? api : floor, path: () => request, connections: CONNECTIONS };
        await runLoad({ ...options, seconds: 1 }); // warm-up
        const before = processCpuMicros(pid);
        const load = await runLoad({ ...options, seconds: SECONDS });
        results.set(name, { ...load, cpu: (processCpuMicros(pid) - before) / load.requests });
      }
      rounds.push(results);
    }
    lighthouse = await lighthouseRuns(api);
  } finally {
    child.stdin?.end();
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nHTTP, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s (each after 1 s warm-up); medians:`,
  );
  console.log('| scenario | server CPU µs/req | req/s | p50 ms | p99 ms | non-200 |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { name } of SCENARIOS) {
    const of = rounds.map((round) => round.get(name) as LoadResult & { cpu: number });
    const cells = [
      median(of.map((r) => r.cpu)).toFixed(0),
      median(of.map((r) => r.perSecond)).toFixed(0),
      median(of.map((r) => r.p50Ms)).toFixed(2),
      median(of.map((r) => r.p99Ms)).toFixed(2),
      String(of.reduce((sum, r) => sum + r.failures, 0)),
    ];
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  if (lighthouse.length > 0) {
    console.log(`\nLighthouse on the page (mobile, simulated throttling), ${lighthouse.length} runs:`);
    console.log(describeRuns(lighthouse));
    const columns: Array<[string, (r: LighthouseFigures) => number, number]> = [
      ['performance', (r) => r.performance * 100, 0],
      ['CLS', (r) => r.cls, 3],
      ['TBT ms', (r) => r.tbt, 0],
      ['FCP ms', (r) => r.fcp, 0],
      ['LCP ms', (r) => r.lcp, 0],
      ['accessibility', (r) => r.accessibility * 100, 0],
      ['best practices', (r) => r.bestPractices * 100, 0],
    ];
    const cell = ([, of, digits]: (typeof columns)[number]) => {
      const values = lighthouse.map(of);
      const [low, high] = [Math.min(...values), Math.max(...values)];
      return `${median(values).toFixed(digits)} (${low.toFixed(digits)}–${high.toFixed(digits)})`;
    };
    console.log(`| median (least–most) | ${columns.map(([name]) => name).join(' | ')} |`);
    console.log(`|---|${columns.map(() => '---:').join('|')}|`);
    console.log(`| ${lighthouse.length} runs | ${columns.map(cell).join(' | ')} |`);
  }
}

await main();
