// What the benchmarks of `npm run etl` share: the ministry stand-in in a child process (out of the measured one), a
// copy of a DATA_DIR, and one run of a checkout's compiled ETL as its package.json runs it, measured.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { scriptCommand } from '../test/support/start-script.js';

const PROBE = fileURLToPath(new URL('./peak-rss-probe.mjs', import.meta.url));
const FIXTURE_PROCESS = fileURLToPath(new URL('./ministry-fixture-process.ts', import.meta.url));

export interface Fixture {
  baseUrl: string;
  child: ChildProcess;
  /** Sends a command (`shift N`: the station list dated N days later) and waits for its answer. */
  send(line: string): Promise<void>;
}

/** The ministry stand-in serving `dir` (../shared/data's by default) in a child process; end it with stopFixture. */
export async function startFixture(dir?: string): Promise<Fixture> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE_PROCESS, ...(dir ? [dir] : [])], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const answers: (() => void)[] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const ready = /^ready (\S+)/.exec(line);
      if (ready) resolve(ready[1] as string);
      else if (line.startsWith('ok ')) answers.shift()?.();
    });
    child.once('exit', () => reject(new Error('the ministry stand-in did not start')));
  });
  const send = (line: string) =>
    new Promise<void>((resolve) => {
      answers.push(resolve);
      child.stdin?.write(`${line}\n`);
    });
  return { baseUrl, child, send };
}

/** Closes the stand-in's stdin, which ends it, and waits for it to exit. */
export async function stopFixture(fixture: Fixture): Promise<void> {
  if (fixture.child.exitCode !== null) return;
  const exited = new Promise((resolve) => fixture.child.once('exit', resolve));
  fixture.child.stdin?.end();
  await exited;
}

export const copyDir = (from: string, prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  execFileSync('cp', ['-r', `${from}/.`, dir]);
  return dir;
};

export interface CliRun {
  /** The process's peak RSS; for a process that died without exiting, the last of /proc's VmHWM read. */
  peakMb: number;
  seconds: number;
  /** CPU seconds: every thread's, and the main thread's (NaN when the process died before telling). */
  cpuSeconds: number;
  mainThreadCpuSeconds: number;
  ok: boolean;
  /** Its exit code, or the signal that ended it (a fatal error aborts, a timeout kills). */
  exit: string;
  /** The JSON lines it logged (stdout and stderr). */
  events: Record<string, unknown>[];
}

/**
 * One `node dist/etl/cli.js --backfill-days 0` of `root` into `dataDir`, with the environment and node flags that
 * checkout's `npm run etl` gives it; killed after `timeoutMs`.
 */
export async function runEtlCli(root: string, dataDir: string, baseUrl: string, timeoutMs = 600_000): Promise<CliRun> {
  const probeDir = mkdtempSync(join(tmpdir(), 'fuel-peak-'));
  const peakFile = join(probeDir, 'peak');
  const cpuFile = join(probeDir, 'cpu');
  const { env, nodeFlags } = scriptCommand('etl', 'dist/etl/cli.js', root);
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, '--import', PROBE, 'dist/etl/cli.js', '--backfill-days', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      MINISTRY_BASE_URL: baseUrl,
      BENCH_PEAK_FILE: peakFile,
      BENCH_CPU_FILE: cpuFile,
    },
  });
  const events: Record<string, unknown>[] = [];
  // Its JSON lines (stderr has etl_failed); anything else on stderr is passed on.
  for (const [stream, other] of [
    [child.stdout, null],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
      try {
        events.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        other?.write(`${line}\n`);
      }
    });
  }
  let polledKb = 0;
  const poll = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) polledKb = Math.max(polledKb, Number(hwm[1]));
    } catch {}
  }, 20);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(
    (resolve) => child.once('close', (c, s) => resolve([c, s])), // after its stdout is read
  );
  clearTimeout(timer);
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  const peakKb = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) : polledKb;
  const cpu = existsSync(cpuFile)
    ? (JSON.parse(readFileSync(cpuFile, 'utf8')) as { processMs: number; mainThreadMs: number })
    : { processMs: Number.NaN, mainThreadMs: Number.NaN };
  rmSync(probeDir, { recursive: true, force: true });
  return {
    peakMb: peakKb / 1024 || Number.NaN,
    seconds,
    cpuSeconds: cpu.processMs / 1000,
    mainThreadCpuSeconds: cpu.mainThreadMs / 1000,
    ok: code === 0,
    exit: signal ?? String(code),
    events,
  };
}
