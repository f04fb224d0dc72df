// `npm start` (compiled) with WEB_CONCURRENCY=2: two workers on one port, each with the snapshot loaded, sharing one rate limit
// per client exactly, through the primary (no REDIS_URL) or through Redis.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ContractValidator } from '../../contract-tests/contract-validator.js';
import { sampleDataDir } from '../../test/support/datasets.js';
import { freePort } from '../../test/support/free-port.js';
import { startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { parseExposition } from '../../test/support/prometheus-text.js';
import { startTestRedis, type TestRedis } from '../../test/support/redis-server.js';
import { startScriptCommand } from '../../test/support/start-script.js';
import { WORKER_SLOT_ENV } from './cluster-primary.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
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

interface Status {
  data: { status: string; sample: boolean; limits: { store: string; healthy: boolean } };
}

/**
 * The server as `npm start` runs it, with two workers; resolves once both serve the snapshot. `emptyDataDir`: start
 * on nothing, so the refreshing worker loads the register (MINISTRY_BASE_URL), after the sample served meanwhile.
 */
async function startWorkers(
  env: Record<string, string> = {},
  { emptyDataDir = false } = {},
): Promise<{ url: string; pid: number; output: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-cluster-'));
  dataDirs.push(dataDir);
  if (!emptyDataDir) cpSync(sampleDataDir(), dataDir, { recursive: true }); // a copy: the workers may write beside it
  const port = await freePort();
  // Compiled, with the start script's flags and environment (the integration project's setup builds dist/): each of
  // its three processes would otherwise compile the whole server through tsx first.
  const start = startScriptCommand();
  const child = spawn(process.execPath, [...start.nodeFlags, 'dist/main/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...start.env,
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
  // Connections are spread over the workers that listen, and a worker listens once its first load has settled
  // (main/server.ts): twenty answers in a row with data mean the workers that take connections serve it.
  let ready = 0;
  for (let poll = 0; ready < 20; poll++) {
    if (child.exitCode !== null || poll > 600) throw new Error(`the server did not start:\n${output}`);
    const answer = await fetch(`${url}/v1/status`, {
      headers: { 'X-Forwarded-For': `198.51.100.${poll % 250}`, Connection: 'close' },
    }).catch(() => null);
    const body = answer?.status === 200 ? ((await answer.json()) as Status) : null;
    // On an empty DATA_DIR the embedded sample is served first: ready once the register's snapshot is.
    const served = body !== null && body.data.status !== 'no_data' && !(emptyDataDir && body.data.sample);
    ready = served ? ready + 1 : 0;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid as number, output: () => output };
}

/** The pids of the primary `primary`'s workers: its node children. */
function workerPids(primary: number): number[] {
  return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(primary)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([worker]) => Number(worker));
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
    // The primary and its two workers (the primary hands them connections in turn).
    expect(workerPids(pid)).toHaveLength(2);
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

  it('only worker 0 refreshes: one download of the register, one publication, and both workers serve it', async () => {
    const fixture = await startMinistryFixtureServer();
    try {
      const { url, output } = await startWorkers(
        { REFRESH: 'true', MINISTRY_BASE_URL: fixture.baseUrl, LOG_LEVEL: 'info' },
        { emptyDataDir: true },
      );
      const events = output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { event?: string; pid: number });
      const published = events.filter((e) => e.event === 'refresh_published');
      expect(published).toHaveLength(1);
      // The publisher is the worker the primary started in slot 0.
      const environ = readFileSync(`/proc/${published[0]?.pid}/environ`, 'utf8').split('\0');
      expect(environ).toContain(`${WORKER_SLOT_ENV}=0`);
      expect(fixture.requests('EstacionesTerrestres/')).toBe(1);
      // Both workers serve what slot 0 published: it loads what it wrote, the other follows the manifest.
      const loaded = events.filter((e) => e.event === 'dataset_loaded').map((e) => e.pid);
      const followed = events.filter((e) => e.event === 'dataset_followed').map((e) => e.pid);
      expect(new Set(loaded)).toEqual(new Set([published[0]?.pid]));
      expect(followed.length).toBeGreaterThan(0);
      expect(followed.every((pid) => pid !== published[0]?.pid)).toBe(true);
      const { bodies } = await burst(url);
      // The stand-in's register is of 22 August 2026, overdue on the real clock (core/freshness.ts): stale, not sample.
      expect(new Set(bodies.map((b) => `${b.data.status} ${b.data.sample}`))).toEqual(new Set(['stale false']));
    } finally {
      await fixture.close();
    }
  }, 120_000);

  it('a worker started again after a crash takes connections once it has loaded the data: no answer is a 503', async () => {
    const { url, pid, output } = await startWorkers({ LOG_LEVEL: 'info' });
    const [killed, survivor] = workerPids(pid) as [number, number];
    /** When the new worker was first seen serving the data, by its pid. */
    const loadedAt = new Map<number, number>();
    /** Whether the worker `worker` has said it serves the data (its `dataset_followed` log line). */
    const sawLoad = (worker: number) =>
      output()
        .split('\n')
        .some(
          (line) => line.startsWith('{') && line.includes('"dataset_followed"') && line.includes(`"pid":${worker}`),
        );
    process.kill(killed, 'SIGKILL');
    const statuses: Record<string, number> = {};
    // Requests one after another, each on a connection of its own (the primary hands each to a listening worker in
    // turn), until a second after the new worker said it serves the data: a worker listening before that answered 503.
    for (let client = 0, started = Date.now(); Date.now() - started < 60_000; client++) {
      const answer = await fetch(`${url}/v1/prices`, {
        headers: { Connection: 'close', 'X-Forwarded-For': `203.0.113.${client % 250}` },
        // A connection handed to the worker as it is killed is never answered.
        signal: AbortSignal.timeout(5_000),
      }).catch(() => null);
      const key = answer === null ? 'no answer' : String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      await answer?.arrayBuffer();
      const replacement = workerPids(pid).find((worker) => worker !== survivor && worker !== killed);
      if (replacement !== undefined && !loadedAt.has(replacement) && sawLoad(replacement)) {
        loadedAt.set(replacement, Date.now());
      }
      const [at] = [...loadedAt.values()];
      if (at !== undefined && Date.now() - at > 1_000) break;
    }
    expect(loadedAt.size, 'the primary started a worker in the killed one’s place, and it loaded the data').toBe(1);
    // The connection the killed worker held may go unanswered; every answer is 200.
    expect(
      Object.keys(statuses).filter((status) => status !== 'no answer'),
      JSON.stringify(statuses),
    ).toEqual(['200']);
    expect(statuses['no answer'] ?? 0).toBeLessThanOrEqual(1);
  }, 120_000);

  it('two workers share one limit through Redis when REDIS_URL is set', async () => {
    redis = await startTestRedis();
    const { url } = await startWorkers({ REDIS_URL: redis.url });
    const { statuses, bodies } = await burst(url);
    expect(bodies.every((b) => b.data.limits.store === 'redis' && b.data.limits.healthy)).toBe(true);
    // A request waits 50 ms for Redis and is then decided in its worker (runtime/limits/deadline.ts): on a busy
    // machine a few may be. Those are in the workers' own stores (`fallback` in /metrics); the rest were Redis's.
    const metrics = parseExposition(await (await fetch(`${url}/metrics`, { headers: { Connection: 'close' } })).text());
    const decidedInWorkers = metrics.value('fps_rate_limit_clients', { store: 'fallback' }) ?? 0;
    const admitted = statuses.filter((s) => s === 200).length;
    if (decidedInWorkers === 0) expect(admitted).toBe(20);
    else expect(admitted, `${admitted} admitted, some in the workers`).toBeLessThanOrEqual(20 + 2 * 20);
    expect(admitted).toBeGreaterThanOrEqual(20);
  }, 120_000);
});
