// GET /v1/roads and GET /v1/roads/{slug}/stations: roads with their stations, from the addresses' road references.

import type { Links } from '../../core/links.js';
import { unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { MIN_ROAD_STATIONS, type Road } from '../../store/indexes/road-index.js';
import { currentDataset } from '../shared/current-dataset.js';
import { firstOpen, openNowAt } from '../shared/open-now.js';
import { stationEntry } from '../shared/station-entry.js';
import type { Handler, Schemas } from '../shared/types.js';

export const listRoads: Handler<'listRoads'> = (_input, context) => {
  const { roads } = currentDataset(context).roads;
  return {
    data: { currency: 'EUR', roads: roads.map((road) => roadSummary(road, context.links)) },
    webUrl: context.links.site('/carreteras'),
  };
};

export const getRoadStations: Handler<'getRoadStations'> = ({ query, path }, context) => {
  const dataset = currentDataset(context);
  const road = dataset.roads.bySlug(path.slug);
  if (!road) {
    throw new ApiProblem('ROAD_NOT_FOUND', PROBLEM_DETAILS.roadNotFound(path.slug, MIN_ROAD_STATIONS));
  }
  const fuel = query.fuel;
  const { km_from: from, km_to: to } = query;
  // With a km range, a station whose km point is unknown cannot be placed in it.
  const inRange =
    from === undefined && to === undefined
      ? road.stations
      : road.stations.filter(
          (s) =>
            s.road_km !== null && (from === undefined || s.road_km >= from) && (to === undefined || s.road_km <= to),
        );
  const summary = roadSummary(road, context.links);
  const openNow = openNowAt(context.clock.now());
  const listed = query.open_now ? firstOpen(inRange, (s) => s, openNow, query.limit) : inRange.slice(0, query.limit);
  return {
    data: {
      road: summary,
      fuel,
      unit: unitOf(fuel),
      currency: 'EUR',
      stations: listed.map((station) => ({
        km: station.road_km,
        margin: station.margin,
        station: stationEntry(station, fuel, dataset, context.links, openNow),
      })),
    },
    webUrl: summary.web_url,
    changesAt: openNow.changesAt(),
  };
};

export function roadSummary(road: Road, links: Links): Schemas['RoadSummary'] {
  return {
    slug: road.slug,
    ref: road.ref,
    type: road.type,
    name: road.name,
    stations: road.stations.length,
    communities: road.communities.map(({ code, slug, name }) => ({ code, slug, name })),
    cheapest: { ...road.cheapest },
    web_url: links.site(`/carretera/${road.slug}`),
  };
}
