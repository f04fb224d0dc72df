// What a refresh costs in memory and time on the full register (../shared/data), this code beside an earlier checkout
// in the same run (issue 34): `BENCH_BEFORE_ROOT=<checkout, built> npx tsx bench/etl-memory.ts [cli] [server] [startup]`
// (all three by default; BENCH_ROUNDS rounds, 3 by default, before and after interleaved).
//   cli      `npm run etl -- --backfill-days 0` as it runs once built (its package.json's command: environment, node
//            flags, dist/etl/cli.js) on a copy of a DATA_DIR with
//            the register and its 42 days of history, and on an empty one: peak RSS and wall time.
//   server   the compiled server with REFRESH=true under a steady load (50 requests a second of several kinds, each
//            timed), its scheduled refresh brought forward (bench/shift-clock.mjs): its RSS sampled every 100 ms, the
//            idle figure before, the peak while it refreshes and loads the new snapshot, the slowest answer.
//   startup  the compiled server with REFRESH=true from its start to its first answer with data (and its peak RSS by
//            then), on a DATA_DIR with the register, and on an empty one (the first start refreshes from the register).
// The ministry stand-in runs in a child process (bench/ministry-fixture-process.ts), out of the measured processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { type CliRun, copyDir, type Fixture, runEtlCli, startFixture, stopFixture } from './etl-cli-run.js';
import { buildRealDataDir } from './real-dataset.js';
import { measureRefreshUnderLoad, measureStart, type ServerRun, type StartRun } from './refresh-under-load.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HISTORY_DAYS = 42;
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} (median ${median(values).toFixed(digits)})`;

/** The checkouts measured: the previous code (BENCH_BEFORE_ROOT) when given, then this one. */
function checkouts(): [string, string][] {
  const list: [string, string][] = [];
  if (BEFORE_ROOT) list.push(['before', BEFORE_ROOT]);
  else console.log('(BENCH_BEFORE_ROOT not set: this code only)');
  list.push(['now', ROOT]);
  return list;
}

async function benchCli(fixture: Fixture, fullDir: string): Promise<void> {
  const runs = new Map<string, CliRun[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...checkouts()].reverse() : checkouts();
    for (const kind of ['42 days of history', 'empty DATA_DIR']) {
      for (const [name, root] of order) {
        const dir =
          kind === 'empty DATA_DIR' ? mkdtempSync(join(tmpdir(), 'fuel-etl-empty-')) : copyDir(fullDir, 'fuel-etl-');
        const run = await runEtlCli(root, dir, fixture.baseUrl);
        rmSync(dir, { recursive: true, force: true });
        if (!run.ok) throw new Error(`the ETL of ${root} failed on ${kind}`);
        const key = `${kind} | ${name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
    }
  }
  console.log(
    `\n\`npm run etl -- --backfill-days 0\` (as built), ${ROUNDS} rounds, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log('| DATA_DIR | code | peak RSS (MB) | wall time (s) |\n|---|---|---:|---:|');
  for (const [key, list] of runs) {
    console.log(
      `| ${key} | ${range(
        list.map((r) => r.peakMb),
        0,
      )} | ${range(
        list.map((r) => r.seconds),
        2,
      )} |`,
    );
  }
}

async function benchServer(fixture: Fixture, fullDir: string): Promise<void> {
  const runs = new Map<string, ServerRun[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, root] of round % 2 ? [...checkouts()].reverse() : checkouts()) {
      const dir = copyDir(fullDir, 'fuel-refresh-load-');
      runs.set(name, [...(runs.get(name) ?? []), await measureRefreshUnderLoad(root, dir, fixture.baseUrl)]);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`\nServer with REFRESH=true, a scheduled refresh under 50 requests/s, ${ROUNDS} rounds`);
  console.log(
    '| code | RSS idle before (MB) | peak RSS during refresh and reload (MB) | slowest answer during (ms) | slowest answer at rest before (ms) | refresh (s) | answers (non-200) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, list] of runs) {
    const failures = list.reduce((sum, r) => sum + r.failures, 0);
    const answers = list.reduce((sum, r) => sum + r.answers, 0);
    console.log(
      `| ${name} | ${range(
        list.map((r) => r.idleMb),
        0,
      )} | ${range(
        list.map((r) => r.peakMb),
        0,
      )} | ${range(
        list.map((r) => r.slowestDuringMs),
        0,
      )} | ${range(
        list.map((r) => r.slowestAtRestMs),
        0,
      )} | ${range(
        list.map((r) => r.refreshSeconds),
        1,
      )} | ${answers} (${failures}) |`,
    );
  }
}

async function benchStartup(fixture: Fixture, fullDir: string): Promise<void> {
  const runs = new Map<string, StartRun[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of ['42 days of history', 'empty DATA_DIR']) {
      for (const [name, root] of round % 2 ? [...checkouts()].reverse() : checkouts()) {
        const dir =
          kind === 'empty DATA_DIR' ? mkdtempSync(join(tmpdir(), 'fuel-start-')) : copyDir(fullDir, 'fuel-start-');
        const key = `${kind} | ${name}`;
        runs.set(key, [...(runs.get(key) ?? []), await measureStart(root, dir, fixture.baseUrl)]);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log(`\nServer start (REFRESH=true) to its first answer with data, ${ROUNDS} rounds`);
  console.log('| DATA_DIR | code | to first data (s) | peak RSS by then (MB) |\n|---|---|---:|---:|');
  for (const [key, list] of runs) {
    console.log(
      `| ${key} | ${range(
        list.map((r) => r.seconds),
        2,
      )} | ${range(
        list.map((r) => r.peakMb),
        0,
      )} |`,
    );
  }
}

async function main(): Promise<void> {
  const parts = process.argv.slice(2);
  const wanted = (part: string) => parts.length === 0 || parts.includes(part);
  const fullDir = await buildRealDataDir(HISTORY_DAYS, 'fuel-etl-memory-');
  if (!fullDir) {
    console.log(WITHOUT_SHARED);
    return;
  }
  await ensureBuild({ docs: false });
  const fixture = await startFixture();
  try {
    if (wanted('cli')) await benchCli(fixture, fullDir);
    if (wanted('server')) await benchServer(fixture, fullDir);
    if (wanted('startup')) await benchStartup(fixture, fullDir);
  } finally {
    await stopFixture(fixture);
    rmSync(fullDir, { recursive: true, force: true });
  }
}

await main();
