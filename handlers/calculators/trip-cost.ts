// GET /v1/calc/trip-cost: fuel cost of a trip from km or from two points (straight line × 1.25).

import { unitOf } from '../../core/model.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { price3 } from '../../core/rounding.js';
import type { Handler } from '../shared/types.js';
import { DEFAULT_CONSUMPTION, litres, money, resolvePrice, round } from './calc-shared.js';

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Road distance over straight-line distance assumed for a trip given by two points. */
export const ROAD_FACTOR = 1.25;
/** Longest one-way route the trip calculators accept, km. */
export const MAX_TRIP_KM = 1500;

/** Great-circle distance in km between two WGS84 points (haversine). */
export function haversineKm(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (toLat - fromLat) * rad;
  const dLng = (toLng - fromLng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(fromLat * rad) * Math.cos(toLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown with 3 decimals, like litres. */
const km3 = (value: number): number => round(value, 3);

export const calculateTripCost: Handler<'calculateTripCost'> = ({ query }, context) => {
  const fuel = query.fuel;
  const roundTrip = query.round_trip;
  const people = query.people;

  let oneWayKm: number;
  let straightLineKm: number | null = null;
  if (query.km !== undefined) {
    oneWayKm = query.km;
    if (oneWayKm > MAX_TRIP_KM) {
      throw invalidParameter('km', query.km, PARAMETER_REASONS.tripTooLong(MAX_TRIP_KM));
    }
  } else {
    const { from_lat, from_lng, to_lat, to_lng } = query;
    if (from_lat === undefined || from_lng === undefined || to_lat === undefined || to_lng === undefined) {
      // The parameter rules guarantee one complete form; this only narrows the types.
      throw invalidParameter('km', undefined, PARAMETER_REASONS.kmRequired);
    }
    straightLineKm = haversineKm(from_lat, from_lng, to_lat, to_lng);
    oneWayKm = straightLineKm * ROAD_FACTOR;
    if (oneWayKm > MAX_TRIP_KM) {
      throw invalidParameter(
        'to_lat',
        to_lat,
        PARAMETER_REASONS.tripFromCoordinatesTooLong(km3(oneWayKm), ROAD_FACTOR, MAX_TRIP_KM),
      );
    }
  }

  const totalKm = oneWayKm * (roundTrip ? 2 : 1);
  const consumption = query.consumption ?? DEFAULT_CONSUMPTION[fuel];
  const quantity = (totalKm * consumption) / 100;
  const resolved = resolvePrice(context, fuel, { price: query.price, province: query.province });
  const cost = quantity * resolved.price;

  return {
    data: {
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      distance_source: straightLineKm === null ? 'km' : 'coordinates',
      straight_line_km: straightLineKm === null ? null : km3(straightLineKm),
      road_factor: straightLineKm === null ? null : ROAD_FACTOR,
      one_way_km: km3(oneWayKm),
      round_trip: roundTrip,
      total_km: km3(totalKm),
      consumption_per_100km: consumption,
      consumption_source: query.consumption === undefined ? 'default' : 'caller',
      quantity: litres(quantity),
      price: price3(resolved.price),
      price_source: resolved.source,
      province: resolved.province && {
        level: 'province',
        code: resolved.province.code,
        slug: resolved.province.slug,
        name: resolved.province.name,
      },
      cost: money(cost),
      people,
      cost_per_person: money(cost / people),
      formula: 'cost = total_km × consumption / 100 × price',
    },
  };
};
