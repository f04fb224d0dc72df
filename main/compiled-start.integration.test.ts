// `npm start` runs the compiled build: its build step leaves a dist/ that is current, compiles every runtime file
// (worker entries included) and runs on its own, finding the contract, the content, the tax table and the home page's
// files from dist/ as it does from the sources.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, buildSources, ensureBuild, ROOT, staleness } from '../bin/build-if-stale.mjs';
import { ContractValidator } from '../contract-tests/contract-validator.js';
import { fixtureDataDir, loadDataset } from '../test/support/datasets.js';
import { freePort } from '../test/support/free-port.js';
import { startScriptCommand } from '../test/support/start-script.js';

const validator = new ContractValidator();
let child: ChildProcess | undefined;
let dataDir = '';
let url = '';
let output = '';

beforeAll(async () => {
  await ensureBuild({ docs: false });
  dataDir = mkdtempSync(join(tmpdir(), 'fuel-compiled-'));
  cpSync(fixtureDataDir(), dataDir, { recursive: true });
  const port = await freePort();
  // What `npm start` runs once its build step is done, its node flags and environment included (npm itself left out:
  // it only adds its own start-up).
  const { env, nodeFlags } = startScriptCommand();
  child = spawn(process.execPath, [...nodeFlags, join(BUILD_DIR, 'main', 'server.js')], {
    // Not the project's folder: nothing may depend on the working directory.
    cwd: tmpdir(),
    // Behind a trusted proxy on loopback, so each request below comes from a client of its own (clientHeaders): the
    // start-up polling and the checks never trip the per-client burst (20 per 10 s), which this test does not test.
    env: {
      PATH: process.env.PATH,
      ...env,
      DATA_DIR: dataDir,
      REFRESH: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  url = `http://127.0.0.1:${port}`;
  for (let poll = 0; ; poll++) {
    if (child.exitCode !== null || poll > 600) throw new Error(`the compiled server did not start:\n${output}`);
    const status = await fetch(`${url}/v1/status`, { headers: clientHeaders() }).catch(() => null);
    if (status?.status === 200 && ((await status.json()) as { data: { status: string } }).data.status !== 'no_data')
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

let clients = 0;
/** A client of its own for each request (TRUST_PROXY=loopback reads it), from the benchmarking network 198.18.0.0/15. */
const clientHeaders = () => ({ 'X-Forwarded-For': `198.18.${(++clients >> 8) & 255}.${clients & 255}` });

async function get(path: string): Promise<Response> {
  const response = await fetch(`${url}${path}`, { headers: clientHeaders() });
  if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('json')) {
    const template = path.split('?')[0] as string;
    validator.assertResponse(
      template,
      'GET',
      200,
      response.headers.get('content-type') ?? '',
      await response.clone().json(),
    );
  }
  return response;
}

describe('the compiled build (npm start)', () => {
  it('is current after the build step, with a compiled file for every runtime source', () => {
    expect(staleness()).toBeNull();
    const sources = buildSources();
    expect(sources).toContain('main/server.ts');
    expect(sources).toContain('mcp/stdio.ts');
    const missing = sources.filter((file) => !existsSync(join(BUILD_DIR, file.replace(/\.ts$/, '.js'))));
    expect(missing).toEqual([]);
    expect(existsSync(join(ROOT, 'dist', 'openapi.json'))).toBe(true);
  });

  it('answers with data from the snapshot, and reads the contract, content and tax table from the project', async () => {
    const dataset = await loadDataset(dataDir);
    const station = dataset.stations[0] as { lat: number; lng: number };
    dataset.release();
    const nearby = await get(`/v1/stations/nearby?lat=${station.lat}&lng=${station.lng}&radius_km=5`);
    expect(nearby.status).toBe(200);
    expect(((await nearby.json()) as { data: { stations: unknown[] } }).data.stations.length).toBeGreaterThan(0);
    // The home page's icon is read from web/ beside the sources.
    for (const path of ['/v1/openapi', '/v1/taxes', '/v1/routes', '/v1/content?q=gasolina', '/home/icon.svg']) {
      expect((await get(path)).status, `${path}\n${output}`).toBe(200);
    }
  });
});
