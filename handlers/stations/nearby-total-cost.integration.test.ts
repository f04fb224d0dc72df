import { describe, expect, it } from 'vitest';
import type { Fuel } from '../../core/model.js';
import { roundTo } from '../../core/rounding.js';
import type { Dataset } from '../../store/dataset.js';
import { haversineKm } from '../../store/spatial/geo.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import type { Schemas } from '../shared/types.js';

type NearbyData = Schemas['NearbyData'];

interface Costed {
  id: number;
  distance: number;
  cost: number;
  total: Schemas['TotalCost'];
}

/**
 * The reference, from the TotalCost schema's words: every station within the radius, litres × (price − discount,
 * never below 0) + 2 × (distance × 1.3) × consumption / 100 × price, ranked by that cost, then distance, then id.
 */
function expected(
  dataset: Dataset,
  q: { lat: number; lng: number; radius: number; fuel: Fuel; litres: number; consumption: number },
  discounts: Record<string, number>,
): Costed[] {
  const hits: Costed[] = [];
  for (const station of dataset.stations) {
    const price = station.prices[q.fuel];
    const exact = haversineKm(q.lat, q.lng, station.lat, station.lng);
    if (price === undefined || exact > q.radius) continue;
    const distance = Math.round(exact * 1000) / 1000;
    const after = Math.max(0, roundTo(price - (discounts[station.brand_slug] ?? 0) / 100, 3));
    const detourKm = roundTo(distance * 1.3, 3);
    const fuel = (2 * detourKm * q.consumption) / 100;
    const cost = roundTo(q.litres * after + fuel * price, 3);
    hits.push({
      id: station.id,
      distance,
      cost,
      total: {
        litres: q.litres,
        price_after_discount: after,
        detour_km: detourKm,
        detour_fuel_l: roundTo(fuel, 3),
        cost,
      },
    });
  }
  return hits.sort((a, b) => a.cost - b.cost || a.distance - b.distance || a.id - b.id);
}

describe('GET /v1/stations/nearby?sort=total_cost', () => {
  const core = useSliceCoreServer();
  const nearby = (query: string) =>
    core.server.json<{ data: NearbyData; code?: string; detail?: string }>(`/v1/stations/nearby?${query}`, {
      headers: { 'accept-language': 'en' },
    });

  it.each([
    ['Madrid, 40 L of petrol, a Repsol card', 40.416, -3.703, 10, 'gasoline_95', 40, 6.5, { repsol: 5 }],
    ['Albacete, 60 L of diesel at 9 L/100 km', 38.995, -1.856, 25, 'diesel', 60, 9, {}],
    ['Albacete, 5 L: the detour weighs more than the price', 38.995, -1.856, 25, 'diesel', 5, 9, {}],
  ] as const)(
    '%s: ranks by the cost of buying and of the detour, and each entry carries it',
    async (_, lat, lng, radius, fuel, litres, consumption, discounts) => {
      const pairs = Object.entries(discounts)
        .map(([brand, cents]) => `${brand}:${cents}`)
        .join(',');
      const query =
        `lat=${lat}&lng=${lng}&radius_km=${radius}&fuel=${fuel}&sort=total_cost&litres=${litres}&limit=50` +
        (consumption === 6.5 ? '' : `&consumption_l_100km=${consumption}`) +
        (pairs === '' ? '' : `&discounts=${pairs}`);
      const { status, body } = await nearby(query);
      expect(status).toBe(200);
      expect(body.data.sort).toBe('total_cost');
      const reference = expected(core.dataset, { lat, lng, radius, fuel, litres, consumption }, discounts).slice(0, 50);
      expect(reference.length).toBeGreaterThan(3);
      expect(body.data.stations.map((s) => [s.id, s.total_cost])).toEqual(reference.map((r) => [r.id, r.total]));
    },
  );

  it('ranks otherwise than the price where a cheaper station is further than its saving carries', async () => {
    const firsts = [];
    for (const [lat, lng] of [
      [40.416, -3.703],
      [38.995, -1.856],
      [37.389, -5.984],
      [41.65, -0.89],
    ]) {
      const near = `lat=${lat}&lng=${lng}&radius_km=50&fuel=diesel&limit=1`;
      const byCost = await nearby(`${near}&sort=total_cost&litres=5&consumption_l_100km=9`);
      const byPrice = await nearby(near);
      firsts.push([byCost.body.data.stations[0]?.id, byPrice.body.data.stations[0]?.id]);
    }
    expect(firsts.some(([cost, price]) => cost !== price)).toBe(true);
  });

  it.each([
    ['sort=total_cost', 'sort: "total_cost" needs litres as well: how much is bought'],
    ['litres=40', 'litres: 40 applies only to sort=total_cost'],
    ['sort=price&discounts=repsol:5', 'discounts: "repsol:5" applies only to sort=total_cost'],
    ['sort=distance&consumption_l_100km=7', 'consumption_l_100km: 7 applies only to sort=total_cost'],
    ['sort=total_cost&litres=40&discounts=nobrand:5', 'names "nobrand", which is no brand'],
    ['sort=total_cost&litres=40&discounts=repsol', 'must be brand:cents pairs'],
    ['sort=total_cost&litres=0', 'litres: "0" must be > 0'],
  ])('refuses %s', async (extra, detail) => {
    const { status, body } = await nearby(`lat=40.416&lng=-3.703&${extra}`);
    expect([status, body.code]).toEqual([400, 'INVALID_PARAMETER']);
    expect(body.detail).toContain(detail);
  });

  it('leaves total_cost out of the entries of the other sorts', async () => {
    const { body } = await nearby('lat=40.416&lng=-3.703&radius_km=10');
    expect(body.data.stations.length).toBeGreaterThan(0);
    for (const station of body.data.stations) expect(station).not.toHaveProperty('total_cost');
  });
});
