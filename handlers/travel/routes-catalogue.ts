// The catalogue of car and motorbike routes (GET /v1/routes); the route with its stations lives elsewhere.
import { findCommunity } from '../../content/lib/communities.js';
import { loadContent } from '../../content/lib/load-content.js';
import { EDITORIAL_LANGUAGE, type Route } from '../../content/lib/types.js';
import type { Links } from '../../core/links.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import type { Handler, Schemas } from '../shared/types.js';

export const listRoutes: Handler<'listRoutes'> = ({ query }, { links }) => {
  const community = query.region === undefined ? undefined : findCommunity(query.region);
  if (query.region !== undefined && community === undefined)
    throw invalidParameter('region', query.region, PARAMETER_REASONS.notACommunity);
  const routes = loadContent().findRoutes({ type: query.type, community, q: query.q });
  return {
    data: {
      total: routes.length,
      routes: routes.slice(0, query.limit).map((route) => routeSummary(route, links)),
    },
    webUrl: links.site('/rutas'),
    ...(routes.length > 0 && query.limit > 0 ? { editorialLanguage: EDITORIAL_LANGUAGE } : {}),
  };
};

/** The catalogue entry of a route, also the head of the full route answer. */
export function routeSummary(route: Route, links: Links): Schemas['RouteSummary'] {
  return {
    slug: route.slug,
    title: route.title,
    type: route.type,
    community: { code: route.community.code, slug: route.community.slug, name: route.community.name },
    communities: route.communities,
    summary: route.summary,
    direct_answer: route.direct_answer,
    length_km: route.length_km,
    duration_hours: route.duration_hours,
    best_season: route.best_season,
    highlights: route.highlights,
    tags: route.tags,
    url: links.api(`/v1/routes/${route.slug}`),
    web_url: links.site(`/rutas/${route.slug}`),
  };
}
