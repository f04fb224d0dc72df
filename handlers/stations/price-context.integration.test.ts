// Each price in context (issue 41) on the committed slice of the register, recomputed from prices_long.csv.gz (the
// slice's prices by day, read without the ETL) and held against every station's detail and every list entry.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUELS, PRICE_KEYS, type PriceKey } from '../../core/model.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import type { Dataset } from '../../store/dataset.js';
import { startCoreServer, useSliceCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { fixtureSliceSource, nationalList } from '../../test/support/ministry-files.js';
import { contextTruth, keyByDay, type PricesByDay } from '../../test/support/price-context-truth.js';
import {
  currentDate,
  historyDays,
  type PricesLong,
  provincesOn,
  readPricesLong,
} from '../../test/support/prices-long.js';
import type { TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type Detail = { data: Schemas['StationDetail'] };

let pricesLong: PricesLong;
beforeAll(async () => {
  pricesLong = await readPricesLong();
});

/** Per key, its prices on the days held from `days`; the province of each station today; its province's members. */
function truthOf(days: readonly string[], today: string) {
  const byKey = new Map<PriceKey, PricesByDay>(
    PRICE_KEYS.map((key) => {
      const all = keyByDay(pricesLong, key);
      return [key, new Map(days.map((date) => [date, all.get(date) ?? new Map()]))];
    }),
  );
  const provinces = provincesOn(currentDate());
  const members = new Map<string, number[]>();
  for (const [id, code] of provinces) members.set(code, [...(members.get(code) ?? []), id]);
  return (id: number, key: PriceKey, on = today) =>
    contextTruth(id, on, byKey.get(key) as PricesByDay, members.get(provinces.get(id) ?? '') ?? []);
}

describe('price_since, previous_price, cheaper_than_pct and range_90d on the committed slice', () => {
  const slice = useSliceCoreServer();
  const today = '2026-08-22';

  it('are in every price of every station detail, each as recomputed from the prices by day', async () => {
    const truth = truthOf([...historyDays(), currentDate()], today);
    let prices = 0;
    for (const station of slice.dataset.stations) {
      const { body } = await slice.server.json<Detail>(`/v1/stations/${station.id}`);
      for (const item of body.data.prices) {
        const expected = truth(station.id, item.id);
        expect({ id: station.id, key: item.id, ...expected }).toEqual({
          id: station.id,
          key: item.id,
          price_since: item.price_since,
          previous_price: item.previous_price,
          cheaper_than_pct: item.cheaper_than_pct,
          range_90d: item.range_90d,
        });
        prices++;
      }
    }
    expect(prices).toBeGreaterThan(1500);
  }, 60_000);

  it('cover a change the day before, a run across the days without a list, a missing price, and a run that reaches the first day held', async () => {
    const truth = truthOf([...historyDays(), currentDate()], today);
    const diesel = slice.dataset.stations.flatMap((s) => {
      const t = truth(s.id, 'diesel');
      return t ? [{ id: s.id, ...t }] : [];
    });
    const day = (id: number, date: string) => pricesLong.get(date)?.get('diesel')?.get(id);
    // Changed between 21 and 22 August.
    const changed = diesel.find((t) => t.price_since === today);
    // The same price on 19, 21 and 22 August (20 August has no list, nor 2 to 18 August), another on 1 August.
    const acrossGap = diesel.find((t) => t.price_since === '2026-08-19' && day(t.id, '2026-08-01') !== undefined);
    // A price on 21 August but none on 19 August: the run ends there, with no price before it.
    const afterNoPrice = diesel.find((t) => t.price_since === '2026-08-21' && day(t.id, '2026-08-19') === undefined);
    // The same price on every day held, from 30 July.
    const throughout = diesel.find((t) => t.price_since === null);
    for (const found of [changed, acrossGap, afterNoPrice, throughout]) expect(found).toBeDefined();
    expect(changed?.previous_price).toBe(day(changed?.id ?? 0, '2026-08-21'));
    expect(acrossGap?.previous_price).toBe(day(acrossGap?.id ?? 0, '2026-08-01'));
    expect(afterNoPrice?.previous_price).toBeNull();
    expect(throughout?.previous_price).toBeNull();
    for (const t of [changed, acrossGap, afterNoPrice, throughout]) {
      const { body } = await slice.server.json<Detail>(`/v1/stations/${t?.id}`);
      expect(body.data.prices.find((p) => p.id === 'diesel')).toMatchObject({
        price_since: t?.price_since,
        previous_price: t?.previous_price,
      });
    }
  });

  it('are in every list entry for the price it answers: nearby, cheapest, brand, product, road and route lists', async () => {
    const truth = truthOf([...historyDays(), currentDate()], today);
    const lists: [PriceKey, string, RequestInit?][] = [
      ...FUELS.map((fuel): [PriceKey, string] => [
        fuel,
        `/v1/stations/cheapest?level=province&code=02&fuel=${fuel}&limit=50`,
      ]),
      ['diesel', '/v1/stations/cheapest?fuel=diesel&limit=50'],
      ['gasoline_95', '/v1/stations/nearby?lat=40.417&lng=-3.704&radius_km=3&fuel=gasoline_95&limit=50'],
      ['diesel', '/v1/brands/repsol?fuel=diesel&limit=50'],
      ['adblue', '/v1/products/adblue?limit=50'],
      ['diesel', '/v1/roads/a-2/stations?fuel=diesel&limit=50'],
      [
        'diesel',
        '/v1/route/fuel',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            points: [
              [40.4168, -3.7038],
              [41.6488, -0.8891],
            ],
            fuel: 'diesel',
            limit: 50,
          }),
        },
      ],
    ];
    let entries = 0;
    for (const [key, path, init] of lists) {
      const { status, body } = await slice.server.json<{ data: unknown }>(path, init);
      expect(status, path).toBe(200);
      const found = stationEntries(body.data);
      expect(found.length, path).toBeGreaterThan(0);
      for (const entry of found) {
        const expected = truth(entry.id, key);
        expect({ path, ...entry }).toMatchObject({
          path,
          price_since: expected?.price_since ?? null,
          previous_price: expected?.previous_price ?? null,
          cheaper_than_pct: expected?.cheaper_than_pct ?? null,
        });
        entries++;
      }
    }
    expect(entries).toBeGreaterThan(300);
  });
});

/** The station entries anywhere in an answer (objects with an id, coordinates and a price). */
function stationEntries(value: unknown): Schemas['StationEntry'][] {
  if (Array.isArray(value)) return value.flatMap(stationEntries);
  if (!value || typeof value !== 'object') return [];
  if ('id' in value && 'lat' in value && 'price' in value) return [value as Schemas['StationEntry']];
  return Object.values(value).flatMap(stationEntries);
}

describe('a run older than the window: the slice served again 70 days later, with no list in between', () => {
  let dataset: Dataset;
  let server: TestServer;
  let dataDir: string;
  const later = '2026-10-31';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fuel-context-'));
    cpSync(fixtureDataDir(), dataDir, { recursive: true });
    const list = () => ({ ...nationalList(), Fecha: '31/10/2026 15:53:31' });
    await refreshSnapshot({ source: fixtureSliceSource(list), dataDir, now: new Date(`${later}T15:00:00Z`) });
    dataset = await loadDataset(dataDir);
    server = await startCoreServer(dataset);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts only the days of the 90-day window: 30 July to 1 August are older and no longer held', async () => {
    expect(dataset.sourceDate).toBe(later);
    // The days held in the window: 19, 21 and 22 August, and today (the same prices as 22 August).
    const held = ['2026-08-19', '2026-08-21', '2026-08-22'];
    for (const [id, key] of [...(pricesLong.get('2026-08-22')?.get('diesel')?.keys() ?? [])].map(
      (i) => [i, 'diesel'] as const,
    )) {
      if (!dataset.station(id)) continue;
      const days = new Map(held.map((date) => [date, pricesLong.get(date)?.get(key) ?? new Map()]));
      days.set(later, pricesLong.get('2026-08-22')?.get(key) ?? new Map());
      const provinces = provincesOn(currentDate());
      const province = [...provinces].filter(([, code]) => code === provinces.get(id)).map(([other]) => other);
      const expected = contextTruth(id, later, days, province);
      const context = dataset.priceContext.listed(dataset.station(id) as never, key);
      expect({ id, since: context?.since, previous: context?.previous }).toEqual({
        id,
        since: expected?.price_since,
        previous: expected?.previous_price,
      });
    }
    // A station whose 1 August price differs from its price since 19 August: dated 19 August on 22 August, but on
    // 31 October its run reaches the first day held in the window, and the price before it is beyond the window.
    const on0801 = pricesLong.get('2026-08-01')?.get('diesel');
    const id = [...(pricesLong.get('2026-08-19')?.get('diesel') ?? [])].find(
      ([station, price]) =>
        dataset.station(station) &&
        on0801?.has(station) &&
        on0801.get(station) !== price &&
        ['2026-08-21', '2026-08-22'].every((date) => pricesLong.get(date)?.get('diesel')?.get(station) === price),
    )?.[0];
    expect(id).toBeDefined();
    const { body } = await server.json<Detail>(`/v1/stations/${id}`);
    expect(body.data.prices.find((p) => p.id === 'diesel')).toMatchObject({ price_since: null, previous_price: null });
    expect(body.data.prices.find((p) => p.id === 'diesel')?.range_90d?.days).toBe(4);
  }, 120_000);
});
