// The README's first request with no network (issue 39, item 1): seconds from "listening" to the first 200 with the
// sample's label, for the built server of this checkout and of BENCH_BEFORE_ROOT (built) in the same run, rounds
// interleaved, medians. `BENCH_BEFORE_ROOT=/work/before npx tsx bench/first-request.ts`. On these shared 2-core
// machines wall times swing with the other agents' load: the load average is printed, and the ratio is the figure.
import { loadavg } from 'node:os';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { followNewcomerStart } from '../test/support/newcomer-start.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await ensureBuild({ docs: false });
const roots = BEFORE_ROOT ? { before: BEFORE_ROOT, now: ROOT } : { now: ROOT };
const seconds: Record<string, number[]> = Object.fromEntries(Object.keys(roots).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, root] of Object.entries(roots)) {
    const { listeningToFirstDataS } = await followNewcomerStart(root);
    seconds[name]?.push(listeningToFirstDataS);
  }
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, ${ROUNDS} rounds`,
);
console.table(
  Object.entries(seconds).map(([name, values]) => ({
    code: name,
    'listening → README request 200 (s, median)': median(values).toFixed(1),
    rounds: values.map((v) => v.toFixed(1)).join(' '),
  })),
);
if (seconds.before && seconds.now) {
  console.log(`now / before: ${(median(seconds.now) / median(seconds.before)).toFixed(2)}`);
}
