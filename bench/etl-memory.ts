// What a refresh costs in memory and time on the full register (../shared/data), this code beside an earlier checkout
// in the same run (issues 34 and 44): `BENCH_BEFORE_ROOT=<checkout, built> npx tsx bench/etl-memory.ts [cli] [server]
// [startup]` (all three by default; BENCH_ROUNDS rounds, 3 by default, before and after interleaved).
//   cli      `npm run etl -- --backfill-days 0` as it runs once built (its package.json's command: environment, node
//            flags, dist/etl/cli.js) on a copy of a DATA_DIR holding each history size: none (an empty DATA_DIR), the
//            register and its 42 real days of history, 90 days, and 90 days with 24 months of archive: peak RSS and
//            wall time, and the wall time over the code before's, of the medians and of each round (both run in a
//            round, one after the other: their geometric mean and range). The register is dated the day after the
//            history's newest (a refresh that adds a day); BENCH_ETL_DAY=again loads the newest day again instead. MADE-UP DATA: the real data has 43 days, so the
//            48 oldest of the 90 days are real days' registers dated again by the ministry stand-in (its `redate`),
//            and the archive's months before them real days' files dated again (bench/made-up-archive.ts), each
//            written by the ETL itself; all of it in temporary folders, never kept.
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
import { addMadeUpArchive } from './made-up-archive.js';
import { buildRealDataDir } from './real-dataset.js';
import { measureRefreshUnderLoad, measureStart, type ServerRun, type StartRun } from './refresh-under-load.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HISTORY_DAYS = 42;
const LONG_HISTORY_DAYS = 90;
const ARCHIVE_MONTHS = 24;
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

/** A history size measured: its label and the DATA_DIR to copy for each run (none: an empty DATA_DIR). */
interface HistorySize {
  label: string;
  dir: string | null;
}

/** The DATA_DIRs of every history size, the 42 real days' given; each removed by the caller. */
async function historySizes(fortyTwoDays: string): Promise<HistorySize[]> {
  const ninetyDays = (await buildRealDataDir(LONG_HISTORY_DAYS, 'fuel-etl-90-', { redate: true })) as string;
  const withArchive = copyDir(ninetyDays, 'fuel-etl-archive-');
  const months = await addMadeUpArchive(withArchive, ARCHIVE_MONTHS);
  console.log(
    `MADE-UP DATA: 48 of the 90 days are real days' registers dated again; the archive's months ${months[0]}..${months.at(-1)} are real days' files dated again.`,
  );
  return [
    { label: 'empty DATA_DIR', dir: null },
    { label: `${HISTORY_DAYS} days of history`, dir: fortyTwoDays },
    { label: `${LONG_HISTORY_DAYS} days of history (48 made up)`, dir: ninetyDays },
    { label: `${LONG_HISTORY_DAYS} days and ${ARCHIVE_MONTHS} months of archive (made up)`, dir: withArchive },
  ];
}

async function benchCli(fixture: Fixture, sizes: readonly HistorySize[]): Promise<void> {
  const again = process.env.BENCH_ETL_DAY === 'again';
  if (!again) await fixture.send('shift 1');
  const runs = new Map<string, CliRun[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...checkouts()].reverse() : checkouts();
    for (const size of sizes) {
      for (const [name, root] of order) {
        const dir = size.dir ? copyDir(size.dir, 'fuel-etl-') : mkdtempSync(join(tmpdir(), 'fuel-etl-empty-'));
        const run = await runEtlCli(root, dir, fixture.baseUrl);
        rmSync(dir, { recursive: true, force: true });
        if (!run.ok) throw new Error(`the ETL of ${root} failed on ${size.label}`);
        const key = `${size.label} | ${name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
      }
    }
  }
  if (!again) await fixture.send('shift 0');
  console.log(
    `\n\`npm run etl -- --backfill-days 0\` (as built), ${again ? 'the newest day loaded again' : 'a day added (the register dated the day after the history)'}, ${ROUNDS} rounds, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    '| history kept | code | peak RSS (MB) | wall time (s) | wall time / before (medians; rounds) | CPU (s): process, main thread (medians) |',
  );
  console.log('|---|---|---:|---:|---:|---:|');
  const wall = (key: string) => median((runs.get(key) ?? []).map((r) => r.seconds));
  for (const size of sizes) {
    for (const [name] of checkouts()) {
      const list = runs.get(`${size.label} | ${name}`) ?? [];
      const ratio =
        name === 'now' && BEFORE_ROOT
          ? `${(wall(`${size.label} | now`) / wall(`${size.label} | before`)).toFixed(2)}; ${pairedRatio(
              list,
              runs.get(`${size.label} | before`) ?? [],
            )}`
          : '';
      console.log(
        `| ${size.label} | ${name} | ${range(
          list.map((r) => r.peakMb),
          0,
        )} | ${range(
          list.map((r) => r.seconds),
          2,
        )} | ${ratio} | ${median(list.map((r) => r.cpuSeconds)).toFixed(2)}, ${median(
          list.map((r) => r.mainThreadCpuSeconds),
        ).toFixed(2)} |`,
      );
    }
  }
  const [empty, , longest] = sizes;
  if (empty && longest) {
    const growth = wall(`${longest.label} | now`) / wall(`${empty.label} | now`) - 1;
    console.log(
      `This code's wall time from an empty DATA_DIR to ${longest.label}: ${(growth * 100).toFixed(0)} % (medians)`,
    );
  }
}

/**
 * The geometric mean of each round's ratio of `now` to `before`, and its range: both ran in the same round, one
 * after the other, so a machine whose speed drifts during the run moves both alike.
 */
function pairedRatio(now: readonly CliRun[], before: readonly CliRun[]): string {
  const ratios = now.map((run, round) => run.seconds / (before[round]?.seconds ?? Number.NaN));
  const mean = Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length);
  return `${mean.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
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
  const sizes = wanted('cli') ? await historySizes(fullDir) : [];
  try {
    if (wanted('cli')) await benchCli(fixture, sizes);
    if (wanted('server')) await benchServer(fixture, fullDir);
    if (wanted('startup')) await benchStartup(fixture, fullDir);
  } finally {
    await stopFixture(fixture);
    for (const dir of [fullDir, ...sizes.map((size) => size.dir)])
      if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
