import { describe, expect, it } from 'vitest';
import { calcContext, fakeCalcDataset, problemOf, runHandler, useCalcServer } from '../../test/support/calc-dataset.js';
import { calculateTripCost, haversineKm } from './trip-cost.js';

describe('haversineKm', () => {
  it('one degree of latitude is π / 180 × 6371.0088 = 111.195 km', () => {
    expect(haversineKm(40, -3, 41, -3)).toBeCloseTo(111.195, 3);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineKm(40.4168, -3.7038, 39.4699, -0.3763)).toBeCloseTo(
      haversineKm(39.4699, -0.3763, 40.4168, -3.7038),
      9,
    );
    expect(haversineKm(40, -3, 40, -3)).toBe(0);
  });
});

describe('calculateTripCost (formula)', () => {
  const context = calcContext(fakeCalcDataset());

  it("reproduces the contract's example: 350 km × 6.5 / 100 = 22.75 L; × 1.749 = 39.78975 → 39.79; / 2 = 19.89", async () => {
    const data = await runHandler(
      calculateTripCost,
      { km: 350, price: 1.749, people: 2, fuel: 'gasoline_95', round_trip: false },
      context,
    );
    expect(data).toMatchObject({
      fuel: 'gasoline_95',
      unit: 'L',
      distance_source: 'km',
      straight_line_km: null,
      road_factor: null,
      one_way_km: 350,
      round_trip: false,
      total_km: 350,
      consumption_per_100km: 6.5,
      consumption_source: 'default',
      quantity: 22.75,
      price: 1.749,
      price_source: 'caller',
      province: null,
      cost: 39.79,
      people: 2,
      cost_per_person: 19.89,
    });
  });

  it('defaults: gasoline_95, people 1, one way, Spain mean 1.53: 100 km × 6.5 / 100 = 6.5 L × 1.53 = 9.945 → 9.95', async () => {
    const data = await runHandler(
      calculateTripCost,
      { km: 100, fuel: 'gasoline_95', round_trip: false, people: 1 },
      context,
    );
    expect(data).toMatchObject({
      fuel: 'gasoline_95',
      people: 1,
      round_trip: false,
      quantity: 6.5,
      price: 1.53,
      price_source: 'spain_average',
      cost: 9.95,
      cost_per_person: 9.95,
    });
  });

  it('round trip doubles: 200 km diesel 5.5 → 400 km, 22 L × Madrid mean 1.625 = 35.75; 3 people 11.916… → 11.92', async () => {
    // Madrid diesel mean: (1.6 + 1.65) / 2 = 1.625.
    const data = await runHandler(
      calculateTripCost,
      { km: 200, fuel: 'diesel', round_trip: true, people: 3, province: 'madrid' },
      context,
    );
    expect(data).toMatchObject({
      total_km: 400,
      consumption_per_100km: 5.5,
      quantity: 22,
      price: 1.625,
      price_source: 'province_average',
      province: { level: 'province', code: '28', slug: 'madrid', name: 'Madrid' },
      cost: 35.75,
      cost_per_person: 11.92,
    });
  });

  it('from coordinates: 1° of latitude 111.195 km × 1.25 = 138.994 km; × 8 / 100 = 11.12 L × 1.5 = 16.68', async () => {
    const data = await runHandler(
      calculateTripCost,
      {
        from_lat: 40,
        from_lng: -3,
        to_lat: 41,
        to_lng: -3,
        consumption: 8,
        price: 1.5,
        fuel: 'gasoline_95',
        round_trip: false,
        people: 1,
      },
      context,
    );
    // 111.19508 × 1.25 = 138.99385; × 0.08 = 11.11951 L; × 1.5 = 16.67926 EUR.
    expect(data).toMatchObject({
      distance_source: 'coordinates',
      straight_line_km: 111.195,
      road_factor: 1.25,
      one_way_km: 138.994,
      total_km: 138.994,
      consumption_source: 'caller',
      quantity: 11.12,
      cost: 16.68,
    });
  });

  it('cng is in kg with 4.5 kg/100 km: 100 km → 4.5 kg × 1.2 = 5.4', async () => {
    const data = await runHandler(
      calculateTripCost,
      { km: 100, fuel: 'cng', price: 1.2, round_trip: false, people: 1 },
      calcContext(null),
    );
    expect(data).toMatchObject({ unit: 'kg', consumption_per_100km: 4.5, quantity: 4.5, cost: 5.4 });
  });

  it('works without data when the caller gives the price', async () => {
    const data = await runHandler(
      calculateTripCost,
      { km: 10, price: 2, fuel: 'gasoline_95', round_trip: false, people: 1 },
      calcContext(null),
    );
    expect(data.cost).toBe(1.3); // 10 × 6.5 / 100 = 0.65 L × 2
  });
});

describe('GET /v1/calc/trip-cost', () => {
  const server = useCalcServer(() => fakeCalcDataset());

  it('answers the contract shape', async () => {
    const { status, body } = await server.json<{ data: { cost: number; price_source: string } }>(
      '/v1/calc/trip-cost?km=350&people=2',
    );
    expect(status).toBe(200);
    // 22.75 L × 1.53 = 34.8075 → 34.81
    expect(body.data).toMatchObject({ cost: 34.81, cost_per_person: 17.4, price_source: 'spain_average' });
  });

  it('km: 1500 is accepted, 1500.1 is over the 1,500 km trip limit, 0 is out of range', async () => {
    expect((await server.json('/v1/calc/trip-cost?km=1500')).status).toBe(200);
    const over = await problemOf(server, '/v1/calc/trip-cost?km=1500.1');
    expect(over).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
    expect(over.detail).toMatch(/^km: 1500\.1 .*1,500 km/);
    expect(await problemOf(server, '/v1/calc/trip-cost?km=0')).toMatchObject({ status: 400 });
  });

  it('coordinates over 1,500 km one way (Tenerife to Girona) give 400', async () => {
    const { status, code, detail } = await problemOf(
      server,
      '/v1/calc/trip-cost?from_lat=28.4&from_lng=-16.3&to_lat=42&to_lng=3',
    );
    expect({ status, code }).toEqual({ status: 400, code: 'INVALID_PARAMETER' });
    expect(detail).toMatch(/over 1,500 km/);
  });

  it('people: 1 and 9 are accepted, 0 and 10 are not', async () => {
    expect((await server.json('/v1/calc/trip-cost?km=10&people=1')).status).toBe(200);
    expect((await server.json('/v1/calc/trip-cost?km=10&people=9')).status).toBe(200);
    expect((await problemOf(server, '/v1/calc/trip-cost?km=10&people=0')).status).toBe(400);
    expect((await problemOf(server, '/v1/calc/trip-cost?km=10&people=10')).status).toBe(400);
  });

  it('consumption up to 40 and price up to 5', async () => {
    expect((await server.json('/v1/calc/trip-cost?km=10&consumption=40&price=5')).status).toBe(200);
    expect((await problemOf(server, '/v1/calc/trip-cost?km=10&consumption=40.1')).status).toBe(400);
    expect((await problemOf(server, '/v1/calc/trip-cost?km=10&price=5.01')).status).toBe(400);
  });

  it('combinations: km with coordinates, incomplete coordinates, price with province, neither form', async () => {
    const paths = [
      '/v1/calc/trip-cost?km=10&from_lat=40&from_lng=-3&to_lat=41&to_lng=-3',
      '/v1/calc/trip-cost?from_lat=40&from_lng=-3&to_lat=41',
      '/v1/calc/trip-cost?km=10&price=1.5&province=madrid',
      '/v1/calc/trip-cost?people=2',
    ];
    for (const path of paths)
      expect(await problemOf(server, path)).toMatchObject({ status: 400, code: 'INVALID_PARAMETER' });
  });

  it('an unknown province is 404 PROVINCE_NOT_FOUND', async () => {
    expect(await problemOf(server, '/v1/calc/trip-cost?km=10&province=narnia')).toMatchObject({
      status: 404,
      code: 'PROVINCE_NOT_FOUND',
    });
  });

  it('round_trip takes true/false/1/0', async () => {
    const { body } = await server.json<{ data: { total_km: number } }>('/v1/calc/trip-cost?km=10&round_trip=1');
    expect(body.data.total_km).toBe(20);
  });
});
