// The page at GET / against the JSON index at the same address: `npx tsx bench/home-page.ts`. The real app (on the
// committed slice of test/fixtures, built by the real ETL) runs in a child process (bench/core-reads-server.mjs) beside
// Node's own server answering a constant JSON, the floor measured in the same run with the same client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { startBenchServers } from './bench-server.js';
import { type LoadRequest, type LoadResult, runLoad } from './load-client.js';
import { processCpuMicros } from './process-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
    await refreshSnapshot({
      source: createMinistryHttpSource({ baseUrl: fixture.baseUrl }),
      dataDir,
      now: new Date(TEST_NOW),
    });
  } finally {
    await fixture.close();
  }
  return dataDir;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  const dataDir = await fixtureDataDir();
  const { child, api, floor } = await startBenchServers(dataDir);
  if (floor === null) throw new Error('the bench server has no floor route');
  const pid = child.pid as number;
  const rounds: Map<string, LoadResult & { cpu: number }>[] = [];
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
}

await main();
