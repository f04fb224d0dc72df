// GET /v1/watch (issue 42) on the committed slice: the events recomputed from the history files with SQL
// (test/support/changes-truth.ts), independently of the code under test; the feeds are tested in
// server/http/watch-feeds.integration.test.ts. Every 200 is checked against openapi.yaml by the test server.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChangesTruth, changesTruth } from '../../test/support/changes-truth.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir } from '../../test/support/datasets.js';
import type { Schemas } from '../shared/types.js';

type Watch = { data: Schemas['WatchData'] };
type Problem = { code: string; detail: string };

/** The events the contract gives for these stations' fuel, newest first: every change, or the crossings of below. */
function expectedEvents(truth: ChangesTruth, ids: readonly number[], fuel: string, below: number | null) {
  const limit = below === null ? null : Math.round(below * 1000);
  return truth.changes
    .filter((c) => ids.includes(c.station_id) && c.fuel === fuel)
    .filter((c) => {
      if (limit === null) return true;
      const [old, now] = [Math.round(c.old * 1000), Math.round(c.new * 1000)];
      return (old > limit && now <= limit) || (old <= limit && now > limit);
    })
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.station_id - b.station_id)
    .map((c) => ({
      station_id: c.station_id,
      old: c.old,
      new: c.new,
      at: c.at,
      direction: c.new < c.old ? 'down' : 'up',
      id: `tag:gasolineras.dev,2026:price/${c.station_id}/${fuel}/${c.date}`,
    }));
}

const asChecked = (events: Schemas['WatchData']['events']) =>
  events.map(({ station_id, old, new: price, at, direction, id }) => ({
    station_id,
    old,
    new: price,
    at,
    direction,
    id,
  }));

describe('GET /v1/watch on the committed slice', () => {
  const slice = useSliceCoreServer();
  let truth: ChangesTruth;
  let ids: number[];
  beforeAll(async () => {
    truth = await changesTruth(fixtureDataDir(), '2026-08-22');
    // Albacete stations whose diesel price changed, still in today's register.
    ids = [...new Set(truth.changes.filter((c) => c.fuel === 'diesel' && c.province === '02').map((c) => c.station_id))]
      .filter((id) => slice.dataset.station(id)?.prices.diesel !== undefined)
      .slice(0, 8);
  });

  it('lists every change of the watched stations without below, newest first, with stable tag ids', async () => {
    const { status, body } = await slice.server.json<Watch>(`/v1/watch?ids=${ids.join(',')}&fuel=diesel`);
    expect(status).toBe(200);
    const expected = expectedEvents(truth, ids, 'diesel', null);
    expect(expected.length).toBeGreaterThan(8);
    expect(asChecked(body.data.events)).toEqual(expected);
    expect(body.data.events_total).toBe(expected.length);
    expect(body.data.stations.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(body.data.watched).toBe(ids.length);
  });

  it('with below, lists the crossings of it only, and the stations at or under it now', async () => {
    const prices = ids.map((id) => slice.dataset.station(id)?.prices.diesel as number).sort((a, b) => a - b);
    const below = prices[Math.floor(prices.length / 2)] as number;
    const { body } = await slice.server.json<Watch>(`/v1/watch?ids=${ids.join(',')}&fuel=diesel&below=${below}`);
    expect(asChecked(body.data.events)).toEqual(expectedEvents(truth, ids, 'diesel', below));
    const under = ids.filter((id) => (slice.dataset.station(id)?.prices.diesel as number) <= below);
    expect(body.data.stations.map((s) => s.id).sort()).toEqual(under.sort());
    expect(body.data.stations.every((s, i, all) => i === 0 || (all[i - 1] as typeof s).price <= s.price)).toBe(true);
    // Each station's price in context, as every list gives it.
    for (const station of body.data.stations) {
      const listed = slice.dataset.priceContext.listed(slice.dataset.station(station.id) as never, 'diesel');
      expect(station).toMatchObject({ price_since: listed?.since ?? null, previous_price: listed?.previous ?? null });
    }
  });

  it('watches the stations nearest a point, and gives their events', async () => {
    const { body } = await slice.server.json<Watch>(
      '/v1/watch?lat=38.994&lng=-1.858&radius_km=10&limit=12&fuel=diesel',
    );
    expect(body.data.watched).toBe(12);
    expect(body.data.stations.every((s) => (s.distance_km as number) <= 10)).toBe(true);
    const watched = body.data.stations.map((s) => s.id);
    expect(asChecked(body.data.events)).toEqual(expectedEvents(truth, watched, 'diesel', null).slice(0, 100));
  });

  it('writes the titles in the language of the answer, with the same figures', async () => {
    const path = `/v1/watch?ids=${ids.join(',')}&fuel=diesel`;
    const es = (await slice.server.json<Watch>(path, { headers: { 'Accept-Language': 'es' } })).body.data;
    const en = (await slice.server.json<Watch>(path, { headers: { 'Accept-Language': 'en' } })).body.data;
    expect(es.events[0]?.title).toContain('Gasóleo A');
    expect(es.events[0]?.title).toMatch(/\d,\d{3} → \d,\d{3}$/);
    expect(en.events[0]?.title).toContain('Diesel');
    expect(en.events[0]?.title).toMatch(/\d\.\d{3} → \d\.\d{3}$/);
    expect(es.title).toBe('Alerta de precio: Gasóleo A');
    expect(en.title).toBe('Price watch: Diesel');
    expect(asChecked(en.events)).toEqual(asChecked(es.events));
  });

  it('refuses a watch without stations, with both a point and ids, and a radius without a point', async () => {
    for (const [query, parameter] of [
      ['fuel=diesel', 'ids'],
      ['lat=38.994&lng=-1.858&ids=4375&fuel=diesel', 'ids'],
      ['ids=4375&radius_km=3&fuel=diesel', 'radius_km'],
      ['ids=4375,4375&fuel=diesel', 'ids'],
      ['ids=4375', 'fuel'],
    ] as const) {
      const { status, body } = await slice.server.json<Problem>(`/v1/watch?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('INVALID_PARAMETER');
      expect(body.detail, query).toContain(parameter);
    }
  });
});
