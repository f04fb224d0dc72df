// A real nginx for tests and benchmarks (Debian's package; `npm run setup:test` installs it), running the shipped
// deploy/nginx.conf as it is: each caller gets its own prefix folder (configuration, cache, temporary files, pid) and a
// free loopback port, and only the two files deploy/nginx.conf includes for a deployment's own addresses are written
// here. Started as a child process (`daemon off`), stopped by the caller. Never /etc/nginx, never a root port.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './data-paths.js';
import { freePort } from './free-port.js';

/** The shipped configuration and the two files it includes, which compose.yaml mounts from the same folder. */
export const EDGE_CONFIG = join(REPO_ROOT, 'deploy', 'nginx.conf');
export const EDGE_INSTANCES_FILE = 'nginx-instances.conf';
export const EDGE_LISTEN_FILE = 'nginx-listen.conf';

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or an error naming the command that installs it. */
export function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('nginx is not installed: run `npm run setup:test` (it installs Debian’s nginx package)');
  }
}

export interface TestNginx {
  /** The master process. */
  pid: number;
  port: number;
  url: string;
  /** The prefix folder: the configuration under conf/, the cache under edge_cache/. */
  prefix: string;
  /** What nginx wrote to stderr so far (its error log). */
  log(): string;
  /** Stops nginx (SIGTERM), waits for it to exit and removes its folder. */
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The instances, as host:port. */
  upstreams: readonly string[];
  /** The configuration's text; deploy/nginx.conf when absent (a benchmark may measure a variant of it). */
  config?: string;
}

/** Resolves once something accepts connections on the port, or rejects when the process exits or time runs out. */
async function waitForPort(port: number, child: ChildProcess, log: () => string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${log().slice(-2000)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startNginx(options: NginxOptions): Promise<TestNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(join(tmpdir(), 'fuel-edge-'));
  const conf = join(prefix, 'conf');
  mkdirSync(conf);
  const port = await freePort();
  if (options.config === undefined) copyFileSync(EDGE_CONFIG, join(conf, 'nginx.conf'));
  else writeFileSync(join(conf, 'nginx.conf'), options.config);
  writeFileSync(join(conf, EDGE_INSTANCES_FILE), options.upstreams.map((address) => `server ${address};\n`).join(''));
  writeFileSync(join(conf, EDGE_LISTEN_FILE), `listen 127.0.0.1:${port};\n`);
  // As root (CI's containers), nginx's workers would switch to nobody, who cannot enter this run's private folder.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const child = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', join(conf, 'nginx.conf'), '-e', 'stderr', '-g', `daemon off;${user}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  const log = () => stderr;
  try {
    await waitForPort(port, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  // A test run that ends without stopping it (a crash, a kill) leaves no nginx behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stopped: Promise<void> | null = null;
  return {
    pid: child.pid as number,
    port,
    url: `http://127.0.0.1:${port}`,
    prefix,
    log,
    stop() {
      stopped ??= (async () => {
        process.off('exit', killOnExit);
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }
        rmSync(prefix, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** The pids of nginx's worker processes (children of the master), for CPU figures. */
export function nginxWorkerPids(masterPid: number): number[] {
  const children = join('/proc', String(masterPid), 'task', String(masterPid), 'children');
  if (!existsSync(children)) return [];
  return readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}
