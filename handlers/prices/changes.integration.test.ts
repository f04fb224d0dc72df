// GET /v1/changes (issue 42) on real data: every change, join and leave recomputed from the history files with SQL
// (test/support/changes-truth.ts), independently of the code under test, then followed page by page and poll by poll
// as a client would. Every 200 is checked against openapi.yaml by the test server.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChangesTruth, changesTruth } from '../../test/support/changes-truth.js';
import { startCoreServer, useSliceCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir, loadDataset, weeksDataDir } from '../../test/support/datasets.js';
import type { TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type Changes = { data: Schemas['ChangesData']; meta: Schemas['ChangesMeta'] };
type Problem = { code: string; detail: string };

const TODAY = '2026-08-22';

/** Every page of an answer, following meta.next_page; each page's changes in order. */
async function allPages(
  server: TestServer,
  path: string,
): Promise<{ pages: Changes[]; changes: Changes['data']['changes'] }> {
  const pages: Changes[] = [];
  let next: string | null = path;
  while (next !== null) {
    const { status, body }: { status: number; body: Changes } = await server.json<Changes>(
      next.replace(server.url, ''),
    );
    expect(status, next).toBe(200);
    pages.push(body);
    expect(body.meta.truncated).toBe(body.meta.next_page !== null);
    next = body.meta.next_page;
    expect(pages.length).toBeLessThan(500);
  }
  return { pages, changes: pages.flatMap((page) => page.data.changes) };
}

const asAnswered = (truth: ChangesTruth['changes']) =>
  truth.map(({ station_id, fuel, old, new: price, at }) => ({ station_id, fuel, old, new: price, at }));

describe('GET /v1/changes on the committed slice (six days held, 20 August and most of August missing)', () => {
  const slice = useSliceCoreServer();
  let truth: ChangesTruth;
  beforeAll(async () => {
    truth = await changesTruth(fixtureDataDir(), TODAY);
  });

  it('lists every change of the window, as the history files give them, from the first instant', async () => {
    const first = truth.days[0]?.at as string;
    const { body } = await slice.server.json<Changes>(`/v1/changes?since=${first}&limit=5000`);
    expect(truth.changes.length).toBeGreaterThan(100);
    expect(body.data.changes).toEqual(asAnswered(truth.changes));
    expect(body.meta).toMatchObject({ truncated: false, next_page: null, next_since: body.meta.last_updated });
    // The five days after the first, each against the day held before it: 19 August against 1 August.
    expect(body.data.days.map((day) => [day.date, day.compared_with])).toEqual([
      ['2026-07-31', '2026-07-30'],
      ['2026-08-01', '2026-07-31'],
      ['2026-08-19', '2026-08-01'],
      ['2026-08-21', '2026-08-19'],
      ['2026-08-22', '2026-08-21'],
    ]);
    expect(body.data.window).toEqual({ from: '2026-05-25', to: TODAY, first_instant: first, days_held: 6 });
    // The data's date is at the instant of the data served.
    expect(truth.days.at(-1)?.at).toBe(body.meta.last_updated);
    expect(body.data.changes.at(-1)?.at).toBe(body.meta.last_updated);
  });

  it('lists the stations that joined or left, as the files give them', async () => {
    const { body } = await slice.server.json<Changes>(`/v1/changes?since=${truth.days[0]?.at}&limit=1`);
    const expected = (change: 'joined' | 'left') =>
      truth.register.filter((r) => r.change === change).map(({ station_id, at }) => ({ station_id, at }));
    expect(body.data.joined).toEqual(expected('joined'));
    expect(body.data.left).toEqual(expected('left'));
    expect(body.data.left.length + body.data.joined.length).toBeGreaterThan(0);
  });

  it('keeps to the days after since, and to one fuel and one province', async () => {
    const since = truth.days[3]?.at as string; // 19 August: what 21 and 22 August changed
    const path = `/v1/changes?since=${since}&level=province&code=albacete&fuel=diesel&limit=5000`;
    const { body } = await slice.server.json<Changes>(path);
    const expected = truth.changes.filter(
      (c) => Date.parse(c.at) > Date.parse(since) && c.fuel === 'diesel' && c.province === '02',
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(body.data.changes).toEqual(asAnswered(expected));
    expect(body.data.days.map((day) => day.date)).toEqual(['2026-08-21', '2026-08-22']);
    expect(body.data.area).toMatchObject({ level: 'province', code: '02' });
  });

  it('answers nothing new to the instant of the data served, its own next_since', async () => {
    const { body: first } = await slice.server.json<Changes>(`/v1/changes?since=${truth.days[0]?.at}`);
    const { body } = await slice.server.json<Changes>(`/v1/changes?since=${first.meta.next_since}`);
    expect(body.data).toMatchObject({ days: [], changes: [], joined: [], left: [] });
    expect(body.meta.next_since).toBe(first.meta.next_since);
  });

  it('refuses since before the window, naming the first instant, and since that is no instant', async () => {
    const before = await slice.server.json<Problem>('/v1/changes?since=2026-07-29T21:59:59Z');
    expect(before.status).toBe(400);
    expect(before.body.code).toBe('INVALID_PARAMETER');
    expect(before.body.detail).toContain('since');
    expect(before.body.detail).toContain(truth.days[0]?.at as string);
    for (const since of ['2026-08-21', '2026-02-30T10:00:00Z', 'yesterday']) {
      const wrong = await slice.server.json<Problem>(`/v1/changes?since=${since}`);
      expect(wrong.status, since).toBe(400);
      expect(wrong.body.detail).toContain('since');
    }
    const missing = await slice.server.json<Problem>('/v1/changes');
    expect(missing.status).toBe(400);
    const after = await slice.server.json<Problem>(
      `/v1/changes?since=${truth.days[0]?.at}&after=2026-08-20:4375:diesel`,
    );
    expect(after.status).toBe(400);
    expect(after.body.detail).toContain('after');
  });

  it('is cached until the next update, and its ETag changes with the answer', async () => {
    const path = `/v1/changes?since=${truth.days[0]?.at}&fuel=lpg`;
    const response = await slice.server.request(path);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const etag = response.headers.get('etag') as string;
    const again = await slice.server.request(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const other = await slice.server.request(`/v1/changes?since=${truth.days[0]?.at}&fuel=diesel`);
    expect(other.headers.get('etag')).not.toBe(etag);
  });
});

describe('GET /v1/changes on Soria, every day from 13 July 2026 (test/fixtures/ministry-weeks)', () => {
  let server: TestServer;
  let truth: ChangesTruth;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(weeksDataDir()));
    truth = await changesTruth(weeksDataDir(), TODAY);
    return () => server.close();
  });

  it('gives every change page by page, each page cut by limit naming the next, none twice or lost', async () => {
    const { pages, changes } = await allPages(server, `/v1/changes?since=${truth.days[0]?.at}&limit=37`);
    expect(truth.changes.length).toBeGreaterThan(200);
    expect(changes).toEqual(asAnswered(truth.changes));
    expect(pages.length).toBe(Math.ceil(truth.changes.length / 37));
    expect(pages.slice(1).every((page) => page.data.joined.length === 0 && page.data.left.length === 0)).toBe(true);
  });

  it('gives a client that polls day by day with next_since exactly the changes of each day', async () => {
    // A client that last polled after each day held sees, at today's data, that day's successors' changes.
    for (const [d, day] of truth.days.slice(0, -1).entries()) {
      const { body } = await server.json<Changes>(`/v1/changes?since=${day.at}&limit=5000`);
      const expected = truth.changes.filter((c) => c.date > day.date);
      expect(body.data.changes, day.date).toEqual(asAnswered(expected));
      expect(body.data.days.length).toBe(truth.days.length - d - 1);
    }
  });
});
