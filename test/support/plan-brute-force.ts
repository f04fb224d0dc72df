// The reference for refuelling plans (tests only): the model of openapi.yaml's RoutePlanData written again from its
// text, on the corridor found without any index and the opening read by open_now's own reader, and a search of
// every plan (every station stopped at or not, every whole number of litres that fits) that drops a way to a state
// (station, litres bought, and stops when they are bounded) only when a way no dearer, with no more stops, reached
// it before. Shares no code with handlers/travel/plan/.
import type { Fuel, Station } from '../../core/model.js';
import { roundTo } from '../../core/rounding.js';
import { openNowAt } from '../../handlers/shared/open-now.js';
import type { Dataset } from '../../store/dataset.js';
import type { LatLng } from '../../store/spatial/geo.js';
import { bruteForceCorridor } from './route-brute-force.js';

export interface PlanTrip {
  points: readonly LatLng[];
  lengthKm: number;
  /** Positions along the points × this (a catalogue route's stated length over its path's). */
  scale?: number;
  fuel: Fuel;
  corridorKm: number;
  tankL: number;
  startL: number;
  consumption: number;
  reserveL: number;
  departureMs: number;
  speedKmh: number;
  discounts: Readonly<Record<string, number>>;
  maxStops: number | null;
}

export interface ReferenceCandidate {
  station: Station;
  positionKm: number;
  detourKm: number;
  arrivalMs: number;
  open: boolean;
  usedMl: number;
  /** Milli-euros. */
  price: number;
  afterDiscount: number;
  detourCost: number;
}

export interface ReferenceModel {
  /** Every station of the corridor selling the fuel, in travel order. */
  all: ReferenceCandidate[];
  /** Those open at their arrival. */
  open: ReferenceCandidate[];
  tankMl: number;
  startMl: number;
  reserveMl: number;
  endUsedMl: number;
}

const ml = (litres: number): number => roundTo(litres * 1000, 0);

export function referenceModel(dataset: Dataset, trip: PlanTrip): ReferenceModel {
  const scale = trip.scale ?? 1;
  const all = bruteForceCorridor(dataset, trip.points, trip.corridorKm, trip.fuel)
    .map(({ station, price, distanceToRouteKm, positionKm }): ReferenceCandidate => {
      const position = scale === 1 ? positionKm : roundTo(positionKm * scale, 3);
      const detourKm = roundTo(distanceToRouteKm * 1.3, 3);
      const arrivalMs = trip.departureMs + Math.round(((position + detourKm) / trip.speedKmh) * 3_600_000);
      const cents = trip.discounts[station.brand_slug] ?? 0;
      return {
        station,
        positionKm: position,
        detourKm,
        arrivalMs,
        open: openNowAt(new Date(arrivalMs)).of(station) === true,
        usedMl: roundTo(position * trip.consumption * 10, 0),
        price: Math.round(price * 1000),
        afterDiscount: Math.max(0, Math.round(price * 1000) - Math.round(roundTo(cents, 1) * 10)),
        detourCost: Math.round(roundTo(((2 * detourKm * trip.consumption) / 100) * price, 3) * 1000),
      };
    })
    .sort((a, b) => a.positionKm - b.positionKm || a.station.id - b.station.id);
  return {
    all,
    open: all.filter((c) => c.open),
    tankMl: ml(trip.tankL),
    startMl: ml(trip.startL),
    reserveMl: ml(trip.reserveL),
    endUsedMl: roundTo(trip.lengthKm * trip.consumption * 10, 0),
  };
}

export interface ReferencePlan {
  /** The least total cost, milli-euros; null when no plan reaches the end. */
  costMil: number | null;
  /** The fewest stops of the plans of that cost. */
  stops: number | null;
  /** The furthest km any plan (finished or not) reaches with the reserve left. */
  reachKm: number;
}

/** Every plan of the model, searched. */
export function searchEveryPlan(model: ReferenceModel, maxStops: number | null, lengthKm: number, mlPerKm: number) {
  const { open, tankMl, startMl, reserveMl, endUsedMl } = model;
  const stopLimit = maxStops ?? Number.POSITIVE_INFINITY;
  let best: { cost: number; stops: number } | null = null;
  let reachMl = startMl - reserveMl;
  // Without a bound on stops, two ways to the same (station, litres) differ only by cost, then stops.
  const seen = new Map<string, { cost: number; stops: number }>();
  const visit = (index: number, bought: number, cost: number, stops: number): void => {
    const key = maxStops === null ? `${index}:${bought}` : `${index}:${bought}:${stops}`;
    const known = seen.get(key);
    if (known !== undefined && (known.cost < cost || (known.cost === cost && known.stops <= stops))) return;
    seen.set(key, { cost, stops });
    // What this state reaches if it stops no more.
    reachMl = Math.max(reachMl, startMl + bought * 1000 - reserveMl);
    if (index === open.length) {
      if (startMl + bought * 1000 - endUsedMl >= reserveMl) {
        if (best === null || cost < best.cost || (cost === best.cost && stops < best.stops)) best = { cost, stops };
      }
      return;
    }
    const candidate = open[index] as ReferenceCandidate;
    const arrival = startMl + bought * 1000 - candidate.usedMl;
    if (arrival < reserveMl) return;
    visit(index + 1, bought, cost, stops);
    if (stops >= stopLimit) return;
    for (let litres = 1; arrival + litres * 1000 <= tankMl; litres++) {
      visit(index + 1, bought + litres, cost + litres * candidate.afterDiscount + candidate.detourCost, stops + 1);
    }
  };
  visit(0, 0, 0, 0);
  const found = best as { cost: number; stops: number } | null;
  return {
    costMil: found?.cost ?? null,
    stops: found?.stops ?? null,
    reachKm: Math.min(lengthKm, reachMl / mlPerKm),
  } satisfies ReferencePlan;
}
