// GET /v1/stations?ids=…: several stations in one call, on the real register slice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { MemoryRateLimitStore } from '../../runtime/limits/rate-limit.js';
import type { Dataset } from '../../store/dataset.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { TEST_NOW } from '../../test/support/fixture-facts.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type Body = { data: Schemas['StationsData'] };
type Problem = { code: string; detail: string };

let dataset: Dataset;
let server: TestServer;
beforeAll(async () => {
  dataset = await loadDataset(fixtureDataDir());
  // Real limits (the in-process store), so the test can count what a call costs.
  server = await startTestServer({ clock: fixedClock(TEST_NOW), deps: { rateLimitStore: new MemoryRateLimitStore() } });
  server.store.swap(dataset, new Date(TEST_NOW));
});
afterAll(() => server?.close());

describe('GET /v1/stations?ids=', () => {
  it('gives each station as /v1/stations/{id} does, in the order asked, and lists the ids with no station', async () => {
    const { status, body } = await server.json<Body>('/v1/stations?ids=10324,999999,4375');
    expect(status).toBe(200);
    expect(body.data.stations.map((s) => s.id)).toEqual([10324, 4375]);
    expect(body.data.not_found).toEqual([999999]);
    const single = await server.json<{ data: Schemas['StationDetail'] }>('/v1/stations/4375');
    expect(body.data.stations[1]).toEqual(single.body.data);
    // TEST_NOW is Saturday 16:00 in Madrid: 4375 opens 07:00-22:00; each record carries its prices' time.
    expect(body.data.stations[1]).toMatchObject({ open_now: true, price_updated_at: '2026-08-22T13:53:31Z' });
    expect(body.data.stations[1]?.prices.length).toBeGreaterThan(0);
  });

  it('answers one id, twenty ids, and ids that name no station without failing', async () => {
    const one = await server.json<Body>('/v1/stations?ids=4375');
    expect(one.body.data.stations.map((s) => s.id)).toEqual([4375]);
    const twenty = dataset.stations.slice(0, 19).map((s) => s.id);
    const { status, body } = await server.json<Body>(`/v1/stations?ids=${[...twenty, 1].join(',')}`);
    expect(status).toBe(200);
    expect(body.data.stations.map((s) => s.id)).toEqual(twenty);
    expect(body.data.not_found).toEqual([1]);
    const none = await server.json<Body>('/v1/stations?ids=1,2');
    expect(none.body.data).toEqual({ stations: [], not_found: [1, 2], left_register: [] });
  });

  it.each([
    ['no ids', '', 'ids'],
    ['21 ids', Array.from({ length: 21 }, (_, i) => i + 1).join(','), 'ids: "1,2,3'],
    ['a repeated id', '4375,10324,4375', 'ids: "4375,10324,4375" names station 4375 more than once'],
    ['a leading zero', '04375', 'ids: "04375" must be 1 to 20 station ids'],
    ['a word', '4375,abc', 'ids: "4375,abc" must be 1 to 20 station ids'],
    ['an empty item', '4375,,10324', 'ids: "4375,,10324" must be 1 to 20 station ids'],
    ['a space', '4375, 10324', 'ids: "4375, 10324" must be 1 to 20 station ids'],
    ['a negative id', '-4375', 'ids: "-4375" must be 1 to 20 station ids'],
  ])('gives 400 INVALID_PARAMETER naming ids and the value for %s', async (_case, ids, detail) => {
    const { status, body, headers } = await server.json<Problem>(`/v1/stations?ids=${encodeURIComponent(ids)}`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect([status, body.code]).toEqual([400, 'INVALID_PARAMETER']);
    expect(headers.get('content-type')).toContain('application/problem+json');
    expect(body.detail).toContain(detail);
  });

  it('gives 400 for a repeated ids parameter and without ids', async () => {
    const repeated = await server.json<Problem>('/v1/stations?ids=4375&ids=10324');
    expect([repeated.status, repeated.body.code]).toEqual([400, 'INVALID_PARAMETER']);
    expect(repeated.body.detail).toContain('ids');
    const missing = await server.json<Problem>('/v1/stations');
    expect([missing.status, missing.body.detail]).toEqual([400, 'ids es obligatorio']);
  });

  it('counts once against the normal limit, however many ids', async () => {
    const remaining = (headers: Headers) => Number(/r=(\d+)/.exec(headers.get('ratelimit') ?? '')?.[1]);
    const first = await server.request('/v1/stations?ids=4375');
    const second = await server.request(
      `/v1/stations?ids=${dataset.stations
        .slice(0, 20)
        .map((s) => s.id)
        .join(',')}`,
    );
    expect(second.status).toBe(200);
    expect(remaining(first.headers) - remaining(second.headers)).toBe(1);
    expect(second.headers.get('ratelimit-policy')).toBe(first.headers.get('ratelimit-policy'));
  });
});
