// Instructions the server executes per answer, user space, counted by Valgrind's callgrind. CPU time moves by 15-25 %
// between rounds of the same code on these shared machines; this count mostly by a few per cent (four runs of the floor:
// 53,347 to 57,500; three of a cached hit: 112,635 to 113,267), so a change of a few per cent shows in one run. Still,
// one run in four of the uncached nearby came out at twice its usual count (719 K against 369-391 K, the whole run
// long), and so did the BEFORE server in all three runs of 25 November (232-275 K for a hit, 687-705 K for the nearby;
// cause not found): a figure far off the others is to be repeated, BEFORE in a run of its own checkout's bench. Work
// the process does by the clock is counted too: V8's memory reducer is switched off for it (see below), and the run is
// best left alone.
// `npx tsx bench/instructions.ts` (DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_SCRIPT, as for
// bench/core-reads.ts, counts an earlier checkout's server too; BENCH_ONLY=<regular expression> picks scenarios).
// Needs valgrind (Debian: apt-get install -y valgrind). The kernel's part (the socket writes) is not counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { BENCH_SERVER_SCRIPT, startBenchServers } from './bench-server.js';
import { buildRealDataDir } from './real-dataset.js';
import { REPLAYED_ANSWERS, replayPath } from './replayed-answers.mjs';

/** Requests to warm up (V8 compiles the hot paths), then to settle and to count, per scenario. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 10_000);
const COUNTED = Number(process.env.BENCH_COUNTED ?? 3_000);
/** The requests of each counted stretch: settling (left out), short and long; the figure is long minus short. */
const STRETCHES = [COUNTED, COUNTED, 5 * COUNTED] as const;

interface Scenario {
  name: string;
  port: 'api' | 'floor' | 'replay';
  path: (n: number) => string;
}

/** A new point of the Madrid area every request (about 1,000 × 1,000 of them), as a client never asking twice. */
const madridPoint = (n: number) =>
  `/v1/stations/nearby?lat=${(40 + (n % 1000) * 0.001).toFixed(3)}&lng=${(-3.9 + Math.floor(n / 1000) * 0.001).toFixed(3)}&radius_km=5&fuel=diesel`;

const SCENARIOS: Scenario[] = [
  { name: "Node's own server, constant JSON (the floor)", port: 'floor', path: () => '/floor' },
  // The hit's own headers and bytes sent by Node's server with no work behind them (bench/core-reads-server.mjs).
  {
    name: "Node's own server replaying the hit's headers and bytes",
    port: 'replay',
    path: () => replayPath(REPLAYED_ANSWERS.prices),
  },
  { name: 'prices Spain, cached (hit)', port: 'api', path: () => '/v1/prices' },
  { name: 'nearby 5 km, uncached', port: 'api', path: madridPoint },
];

function hasValgrind(): boolean {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Sends `count` GETs over 4 keep-alive connections, paths numbered from `first`; rejects on any answer but 200. */
async function send(port: number, path: (n: number) => string, first: number, count: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  let next = first;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const asked = path(next++);
      request({ port, host: '127.0.0.1', path: asked, agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${asked}: ${res.statusCode}`))));
      })
        .on('error', reject)
        .end();
    });
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < first + count) await one();
    }),
  );
  agent.destroy();
}

/** Instructions per request of one scenario on a server started under callgrind, counted once it has settled. */
async function count(dataDir: string, script: string, scenario: Scenario): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'fuel-callgrind-'));
  const launcher = [
    'valgrind',
    '--quiet',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--smc-check=all-non-file', // V8 rewrites its own code
    `--callgrind-out-file=${join(out, 'counts')}`,
  ];
  // Both flags take the clock and the scheduler out of what is counted. V8's memory reducer collects the whole heap when
  // allocation slows down, by the clock: under Valgrind, where answers come a hundred times slower, it fired often
  // enough to triple the floor's count in some runs and not in others. And Valgrind runs one thread at a time, so a
  // function queued for optimisation on a background thread may wait through the whole count: some runs counted
  // twice the instructions, the hot paths still in bytecode. Optimised on the main thread, they are compiled in warm-up.
  const server = await startBenchServers(dataDir, {}, script, {
    launcher,
    nodeFlags: ['--no-memory-reducer', '--no-concurrent-recompilation', '--no-concurrent-osr'],
  });
  try {
    const port = server[scenario.port];
    if (port === null) throw new Error(`${script} serves no ${scenario.port} port`);
    const pid = String(server.child.pid);
    await send(port, scenario.path, 0, WARM_UP);
    // Three stretches, each dumped: the first (settling: it counted some 100,000 instructions a request more, whatever
    // the warm-up) is left out, and the per-request figure is the difference of the third and the second over the
    // difference of their requests, which cancels what every stretch costs once.
    const control = (...args: string[]) => execFileSync('callgrind_control', [...args, pid], { stdio: 'ignore' });
    control('--instr=on');
    let sent = WARM_UP;
    for (const requests of STRETCHES) {
      await send(port, scenario.path, sent, requests);
      sent += requests;
      control('--dump');
    }
    control('--instr=off');
    // A dump's last line holds its total (its "summary:" line does not, once counting was switched on later).
    const totalOf = (dump: number) =>
      Number(/^totals: (\d+)$/m.exec(readFileSync(join(out, `counts.${dump}`), 'utf8'))?.[1] ?? Number.NaN);
    const totals = [totalOf(1), totalOf(2), totalOf(3)] as const;
    const [settling, short, long] = totals.map((total, i) => Math.round(total / (STRETCHES[i] as number)));
    console.error(`  (${scenario.name}: ${settling} settling, ${short} and ${long} a request in the next two)`);
    return (totals[2] - totals[1]) / (STRETCHES[2] - STRETCHES[1]);
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.stdin?.end();
    server.child.kill();
    await exited; // it writes a last (empty) dump on its way out
    rmSync(out, { recursive: true, force: true });
  }
}

const valgrind = hasValgrind();
const dataDir = valgrind ? (process.env.DATA_DIR ?? (await buildRealDataDir(7))) : undefined;
if (!valgrind) console.log('bench/instructions: valgrind is not installed (apt-get install -y valgrind); skipped');
else if (!dataDir) console.log(`bench/instructions: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
else {
  const before = process.env.BENCH_BEFORE_SCRIPT;
  const floor = SCENARIOS[0] as Scenario;
  console.log(
    `${WARM_UP} requests to warm up, then stretches of ${STRETCHES.join(', ')}; server user-space instructions per request:`,
  );
  console.log(
    `| answer | instructions | × the floor |${before ? ' before | change |' : ''}\n|---|---:|---:|${before ? '---:|---:|' : ''}`,
  );
  const floorCount = await count(dataDir, BENCH_SERVER_SCRIPT, floor);
  // BENCH_ONLY=<regular expression>: only the scenarios whose names match it (and the floor).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  for (const scenario of SCENARIOS.filter((s) => s === floor || !only || only.test(s.name))) {
    const now = scenario === floor ? floorCount : await count(dataDir, BENCH_SERVER_SCRIPT, scenario);
    const row = `| ${scenario.name} | ${Math.round(now)} | ${(now / floorCount).toFixed(2)} |`;
    // The baselines are Node's own server: only the API is counted on the earlier checkout too.
    if (!before || scenario.port !== 'api') console.log(before ? `${row} | |` : row);
    else {
      const then = await count(dataDir, before, scenario);
      console.log(`${row} ${Math.round(then)} | ${(((now - then) / then) * 100).toFixed(1)} % |`);
    }
  }
}
