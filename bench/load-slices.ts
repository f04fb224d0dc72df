// How long a hot swap holds the event loop: the longest time between two turns of the loop while a snapshot of the
// register's size builds its indexes in slices, beside the time the same build takes at once. Issue 16, item 13: a
// swap happens while requests are served. `npx tsx bench/load-slices.ts` on the real register (../shared/data, built
// by the real ETL); BENCH_BEFORE_ROOT=<an earlier checkout> builds with its code too, in the same run, on the same input.
// This was a test's bound (a third of the build at once) until it flaked on a busy machine: a time belongs here.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DatasetInput } from '../store/memory-dataset.js';
import { loadRealDataset } from './real-dataset.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The longest time between two turns of the event loop while `work` runs. */
async function longestLoopGapMs(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  running = false;
  turn();
  return longest;
}

interface BuildCode {
  buildDataset(input: DatasetInput): unknown;
  buildDatasetInSlices(input: DatasetInput, slicer: unknown): Promise<unknown>;
  Slicer: new () => unknown;
}

async function buildCode(root: string): Promise<BuildCode> {
  const memory = await import(pathToFileURL(join(root, 'store/memory-dataset.ts')).href);
  const yielding = await import(pathToFileURL(join(root, 'core/yielding.ts')).href);
  return { ...memory, Slicer: yielding.Slicer } as BuildCode;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function main(): Promise<void> {
  const dataset = await loadRealDataset();
  if (!dataset) {
    console.log('load-slices: ../shared/data is not on this machine; skipped');
    return;
  }
  const { territories } = dataset;
  const input: DatasetInput = {
    version: 'bench',
    sourceTime: dataset.sourceTime,
    sourceDate: dataset.sourceDate,
    isSample: false,
    stations: dataset.stations,
    territories: {
      communities: [...territories.communities],
      provinces: [...territories.provinces],
      municipalities: [...territories.municipalities],
    },
  };
  const roots = [['this', join(import.meta.dirname, '..')]];
  if (process.env.BENCH_BEFORE_ROOT) roots.push(['BEFORE', process.env.BENCH_BEFORE_ROOT]);
  console.log(`${input.stations.length} stations, median of ${ROUNDS} rounds`);
  console.log('| code | build at once ms | longest loop gap in slices ms | gap / at once |');
  console.log('|---|---:|---:|---:|');
  for (const [name, root] of roots as [string, string][]) {
    const code = await buildCode(root);
    const atOnce: number[] = [];
    const gaps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      code.buildDataset(input);
      atOnce.push(performance.now() - start);
      gaps.push(await longestLoopGapMs(() => code.buildDatasetInSlices(input, new code.Slicer())));
    }
    const [once, gap] = [median(atOnce), median(gaps)];
    console.log(`| ${name} | ${once.toFixed(0)} | ${gap.toFixed(1)} | ${(gap / once).toFixed(3)} |`);
  }
  dataset.release();
}

await main();
