// A refuelling plan for a route: the candidates, the optimal plan (or PLAN_NOT_FEASIBLE, saying where the tank runs
// dry), the two baselines and the savings, as RoutePlanData. Shared by POST /v1/route/plan and the catalogue's
// GET /v1/routes/{slug}/plan.
import { madridIso } from '../../../core/clock.js';
import { unitOf } from '../../../core/model.js';
import { ApiProblem } from '../../../core/problem.js';
import { PROBLEM_DETAILS } from '../../../core/problem-details.js';
import type { Dataset } from '../../../store/dataset.js';
import type { LatLng } from '../../../store/spatial/geo.js';
import { litres as litres3 } from '../../calculators/calc-shared.js';
import { DETOUR_FACTOR, detourFuel } from '../../shared/detour.js';
import { openNowAt } from '../../shared/open-now.js';
import { stationEntry } from '../../shared/station-entry.js';
import type { HandlerContext, Schemas } from '../../shared/types.js';
import { km3 } from '../route-corridor.js';
import { type BaselineRun, cheapestInRangeBaseline, reserveFillBaseline } from './baselines.js';
import { dryPoint } from './dry-point.js';
import { optimalPlan } from './optimal-plan.js';
import { type PlanCandidate, planCandidates } from './plan-candidates.js';
import type { PlanOptions } from './plan-options.js';
import { fuelAt, ML_PER_LITRE, millilitres, type Purchase, type TankModel, usedMlAt } from './tank-model.js';

type RoutePlanData = Schemas['RoutePlanData'];
type PlanStop = Schemas['PlanStop'];

export interface PlanRoute {
  slug: string | null;
  title: string | null;
  points: readonly LatLng[];
  /** The distance the tank follows, km (3 decimals). */
  lengthKm: number;
  lengthSource: 'points' | 'caller' | 'stated';
  /** Positions along the points are multiplied by this (the stated length over the points' length). */
  scale: number;
}

const MINUTE_MS = 60_000;
const euros = (milliEuros: number): number => milliEuros / 1000;

export function routePlan(
  route: PlanRoute,
  options: PlanOptions,
  dataset: Dataset,
  context: HandlerContext,
): { data: RoutePlanData; changesAt: Date | null } {
  const candidates = planCandidates(dataset, route.points, route.scale, options);
  const open = candidates.filter((candidate) => candidate.openAtArrival?.open === true);
  const tank: TankModel = {
    tankMl: millilitres(options.tankL),
    startMl: millilitres(options.startL),
    reserveMl: millilitres(options.reserveL),
    endUsedMl: usedMlAt(route.lengthKm, options.consumption),
    mlPerKm: options.consumption * 10,
  };
  const plan = optimalPlan(open, tank, options.maxStops);
  if (!plan.feasible) {
    const dry = dryPoint(open, tank, route.lengthKm, options.maxStops);
    // The gap from the km shown, so that the two figures add up to where the gap ends.
    const dryAtKm = km3(dry.dryAtKm);
    const shown = { dryAtKm, gapKm: km3(dry.dryAtKm + dry.gapKm - dryAtKm), gapTo: dry.gapTo };
    throw new ApiProblem(
      'PLAN_NOT_FEASIBLE',
      PROBLEM_DETAILS.planNotFeasible(route.lengthKm, options.maxStops, shown),
      {},
      {
        dry_at_km: shown.dryAtKm,
        gap_km: shown.gapKm,
        gap_to: shown.gapTo,
      },
    );
  }
  const now = context.clock.now();
  const openNow = openNowAt(now);
  const stopsOf = (purchases: readonly Purchase[]): PlanStop[] => {
    let bought = 0;
    return purchases.map(({ index, litres }) => {
      const candidate = open[index] as PlanCandidate;
      const stop = planStop(
        candidate,
        litres,
        fuelAt(tank, bought, candidate.usedMl),
        options,
        dataset,
        context,
        openNow,
      );
      bought += litres;
      return stop;
    });
  };
  const planStops = stopsOf(plan.stops);
  const planTotalMil = plan.costMil;
  const baseline = (run: BaselineRun): Schemas['PlanBaseline'] => {
    const stops = stopsOf(run.stops);
    const totals = outcomeTotals(run.stops, open, tank);
    return {
      reachable: run.reachable,
      runs_dry_at_km: run.runsDryAtKm === null ? null : km3(run.runsDryAtKm),
      stops,
      litres: totals.litres,
      fuel_cost: run.reachable ? euros(totals.fuelMil) : null,
      detour_cost: run.reachable ? euros(totals.detourMil) : null,
      total_cost: run.reachable ? euros(totals.fuelMil + totals.detourMil) : null,
      fuel_at_end_l: run.reachable ? litres3(totals.endMl / ML_PER_LITRE) : null,
      saving: run.reachable ? euros(totals.fuelMil + totals.detourMil - planTotalMil) : null,
    };
  };
  const totals = outcomeTotals(plan.stops, open, tank);
  const data: RoutePlanData = {
    fuel: options.fuel,
    unit: unitOf(options.fuel),
    currency: 'EUR',
    route: {
      slug: route.slug,
      title: route.title,
      points: route.points.length,
      length_km: route.lengthKm,
      length_source: route.lengthSource,
    },
    options: {
      corridor_km: options.corridorKm,
      tank_l: options.tankL,
      start_l: options.startL,
      consumption_l_100km: options.consumption,
      consumption_source: options.consumptionSource,
      reserve_l: options.reserveL,
      departure: madridIso(options.departureMs),
      departure_source: options.departureSource,
      speed_kmh: options.speedKmh,
      detour_factor: DETOUR_FACTOR,
      litre_step: 1,
      max_stops: options.maxStops,
      discounts: Object.fromEntries(options.discounts),
    },
    candidates: {
      in_corridor: candidates.length,
      open_at_arrival: open.length,
      hours_unknown: candidates.filter((candidate) => candidate.openAtArrival === null).length,
    },
    plan: {
      stops: planStops,
      litres: totals.litres,
      fuel_cost: euros(totals.fuelMil),
      detour_cost: euros(totals.detourMil),
      total_cost: euros(planTotalMil),
      fuel_at_end_l: litres3(totals.endMl / ML_PER_LITRE),
    },
    baselines: {
      reserve_fill: baseline(reserveFillBaseline(open, tank)),
      cheapest_in_range: baseline(cheapestInRangeBaseline(open, tank)),
    },
  };
  // The listed stations' open_now bounds the answer's life, and so does a departure taken from the request's minute.
  let changesAt = openNow.changesAt();
  if (options.departureSource === 'request') {
    const minuteEnds = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
    if (changesAt === null || minuteEnds < changesAt) changesAt = minuteEnds;
  }
  return { data, changesAt };
}

function outcomeTotals(purchases: readonly Purchase[], open: readonly PlanCandidate[], tank: TankModel) {
  let litres = 0;
  let fuelMil = 0;
  let detourMil = 0;
  for (const { index, litres: bought } of purchases) {
    const candidate = open[index] as PlanCandidate;
    litres += bought;
    fuelMil += bought * candidate.priceAfterMil;
    detourMil += candidate.detourCostMil;
  }
  return { litres, fuelMil, detourMil, endMl: fuelAt(tank, litres, tank.endUsedMl) };
}

function planStop(
  candidate: PlanCandidate,
  litres: number,
  arrivalMl: number,
  options: PlanOptions,
  dataset: Dataset,
  context: HandlerContext,
  openNow: ReturnType<typeof openNowAt>,
): PlanStop {
  const closesAt = candidate.openAtArrival?.closesAtMs ?? null;
  return {
    station: stationEntry(candidate.station, options.fuel, dataset, context.links, openNow),
    position_km: candidate.positionKm,
    detour_km: candidate.detourKm,
    arrival_at: madridIso(candidate.arrivalMs),
    open_until: closesAt === null ? null : madridIso(closesAt),
    fuel_on_arrival_l: litres3(arrivalMl / ML_PER_LITRE),
    litres,
    price: candidate.price,
    price_after_discount: euros(candidate.priceAfterMil),
    detour_fuel_l: litres3(detourFuel(candidate.detourKm, options.consumption)),
    detour_cost: euros(candidate.detourCostMil),
    cost: euros(litres * candidate.priceAfterMil + candidate.detourCostMil),
  };
}
