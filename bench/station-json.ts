// What writing a list of stations costs: the JSON of nearby-like answers (20 entries each, on the full register)
// written by dataJson, as the envelope stage writes an answer's data, beside JSON.stringify of the same data.
// `npx tsx bench/station-json.ts [root…]` (DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_ROOT=<an earlier
// checkout, built>, and any other built checkout named on the command line, measured in the same run, their rounds
// interleaved). Each checkout runs in a child process of its own, over its compiled dist/, with the start script's
// node flags.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { startScriptCommand } from '../test/support/start-script.js';
import { buildRealDataDir } from './real-dataset.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROBE = fileURLToPath(new URL('./station-json-probe.mjs', import.meta.url));

interface Probe {
  writer: number[];
  stringify: number[];
  bytes: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

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
  console.log(`data: ${dataDir}; ${ROUNDS} interleaved rounds; medians of every timed pass of every round`);
  console.log(
    '| checkout | dataJson µs per answer (20 entries) | JSON.stringify µs | dataJson / JSON.stringify | bytes |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const [root, probes] of results) {
    const writer = median(probes.flatMap((p) => p.writer));
    const stringify = median(probes.flatMap((p) => p.stringify));
    console.log(
      `| ${root} | ${writer.toFixed(2)} | ${stringify.toFixed(2)} | ${(writer / stringify).toFixed(2)} | ${probes[0]?.bytes} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
