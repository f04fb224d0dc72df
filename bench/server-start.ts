// A server's start on a DATA_DIR, timed from spawning it to its first answer and to its first 200 with data (a nearby
// query), with the CPU its processes used by then: shared by bench/startup.ts and bench/first-answer.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from '../bin/build-if-stale.mjs';
import { freePort } from '../test/support/free-port.js';
import { groupCpuMicros } from './process-cpu.js';

const NEARBY = '/v1/stations/nearby?lat=40.4168&lng=-3.7038&radius_km=5';

/** CPU seconds (user + system, with reaped children) of every process in a process group: npm, node, workers. */
export const groupCpuSeconds = (pgid: number): number => groupCpuMicros(pgid, true) / 1e6;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a detached child and everything it started (npm's node, cluster workers). */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGKILL');
}

export interface ServerStart {
  listeningS: number;
  firstDataS: number;
  cpuS: number;
}

/** Spawns `command` in `cwd` (a checkout's root) on `dataDir`; seconds to its first answer and to its first 200 with data. */
export async function timeServerStart(command: string[], dataDir: string, cwd = ROOT): Promise<ServerStart> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), {
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A reader: it loads what DATA_DIR publishes, as REFRESH=true does at start, without writing or backfilling.
      REFRESH: 'false',
      LOG_LEVEL: 'warn',
      // Each poll comes from its own (forwarded) address: one client polling every 20 ms would be rate limited after
      // 20 polls, and the first 200 would wait for the limit instead of the data.
      TRUST_PROXY: 'loopback',
      // And no limit at all where the checkout knows RATE_LIMITS: the polls are not what is measured.
      RATE_LIMITS: 'off',
    },
  });
  let poll = 0;
  try {
    let listeningS = 0;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      const client = `10.${(++poll >> 16) & 255}.${(poll >> 8) & 255}.${poll & 255}`;
      const answer = await fetch(`http://127.0.0.1:${port}${listeningS ? NEARBY : '/v1/status'}`, {
        headers: { 'X-Forwarded-For': client },
      }).catch(() => null);
      if (answer) {
        await answer.arrayBuffer();
        if (!listeningS) listeningS = (performance.now() - started) / 1000;
        else if (answer.status === 200) break;
      }
      await sleep(20);
    }
    return { listeningS, firstDataS: (performance.now() - started) / 1000, cpuS: groupCpuSeconds(child.pid as number) };
  } finally {
    await stopGroup(child);
  }
}
