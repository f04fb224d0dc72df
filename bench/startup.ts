// Start-up benchmark on the real register: `npx tsx bench/startup.ts` (DATA_DIR=<ETL output> to skip the ETL).
// Time from spawning the server to its first answer (listening) and to its first 200 with data (a nearby query), and
// the CPU the server's processes used by then, for the compiled build (`npm start`, and `node dist/main/server.js`
// without npm's own start-up) against the sources under tsx (what `npm start` ran before, less its docs build, timed
// apart). Then the stdio MCP server: time to answer tools/list, compiled against tsx. Rounds interleaved, medians.
// CPU seconds say what a start costs whatever else the machine runs; on these shared 2-core machines wall times
// swing with the other agents' load (the load average is printed).
import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { buildRealDataDir } from './real-dataset.js';
import { type ServerStart, stopGroup, timeServerStart } from './server-start.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 7);

/** Seconds from spawning a stdio MCP server to its answer to tools/list (after initialize, as a client does). */
async function timeToolsList(command: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: ROOT,
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, REFRESH: 'false', LOG_LEVEL: 'warn' },
  });
  const send = (message: object) => child.stdin?.write(`${JSON.stringify(message)}\n`);
  try {
    return await new Promise<number>((resolve, reject) => {
      let buffered = '';
      child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
          const message = JSON.parse(buffered.slice(0, end)) as { id?: number; result?: { tools?: unknown[] } };
          buffered = buffered.slice(end + 1);
          if (message.id === 1) {
            send({ jsonrpc: '2.0', method: 'notifications/initialized' });
            send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
          } else if (message.id === 2) {
            if (!message.result?.tools?.length) reject(new Error('tools/list answered no tools'));
            resolve((performance.now() - started) / 1000);
          }
        }
      });
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
      });
    });
  } finally {
    child.stdin?.end();
    await stopGroup(child);
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const s = (value: number) => `${value.toFixed(2)} s`;

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR ?? (await buildRealDataDir(HISTORY_DAYS, 'fuel-startup-'));
  if (!dataDir) {
    console.log(`bench/startup: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return;
  }
  await ensureBuild({ docs: false });
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const servers: [string, string[]][] = [
    ['before: tsx main/server.ts (sources)', [tsx, 'main/server.ts']],
    ['npm start (compiled, build current)', ['npm', 'start', '--silent']],
    ['node dist/main/server.js', [process.execPath, 'dist/main/server.js']],
  ];
  const stdio: [string, string[]][] = [
    ['tsx main/mcp-stdio.ts (the sources under tsx)', [tsx, 'main/mcp-stdio.ts']],
    ['node bin/fuel-price-mcp.js (compiled)', [process.execPath, 'bin/fuel-price-mcp.js']],
  ];
  const starts = new Map<string, ServerStart[]>(servers.map(([name]) => [name, []]));
  const lists = new Map<string, number[]>(stdio.map(([name]) => [name, []]));
  const load: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    load.push(loadavg()[0] as number);
    for (const [name, command] of round % 2 ? [...servers].reverse() : servers)
      starts.get(name)?.push(await timeServerStart(command, dataDir));
    for (const [name, command] of round % 2 ? [...stdio].reverse() : stdio)
      lists.get(name)?.push(await timeToolsList(command, dataDir));
  }
  // The docs page the old `npm start` rebuilt at every start, timed once.
  const docsStarted = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-docs.ts'], { cwd: ROOT, stdio: 'ignore' });
  const docsS = (performance.now() - docsStarted) / 1000;

  console.log(`\ndata: ${dataDir}; ${ROUNDS} interleaved rounds, medians; load average ${median(load).toFixed(1)}`);
  console.log('| server start | to listening | to first 200 with data | CPU used by then |');
  console.log('|---|---:|---:|---:|');
  for (const [name, runs] of starts) {
    const m = (pick: (r: ServerStart) => number) => s(median(runs.map(pick)));
    console.log(`| ${name} | ${m((r) => r.listeningS)} | ${m((r) => r.firstDataS)} | ${m((r) => r.cpuS)} |`);
  }
  console.log(
    `(the docs page the old npm start built before every start: ${s(docsS)} more; now built only when stale)`,
  );
  console.log('\n| stdio MCP server | to tools/list |');
  console.log('|---|---:|');
  for (const [name, runs] of lists) console.log(`| ${name} | ${s(median(runs))} |`);
}

await main();
