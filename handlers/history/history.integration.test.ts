import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUELS } from '../../core/model.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from '../../test/support/datasets.js';
import { SAMPLE_BACKFILL_DAYS } from '../../test/support/fixture-facts.js';
import { isRounded3, type PricesLong, provincesOn, readPricesLong, summarise } from '../../test/support/prices-long.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';
import { dayWindow } from './history-shared.js';

type StationHistory = Schemas['StationHistoryData'];
type History = Schemas['HistoryData'];

async function serverWith(dataDir: string): Promise<TestServer> {
  const server = await startTestServer();
  server.store.swap(await loadDataset(dataDir), server.clock.now());
  return server;
}

async function data<T>(server: TestServer, path: string): Promise<T> {
  const { status, body } = await server.json<{ data: T }>(path);
  expect(status, path).toBe(200);
  return body.data;
}

describe('history on the committed slice (5 past days with gaps, and the current day)', () => {
  let server: TestServer;
  let prices: PricesLong;
  const PROVINCE_DATES = ['2026-07-30', '2026-08-01', '2026-08-22'];
  /** date -> IDEESS -> IDProvincia, from that day's ministry list. */
  const provinces = new Map<string, Map<number, string>>();
  beforeAll(async () => {
    // The slow reading comes first: a blocked event loop between requests can break a kept-alive connection.
    prices = await readPricesLong();
    for (const date of PROVINCE_DATES) provinces.set(date, provincesOn(date));
    server = await serverWith(fixtureDataDir());
  });
  afterAll(() => server.close());

  it('gives station 4375 its price of each fuel on every day of 90, as in prices_long', async () => {
    const history = await data<StationHistory>(server, '/v1/stations/4375/history?days=90');
    expect(history).toMatchObject({
      station_id: 4375,
      days: 90,
      from: '2026-05-25',
      to: '2026-08-22',
      currency: 'EUR',
    });
    const sold = FUELS.filter((fuel) => [...prices.values()].some((byFuel) => byFuel.get(fuel)?.has(4375)));
    expect(history.series.map((s) => s.fuel)).toEqual(sold);
    for (const series of history.series) {
      expect(series.points.map((p) => p.date)).toEqual(dayWindow('2026-08-22', 90));
      for (const point of series.points) {
        expect(point.price, `${series.fuel} ${point.date}`).toBe(
          prices.get(point.date)?.get(series.fuel)?.get(4375) ?? null,
        );
      }
    }
    expect(history.series[0]?.points[0]?.price).toBeNull(); // before the history starts
    const diesel = history.series.find((s) => s.fuel === 'diesel')?.points ?? [];
    expect(diesel.find((p) => p.date === '2026-08-20')?.price).toBeNull(); // the missing day
    expect(diesel.find((p) => p.date === '2026-08-21')?.price).toBe(prices.get('2026-08-21')?.get('diesel')?.get(4375));
    expect(diesel.filter((p) => p.price !== null)).toHaveLength(6);
  });

  it('gives exactly the fuel asked for, even one the station does not sell, as nulls', async () => {
    const history = await data<StationHistory>(server, '/v1/stations/4375/history?days=3&fuel=cng');
    expect(history.series).toEqual([
      {
        fuel: 'cng',
        unit: 'kg',
        points: dayWindow('2026-08-22', 3).map((date) => ({ date, price: null })),
      },
    ]);
  });

  it('answers 404 STATION_NOT_FOUND for an unknown id, 400 INVALID_PARAMETER for a non-numeric one', async () => {
    for (const [id, status, code] of [
      ['99999999', 404, 'STATION_NOT_FOUND'],
      ['abc', 400, 'INVALID_PARAMETER'],
      ['4375-1', 400, 'INVALID_PARAMETER'],
    ] as const) {
      const answer = await server.json<{ code: string }>(`/v1/stations/${id}/history`);
      expect([answer.status, answer.body.code], id).toEqual([status, code]);
    }
  });

  it('gives Spain the daily statistics of all stations of each day, nulls where the ministry has no day', async () => {
    const history = await data<History>(server, '/v1/history?fuel=diesel&days=45');
    expect(history).toMatchObject({ fuel: 'diesel', unit: 'L', days: 45, from: '2026-07-09', to: '2026-08-22' });
    expect(history.area).toMatchObject({ level: 'spain', code: 'es', name: 'España' });
    expect(history.points.map((p) => p.date)).toEqual(dayWindow('2026-08-22', 45));
    const empty = { average: null, median: null, minimum: null, maximum: null, stations: 0 };
    let withData = 0;
    for (const point of history.points) {
      const diesel = prices.get(point.date)?.get('diesel');
      if (!diesel) {
        // Before the history starts, between its days and on 20 August (the slice's missing day).
        expect(point, point.date).toEqual({ date: point.date, ...empty });
        continue;
      }
      withData++;
      const day = summarise([...diesel.values()]);
      expect(point.stations, point.date).toBe(day.count);
      expect(isRounded3(point.average, day.mean), `${point.date} mean ${point.average} vs ${day.mean}`).toBe(true);
      expect(isRounded3(point.median, day.median), `${point.date} median`).toBe(true);
      expect([point.minimum, point.maximum]).toEqual([day.min, day.max]);
    }
    expect(withData).toBe(6);
    expect(history.points.find((p) => p.date === '2026-08-20')?.stations).toBe(0);
    const first = history.points.find((p) => p.date === '2026-07-30')?.average as number;
    const last = history.points.at(-1)?.average as number;
    expect(history.change).toEqual({
      from_date: '2026-07-30',
      to_date: '2026-08-22',
      absolute: Math.round((last - first) * 1000) / 1000,
      pct: Math.round(((last - first) / first) * 10000) / 100,
    });
  });

  it('gives a province (by slug or code) the statistics of its stations of each day', async () => {
    const history = await data<History>(server, '/v1/history?level=province&code=albacete&fuel=gasoline_95&days=43');
    expect(history.area).toMatchObject({ level: 'province', code: '02', name: 'Albacete' });
    expect(history.area.web_url).toBe(`${server.config.siteUrl}/provincia/albacete`);
    const byCode = await data<History>(server, '/v1/history?level=province&code=02&fuel=gasoline_95&days=43');
    expect(byCode.points).toEqual(history.points);
    for (const date of PROVINCE_DATES) {
      const inAlbacete = [...(prices.get(date)?.get('gasoline_95') ?? [])]
        .filter(([id]) => provinces.get(date)?.get(id) === '02')
        .map(([, price]) => price);
      const day = summarise(inAlbacete);
      const point = history.points.find((p) => p.date === date);
      expect(point?.stations, date).toBe(day.count);
      expect(isRounded3(point?.average, day.mean), date).toBe(true);
      expect([point?.minimum, point?.maximum]).toEqual([day.min, day.max]);
    }
  });

  it('answers 404 with the level-specific code for an unknown territory', async () => {
    for (const [level, code] of [
      ['community', 'COMMUNITY_NOT_FOUND'],
      ['province', 'PROVINCE_NOT_FOUND'],
      ['municipality', 'MUNICIPALITY_NOT_FOUND'],
    ]) {
      const { status, body } = await server.json<{ code: string }>(`/v1/history?level=${level}&code=no-such-place`);
      expect(status).toBe(404);
      expect(body.code).toBe(code);
    }
  });

  it('gives no change with fewer than two days of data', async () => {
    const history = await data<History>(server, '/v1/history?days=1');
    expect(history.points).toHaveLength(1);
    expect(history.change).toBeNull();
  });
});

describe('history on the embedded sample', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(sampleDataDir());
  });
  afterAll(() => server.close());

  it('serves a station series and a Spain series covering the window', async () => {
    const dataset = server.store.current();
    const station = dataset?.stations.find((s) => s.prices.diesel !== undefined);
    const history = await data<StationHistory>(server, `/v1/stations/${station?.id}/history?days=10`);
    expect(history.to).toBe(dataset?.sourceDate);
    expect(history.series.find((s) => s.fuel === 'diesel')?.points.at(-1)?.price).toBe(station?.prices.diesel);
    const spain = await data<History>(server, '/v1/history?days=10');
    expect(spain.points.filter((p) => p.average !== null)).toHaveLength(SAMPLE_BACKFILL_DAYS + 1);
    expect(spain.change).not.toBeNull();
  });
});
