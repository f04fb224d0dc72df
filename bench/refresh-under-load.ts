// The server's side of bench/etl-memory.ts: a compiled server (any checkout's) with REFRESH=true, measured while its
// scheduled refresh runs under a steady load, and from its start to its first answer with data.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { nextRefreshSlot } from '../core/clock.js';
import { freePort } from '../test/support/free-port.js';
import { startScriptCommand } from '../test/support/start-script.js';
import { startCompiledServer, stopCompiledServer } from './compiled-server.js';

const SHIFT_CLOCK = fileURLToPath(new URL('./shift-clock.mjs', import.meta.url));
/** Seconds from the server's start to its refresh slot: enough to start, load and answer a while at rest. */
const LEAD_SECONDS = 25;
const REQUESTS_PER_SECOND = 50;
const NEARBY = '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=5';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's current RSS and its peak so far, in MB (from /proc; NaN once it has gone). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: Number.NaN, peakMb: Number.NaN };
  }
}

/** The n-th request of the steady load: mostly nearby searches at new points, prices by province, search, status. */
function request(n: number): string {
  const kind = n % 10;
  if (kind < 6) {
    const lat = (36.6 + ((n * 0.137) % 6.4)).toFixed(3);
    const lng = (-8.4 + ((n * 0.291) % 11.2)).toFixed(3);
    return `/v1/stations/nearby?lat=${lat}&lng=${lng}&radius_km=${kind < 3 ? 5 : 10}`;
  }
  if (kind < 8) return `/v1/prices?level=province&code=${String(1 + (n % 50)).padStart(2, '0')}&fuel=diesel`;
  if (kind === 8) return `/v1/search?q=${['rep', 'cepsa', 'bp', 'galp', 'shell'][n % 5]}`;
  return '/v1/status';
}

export interface ServerRun {
  idleMb: number;
  peakMb: number;
  slowestDuringMs: number;
  slowestAtRestMs: number;
  refreshSeconds: number;
  answers: number;
  failures: number;
}

/**
 * Starts `root`'s compiled server on `dataDir` with REFRESH=true and its wall clock set so that a refresh slot falls
 * LEAD_SECONDS after the start (the register at `baseUrl`), loads it steadily until the new snapshot is served, and
 * reports its RSS and the answers' times.
 */
export async function measureRefreshUnderLoad(root: string, dataDir: string, baseUrl: string): Promise<ServerRun> {
  const slotAt = Date.now() + LEAD_SECONDS * 1000;
  const slot = nextRefreshSlot(new Date(slotAt));
  const server = await startCompiledServer({
    root,
    dataDir,
    nodeFlags: ['--import', SHIFT_CLOCK],
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      REFRESH: 'true',
      MINISTRY_BASE_URL: baseUrl,
      LOG_LEVEL: 'info',
      BENCH_CLOCK_OFFSET_MS: String(slot.getTime() - slotAt),
    },
  });
  const pid = server.child.pid as number;
  const readyAt = Date.now();
  let publishedAt = 0;
  let loadedAt = 0;
  let refreshMs = Number.NaN;
  createInterface({ input: server.child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const event = JSON.parse(line) as { event?: string; ms?: number };
    if (event.event === 'refresh_published') {
      publishedAt = Date.now();
      refreshMs = event.ms ?? Number.NaN;
    } else if (event.event === 'dataset_loaded' && publishedAt) loadedAt ||= Date.now();
  });
  const samples: { at: number; rssMb: number }[] = [];
  const answers: { at: number; ms: number; status: number; path: string }[] = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), rssMb: memoryOf(pid).rssMb }), 100);
  const pending = new Set<Promise<void>>();
  try {
    const deadline = slotAt + 120_000;
    for (let n = 0; Date.now() < deadline && !(loadedAt && Date.now() > loadedAt + 5_000); n++) {
      const at = Date.now();
      const path = request(n);
      const sent = fetch(`http://127.0.0.1:${server.port}${path}`, {
        headers: { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      })
        .then(async (answer) => {
          await answer.arrayBuffer();
          answers.push({ at, ms: Date.now() - at, status: answer.status, path });
        })
        .catch(() => {
          answers.push({ at, ms: Date.now() - at, status: 0, path });
        });
      pending.add(sent);
      void sent.then(() => pending.delete(sent));
      await sleep(Math.max(0, at + 1000 / REQUESTS_PER_SECOND - Date.now()));
    }
    await Promise.all(pending);
  } finally {
    clearInterval(sampler);
    await stopCompiledServer(server);
  }
  if (!loadedAt) throw new Error(`the server of ${root} did not refresh within two minutes of its slot`);
  if (process.env.BENCH_DEBUG) {
    const slowest = [...answers].sort((a, b) => b.ms - a.ms).slice(0, 8);
    for (const a of slowest)
      console.log(
        `  ${a.ms} ms at slot${a.at >= slotAt ? '+' : ''}${((a.at - slotAt) / 1000).toFixed(1)} s ${a.status} ${a.path}`,
      );
    console.log(
      `  published slot+${((publishedAt - slotAt) / 1000).toFixed(1)} s, loaded slot+${((loadedAt - slotAt) / 1000).toFixed(1)} s`,
    );
  }
  const during = (at: number) => at >= slotAt - 500 && at <= loadedAt + 2_000;
  const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
  return {
    idleMb: max(samples.filter((s) => s.at >= slotAt - 5_000 && s.at < slotAt).map((s) => s.rssMb)),
    peakMb: max(samples.filter((s) => during(s.at)).map((s) => s.rssMb)),
    slowestDuringMs: max(answers.filter((a) => during(a.at)).map((a) => a.ms)),
    // After a few seconds of warming up (the first requests of each kind build what they read).
    slowestAtRestMs: max(answers.filter((a) => a.at >= readyAt + 5_000 && a.at < slotAt - 500).map((a) => a.ms)),
    refreshSeconds: refreshMs / 1000,
    answers: answers.length,
    failures: answers.filter((a) => a.status !== 200).length,
  };
}

export interface StartRun {
  seconds: number;
  peakMb: number;
}

/** `root`'s compiled server, REFRESH=true, from its spawn to its first 200 to a nearby search; its peak RSS by then. */
export async function measureStart(root: string, dataDir: string, baseUrl: string): Promise<StartRun> {
  const { env, nodeFlags } = startScriptCommand();
  const port = await freePort();
  const entry = existsSync(join(root, 'dist/main/server.js')) ? 'dist/main/server.js' : 'dist/server/main.js';
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REFRESH: 'true',
      MINISTRY_BASE_URL: baseUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    for (let poll = 0; ; poll++) {
      if (child.exitCode !== null) throw new Error(`the server of ${root} exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error(`the server of ${root} served no data in 3 minutes`);
      const answer = await fetch(`http://127.0.0.1:${port}${NEARBY}`, {
        headers: { 'X-Forwarded-For': `10.${(poll >> 16) & 255}.${(poll >> 8) & 255}.${poll & 255}` },
      }).catch(() => null);
      if (answer) await answer.arrayBuffer();
      if (answer?.status === 200) {
        return { seconds: (performance.now() - started) / 1000, peakMb: memoryOf(child.pid as number).peakMb };
      }
      await sleep(20);
    }
  } finally {
    await stopCompiledServer({ child, port });
  }
}
