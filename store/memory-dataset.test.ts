import { describe, expect, it } from 'vitest';
import type { Prices, Station } from '../core/model.js';
import { buildDataset, type DatasetInput } from './memory-dataset.js';

function station(id: number, lat: number, lowTax: boolean, prices: Prices, sellsToPublic = true): Station {
  return {
    id,
    name: `Station ${id}`,
    brand_slug: 'test',
    brand_name: 'Test',
    address: null,
    locality: null,
    postal_code: null,
    municipality_id: 1,
    province_code: lowTax ? '35' : '28',
    community_code: lowTax ? '05' : '13',
    lat,
    lng: -3,
    is_24h: true,
    hours: null,
    opening_hours: null,
    low_tax_area: lowTax,
    sells_to_public: sellsToPublic,
    margin: null,
    road_ref: null,
    road_km: null,
    prices,
  };
}

const STATIONS = [
  station(1, 40.0, false, { diesel: 1.5 }),
  station(2, 40.1, false, { diesel: 1.4 }),
  station(3, 28.1, true, { diesel: 1.1 }),
  station(4, 40.2, false, { diesel: 1.4 }),
  station(5, 40.3, false, { diesel: 1.0 }, false),
];

const build = (extra: Partial<DatasetInput> = {}) =>
  buildDataset({
    version: 'v',
    sourceTime: '2026-08-22T11:53:31Z',
    sourceDate: '2026-08-22',
    isSample: false,
    stations: STATIONS,
    territories: { communities: [], provinces: [], municipalities: [] },
    ...extra,
  });

describe('buildDataset builds the indexes of the snapshot at once', () => {
  it('times every index, keeping the times the loader gives', () => {
    const { loadTimesMs } = build({ loadTimesMs: { tables: 12.5 } });
    expect(Object.keys(loadTimesMs).sort()).toEqual(
      [
        'tables',
        'point_index',
        'territory_stats',
        'search',
        'brands',
        'roads',
        'spain_orders',
        'price_context',
        'price_changes',
      ].sort(),
    );
    expect(loadTimesMs.tables).toBe(12.5);
  });

  it('orders each fuel cheapest first (ties by id), public stations only, low-tax areas apart', () => {
    const orders = build().spainOrders.diesel;
    expect(orders.all.map((s) => s.id)).toEqual([3, 2, 4, 1]);
    expect(orders.taxed.map((s) => s.id)).toEqual([2, 4, 1]);
    expect(orders.lowTax.map((s) => s.id)).toEqual([3]);
    expect(build().spainOrders.lpg.all).toEqual([]);
  });

  it("answers the previous day's mean of an area from the loader's map, null when there is none", () => {
    const dataset = build({
      previousDayMeans: new Map([
        ['diesel|spain|es', 1.45],
        ['diesel|province|28', 1.47],
      ]),
    });
    expect(dataset.previousDayMean('diesel', { level: 'spain' })).toBe(1.45);
    expect(dataset.previousDayMean('diesel', { level: 'province', code: '28' })).toBe(1.47);
    expect(dataset.previousDayMean('diesel', { level: 'province', code: '35' })).toBeNull();
    expect(build().previousDayMean('diesel', { level: 'spain' })).toBeNull();
  });

  it('has one H3 index over the public stations, the one the radius search uses (point i is stations[i])', () => {
    const dataset = build();
    expect(Array.from(dataset.pointIndex.ids)).toEqual(dataset.stations.map((s) => s.id));
    const viaIndex = dataset.pointIndex.within(40.05, -3, 20).map((hit) => dataset.stations[hit.index]?.id);
    const viaDataset: number[] = [];
    dataset.forEachStationWithin(40.05, -3, 20, (station) => viaDataset.push(station.id));
    expect(viaIndex.sort()).toEqual(viaDataset.sort());
    expect(viaDataset.sort()).toEqual([1, 2, 4]);
  });
});
