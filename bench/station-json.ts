// What writing a list of stations costs: the JSON of nearby-like answers (20 entries each, on the full register)
// written by dataJson, as the envelope stage writes an answer's data, beside JSON.stringify of the same data, and the
// entries made anew (as a handler makes them) and written.
// `npx tsx bench/station-json.ts [root…]` (DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_ROOT=<an earlier
// checkout, built>, and any other built checkout named on the command line, measured in the same run, their rounds
// interleaved). Each checkout runs in a child process of its own, over its compiled dist/, with the start script's
// node flags. CPU time (the child's user and system) is the figure to compare on a shared machine: wall time also
// counts the time other processes held the cores.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { startScriptCommand } from '../test/support/start-script.js';
import { buildRealDataDir } from './real-dataset.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROBE = fileURLToPath(new URL('./station-json-probe.mjs', import.meta.url));

interface Probe {
  writer: number[];
  stringify: number[];
  writerCpu: number[];
  stringifyCpu: number[];
  madeCpu: number[];
  bytes: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** The median of every pass of every round, with the lowest and highest of the rounds' own medians. */
function spread(probes: Probe[], field: Exclude<keyof Probe, 'bytes'>): string {
  const rounds = probes.map((p) => median(p[field]));
  const all = median(probes.flatMap((p) => p[field]));
  return `${all.toFixed(1)} (${Math.min(...rounds).toFixed(1)}–${Math.max(...rounds).toFixed(1)})`;
}

function probe(root: string, dataDir: string): Probe {
  const start = startScriptCommand();
  const run = spawnSync(process.execPath, [...start.nodeFlags, PROBE], {
    env: { ...process.env, ...start.env, BENCH_ROOT: root, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`probe of ${root} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as Probe;
}

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? (await buildRealDataDir(1));
  if (!dataDir) {
    console.log('bench/station-json: no ../shared data; set DATA_DIR to an ETL output to run it');
    return;
  }
  await ensureBuild({ docs: false });
  const before = process.env.BENCH_BEFORE_ROOT;
  const roots = [ROOT.replace(/\/$/, ''), ...(before ? [before] : []), ...process.argv.slice(2)];
  const results = new Map<string, Probe[]>(roots.map((root) => [root, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let r = 0; r < roots.length; r++) {
      const root = roots[(r + round) % roots.length] as string;
      results.get(root)?.push(probe(root, dataDir));
    }
  }
  const [load] = loadavg();
  console.log(`data: ${dataDir}; ${ROUNDS} interleaved rounds; load average ${load?.toFixed(1)} at the end`);
  console.log('µs per answer (20 entries): median of every timed pass (lowest–highest median of a round)');
  console.log(
    '| checkout | dataJson CPU | JSON.stringify CPU | dataJson wall | JSON.stringify wall | dataJson / JSON.stringify (CPU) | entries made and dataJson CPU | bytes |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [root, probes] of results) {
    const ratio = median(probes.flatMap((p) => p.writerCpu)) / median(probes.flatMap((p) => p.stringifyCpu));
    console.log(
      `| ${root} | ${spread(probes, 'writerCpu')} | ${spread(probes, 'stringifyCpu')} | ${spread(probes, 'writer')} | ${spread(probes, 'stringify')} | ${ratio.toFixed(2)} | ${spread(probes, 'madeCpu')} | ${probes[0]?.bytes} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
