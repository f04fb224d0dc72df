// GET /v1/routes/{slug}: one route in full, with the cheapest fuel within 3 km of its path and the trip cost.
import { loadContent } from '../../content/lib/load-content.js';
import { EDITORIAL_LANGUAGE, type Route } from '../../content/lib/types.js';
import { unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { LatLng } from '../../store/spatial/geo.js';
import { currentDataset } from '../shared/current-dataset.js';
import { firstOpen, openNowAt } from '../shared/open-now.js';
import { stationEntry } from '../shared/station-entry.js';
import type { Handler } from '../shared/types.js';
import { byPriceAlongRoute, corridorStations, tripCostEstimate } from './route-corridor.js';
import { routeSummary } from './routes-catalogue.js';

/** The corridor of a published route is fixed (the contract says 3). */
export const ROUTE_CORRIDOR_KM = 3;

/** The route's path as [lat, lng] points; the corridor follows the straight legs between its waypoints. */
export function routePoints(route: Route): LatLng[] {
  return route.path.map((point) => [point.lat, point.lng] as const);
}

export const getRoute: Handler<'getRoute'> = ({ query, path }, context) => {
  const route = loadContent().find('route', path.slug);
  if (route?.kind !== 'route') {
    throw new ApiProblem('ROUTE_NOT_FOUND', PROBLEM_DETAILS.routeNotFound(path.slug));
  }
  const dataset = currentDataset(context);
  const fuel = query.fuel;
  const corridor = corridorStations(dataset, routePoints(route), ROUTE_CORRIDOR_KM, fuel);
  const openNow = openNowAt(context.clock.now());
  const ranked = [...corridor].sort(byPriceAlongRoute);
  const cheapest = query.open_now
    ? firstOpen(ranked, (s) => s.station, openNow, query.limit)
    : ranked.slice(0, query.limit);
  const summary = routeSummary(route, context.links);
  return {
    data: {
      route: {
        ...summary,
        path: route.path.map(({ name, lat, lng }) => ({ name, lat, lng })),
        photos: route.photos.map(({ caption, author, license, source_url, credit_confirmed_at }) => ({
          caption,
          author,
          license,
          source_url,
          credit_confirmed_at,
        })),
        body_markdown: route.body_markdown,
        faq: route.faq.map(({ question, answer }) => ({ question, answer })),
        sources: route.sources.map(({ title, url }) => ({ title, url })),
      },
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      corridor_km: ROUTE_CORRIDOR_KM,
      stations: cheapest.map((s) =>
        stationEntry(s.station, fuel, dataset, context.links, openNow, {
          distance_to_route_km: s.distanceToRouteKm,
          position_km: s.positionKm,
        }),
      ),
      // The stated road length, not the straight legs of the path, which run short on winding roads.
      trip_cost: tripCostEstimate(dataset, fuel, route.length_km, query.consumption, corridor),
    },
    webUrl: summary.web_url,
    changesAt: openNow.changesAt(),
    editorialLanguage: EDITORIAL_LANGUAGE,
  };
};
