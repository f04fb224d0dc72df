// Event-loop stalls on the full real data: `npx tsx bench/loop-stalls.ts` (DATA_DIR=<ETL output with history> to skip
// the ETL; it is copied first, since this bench publishes into it). The service runs in this process as `npm start`
// runs it; for each phase — the start's load, the first call of every operation, a hot swap to a newly published
// snapshot, a scheduled refresh run by the server itself — it prints the event loop's largest delay
// (how late a 10 ms timer fires) and, while a phase runs, the slowest /v1/status probe sent every 50 ms.
// Item 13 of issue 16: nothing computed on request may hold the loop for more than 50 ms.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { loadContent } from '../content/lib/load-content.js';
import { validCalls } from '../contract-tests/valid-calls.js';
import { loadConfig } from '../core/config.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { stageManifest } from '../etl/manifest.js';
import { createHttpService } from '../main/http-service.js';
import { createRuntime } from '../runtime/runtime.js';
import { startHttpServer } from '../server/http/http-server.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { unlimitedRateLimitStore } from '../test/support/fakes.js';
import { watchLoopTicks } from './loop-ticks.mjs';
import { buildRealDataDir } from './real-dataset.js';

const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 42);
/** Item 13's bound for anything computed on request. */
const STALL_MS = 50;

async function dataDir(): Promise<string | undefined> {
  if (process.env.DATA_DIR) {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-stalls-'));
    execFileSync('cp', ['-r', `${process.env.DATA_DIR}/.`, dir]);
    return dir;
  }
  return buildRealDataDir(HISTORY_DAYS, 'fuel-stalls-');
}

async function startMinistry(): Promise<{ baseUrl: string; child: ChildProcess; send(line: string): Promise<void> }> {
  const script = fileURLToPath(new URL('./ministry-fixture-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NonNullable<ChildProcess['stdout']> });
  const acks: (() => void)[] = [];
  const baseUrl = await new Promise<string>((resolve) =>
    lines.on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice(6));
      else if (line.startsWith('ok ')) acks.shift()?.();
    }),
  );
  return {
    baseUrl,
    child,
    send: (line) =>
      new Promise((resolve) => {
        acks.push(resolve);
        child.stdin?.write(`${line}\n`);
      }),
  };
}

interface PhaseResult {
  phase: string;
  ms: number;
  loopMaxMs: number;
  /** The most CPU time the main thread ran between two ticks of the 10 ms timer. */
  busyMs: number;
  probeMaxMs: number | null;
}

const loop = watchLoopTicks();

/** Runs `work`, measuring the loop's largest delay meanwhile; with `probeUrl`, also the slowest of probes sent every 50 ms. */
async function phase(name: string, work: () => Promise<unknown>, probeUrl?: string): Promise<PhaseResult> {
  let probing = probeUrl !== undefined;
  let probeMaxMs = 0;
  const probes = (async () => {
    while (probing) {
      const start = performance.now();
      // A kept-alive connection may be reset when the loop was held past its keep-alive timeout: the probe waited.
      await fetch(probeUrl as string)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      probeMaxMs = Math.max(probeMaxMs, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  loop.reset();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, loop.settleMs));
  const { lateMaxMs: loopMaxMs, busyMaxMs } = loop.read();
  const busyMs = busyMaxMs ?? Number.NaN;
  probing = false;
  await probes;
  return { phase: name, ms, loopMaxMs, busyMs, probeMaxMs: probeUrl ? probeMaxMs : null };
}

async function main(): Promise<void> {
  const dir = await dataDir();
  if (!dir) {
    console.log(`bench/loop-stalls: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return;
  }
  const ministry = await startMinistry();
  const logger = pino({ level: 'error' }, pino.destination(2));
  loadContent();
  const runtime = await createRuntime({
    config: { ...loadConfig(), dataDir: dir, refresh: false, ministryBaseUrl: ministry.baseUrl, oilBulletinUrl: '' },
    logger,
    rateLimitStore: unlimitedRateLimitStore,
  });
  const running = await startHttpServer(createHttpService(runtime), 0, '127.0.0.1', logger);
  const status = `${running.url}/v1/status`;
  const results: PhaseResult[] = [];
  try {
    results.push(await phase('start: load the published snapshot', () => runtime.start(), status));
    const dataset = runtime.store.current();
    if (!dataset) throw new Error(`nothing served from ${dir}`);
    const months = (await dataset.monthQueries?.months()) ?? [];
    const calls = [
      ...validCalls(dataset),
      ...months.map((m) => ({ path: `/v1/reports/${m.month}`, status: 200, method: undefined, body: undefined })),
    ];
    for (const call of calls) {
      const init: RequestInit = call.method
        ? { method: call.method, body: JSON.stringify(call.body), headers: { 'content-type': 'application/json' } }
        : {};
      let answered = 0;
      const result = await phase(`first ${call.method ?? 'GET'} ${call.path.slice(0, 70)}`, async () => {
        const response = await fetch(`${running.url}${call.path}`, init);
        await response.arrayBuffer();
        answered = response.status;
      });
      results.push({ ...result, phase: `${result.phase} → ${answered}` });
    }
    // Another process publishes a snapshot (a copy of this one under a new name): the follower swaps it in.
    const manifest = readManifest(dir);
    if (!manifest) throw new Error('no manifest');
    const copy = `${manifest.snapshot}-copy`;
    cpSync(join(dir, manifest.snapshot), join(dir, copy), { recursive: true });
    results.push(
      await phase(
        'hot swap: follow a snapshot another process published',
        async () => {
          stageManifest(dir, { ...manifest, snapshot: copy }).commit();
          while (runtime.store.current()?.version !== copy) await new Promise((r) => setTimeout(r, 5));
        },
        status,
      ),
    );
    await ministry.send('shift 1');
    results.push(
      await phase('scheduled refresh run by this server (ETL + load + swap)', () => runtime.data.refresh(), status),
    );
    results.push(
      await phase('first GET /v1/reports/… after the refresh', () =>
        fetch(`${running.url}/v1/reports/${months[0]?.month}`).then((r) => r.arrayBuffer()),
      ),
    );
  } finally {
    runtime.stop();
    await running.shutdown(100);
    ministry.child.stdin?.end();
  }
  console.log(
    `data: ${dir}; node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; bound: ${STALL_MS} ms`,
  );
  console.log('| phase | ms | loop held, CPU ms | loop max delay ms | slowest /v1/status probe ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.phase} | ${r.ms.toFixed(0)} | ${r.busyMs.toFixed(1)}${r.busyMs > STALL_MS ? ' ⚠' : ''} | ${r.loopMaxMs.toFixed(1)} | ${r.probeMaxMs?.toFixed(1) ?? '-'} |`,
    );
  }
  const over = results.filter((r) => r.busyMs > STALL_MS);
  console.log(`verdict: ${over.length ? `${over.length} phases held the loop over ${STALL_MS} ms` : 'PASS'}`);
  process.exit(0);
}

await main();
