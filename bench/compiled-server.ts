// The server as production runs it, for the benchmarks that measure a whole process: the compiled
// dist/main/server.js with the environment and node flags package.json's start script gives it, as a reader of
// DATA_DIR (REFRESH=false) behind a trusted proxy (TRUST_PROXY=loopback), per-client limits on.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { freePort } from '../test/support/free-port.js';
import { startScriptCommand } from '../test/support/start-script.js';
import type { LoadRequest } from './load-client.js';
import { buildRealDataDir } from './real-dataset.js';

/** Another client per request: addresses cycle through 10.0.0.0/16, far under any limit's window. */
export const asClient = (n: number, request: string | LoadRequest): LoadRequest => {
  const { method, path, body } =
    typeof request === 'string' ? { method: 'GET', path: request, body: undefined } : request;
  return { method, path, body, headers: { 'X-Forwarded-For': `10.0.${(n >> 8) & 255}.${n & 255}` } };
};

export interface CompiledServerOptions {
  dataDir: string;
  /** HTTP worker processes (WEB_CONCURRENCY). */
  workers?: number;
  /** Node flags after the start script's own (`--import` of a probe, for instance). */
  nodeFlags?: readonly string[];
  stdio?: StdioOptions;
  /** Another checkout, built, to run instead of this one (its entry found in either layout). */
  root?: string;
  /** More environment (REDIS_URL, for instance). */
  env?: Readonly<Record<string, string>>;
}

export interface CompiledServer {
  child: ChildProcess;
  port: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the compiled server (build it first: ensureBuild) and resolves once every worker answers with data. */
export async function startCompiledServer(options: CompiledServerOptions): Promise<CompiledServer> {
  const { env, nodeFlags } = startScriptCommand();
  const workers = options.workers ?? 1;
  const port = await freePort();
  const root = options.root ?? ROOT;
  // The entry moved with the runtime core (issue 30): an earlier checkout has it at dist/server/main.js.
  const entry = existsSync(join(root, 'dist/main/server.js')) ? 'dist/main/server.js' : 'dist/server/main.js';
  const child = spawn(process.execPath, [...nodeFlags, ...(options.nodeFlags ?? []), entry], {
    cwd: root,
    detached: true,
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: String(workers),
      REFRESH: 'false',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  // Connections go in turn to the workers that listen, and a worker listens once it has loaded the snapshot
  // (main/server.ts): after 20 answers with data in a row, none answers without it.
  for (let ready = 0, poll = 0; ready < 20; poll++) {
    if (child.exitCode !== null || poll > 3000) throw new Error(`the server with ${workers} workers did not start`);
    const answer = await fetch(`http://127.0.0.1:${port}/v1/status`, {
      headers: { Connection: 'close', 'X-Forwarded-For': `192.0.2.${poll % 250}` },
    }).catch(() => null);
    const status = answer?.status === 200 ? ((await answer.json()) as { data: { status: string } }).data.status : null;
    ready = status === 'ok' || status === 'stale' ? ready + 1 : 0;
    if (!ready) await sleep(100);
  }
  return { child, port };
}

/** Whether the server's process has ended (by itself, or by a signal: a fatal error aborts it). */
export const hasEnded = ({ child }: CompiledServer): boolean => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM to the server and its workers, SIGKILL after 10 s. */
export async function stopCompiledServer(server: CompiledServer): Promise<void> {
  const { child } = server;
  if (hasEnded(server)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (!signalGroup(child, 'SIGTERM')) return;
  await Promise.race([exited, sleep(10_000)]);
  if (!hasEnded(server)) signalGroup(child, 'SIGKILL');
}

/** Signals the server's process group; false when it is gone already (it died before its exit event was seen). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-(child.pid as number), signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

/**
 * What a bench of the compiled server starts from: a DATA_DIR (DATA_DIR, else the register of ../shared built into a
 * temporary one), a current build, and the earlier checkout BENCH_BEFORE_ROOT names, built, when it is set. Undefined
 * (said on the console) without ../shared.
 */
export async function compiledBenchSetup(): Promise<{ dataDir: string; before: string | undefined } | undefined> {
  const dataDir = process.env.DATA_DIR ?? (await buildRealDataDir(1));
  if (!dataDir) {
    console.log(WITHOUT_SHARED);
    return undefined;
  }
  await ensureBuild({ docs: false });
  const before = process.env.BENCH_BEFORE_ROOT;
  if (before && !existsSync(join(before, 'dist'))) throw new Error(`${before} has no dist/: build it first`);
  return { dataDir, before };
}
