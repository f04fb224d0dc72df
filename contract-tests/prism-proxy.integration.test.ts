// Prism (Stoplight) as an independent judge of the contract: the real server behind `prism proxy --errors`, which
// checks every request and every response against openapi.yaml and turns any violation into an error answer
// (with an sl-violations header). Every operation is called with valid parameters, and refusals of the server
// (404s, combination rules) are checked the same way: their problem bodies must match the contract too.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../generated/operations.js';
import { HANDLERS } from '../handlers/index.js';
import type { OperationHandlers } from '../handlers/shared/types.js';
import type { Dataset } from '../store/dataset.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { planBody, requestFor, routeBody } from './request-arbitraries.js';
import { type Call, validCalls } from './valid-calls.js';

const PRISM = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startPrismProxy(upstream: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(PRISM, ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), CONTRACT, upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`prism did not start within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** Requests the contract allows whose answer is a problem of the server's own. */
const REFUSALS: Call[] = [
  { path: '/v1/stations/999999999', status: 404 },
  { path: '/v1/brands/no-such-brand', status: 404 },
  { path: '/v1/roads/zz-999/stations', status: 404 },
  { path: '/v1/routes/no-such-route', status: 404 },
  { path: '/v1/reports/1999-01', status: 404 },
  { path: '/v1/prices?level=province&code=no-such-province', status: 404 },
  { path: '/v1/stations/cheapest?level=province', status: 400 },
  { path: '/v1/territories?level=municipality', status: 400 },
  { path: '/v1/routes/no-such-route/plan?tank_l=40&start_l=30', status: 404 },
  // No stop allowed, and 1 L above the reserve: no plan reaches the end.
  { path: '/v1/routes/ruta-de-la-plata-merida-bejar/plan?tank_l=10&start_l=6&max_stops=0', status: 422 },
];

/** The watch's feeds (validCalls holds the JSON answers): Atom and JSON Feed of a station of the sample. */
function feedCalls(dataset: Dataset): Call[] {
  const station = dataset.stations.find((s) => s.prices.diesel !== undefined);
  return ['atom', 'feed.json'].map((form) => ({
    path: `/v1/watch.${form}?ids=${station?.id}&fuel=diesel`,
    status: 200,
  }));
}

describe('the real server behind prism proxy --errors (every request and answer checked against openapi.yaml)', () => {
  let server: TestServer;
  let prism: { url: string; process: ChildProcess };
  let dataset: Dataset;
  /** When set, /v1/status answers a body outside the contract: the control that Prism judges answers at all. */
  let breakStatus = false;
  beforeAll(async () => {
    dataset = await loadDataset(sampleDataDir());
    const getStatus: OperationHandlers['getStatus'] = (input, context) =>
      breakStatus ? ({ data: { status: 'fine' } } as never) : HANDLERS.getStatus(input, context);
    server = await startTestServer({ deps: { handlers: { ...HANDLERS, getStatus } } });
    server.store.swap(dataset, server.clock.now());
    prism = await startPrismProxy(server.url);
  }, 120_000);
  afterAll(async () => {
    prism?.process.kill();
    await server?.close();
  });

  /** The answer through Prism; `violations` is what Prism found wrong (its sl-violations header), null when nothing. */
  async function call({
    path,
    method,
    body,
  }: Call): Promise<{ status: number; violations: string | null; text: string }> {
    const init: RequestInit =
      method === 'POST'
        ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) ?? 'null' }
        : {};
    const response = await fetch(`${prism.url}${path}`, init);
    return { status: response.status, violations: response.headers.get('sl-violations'), text: await response.text() };
  }

  it('calls every operation of the contract', () => {
    const calls = [...validCalls(dataset), ...feedCalls(dataset)];
    for (const operation of OPERATIONS) {
      const template = new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`);
      const called = [...calls, ...REFUSALS].some(
        (c) => template.test(c.path) && (c.method ?? 'GET') === operation.method,
      );
      expect(called, `${operation.method} ${operation.path} is not called`).toBe(true);
    }
  });

  it('finds no violation in any operation answering valid parameters', async () => {
    for (const expected of [...validCalls(dataset), ...feedCalls(dataset)]) {
      const { status, violations, text } = await call(expected);
      expect({ path: expected.path, status, violations }, text.slice(0, 500)).toEqual({
        path: expected.path,
        status: expected.status,
        violations: null,
      });
    }
  }, 60_000);

  it('finds the server refusals (404s, combination rules) documented with their problem bodies', async () => {
    for (const expected of REFUSALS) {
      const { status, violations, text } = await call(expected);
      expect({ path: expected.path, status, violations }, text.slice(0, 500)).toEqual({
        path: expected.path,
        status: expected.status,
        violations: null,
      });
      expect(JSON.parse(text)).toMatchObject({ status: expected.status, code: expect.any(String) });
    }
  }, 60_000);

  // Generated requests: those Prism finds valid reach the server, and whatever it answers (200, or its own
  // strict refusals of repeats, unknown parameters and combinations) must be a documented answer.
  it('finds no violation in the answers to generated requests of every operation', async () => {
    let forwarded = 0;
    const check = async (label: string, answer: Awaited<ReturnType<typeof call>>) => {
      const refusedByPrism = answer.status === 422 && answer.text.includes('stoplight.io/prism');
      if (!refusedByPrism) forwarded++;
      expect(answer.violations, `${label} -> ${answer.status} ${answer.text.slice(0, 300)}`).toBeNull();
      expect(answer.status, label).not.toBe(500);
    };
    for (const operation of OPERATIONS.filter((op) => op.method === 'GET')) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation.path, 'GET'), async (path) => {
          await check(path, await call({ path, status: 0 }));
        }),
        { numRuns: 15, seed: 20261122 },
      );
    }
    await fc.assert(
      fc.asyncProperty(routeBody, async (body) => {
        const label = JSON.stringify(body)?.slice(0, 200) ?? 'undefined';
        await check(label, await call({ path: '/v1/route/fuel', status: 0, method: 'POST', body }));
      }),
      { numRuns: 30, seed: 20261122 },
    );
    await fc.assert(
      fc.asyncProperty(planBody, async (body) => {
        const label = JSON.stringify(body)?.slice(0, 200) ?? 'undefined';
        await check(label, await call({ path: '/v1/route/plan', status: 0, method: 'POST', body }));
      }),
      { numRuns: 30, seed: 20261122 },
    );
    // Most generated requests break a rule of the contract and stop at Prism; enough must reach the server.
    expect(forwarded).toBeGreaterThan(100);
  }, 240_000);

  it('is a strict judge: an answer outside the contract comes back as a violation', async () => {
    breakStatus = true;
    try {
      const { status, violations } = await call({ path: '/v1/status', status: 500 });
      expect(status).toBe(500);
      expect(violations).toMatch(/data/);
    } finally {
      breakStatus = false;
    }
  });

  it('is a strict judge: a request outside the contract is stopped by Prism itself', async () => {
    const { status, text } = await call({ path: '/v1/stations/nearby?lat=91&lng=-3.7', status: 422 });
    expect(status).toBe(422);
    expect(text).toMatch(/lat must be <= 44/);
  });
});
