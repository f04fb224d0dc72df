// Starts bench/core-reads-server.mjs (the app, a bare Express route and Node's own server in one child process) as
// production runs code: compiled (built first when stale) and with the start script's node flags and environment.
// Another checkout's server script can be given instead, to measure an earlier version in the same run; a
// TypeScript one (before the server was plain JavaScript) runs through tsx.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../bin/build-if-stale.mjs';
import { startScriptCommand } from '../test/support/start-script.js';

export const BENCH_SERVER_SCRIPT = fileURLToPath(new URL('./core-reads-server.mjs', import.meta.url));

export interface BenchServers {
  child: ChildProcess;
  api: number;
  bare: number;
  floor: number | null;
  /** Node's own server replaying API answers (`/replay<path>`); null for a server script from before it. */
  replay: number | null;
}

/**
 * Spawns the bench server on DATA_DIR `dataDir`; `env` is added to its environment. Resolves once it listens.
 * `launcher` runs node under another program (Valgrind, say): its command and arguments, node's follow; `nodeFlags`
 * are added to the start script's.
 */
export async function startBenchServers(
  dataDir: string,
  env: Record<string, string> = {},
  script = BENCH_SERVER_SCRIPT,
  { launcher = [], nodeFlags = [] }: { launcher?: readonly string[]; nodeFlags?: readonly string[] } = {},
): Promise<BenchServers> {
  if (script === BENCH_SERVER_SCRIPT) await ensureBuild({ docs: false });
  const start = startScriptCommand();
  const args = script.endsWith('.ts')
    ? [...nodeFlags, '--import', 'tsx', script]
    : [...start.nodeFlags, ...nodeFlags, script];
  const [command = process.execPath, ...launcherArgs] = launcher;
  const child = spawn(command, launcher.length > 0 ? [...launcherArgs, process.execPath, ...args] : args, {
    env: { ...process.env, ...start.env, DATA_DIR: dataDir, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ports api=(\d+) bare=(\d+)(?: floor=(\d+))?(?: replay=(\d+))?\n/.exec(output);
      const port = (group: string | undefined) => (group ? Number(group) : null);
      if (match)
        resolve({
          child,
          api: Number(match[1]),
          bare: Number(match[2]),
          floor: port(match[3]),
          replay: port(match[4]),
        });
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
}
