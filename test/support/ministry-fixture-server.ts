// Runs ../shared/tools/ministry-fixture-server.mjs (a loopback stand-in for the ministry) for tests and benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = resolve(fileURLToPath(new URL('../../shared', import.meta.url)));
export const SHARED_DATA_DIR = resolve(SHARED_DIR, 'data');
export const FIXTURE_SERVER = resolve(SHARED_DIR, 'tools', 'ministry-fixture-server.mjs');
export const sharedDataAvailable = existsSync(FIXTURE_SERVER) && existsSync(resolve(SHARED_DATA_DIR, 'ministry'));
export const SKIP_WITHOUT_SHARED = `skipped: ${SHARED_DIR} (real data and the ministry fixture server) is not present`;

export interface FixtureServer {
  baseUrl: string;
  /** Switches the fault mode: none, html, 500, timeout, truncated, empty, drift. */
  fault(mode: string): Promise<void>;
  stop(): void;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const child: ChildProcess = spawn(process.execPath, [FIXTURE_SERVER, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolveBase, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /base=(\S+)/.exec(output);
      if (match?.[1]) resolveBase(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
  });
  const origin = new URL(baseUrl).origin;
  return {
    baseUrl,
    fault: async (mode) => {
      await fetch(`${origin}/__fault?mode=${encodeURIComponent(mode)}`);
    },
    stop: () => child.kill(),
  };
}
