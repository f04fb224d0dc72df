import { describe, expect, it } from 'vitest';
import { calcContext, fakeCalcDataset, problemOf, runHandler, useCalcServer } from '../../test/support/calc-dataset.js';
import { compareVehicleCosts } from './vehicle-costs.js';

describe('compareVehicleCosts (formula)', () => {
  const context = calcContext(fakeCalcDataset());

  it("reproduces the contract's example (petrol 1.749, diesel 1.884, 20,000 km)", async () => {
    // petrol: 6.5 / 100 × 1.749 = 0.113685 EUR/km → 2,273.70 a year; diesel: 5.5 / 100 × 1.884 = 0.10362 → 2,072.40.
    // saving 201.30; payback 1,500 / 201.3 = 7.4516 → 7.45; break-even 1,500 / 0.010065 = 149,031.3 → 149,031 km.
    const data = await runHandler(
      compareVehicleCosts,
      { compare: 'petrol_vs_diesel', km_per_year: 20000, petrol_price: 1.749, diesel_price: 1.884 },
      calcContext(null),
    );
    expect(data).toEqual({
      compare: 'petrol_vs_diesel',
      km_per_year: 20000,
      currency: 'EUR',
      vehicles: [
        {
          vehicle: 'petrol',
          consumption_per_100km: 6.5,
          consumption_unit: 'L',
          energy_price: 1.749,
          energy_price_source: 'caller',
          cost_per_km: 0.1137,
          cost_per_year: 2273.7,
        },
        {
          vehicle: 'diesel',
          consumption_per_100km: 5.5,
          consumption_unit: 'L',
          energy_price: 1.884,
          energy_price_source: 'caller',
          cost_per_km: 0.1036,
          cost_per_year: 2072.4,
        },
      ],
      extra_price: 1500,
      extra_yearly_cost: 0,
      yearly_saving: 201.3,
      payback_years: 7.45,
      break_even_km_per_year: 149031,
      formula: 'cost_per_km = consumption / 100 × price; payback_years = extra_price / yearly_saving',
    });
  });

  it('defaults the prices to the Spain means (gasoline_95 1.53, diesel 1.42)', async () => {
    const data = await runHandler(compareVehicleCosts, { compare: 'petrol_vs_diesel', km_per_year: 10000 }, context);
    // petrol 0.065 × 1.53 = 0.09945/km → 994.50; diesel 0.055 × 1.42 = 0.0781/km → 781.00; saving 213.50.
    // payback 1500 / 213.5 = 7.0258 → 7.03; break-even 1500 / 0.02135 = 70,257.6 → 70,258.
    expect(data.vehicles.map((v) => [v.energy_price, v.energy_price_source, v.cost_per_year])).toEqual([
      [1.53, 'spain_average', 994.5],
      [1.42, 'spain_average', 781],
    ]);
    expect(data).toMatchObject({ yearly_saving: 213.5, payback_years: 7.03, break_even_km_per_year: 70258 });
  });

  it('an extra yearly cost can make the yearly saving negative while the per-km saving stays positive', async () => {
    // 10,000 km: petrol 1,136.85; diesel 1,036.20 + 500 = 1,536.20; saving −399.35 → no payback.
    // break-even (1,500 + 500) / 0.010065 = 198,708.4 → 198,708 km.
    const data = await runHandler(
      compareVehicleCosts,
      {
        compare: 'petrol_vs_diesel',
        km_per_year: 10000,
        petrol_price: 1.749,
        diesel_price: 1.884,
        diesel_extra_yearly_cost: 500,
      },
      context,
    );
    expect(data).toMatchObject({
      extra_yearly_cost: 500,
      yearly_saving: -399.35,
      payback_years: null,
      break_even_km_per_year: 198708,
    });
    expect(data.vehicles[1]?.cost_per_year).toBe(1536.2);
  });

  it('a diesel that costs more per km never pays off', async () => {
    const data = await runHandler(
      compareVehicleCosts,
      { compare: 'petrol_vs_diesel', km_per_year: 10000, petrol_price: 1, diesel_price: 3 },
      context,
    );
    // petrol 0.065/km, diesel 0.165/km: saving −1,000.
    expect(data).toMatchObject({ yearly_saving: -1000, payback_years: null, break_even_km_per_year: null });
  });

  it('ev_vs_fuel defaults: 17 kWh/100 km at 0.20 EUR/kWh (default), 8,000 EUR extra', async () => {
    // petrol 0.113685/km × 15,000 = 1,705.275 → 1,705.28; electric 0.17 × 0.2 = 0.034/km → 510.
    // saving 1,195.275 → 1,195.28; payback 8,000 / 1,195.275 = 6.693 → 6.69; break-even 8,000 / 0.079685 = 100,395.3.
    const data = await runHandler(
      compareVehicleCosts,
      { compare: 'ev_vs_fuel', km_per_year: 15000, petrol_price: 1.749 },
      calcContext(null),
    );
    expect(data.vehicles[1]).toEqual({
      vehicle: 'electric',
      consumption_per_100km: 17,
      consumption_unit: 'kWh',
      energy_price: 0.2,
      energy_price_source: 'default',
      cost_per_km: 0.034,
      cost_per_year: 510,
    });
    expect(data).toMatchObject({
      compare: 'ev_vs_fuel',
      extra_price: 8000,
      extra_yearly_cost: 0,
      yearly_saving: 1195.28,
      payback_years: 6.69,
      break_even_km_per_year: 100395,
    });
  });

  it('needs data only for a price the caller does not give', async () => {
    await expect(
      runHandler(compareVehicleCosts, { compare: 'ev_vs_fuel', km_per_year: 1000 }, calcContext(null)),
    ).rejects.toMatchObject({ code: 'TEMPORARILY_UNAVAILABLE' });
  });
});

describe('GET /v1/calc/vehicle-costs', () => {
  const server = useCalcServer(() => fakeCalcDataset());

  it('answers both comparisons in the contract shape', async () => {
    expect((await server.json('/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=20000')).status).toBe(200);
    expect((await server.json('/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=20000')).status).toBe(200);
  });

  it('km_per_year: 200000 is accepted; 0, 200001 and a missing one are not', async () => {
    expect((await server.json('/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=200000')).status).toBe(200);
    for (const km of ['0', '200001']) {
      expect((await problemOf(server, `/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=${km}`)).status).toBe(400);
    }
    expect((await problemOf(server, '/v1/calc/vehicle-costs?compare=ev_vs_fuel')).status).toBe(400);
  });

  it('a parameter of the other comparison is 400', async () => {
    const wrong = await problemOf(
      server,
      '/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=1&ev_consumption=15',
    );
    expect(wrong).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    expect(
      (await problemOf(server, '/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=1&diesel_price=1.5')).status,
    ).toBe(400);
  });

  it('bounds: electricity_price ≤ 2, extra prices ≥ 0', async () => {
    expect(
      (await server.json('/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=1&electricity_price=2')).status,
    ).toBe(200);
    expect((await server.json('/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=1&ev_extra_price=0')).status).toBe(
      200,
    );
    expect(
      (await problemOf(server, '/v1/calc/vehicle-costs?compare=ev_vs_fuel&km_per_year=1&electricity_price=2.01'))
        .status,
    ).toBe(400);
    expect(
      (await problemOf(server, '/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=1&diesel_extra_price=-1'))
        .status,
    ).toBe(400);
  });
});
