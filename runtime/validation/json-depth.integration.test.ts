import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDataset } from '../../test/support/fakes.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const arrays = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan({ points: [[40, -3]] }, 3)).toBe(false);
    expect(nestsDeeperThan({ points: [[40, -3]] }, 2)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(arrays(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(arrays(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('walks 100,000 levels without recursion', () => {
    expect(nestsDeeperThan(JSON.parse(arrays(100_000)))).toBe(true);
  });
});

describe('POST /v1/route/fuel with deeply nested JSON', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.store.swap(fakeDataset(), new Date());
  });
  afterAll(() => server.close());

  const post = (body: string) =>
    server.json<{ code: string; detail: string; status: number }>('/v1/route/fuel', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body,
    });

  it.each([
    ['5,000 nested arrays as the body', arrays(5000)],
    ['5,000 nested arrays as the points', `{"points":${arrays(5000)}}`],
    [
      '5,000 nested objects in an unknown field',
      `{"points":[[40.4,-3.7],[40.5,-3.6]],"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ],
    ['33 levels', `{"points":${arrays(MAX_JSON_DEPTH)}}`],
  ])('%s: 400 INVALID_PARAMETER naming the body, not 500', async (_name, body) => {
    const { status, body: problem } = await post(body);
    expect(status).toBe(400);
    expect(problem.code).toBe('INVALID_PARAMETER');
    expect(problem.detail).toMatch(/^body nests arrays and objects more than 32 levels deep/);
  });

  it('32 levels are within the bound: the ordinary validation answers', async () => {
    const { status, body: problem } = await post(`{"points":${arrays(MAX_JSON_DEPTH - 1)}}`);
    expect(status).toBe(400);
    expect(problem.code).toBe('INVALID_PARAMETER');
    expect(problem.detail).toMatch(/^points: \[\[\[/);
  });

  it('a body that is not JSON at all, however deep, is INVALID_JSON', async () => {
    const { status, body: problem } = await post(arrays(5000).slice(0, -1));
    expect(status).toBe(400);
    expect(problem.code).toBe('INVALID_JSON');
  });
});
