// Instructions the server executes per answer, user space, counted by Valgrind's callgrind: unlike CPU time, which
// moves by 10-15 % with whatever else these shared machines run, the count is the same from run to run, so a change of
// a few per cent shows in one run. `npx tsx bench/instructions.ts` (DATA_DIR=<ETL output> to skip the ETL); BENCH_BEFORE_SCRIPT, as for
// bench/core-reads.ts, counts an earlier checkout's server too. Needs valgrind (Debian: apt-get install -y valgrind).
// The kernel's part (the socket writes, about a third of a cached hit's CPU) is not counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { BENCH_SERVER_SCRIPT, startBenchServers } from './bench-server.js';
import { buildRealDataDir } from './real-dataset.js';

/** Requests before counting (V8 compiles the hot paths) and counted, per scenario. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20_000);
const COUNTED = Number(process.env.BENCH_COUNTED ?? 10_000);

interface Scenario {
  name: string;
  port: 'api' | 'floor';
  path: (n: number) => string;
}

/** A new point of the Madrid area every request (about 1,000 × 1,000 of them), as a client never asking twice. */
const madridPoint = (n: number) =>
  `/v1/stations/nearby?lat=${(40 + (n % 1000) * 0.001).toFixed(3)}&lng=${(-3.9 + Math.floor(n / 1000) * 0.001).toFixed(3)}&radius_km=5&fuel=diesel`;

const SCENARIOS: Scenario[] = [
  { name: "Node's own server, constant JSON (the floor)", port: 'floor', path: () => '/floor' },
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

/** Instructions per request of one scenario on a server started under callgrind, counting off until warmed up. */
async function count(dataDir: string, script: string, scenario: Scenario): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'fuel-callgrind-'));
  const launcher = [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    '--smc-check=all-non-file', // V8 rewrites its own code
    `--callgrind-out-file=${join(out, 'counts')}`,
  ];
  const server = await startBenchServers(dataDir, {}, script, launcher);
  try {
    const port = scenario.port === 'api' ? server.api : (server.floor as number);
    const pid = String(server.child.pid);
    await send(port, scenario.path, 0, WARM_UP);
    execFileSync('callgrind_control', ['--instr=on', pid], { stdio: 'ignore' });
    await send(port, scenario.path, WARM_UP, COUNTED);
    execFileSync('callgrind_control', ['--instr=off', pid], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--dump', pid], { stdio: 'ignore' });
    let instructions = 0;
    for (const file of readdirSync(out)) {
      const totals = /^(?:summary|totals): (\d+)/m.exec(readFileSync(join(out, file), 'utf8'));
      instructions = Math.max(instructions, Number(totals?.[1] ?? 0));
    }
    return instructions / COUNTED;
  } finally {
    server.child.stdin?.end();
    server.child.kill();
    rmSync(out, { recursive: true, force: true });
  }
}

const dataDir = hasValgrind() ? (process.env.DATA_DIR ?? (await buildRealDataDir(7))) : undefined;
if (!hasValgrind()) console.log('bench/instructions: valgrind is not installed (apt-get install -y valgrind); skipped');
else if (!dataDir) console.log(`bench/instructions: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
else {
  const before = process.env.BENCH_BEFORE_SCRIPT;
  const floor = SCENARIOS[0] as Scenario;
  console.log(`${WARM_UP} requests to warm up, then ${COUNTED} counted; server user-space instructions per request:`);
  console.log(
    `| answer | instructions | × the floor |${before ? ' before | change |' : ''}\n|---|---:|---:|${before ? '---:|---:|' : ''}`,
  );
  const floorCount = await count(dataDir, BENCH_SERVER_SCRIPT, floor);
  for (const scenario of SCENARIOS) {
    const now = scenario === floor ? floorCount : await count(dataDir, BENCH_SERVER_SCRIPT, scenario);
    const row = `| ${scenario.name} | ${Math.round(now)} | ${(now / floorCount).toFixed(2)} |`;
    if (!before || scenario === floor) console.log(before ? `${row} | |` : row);
    else {
      const then = await count(dataDir, before, scenario);
      console.log(`${row} ${Math.round(then)} | ${(((now - then) / then) * 100).toFixed(1)} % |`);
    }
  }
}
