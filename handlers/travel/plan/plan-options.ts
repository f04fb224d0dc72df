// The options of a plan as the body of POST /v1/route/plan or the query of GET /v1/routes/{slug}/plan give them,
// with the defaults the contract cannot write (the fuel's consumption, the request's minute) and the rules that tie
// them together, each refused naming the parameter.

import { madridIso } from '../../../core/clock.js';
import type { Fuel } from '../../../core/model.js';
import { PARAMETER_REASONS } from '../../../core/parameter-reasons.js';
import { invalidParameter } from '../../../core/problem.js';
import type { Dataset } from '../../../store/dataset.js';
import { DEFAULT_CONSUMPTION } from '../../calculators/calc-shared.js';
import { type Discounts, readDiscounts } from '../../shared/discounts.js';
import { instantMs } from '../../shared/instant.js';

/** What a plan takes, as both operations name it (validated and defaulted by the contract where it can). */
export interface PlanRequest {
  fuel: Fuel;
  corridor_km: number;
  tank_l: number;
  start_l: number;
  consumption_l_100km?: number;
  reserve_l: number;
  departure?: string;
  speed_kmh: number;
  discounts?: string | Readonly<Record<string, number>>;
  max_stops?: number;
}

export interface PlanOptions {
  fuel: Fuel;
  corridorKm: number;
  tankL: number;
  startL: number;
  consumption: number;
  consumptionSource: 'caller' | 'default';
  reserveL: number;
  departureMs: number;
  departureSource: 'caller' | 'request';
  speedKmh: number;
  discounts: Discounts;
  maxStops: number | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far from the request a departure may be: the prices are today's, and the hours are a week's. */
const DEPARTURE_BEFORE_MS = DAY_MS;
const DEPARTURE_AFTER_MS = 7 * DAY_MS;

export function planOptions(request: PlanRequest, dataset: Dataset, now: Date): PlanOptions {
  const { tank_l: tankL, start_l: startL, reserve_l: reserveL } = request;
  if (reserveL >= tankL) throw invalidParameter('reserve_l', reserveL, PARAMETER_REASONS.belowOther('tank_l', tankL));
  if (startL < reserveL || startL > tankL) {
    throw invalidParameter('start_l', startL, PARAMETER_REASONS.betweenOthers('reserve_l', reserveL, 'tank_l', tankL));
  }
  const departure =
    request.departure === undefined
      ? { ms: Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS, source: 'request' as const }
      : { ms: departureMs(request.departure, now), source: 'caller' as const };
  return {
    fuel: request.fuel,
    corridorKm: request.corridor_km,
    tankL,
    startL,
    consumption: request.consumption_l_100km ?? DEFAULT_CONSUMPTION[request.fuel],
    consumptionSource: request.consumption_l_100km === undefined ? 'default' : 'caller',
    reserveL,
    departureMs: departure.ms,
    departureSource: departure.source,
    speedKmh: request.speed_kmh,
    discounts: readDiscounts(request.discounts, dataset),
    maxStops: request.max_stops ?? null,
  };
}

/** An RFC 3339 instant with seconds and an offset that names a real calendar day, near the request. */
function departureMs(text: string, now: Date): number {
  const ms = instantMs('departure', text);
  const nowMs = now.getTime();
  if (ms < nowMs - DEPARTURE_BEFORE_MS || ms > nowMs + DEPARTURE_AFTER_MS) {
    throw invalidParameter('departure', text, PARAMETER_REASONS.departureWindow(madridIso(nowMs)));
  }
  return ms;
}
