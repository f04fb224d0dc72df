// `npm start` with WEB_CONCURRENCY=2: two workers on one port, each with the snapshot loaded, sharing one rate limit
// per client exactly, through the primary (no REDIS_URL) or through Redis.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ContractValidator } from '../contract-tests/contract-validator.js';
import { sampleDataDir } from '../test/support/datasets.js';
import { parseExposition } from '../test/support/prometheus-text.js';
import { startTestRedis, type TestRedis } from '../test/support/redis-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const validator = new ContractValidator();
const running: ChildProcess[] = [];
const dataDirs: string[] = [];
let redis: TestRedis | undefined;

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});
afterAll(async () => {
  await redis?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Status {
  data: { status: string; sample: boolean; limits: { store: string; healthy: boolean } };
}

/** The server as `npm start` runs it, with two workers; resolves once both serve the snapshot. */
async function startWorkers(env: Record<string, string> = {}): Promise<{ url: string; pid: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-cluster-'));
  dataDirs.push(dataDir);
  cpSync(sampleDataDir(), dataDir, { recursive: true }); // a copy: the workers may write history beside it
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      REFRESH: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MINISTRY_BASE_URL: 'http://127.0.0.1:9/ServiciosRESTCarburantes/PreciosCarburantes/',
      // Status polls come as other clients, so they use none of the quota under test.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Connections are spread over the workers: twenty answers in a row with data mean both have the snapshot.
  let ready = 0;
  for (let poll = 0; ready < 20; poll++) {
    if (child.exitCode !== null || poll > 600) throw new Error(`the server did not start:\n${output}`);
    const answer = await fetch(`${url}/v1/status`, {
      headers: { 'X-Forwarded-For': `198.51.100.${poll % 250}`, Connection: 'close' },
    }).catch(() => null);
    const body = answer?.status === 200 ? ((await answer.json()) as Status) : null;
    ready = body && body.data.status !== 'no_data' ? ready + 1 : 0;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid as number };
}

async function burst(url: string): Promise<{ statuses: number[]; bodies: Status[] }> {
  const responses = await Promise.all(
    Array.from({ length: 200 }, () => fetch(`${url}/v1/status`, { headers: { Connection: 'close' } })),
  );
  const bodies: Status[] = [];
  for (const response of responses) {
    const body = await response.json();
    if (response.status === 200) {
      validator.assertResponse('/v1/status', 'GET', 200, response.headers.get('content-type') ?? '', body);
      bodies.push(body as Status);
    }
  }
  return { statuses: responses.map((r) => r.status), bodies };
}

describe('WEB_CONCURRENCY=2', () => {
  it('two workers share one limit through the primary: 20 of 200 concurrent requests succeed', async () => {
    const { url, pid } = await startWorkers();
    // The primary and its two workers (the primary hands them connections in turn); tsx's esbuild service, also a
    // child of the primary, is not a worker.
    const workers = execFileSync('ps', ['-o', 'comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .filter((command) => command === 'node');
    expect(workers).toHaveLength(2);
    const { statuses, bodies } = await burst(url);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(180);
    expect(bodies.every((b) => b.data.limits.store === 'primary' && b.data.limits.healthy)).toBe(true);

    // /metrics on either worker adds up both: each refused only part of the 180.
    for (let scrape = 0; scrape < 4; scrape++) {
      const response = await fetch(`${url}/metrics`, { headers: { Connection: 'close' } });
      const metrics = parseExposition(await response.text());
      const refused = { operation: 'getStatus', transport: 'rest', status: '429' };
      expect(metrics.value('fps_operation_requests_total', refused)).toBe(180);
      expect(metrics.value('fps_rate_limit_refusals_total', { policy: 'burst', transport: 'rest' })).toBe(180);
      expect(metrics.value('fps_stations_loaded')).toBeGreaterThan(0);
    }
  }, 120_000);

  it('two workers share one limit through Redis when REDIS_URL is set', async () => {
    redis = await startTestRedis();
    const { url } = await startWorkers({ REDIS_URL: redis.url });
    const { statuses, bodies } = await burst(url);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(bodies.every((b) => b.data.limits.store === 'redis' && b.data.limits.healthy)).toBe(true);
  }, 120_000);
});
