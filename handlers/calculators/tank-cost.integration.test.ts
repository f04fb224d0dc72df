import { describe, expect, it } from 'vitest';
import {
  calcContext,
  fakeCalcDataset,
  problemOf,
  runHandler,
  startCalcServer,
  testStation,
  useCalcServer,
} from '../../test/support/calc-dataset.js';
import { calculateTankCost, LEVEL_FRACTION } from './tank-cost.js';

describe('calculateTankCost (formula)', () => {
  const context = calcContext(fakeCalcDataset());

  it('levels are the fraction of the tank still full', () => {
    expect(LEVEL_FRACTION).toEqual({ vacio: 0, reserva: 0.1, '1-4': 0.25, '1-2': 0.5, '3-4': 0.75 });
  });

  it("reproduces the contract's example: 50 × (1 − 0.1) = 45 L; × 1.749 = 78.705 → 78.71; × 1.244 = 55.98; difference 22.73", async () => {
    const dataset = fakeCalcDataset({
      stations: [testStation(10765, '02', { gasoline_95: 1.244 }), testStation(2, '28', { gasoline_95: 1.9 })],
    });
    const data = await runHandler(
      calculateTankCost,
      { capacity: 50, price: 1.749, fuel: 'gasoline_95', level: 'reserva' },
      calcContext(dataset),
    );
    expect(data).toEqual({
      fuel: 'gasoline_95',
      unit: 'L',
      currency: 'EUR',
      area: { level: 'spain', code: 'es', name: 'España', web_url: 'https://gasolineras.dev/' },
      capacity: 50,
      level: 'reserva',
      level_fraction: 0.1,
      quantity_to_fill: 45,
      average_price: 1.749,
      average_price_source: 'caller',
      cheapest_price: 1.244,
      cheapest_station_id: 10765,
      cost_at_average: 78.71,
      cost_at_cheapest: 55.98,
      difference: 22.73, // 78.705 − 55.98 = 22.725
      formula: 'litres_to_fill = capacity × (1 − fraction); cost = litres_to_fill × price',
    });
  });

  it('defaults to reserva and the Spain mean: 45 L × 1.53 = 68.85; cheapest 1.25 (station 5) × 45 = 56.25', async () => {
    const data = await runHandler(calculateTankCost, { capacity: 50, fuel: 'gasoline_95', level: 'reserva' }, context);
    expect(data).toMatchObject({
      level: 'reserva',
      average_price: 1.53,
      average_price_source: 'spain_average',
      cheapest_price: 1.25,
      cheapest_station_id: 5,
      cost_at_average: 68.85,
      cost_at_cheapest: 56.25,
      difference: 12.6,
    });
  });

  it.each([
    ['vacio', 60, 60 * 1.75, 60 * 1.7],
    ['1-4', 45, 45 * 1.75, 45 * 1.7],
    ['1-2', 30, 30 * 1.75, 30 * 1.7],
    ['3-4', 15, 15 * 1.75, 15 * 1.7],
  ] as const)(
    'level %s of a 60 L tank in Madrid fills %d L (mean 1.75, cheapest 1.7)',
    async (level, fill, atAverage, atCheapest) => {
      const data = await runHandler(
        calculateTankCost,
        { capacity: 60, level, province: '28', fuel: 'gasoline_95' },
        context,
      );
      expect(data).toMatchObject({
        quantity_to_fill: fill,
        average_price_source: 'province_average',
        area: { level: 'province', code: '28', name: 'Madrid', web_url: 'https://gasolineras.dev/provincia/madrid' },
        cost_at_average: Math.round(atAverage * 100) / 100,
        cost_at_cheapest: Math.round(atCheapest * 100) / 100,
        cheapest_station_id: 1,
      });
    },
  );

  it('needs data even with a price, because the cheapest price comes from the data', async () => {
    await expect(
      runHandler(
        calculateTankCost,
        { capacity: 50, price: 1.5, fuel: 'gasoline_95', level: 'reserva' },
        calcContext(null),
      ),
    ).rejects.toMatchObject({
      code: 'TEMPORARILY_UNAVAILABLE',
    });
  });
});

describe('GET /v1/calc/tank-cost', () => {
  const server = useCalcServer(() => fakeCalcDataset());

  it('answers the contract shape', async () => {
    const { status, body } = await server.json<{ data: { cost_at_average: number } }>('/v1/calc/tank-cost?capacity=50');
    expect(status).toBe(200);
    expect(body.data.cost_at_average).toBe(68.85);
  });

  it('capacity: 200 is accepted, 0, 200.1 and a missing capacity are not', async () => {
    expect((await server.json('/v1/calc/tank-cost?capacity=200')).status).toBe(200);
    expect((await server.json('/v1/calc/tank-cost?capacity=0.1')).status).toBe(200);
    for (const path of ['/v1/calc/tank-cost?capacity=0', '/v1/calc/tank-cost?capacity=200.1', '/v1/calc/tank-cost']) {
      expect(await problemOf(server, path)).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    }
  });

  it('level must be one of the five; price with province is 400; unknown province 404', async () => {
    expect((await problemOf(server, '/v1/calc/tank-cost?capacity=50&level=lleno')).status).toBe(400);
    expect((await problemOf(server, '/v1/calc/tank-cost?capacity=50&price=1.5&province=28')).status).toBe(400);
    expect(await problemOf(server, '/v1/calc/tank-cost?capacity=50&province=99')).toMatchObject({
      status: 404,
      code: 'PROVINCE_NOT_FOUND',
    });
  });

  it('without data it is 503 with Retry-After', async () => {
    const empty = await startCalcServer();
    try {
      const response = await empty.request('/v1/calc/tank-cost?capacity=50&price=1.5');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
    } finally {
      await empty.close();
    }
  });
});
