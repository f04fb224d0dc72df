// One call of every operation with valid parameters, built from a dataset (shared by the contract tests).
import { loadContent } from '../content/lib/load-content.js';
import type { Dataset } from '../store/dataset.js';

export interface Call {
  path: string;
  status: number;
  /** Only POST calls have one. */
  method?: 'POST';
  body?: unknown;
}

/** One call of every operation with valid parameters (and the answer expected from the sample data). */
export function validCalls(dataset: Dataset): Call[] {
  const station = dataset.stations.find((s) => s.prices.diesel !== undefined && !s.low_tax_area);
  if (!station) throw new Error('the sample has no diesel station on the peninsula');
  const at = `lat=${station.lat.toFixed(3)}&lng=${station.lng.toFixed(3)}`;
  const province = station.province_code;
  const { guides, routes } = loadContent();
  const ok = (path: string): Call => ({ path, status: 200 });
  // The route of the two POST operations: from the station 40 km north-east.
  const route = [
    [station.lat, station.lng],
    [station.lat + 0.3, station.lng + 0.3],
  ];
  return [
    ok('/'),
    ok('/v1/openapi'),
    ok('/v1/status'),
    ok(`/v1/stations/nearby?${at}&radius_km=25&fuel=diesel&sort=distance`),
    ok(`/v1/stations/nearby?${at}&radius_km=25&fuel=diesel&sort=total_cost&litres=40`),
    ok('/v1/stations/cheapest?fuel=diesel&limit=5'),
    ok(`/v1/stations/cheapest?level=province&code=${province}`),
    ok(`/v1/stations/${station.id}`),
    ok(`/v1/stations?ids=${station.id},999999999`),
    ok(`/v1/stations/${station.id}/history?fuel=diesel`),
    ok('/v1/prices'),
    ok(`/v1/prices?level=province&code=${province}&fuel=diesel`),
    ok('/v1/products/adblue'),
    ok('/v1/territories?level=province'),
    ok('/v1/search?q=madrid'),
    ok('/v1/brands'),
    ok(`/v1/brands/${station.brand_slug}`),
    ok('/v1/rankings/regions?level=province&fuel=diesel'),
    ok(`/v1/history?level=province&code=${province}&fuel=diesel`),
    ok(`/v1/insights?level=province&code=${province}&fuel=diesel`),
    ok(`/v1/changes?since=${dataset.priceChanges.firstInstant}&level=province&code=${province}&fuel=diesel`),
    ok(`/v1/watch?ids=${station.id}&fuel=diesel&below=1.5`),
    ok('/v1/history/monthly?fuel=diesel'),
    ok('/v1/reports'),
    ok('/v1/roads'),
    ok('/v1/routes?type=costa'),
    ok(`/v1/routes/${routes[0]?.slug}`),
    ok(`/v1/routes/${routes[0]?.slug}/plan?tank_l=60&start_l=55&departure=2026-08-22T16:00:00Z`),
    ok('/v1/content?q=gasolina'),
    ok(`/v1/content/guide/${guides[0]?.slug}`),
    ok('/v1/calc/trip-cost?km=350&fuel=diesel'),
    ok('/v1/calc/tank-cost?fuel=diesel&capacity=50'),
    ok('/v1/calc/vehicle-costs?compare=petrol_vs_diesel&km_per_year=15000'),
    ok('/v1/calc/savings?usual_price=1.55&cheap_price=1.45'),
    ok('/v1/calc/adblue?km_per_year=30000'),
    ok(`/v1/calc/price-breakdown?fuel=diesel&province=${province}`),
    ok('/v1/taxes'),
    {
      path: '/v1/route/fuel',
      status: 200,
      method: 'POST',
      body: { points: route, fuel: 'diesel', corridor_km: 10 },
    },
    {
      path: '/v1/route/plan',
      status: 200,
      method: 'POST',
      body: { points: route, fuel: 'diesel', tank_l: 50, start_l: 45, corridor_km: 10 },
    },
  ];
}
