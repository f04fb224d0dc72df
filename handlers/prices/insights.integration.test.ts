// GET /v1/insights (issue 41) on real data, every figure recomputed from the history files independently of the code
// under test (test/support/insights-truth.ts): the daily means as the aggregates files hold them (read here with
// DuckDB's SQL, and checked against the ministry's own lists), today's prices as the register's list gives them.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_AGGREGATES_DIR } from '../../core/data-dir/layout.js';
import { openScratchDatabase, sqlPath } from '../../core/duckdb.js';
import { FUELS, type Fuel, MINISTRY_PRICE_KEYS } from '../../core/model.js';
import type { RawStationList } from '../../etl/source/source.js';
import { startCoreServer, useSliceCoreServer } from '../../test/support/core-server.js';
import { MINISTRY_FIXTURES, WEEKS_MINISTRY_FIXTURES } from '../../test/support/data-paths.js';
import { fixtureDataDir, loadDataset, weeksDataDir } from '../../test/support/datasets.js';
import { insightsTruth } from '../../test/support/insights-truth.js';
import { readJson } from '../../test/support/ministry-files.js';
import type { TestServer } from '../../test/support/test-server.js';
import { expectWrittenIn } from '../../test/support/written-in.js';
import type { Schemas } from '../shared/types.js';

type Insights = Schemas['InsightsData'];

/** The aggregates' daily mean of `fuel` in an area, by date, read from the history files with SQL. */
async function aggregateMeans(dataDir: string, level: string, code: string, fuel: Fuel): Promise<Map<string, number>> {
  const db = await openScratchDatabase();
  try {
    const reader = await db.connection.runAndReadAll(
      `SELECT strftime(date, '%Y-%m-%d') AS date, average FROM read_parquet(${sqlPath(join(dataDir, HISTORY_AGGREGATES_DIR, '*.parquet'))})
       WHERE level = '${level}' AND code = '${code}' AND fuel = '${fuel}' ORDER BY date`,
    );
    return new Map(reader.getRowObjectsJS().map((row) => [row.date as string, row.average as number]));
  } finally {
    db.close();
  }
}

const decimal = (text: string | undefined): number | undefined =>
  text === undefined || text === '' ? undefined : Number(text.replace(',', '.'));

/** A ministry list's prices of `fuel` by station id, for the stations `keep` accepts. */
function listPrices(list: RawStationList, fuel: Fuel, keep: (province: string) => boolean): Map<number, number> {
  return new Map(
    list.ListaEESSPrecio.flatMap((s) => {
      const price = decimal(s[MINISTRY_PRICE_KEYS[fuel]] as string | undefined);
      return price !== undefined && keep(s.IDProvincia as string) ? [[Number(s.IDEESS), price] as const] : [];
    }),
  );
}

/** The answer's figures, without what the truth does not compute (names, links, texts). */
function figures(data: Insights) {
  const { area: _area, fuel: _fuel, unit: _unit, currency: _currency, brands, advice, ...rest } = data;
  const { evidence: _evidence, ...decision } = advice;
  return { ...rest, brands: brands.map(({ name: _name, ...brand }) => brand), advice: decision };
}

interface Served {
  server: TestServer;
  dataDir: string;
}

async function serve(dataDir: string): Promise<Served> {
  return { server: await startCoreServer(await loadDataset(dataDir)), dataDir };
}

/** Checks the answer for an area against the truth recomputed from the files. */
async function expectTruth(
  { server, dataDir }: Served,
  query: string,
  area: { level: string; code: string; provinces: (province: string) => boolean },
  fuel: Fuel,
  currentList: RawStationList,
): Promise<Insights> {
  const { status, body } = await server.json<{ data: Insights }>(`/v1/insights?${query}fuel=${fuel}`);
  expect(status).toBe(200);
  const means = await aggregateMeans(dataDir, area.level, area.code, fuel);
  const prices = listPrices(currentList, fuel, area.provinces);
  const dataset = server.store.current();
  const stations = [...prices].map(([id, price]) => ({ price, brand: dataset?.station(id)?.brand_slug ?? '?' }));
  const truth = insightsTruth({ today: '2026-08-22', means, stations });
  expect(figures(body.data), `${query}fuel=${fuel}`).toEqual(truth);
  return body.data;
}

describe('GET /v1/insights on Soria, every day from Monday 13 July 2026 (test/fixtures/ministry-weeks)', () => {
  let weeks: Served;
  let current: RawStationList;
  beforeAll(async () => {
    weeks = await serve(weeksDataDir());
    current = readJson<RawStationList>(join(WEEKS_MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz'));
    return () => weeks.server.close();
  });
  const soria = { level: 'province', code: '42', provinces: (code: string) => code === '42' };
  const spain = { level: 'spain', code: 'es', provinces: () => true };

  it("has aggregates that are the mean of the register's own prices each day, to three decimals", async () => {
    for (const date of ['2026-07-13', '2026-07-31', '2026-08-21']) {
      const list = readJson<RawStationList>(
        join(WEEKS_MINISTRY_FIXTURES, 'EstacionesTerrestresHist', `${date.split('-').reverse().join('-')}.json.gz`),
      );
      const prices = [...listPrices(list, 'diesel', soria.provinces).values()];
      const mean = prices.reduce((a, b) => a + b, 0) / prices.length;
      const means = await aggregateMeans(weeks.dataDir, 'province', '42', 'diesel');
      expect(Math.abs((means.get(date) as number) - mean)).toBeLessThanOrEqual(0.0005 + 1e-9);
    }
  });

  it('answers every figure as recomputed from the history files, for every fuel, the province and Spain', async () => {
    for (const fuel of FUELS) {
      await expectTruth(weeks, 'level=province&code=soria&', soria, fuel, current);
      await expectTruth(weeks, '', spain, fuel, current);
    }
  });

  it('measures the weekday effect on the five full weeks there are (fewer than 12), 13 July to 16 August', async () => {
    const data = await expectTruth(weeks, 'level=province&code=42&', soria, 'gasoline_95', current);
    expect(data.weekday_effect).toMatchObject({ weeks: 5, from: '2026-07-13', to: '2026-08-16' });
    expect(data.weekday_effect.days.map((day) => day.weekday)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    // The effects of a week sum to zero, up to their rounding.
    const sum = data.weekday_effect.days.reduce((total, day) => total + (day.effect as number), 0);
    expect(Math.abs(sum)).toBeLessThanOrEqual(0.0004);
  });

  it('backtests from the first day with four full weeks behind it, and says so in its evidence', async () => {
    const data = await expectTruth(weeks, 'level=province&code=42&', soria, 'diesel', current);
    expect(data.advice.backtest.from).toBe('2026-08-09');
    expect(data.advice.backtest.days).toBeGreaterThan(5);
    expect(data.advice.evidence).toContain(String(data.advice.backtest.days));
  });

  it('writes the evidence in the language asked for, with the same figures', async () => {
    const path = '/v1/insights?level=province&code=42&fuel=diesel';
    const es = (await weeks.server.json<{ data: Insights }>(path, { headers: { 'Accept-Language': 'es' } })).body.data;
    const en = (await weeks.server.json<{ data: Insights }>(path, { headers: { 'Accept-Language': 'en' } })).body.data;
    expectWrittenIn(es.advice.evidence, 'es');
    expectWrittenIn(en.advice.evidence, 'en');
    expect(figures(en)).toEqual(figures(es));
  });
});

describe('GET /v1/insights on the committed slice (six days, none a full week)', () => {
  const slice = useSliceCoreServer();

  it('has no weekday effect, fills now for want of weeks, and still gives spread, brands and every figure', async () => {
    const current = readJson<RawStationList>(join(MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz'));
    const served = { server: slice.server, dataDir: fixtureDataDir() };
    const albacete = { level: 'province', code: '02', provinces: (code: string) => code === '02' };
    const data = await expectTruth(served, 'level=province&code=02&', albacete, 'diesel', current);
    expect(data.weekday_effect).toMatchObject({ weeks: 0, from: null, to: null, cheapest_weekday: null });
    expect(data.advice).toMatchObject({ action: 'fill_now', reason: 'not_enough_weeks', expected_saving: null });
    expect(data.brands.length).toBeGreaterThan(0);
    expect(data.spread.stations).toBeGreaterThan(100);
  });

  it('refuses a missing fuel, a level without code and an unknown territory', async () => {
    const missing = await slice.server.json<{ code: string; detail: string }>('/v1/insights');
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toContain('fuel');
    const level = await slice.server.json<{ code: string; detail: string }>('/v1/insights?level=province&fuel=diesel');
    expect(level.status).toBe(400);
    expect(level.body.detail).toContain('level');
    const unknown = await slice.server.json<{ code: string }>('/v1/insights?level=province&code=nowhere&fuel=diesel');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PROVINCE_NOT_FOUND');
  });
});
