import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUELS, type Fuel } from '../../core/model.js';
import { startCoreServer } from '../../test/support/core-server.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { type PricesLong, provincesOn, readPricesLong } from '../../test/support/prices-long.js';
import type { TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

function statistics(prices: number[]) {
  const sorted = [...prices].sort((a, b) => a - b);
  const n = sorted.length;
  const middle =
    n % 2 === 1 ? (sorted[n >> 1] as number) : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2;
  return {
    average: round3(sorted.reduce((a, b) => a + b, 0) / n),
    median: round3(middle),
    minimum: sorted[0],
    maximum: sorted[n - 1],
    stations: n,
  };
}

type PricesBody = { data: Schemas['PricesData']; meta: { web_url: string | null } };

describe('GET /v1/prices on the real register (the committed slice)', () => {
  let server: TestServer;
  let prices: PricesLong;
  let provinces: Map<number, string>;
  beforeAll(async () => {
    server = await startCoreServer(await loadDataset(fixtureDataDir()));
    prices = await readPricesLong();
    provinces = provincesOn('2026-08-22');
  });
  afterAll(() => server?.close());

  /** The day's prices of a fuel in Spain (province undefined) or one province. */
  const pricesOf = (date: string, fuel: Fuel, province?: string) =>
    [...(prices.get(date)?.get(fuel) ?? new Map<number, number>())]
      .filter(([id]) => province === undefined || provinces.get(id) === province)
      .map(([, price]) => price);

  it('gives mean, median, extremes and station counts equal to prices_long.csv.gz for Spain and 5 provinces', async () => {
    for (const province of [undefined, '02', '28', '08', '41', '38']) {
      const path = province === undefined ? '/v1/prices' : `/v1/prices?level=province&code=${province}`;
      const { status, body } = await server.json<PricesBody>(path);
      expect(status).toBe(200);
      const expectedFuels = FUELS.filter((fuel) => pricesOf('2026-08-22', fuel, province).length > 0);
      expect(body.data.fuels.map((f) => f.fuel)).toEqual(expectedFuels);
      for (const item of body.data.fuels) {
        const expected = statistics(pricesOf('2026-08-22', item.fuel, province));
        const { average, median, minimum, maximum, stations } = item;
        expect({ average, median, minimum, maximum, stations }, `${province ?? 'es'} ${item.fuel}`).toEqual(expected);
      }
      const withAnyFuel = new Set(FUELS.flatMap((fuel) => [...(prices.get('2026-08-22')?.get(fuel)?.keys() ?? [])]));
      const inArea = [...withAnyFuel].filter((id) => province === undefined || provinces.get(id) === province);
      expect(body.data.stations).toBe(inArea.length);
    }
  });

  it('compares with the previous day and with Spain, in % with 2 decimals', async () => {
    const { body } = await server.json<PricesBody>('/v1/prices?level=province&code=28&fuel=diesel');
    const [item] = body.data.fuels;
    const today = statistics(pricesOf('2026-08-22', 'diesel', '28')).average;
    const yesterday = statistics(pricesOf('2026-08-21', 'diesel', '28')).average;
    const spain = statistics(pricesOf('2026-08-22', 'diesel')).average;
    expect(item?.change_vs_previous_day_pct).toBe(Math.round((today / yesterday - 1) * 10000) / 100);
    expect(item?.spain_average).toBe(spain);
    expect(item?.vs_spain_pct).toBe(Math.round((today / spain - 1) * 10000) / 100);
    expect(item).toMatchObject({ label: 'Gasóleo A', unit: 'L' });
    expect(item?.fuel_page_url).toBe('https://gasolineras.dev/provincia/madrid/gasoleo-a');
    expect(body.meta.web_url).toBe('https://gasolineras.dev/provincia/madrid/gasoleo-a');
  });

  it('names the cheapest station of each fuel (lowest price, then lowest id)', async () => {
    const { body } = await server.json<PricesBody>('/v1/prices?level=province&code=41');
    for (const item of body.data.fuels) {
      const candidates = [...(prices.get('2026-08-22')?.get(item.fuel) ?? [])]
        .filter(([id]) => provinces.get(id) === '41')
        .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      expect(item.cheapest_station_id).toBe(candidates[0]?.[0]);
    }
  });

  it('answers the same for a code and its slug, for every level', async () => {
    const pairs = [
      ['province', '02', 'albacete'],
      ['community', '08', 'castilla-la-mancha'],
      ['municipality', '54', 'albacete'],
    ];
    for (const [level, code, slug] of pairs) {
      const byCode = await server.json<PricesBody>(`/v1/prices?level=${level}&code=${code}`);
      const bySlug = await server.json<PricesBody>(`/v1/prices?level=${level}&code=${slug}`);
      expect(byCode.status).toBe(200);
      expect(bySlug.body.data).toEqual(byCode.body.data);
      expect(byCode.body.data.area.code).toBe(code);
    }
  });

  it('community 08 is Castilla-La Mancha (INE), and its stations are those of provinces 02, 13, 16, 19, 45', async () => {
    const { body } = await server.json<PricesBody>('/v1/prices?level=community&code=08&fuel=diesel');
    expect(body.data.area).toEqual({
      level: 'community',
      code: '08',
      name: 'Castilla-La Mancha',
      web_url: 'https://gasolineras.dev/comunidad/castilla-la-mancha',
    });
    const clm = ['02', '13', '16', '19', '45'].flatMap((p) => pricesOf('2026-08-22', 'diesel', p));
    expect(body.data.fuels[0]?.average).toBe(statistics(clm).average);
  });

  it('answers a municipality by ministry id; an INE code that is no ministry id is MUNICIPALITY_NOT_FOUND', async () => {
    const { body } = await server.json<PricesBody>('/v1/prices?level=municipality&code=54');
    expect(body.data.area).toMatchObject({ level: 'municipality', code: '54', name: 'Albacete' });
    // 02003 is Albacete's INE code; 28079 is Madrid's.
    for (const code of ['02003', '28079']) {
      const missing = await server.json<{ code: string }>(`/v1/prices?level=municipality&code=${code}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('MUNICIPALITY_NOT_FOUND');
    }
  });

  it('lists only the requested fuel, and Spain when no level is given', async () => {
    const { body } = await server.json<PricesBody>('/v1/prices?fuel=cng');
    expect(body.data.area).toEqual({ level: 'spain', code: 'es', name: 'España', web_url: 'https://gasolineras.dev/' });
    expect(body.data.fuels.map((f) => [f.fuel, f.unit, f.label])).toEqual([['cng', 'kg', 'GNC']]);
    expect(body.data.fuels[0]?.fuel_page_url).toBe('https://gasolineras.dev/precios/gnc');
    expect(body.data.fuels[0]?.vs_spain_pct).toBe(0);
  });
});
