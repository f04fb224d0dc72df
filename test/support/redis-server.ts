// A real redis-server for tests (Debian's package; `npm run setup:test` installs it): each caller starts its own on a
// free loopback port, without persistence, and stops it. Never a mock: the Lua scripts must run where they will run.
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port.js';

export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Stalls it (SIGSTOP): connections stay open and nothing is answered, as a Redis that hangs. */
  pause(): void;
  /** Lets a stalled server go on (SIGCONT). */
  resume(): void;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(port);
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    async restart() {
      await stop();
      child = await launch(port);
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
