// Property-based fuzzing over the contract's parameters (the check that runs here, where Schemathesis cannot):
// whatever a client sends, the answer is a valid 200 or a well-formed problem, never an accidental 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../generated/operations.js';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { startTestServer, type TestServer } from '../test/support/test-server.js';
import { planBody, requestFor, routeBody } from './request-arbitraries.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { dataDir: sampleDataDir() } });
  server.store.swap(await loadDataset(sampleDataDir()), new Date('2026-08-22T14:00:00Z'));
});
afterAll(() => server.close());

/** The statuses the contract lists for an operation's own failures, besides 400, 404 and 503. */
const PLANS = new Set(['/v1/route/plan', '/v1/routes/{slug}/plan']);

async function checkAnswer(response: Response, label: string, path = ''): Promise<void> {
  expect(response.status, label).not.toBe(500);
  expect([200, 400, 404, 503, ...(PLANS.has(path) ? [422] : [])], label).toContain(response.status);
  if (response.status !== 200) {
    expect(response.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { code: string; detail: string; status: number };
    expect(problem.status, label).toBe(response.status);
    expect(problem.detail.length, label).toBeGreaterThan(0);
  }
}

describe('fuzzing every operation with parameters generated from openapi.yaml', () => {
  for (const operation of OPERATIONS.filter((op) => op.method === 'GET')) {
    it(`${operation.operationId} never answers 500 and every 200 matches the contract`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(operation.path, 'GET'), async (url) => {
          await checkAnswer(await server.request(url), url, operation.path);
        }),
        { numRuns: 25, seed: 20261122 },
      );
    });
  }

  for (const [operationId, path, bodies, numRuns] of [
    ['findFuelAlongRoute', '/v1/route/fuel', routeBody, 40],
    ['planRefuelStops', '/v1/route/plan', planBody, 60],
  ] as const) {
    it(`${operationId} never answers 500 for any JSON body`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies as fc.Arbitrary<unknown>, async (body) => {
          const json = JSON.stringify(body) ?? 'null';
          const response = await server.request(path, {
            method: 'POST',
            body: json,
            headers: { 'Content-Type': 'application/json' },
          });
          await checkAnswer(response, json.slice(0, 200), path);
        }),
        { numRuns, seed: 20261122 },
      );
    });
  }
});
