import { describe, expect, it } from 'vitest';
import {
  calcContext,
  fakeCalcDataset,
  problemOf,
  runHandler,
  TEST_STATIONS,
  testStation,
  useCalcServer,
} from '../../test/support/calc-dataset.js';
import { calculateAdblue } from './adblue.js';

describe('calculateAdblue (formula)', () => {
  it("reproduces the contract's example: 20,000 km at 1.5 L/1,000 km and 0.951 EUR/L, 15 L tank", async () => {
    // 20,000 / 1,000 × 1.5 = 30 L a year, 2.5 a month; 30 × 0.951 = 28.53; 2.5 × 0.951 = 2.3775 → 2.38; 30 / 15 = 2.
    const data = await runHandler(
      calculateAdblue,
      { km_per_year: 20000, price: 0.951, tank_litres: 15 },
      calcContext(null),
    );
    expect(data).toEqual({
      km_per_year: 20000,
      litres_per_1000km: 1.5,
      litres_per_year: 30,
      litres_per_month: 2.5,
      price: 0.951,
      price_source: 'caller',
      currency: 'EUR',
      cost_per_year: 28.53,
      cost_per_month: 2.38,
      tank_litres: 15,
      refills_per_year: 2,
      formula: 'litres_per_year = km_per_year / 1000 × litres_per_1000km; cost = litres × price',
    });
  });

  it('defaults the price to the Spain mean of AdBlue ((0.9 + 1.0) / 2 = 0.95) and has no refills without a tank', async () => {
    // 35,000 km × 2 L / 1,000 = 70 L; / 12 = 5.8333 → 5.833; × 0.95 = 66.50 and 5.5417 → 5.54.
    const data = await runHandler(
      calculateAdblue,
      { km_per_year: 35000, litres_per_1000km: 2 },
      calcContext(fakeCalcDataset()),
    );
    expect(data).toMatchObject({
      litres_per_year: 70,
      litres_per_month: 5.833,
      price: 0.95,
      price_source: 'spain_average',
      cost_per_year: 66.5,
      cost_per_month: 5.54,
      tank_litres: null,
      refills_per_year: null,
    });
  });

  it('refills are a fraction with two decimals: 30 L / 18 L = 1.67', async () => {
    const data = await runHandler(
      calculateAdblue,
      { km_per_year: 20000, price: 1, tank_litres: 18 },
      calcContext(null),
    );
    expect(data.refills_per_year).toBe(1.67);
  });

  it('without a price: no data yet is 503, no station selling AdBlue today is 400 asking for price', async () => {
    await expect(runHandler(calculateAdblue, { km_per_year: 1000 }, calcContext(null))).rejects.toMatchObject({
      code: 'TEMPORARILY_UNAVAILABLE',
    });
    const noAdblue = fakeCalcDataset({ stations: [testStation(3, '02', { diesel: 1.5 })] });
    await expect(runHandler(calculateAdblue, { km_per_year: 1000 }, calcContext(noAdblue))).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
      detail: {
        en: 'price is needed: no station in Spain reports a price of adblue today; give price',
        es: 'price es necesario: ninguna estación en España informa hoy de un precio de adblue; dé price',
      },
    });
    expect(TEST_STATIONS.some((s) => s.prices.adblue !== undefined)).toBe(true);
  });
});

describe('GET /v1/calc/adblue', () => {
  const server = useCalcServer(() => fakeCalcDataset());

  it('answers the contract shape', async () => {
    const { status, body } = await server.json<{ data: { cost_per_year: number } }>(
      '/v1/calc/adblue?km_per_year=20000',
    );
    expect(status).toBe(200);
    expect(body.data.cost_per_year).toBe(28.5); // 30 L × 0.95
  });

  it('bounds: km_per_year ≤ 500000, litres_per_1000km ≤ 20, tank_litres > 0, price ≤ 5', async () => {
    for (const ok of ['km_per_year=500000', 'km_per_year=1&litres_per_1000km=20', 'km_per_year=1&tank_litres=200']) {
      expect((await server.json(`/v1/calc/adblue?${ok}`)).status).toBe(200);
    }
    for (const bad of [
      'km_per_year=500001',
      'km_per_year=0',
      'km_per_year=1&litres_per_1000km=20.1',
      'km_per_year=1&tank_litres=0',
      'km_per_year=1&price=5.01',
      'litres_per_1000km=2',
    ]) {
      expect(await problemOf(server, `/v1/calc/adblue?${bad}`)).toMatchObject({
        status: 400,
        code: 'INVALID_PARAMETER',
      });
    }
  });
});
