// GET /v1/routes/{slug}/plan: the refuelling plan of POST /v1/route/plan for a route of the catalogue, its path
// stretched to the road's stated length (the path's straight legs run short on winding roads).
import { loadContent } from '../../content/lib/load-content.js';
import { EDITORIAL_LANGUAGE } from '../../content/lib/types.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { polylineLengthKm } from '../../store/spatial/geo.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';
import { planOptions } from './plan/plan-options.js';
import { routePlan } from './plan/route-plan-data.js';
import { routePoints } from './route-detail.js';
import { routeSummary } from './routes-catalogue.js';

export const getRoutePlan: Handler<'getRoutePlan'> = ({ query, path }, context) => {
  const route = loadContent().find('route', path.slug);
  if (route?.kind !== 'route') {
    throw new ApiProblem('ROUTE_NOT_FOUND', PROBLEM_DETAILS.routeNotFound(path.slug));
  }
  const dataset = currentDataset(context);
  const options = planOptions(query, dataset, context.clock.now());
  const points = routePoints(route);
  const pathKm = polylineLengthKm(points);
  const { data, changesAt } = routePlan(
    {
      slug: route.slug,
      title: route.title,
      points,
      lengthKm: route.length_km,
      lengthSource: 'stated',
      scale: pathKm > 0 ? route.length_km / pathKm : 1,
    },
    options,
    dataset,
    context,
  );
  return { data, webUrl: routeSummary(route, context.links).web_url, changesAt, editorialLanguage: EDITORIAL_LANGUAGE };
};
