import { describe, expect, it } from 'vitest';
import { calcContext, fakeCalcDataset, problemOf, runHandler, useCalcServer } from '../../test/support/calc-dataset.js';
import { calculateSavings } from './savings.js';

describe('calculateSavings (formula)', () => {
  const noData = calcContext(null);

  it('ten cents cheaper, 40 L, 4 refuels, 6 km detour', async () => {
    // saving/refuel (1.8 − 1.7) × 40 = 4; detour 6 × 6.5 / 100 = 0.39 L × 1.7 = 0.663 → 0.66;
    // net 4 − 0.663 = 3.337 → 3.34; month 3.337 × 4 = 13.348 → 13.35; year 13.348 × 12 = 160.176 → 160.18.
    const data = await runHandler(
      calculateSavings,
      { usual_price: 1.8, cheap_price: 1.7, detour_km: 6, fuel: 'gasoline_95' },
      noData,
    );
    expect(data).toEqual({
      fuel: 'gasoline_95',
      unit: 'L',
      currency: 'EUR',
      usual_price: 1.8,
      cheap_price: 1.7,
      quantity_per_refuel: 40,
      refuels_per_month: 4,
      saving_per_unit: 0.1,
      saving_per_refuel: 4,
      detour: {
        km: 6,
        consumption_per_100km: 6.5,
        consumption_source: 'default',
        quantity: 0.39,
        cost: 0.66,
        worth_it: true,
      },
      net_saving_per_refuel: 3.34,
      saving_per_month: 13.35,
      saving_per_year: 160.18,
      formula:
        'net_saving_per_refuel = (usual_price − cheap_price) × quantity − detour_km × consumption / 100 × cheap_price',
    });
  });

  it('defaults: 40 L, 4 refuels a month, no detour (worth it when the saving is positive)', async () => {
    // (1.6 − 1.55) × 40 = 2; × 4 = 8; × 12 = 96.
    const data = await runHandler(calculateSavings, { usual_price: 1.6, cheap_price: 1.55, fuel: 'diesel' }, noData);
    expect(data).toMatchObject({
      quantity_per_refuel: 40,
      refuels_per_month: 4,
      saving_per_refuel: 2,
      detour: { km: 0, consumption_per_100km: 5.5, quantity: 0, cost: 0, worth_it: true },
      net_saving_per_refuel: 2,
      saving_per_month: 8,
      saving_per_year: 96,
    });
  });

  it('a long detour is not worth it', async () => {
    // detour 200 × 6.5 / 100 = 13 L × 1.7 = 22.1 > saving 4: net −18.1, month −72.4, year −868.8.
    const data = await runHandler(
      calculateSavings,
      { usual_price: 1.8, cheap_price: 1.7, detour_km: 200, fuel: 'gasoline_95' },
      noData,
    );
    expect(data).toMatchObject({
      detour: { quantity: 13, cost: 22.1, worth_it: false },
      net_saving_per_refuel: -18.1,
      saving_per_month: -72.4,
      saving_per_year: -868.8,
    });
  });

  it('no saving is not worth it either (equal prices, no detour)', async () => {
    const data = await runHandler(
      calculateSavings,
      { usual_price: 1.7, cheap_price: 1.7, fuel: 'gasoline_95' },
      noData,
    );
    expect(data.detour.worth_it).toBe(false);
    expect(data.net_saving_per_refuel).toBe(0);
  });

  it('uses the caller consumption and cng kg', async () => {
    // detour 10 km × 4 kg / 100 = 0.4 kg × 1.1 = 0.44; saving (1.2 − 1.1) × 15 = 1.5; net 1.06.
    const data = await runHandler(
      calculateSavings,
      { fuel: 'cng', usual_price: 1.2, cheap_price: 1.1, quantity_per_refuel: 15, detour_km: 10, consumption: 4 },
      noData,
    );
    expect(data).toMatchObject({
      unit: 'kg',
      detour: { consumption_source: 'caller', cost: 0.44 },
      net_saving_per_refuel: 1.06,
    });
  });
});

describe('GET /v1/calc/savings', () => {
  const server = useCalcServer();

  it('answers without data (no-store until data is served), and is cached for a day once it is', async () => {
    const path = '/v1/calc/savings?usual_price=1.8&cheap_price=1.7&detour_km=6';
    const before = await server.json(path);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    server.store.swap(fakeCalcDataset(), new Date());
    expect((await server.json(path)).headers.get('cache-control')).toMatch(/max-age=86400/);
  });

  it('bounds: detour_km 0 and 200 ok, 200.1 not; quantity > 0 and ≤ 200; refuels ≤ 60; prices required', async () => {
    const base = '/v1/calc/savings?usual_price=1.8&cheap_price=1.7';
    for (const ok of ['&detour_km=0', '&detour_km=200', '&quantity_per_refuel=200', '&refuels_per_month=60']) {
      expect((await server.json(base + ok)).status).toBe(200);
    }
    for (const bad of [
      '&detour_km=200.1',
      '&quantity_per_refuel=0',
      '&quantity_per_refuel=200.1',
      '&refuels_per_month=61',
    ]) {
      expect(await problemOf(server, base + bad)).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    }
    expect((await problemOf(server, '/v1/calc/savings?usual_price=1.8')).status).toBe(400);
    expect((await problemOf(server, '/v1/calc/savings?usual_price=5.01&cheap_price=1')).status).toBe(400);
  });
});
