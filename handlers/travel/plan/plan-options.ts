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
const RFC_3339 = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/;

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
  const match = RFC_3339.exec(text);
  const ms = Date.parse(text);
  if (!match || Number.isNaN(ms) || !namesARealDay(match)) {
    throw invalidParameter('departure', text, PARAMETER_REASONS.notAnInstant);
  }
  const nowMs = now.getTime();
  if (ms < nowMs - DEPARTURE_BEFORE_MS || ms > nowMs + DEPARTURE_AFTER_MS) {
    throw invalidParameter('departure', text, PARAMETER_REASONS.departureWindow(madridIso(nowMs)));
  }
  return ms;
}

/** Date.parse rolls 2026-02-30 over to 2 March: the day written must exist, and its hour be before 24. */
function namesARealDay([, year, month, day, hour]: RegExpExecArray): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(hour) < 24;
}
