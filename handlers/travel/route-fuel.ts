// POST /v1/route/fuel: the cheapest stations along the caller's route and the fuel cost of driving it.
import { unitOf } from '../../core/model.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { type LatLng, polylineLengthKm } from '../../store/spatial/geo.js';
import { currentDataset } from '../shared/current-dataset.js';
import { firstOpen, openNowAt } from '../shared/open-now.js';
import { stationEntry } from '../shared/station-entry.js';
import type { Handler } from '../shared/types.js';
import {
  byPriceAlongRoute,
  corridorStations,
  km3,
  MAX_ROUTE_KM,
  matchesOpen24h,
  tripCostEstimate,
} from './route-corridor.js';

export const findFuelAlongRoute: Handler<'findFuelAlongRoute'> = ({ body: request }, context) => {
  const { fuel } = request;
  const corridorKm = request.corridor_km;
  const points: readonly LatLng[] = request.points;
  const lengthKm = polylineLengthKm(points);
  if (lengthKm > MAX_ROUTE_KM) {
    // The points themselves would drown the message: say how long the route is instead.
    throw invalidParameter('points', undefined, PARAMETER_REASONS.routeTooLong(km3(lengthKm), MAX_ROUTE_KM));
  }
  const dataset = currentDataset(context);
  const corridor = corridorStations(dataset, points, corridorKm, fuel);
  const openNow = openNowAt(context.clock.now());
  const ranked = corridor.filter(matchesOpen24h(request.open_24h)).sort(byPriceAlongRoute);
  const listed = request.open_now
    ? firstOpen(ranked, (s) => s.station, openNow, request.limit)
    : ranked.slice(0, request.limit);
  const routeKm = km3(lengthKm);
  return {
    data: {
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      corridor_km: corridorKm,
      route: { points: points.length, length_km: routeKm },
      stations: listed.map((s) =>
        stationEntry(s.station, fuel, dataset, context.links, openNow, {
          distance_to_route_km: s.distanceToRouteKm,
          position_km: s.positionKm,
        }),
      ),
      trip_cost: tripCostEstimate(dataset, fuel, routeKm, request.consumption, corridor),
    },
    // A route of the caller's own has no page on the website.
    webUrl: null,
    changesAt: openNow.changesAt(),
  };
};
