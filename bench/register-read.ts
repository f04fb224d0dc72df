// The national list read as a refresh reads it, first in its process (as each refresh's is): `source.stationsNow`
// over HTTP from the ministry stand-in (bench/ministry-fixture-process.ts, gzip as the ministry sends it), each round
// in a fresh process, this checkout's compiled code beside an earlier one's (BENCH_BEFORE_ROOT, built) in the same run:
// `BENCH_BEFORE_ROOT=<checkout> npx tsx bench/register-read.ts` (BENCH_ROUNDS rounds, 5 by default, interleaved).
import { execFileSync } from 'node:child_process';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startFixture, stopFixture } from './etl-cli-run.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The main thread's CPU is read as the whole-process benches read it (bench/peak-rss-probe.mjs). */
const PROBE = new URL('./peak-rss-probe.mjs', import.meta.url).href;

/** What one fresh process reports of its read: wall and CPU milliseconds, and the records read. */
const READ = `
const root = process.argv[1];
const { createMinistryHttpSource } = await import(root + '/dist/etl/source/ministry-http-source.js');
const { stationListReader } = await import(root + '/dist/etl/transform/stations.js');
const source = createMinistryHttpSource({ baseUrl: process.argv[2] });
// The main thread's CPU, where the list is decoded and parsed; the process's, with zlib's pool.
const { mainThreadCpuMs: mainMs } = await import(process.argv[3]);
const cpu = process.cpuUsage();
const main = mainMs();
const started = performance.now();
const list = await source.stationsNow(stationListReader);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, mainMs: mainMs() - main, records: list.records.length }));
`;

interface Read {
  wallMs: number;
  cpuMs: number;
  mainMs: number;
  records: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  if (!sharedDataAvailable) {
    console.log(WITHOUT_SHARED);
    return;
  }
  await ensureBuild({ docs: false });
  const checkouts: [string, string][] = [['now', ROOT]];
  if (process.env.BENCH_BEFORE_ROOT) checkouts.unshift(['before', process.env.BENCH_BEFORE_ROOT]);
  const fixture = await startFixture();
  const reads = new Map<string, Read[]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, root] of round % 2 ? [...checkouts].reverse() : checkouts) {
        const out = execFileSync(process.execPath, ['--input-type=module', '-e', READ, root, fixture.baseUrl, PROBE]);
        reads.set(label, [...(reads.get(label) ?? []), JSON.parse(out.toString()) as Read]);
      }
    }
  } finally {
    await stopFixture(fixture);
  }
  console.log(`The national list read by a fresh process from the stand-in, ${ROUNDS} rounds (median, range):`);
  for (const [label, list] of reads) {
    const wall = list.map((read) => read.wallMs);
    const cpu = list.map((read) => read.cpuMs);
    const main = list.map((read) => read.mainMs);
    console.log(
      `  ${label.padEnd(6)} wall ${median(wall).toFixed(0)} ms (${Math.min(...wall).toFixed(0)}–${Math.max(...wall).toFixed(0)}), ` +
        `CPU ${median(cpu).toFixed(0)} ms (${Math.min(...cpu).toFixed(0)}–${Math.max(...cpu).toFixed(0)}), ` +
        `main thread ${median(main).toFixed(0)} ms (${Math.min(...main).toFixed(0)}–${Math.max(...main).toFixed(0)}), ${list[0]?.records} records`,
    );
  }
}

await main();
