// What one day of the embedded sample costs to generate (`createSampleSource().stationsOn`): the backfill of a start
// on the sample asks it for every history day, so a day is meant to take well under 200 ms. This was a timed unit
// test until it failed on a loaded machine (332 ms at load average 18); a time is a benchmark's figure.
// `npx tsx bench/sample-day.ts` (BENCH_BEFORE_ROOT=<an earlier checkout> measures its generator too, in the same run).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectList } from '../etl/source/read-stations.js';
import type { MinistrySource } from '../etl/source/source.js';

const DAYS = ['2026-08-01', '2026-08-02', '2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type SampleModule = { createSampleSource: () => Pick<MinistrySource, 'stationsOn'> };

/** The median wall and CPU milliseconds of one day, over every day of every round of a fresh source. */
async function measure(module: SampleModule): Promise<{ wallMs: number; cpuMs: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const source = module.createSampleSource();
    for (const date of DAYS) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      // The code before took the date alone, and ignores the reader.
      await source.stationsOn(date, collectList);
      const { user, system } = process.cpuUsage(cpu);
      walls.push(performance.now() - started);
      cpus.push((user + system) / 1000);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return { wallMs: median(walls), cpuMs: median(cpus) };
}

const roots: [string, string][] = [['now', join(import.meta.dirname, '..')]];
if (process.env.BENCH_BEFORE_ROOT) roots.unshift(['before', process.env.BENCH_BEFORE_ROOT]);
const results = new Map<string, { wallMs: number; cpuMs: number }>();
for (const [name, root] of roots) {
  const module = (await import(pathToFileURL(join(root, 'etl', 'sample', 'sample-source.ts')).href)) as SampleModule;
  results.set(name, await measure(module));
}
console.log(
  `One day of the embedded sample, median of ${DAYS.length} days × ${ROUNDS} rounds (goal: well under 200 ms)`,
);
for (const [name, { wallMs, cpuMs }] of results) {
  console.log(`  ${name.padEnd(8)} wall ${wallMs.toFixed(1).padStart(7)} ms   CPU ${cpuMs.toFixed(1).padStart(7)} ms`);
}
const before = results.get('before');
const now = results.get('now');
if (before && now) console.log(`  ratio now / before (CPU): ${(now.cpuMs / before.cpuMs).toFixed(2)}`);
