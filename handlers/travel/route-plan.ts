// POST /v1/route/plan: where to refuel on the caller's route, and what it costs against two ways without a plan.
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { type LatLng, polylineLengthKm } from '../../store/spatial/geo.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';
import { planOptions } from './plan/plan-options.js';
import { routePlan } from './plan/route-plan-data.js';
import { km3, MAX_ROUTE_KM } from './route-corridor.js';

export const planRefuelStops: Handler<'planRefuelStops'> = ({ body }, context) => {
  const points: readonly LatLng[] = body.points;
  const lengthKm = polylineLengthKm(points);
  if (lengthKm > MAX_ROUTE_KM) {
    throw invalidParameter('points', undefined, PARAMETER_REASONS.routeTooLong(km3(lengthKm), MAX_ROUTE_KM));
  }
  const pointsKm = km3(lengthKm);
  // A road the points only outline (a few waypoints) is longer than they are, never shorter.
  if (body.length_km !== undefined && body.length_km < pointsKm) {
    throw invalidParameter('length_km', body.length_km, PARAMETER_REASONS.shorterThanPoints(pointsKm));
  }
  const dataset = currentDataset(context);
  const options = planOptions(body, dataset, context.clock.now());
  const route =
    body.length_km === undefined
      ? { lengthKm: pointsKm, lengthSource: 'points' as const, scale: 1 }
      : {
          lengthKm: body.length_km,
          lengthSource: 'caller' as const,
          scale: lengthKm > 0 ? body.length_km / lengthKm : 1,
        };
  const { data, changesAt } = routePlan({ slug: null, title: null, points, ...route }, options, dataset, context);
  // A route of the caller's own has no page on the website.
  return { data, webUrl: null, changesAt };
};
