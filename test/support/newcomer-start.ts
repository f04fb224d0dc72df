// The README's first steps with no network: the built server (what `npm start` runs once built) on an empty DATA_DIR,
// the ministry out of reach; what /v1/status and the README's first curl answer from "listening" on, moment by moment.
// Shared by main/newcomer-start.integration.test.ts (what is said) and bench/first-request.ts (how long it takes).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { scriptCommand } from './start-script.js';

/** The README's first request. */
export const README_FIRST_REQUEST = '/v1/prices?level=province&code=02&fuel=diesel';
/** Nothing listens there: the register is out of reach at once, as with no network. */
const UNREACHABLE_MINISTRY = 'http://127.0.0.1:9/PreciosCarburantes/';

/** What the status and the first request said at one poll, seconds after "listening". */
export interface NewcomerMoment {
  afterListeningS: number;
  status: string;
  sample: boolean;
  firstRequest: number;
  source: string | null;
}

export interface NewcomerStart {
  /** Seconds from "listening" to the first request's 200 (with the sample's label). */
  listeningToFirstDataS: number;
  /** Every poll, in order. */
  moments: NewcomerMoment[];
}

/** Starts `root`'s built server as a newcomer does and polls until the first request answers 200. */
export async function followNewcomerStart(root: string, timeoutMs = 180_000): Promise<NewcomerStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-newcomer-'));
  const port = await freePort();
  const { env, nodeFlags } = scriptCommand('start', 'dist/main/server.js', root);
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, join(root, 'dist', 'main', 'server.js')], {
    cwd: tmpdir(),
    env: {
      PATH: process.env.PATH,
      ...env,
      DATA_DIR: dataDir,
      MINISTRY_BASE_URL: UNREACHABLE_MINISTRY,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The polls are not what is looked at: no limit may delay them (each poll also comes from an address of its
      // own, for a checkout without RATE_LIMITS).
      RATE_LIMITS: 'off',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listeningAt: number | null = null;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (listeningAt === null && /"msg":"listening"/.test(output)) listeningAt = performance.now();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const moments: NewcomerMoment[] = [];
  const started = performance.now();
  try {
    for (let poll = 0; ; poll++) {
      if (child.exitCode !== null || performance.now() - started > timeoutMs) {
        throw new Error(`no first answer with data:\n${output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (listeningAt === null) continue;
      const headers = { 'X-Forwarded-For': `198.18.${(poll >> 8) & 255}.${poll & 255}` };
      // The request first, then the status: data once served is never withdrawn, so a status read after a 200 knows it.
      const first = await fetch(`http://127.0.0.1:${port}${README_FIRST_REQUEST}`, { headers });
      const body = (await first.json()) as { meta?: { source: string } };
      const status = await fetch(`http://127.0.0.1:${port}/v1/status`, { headers });
      const { data } = (await status.json()) as { data: { status: string; sample: boolean } };
      moments.push({
        afterListeningS: (performance.now() - listeningAt) / 1000,
        status: data.status,
        sample: data.sample,
        firstRequest: first.status,
        source: body.meta?.source ?? null,
      });
      if (first.status === 200) {
        return { listeningToFirstDataS: (moments.at(-1) as NewcomerMoment).afterListeningS, moments };
      }
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
