// The roads of a snapshot, grouped from the stations' road references when the snapshot loads.
import type { Community, Station } from '../../core/model.js';
import type { TerritoryIndex } from '../dataset.js';
import { type RoadType, roadName, roadSlug, roadType } from './road-catalogue.js';

/** Fewer located stations than this and a road is not listed (the spec's threshold). */
export const MIN_ROAD_STATIONS = 8;

export interface Road {
  slug: string;
  ref: string;
  type: RoadType;
  name: string | null;
  /** In km order (stations without a km point last), ties by id. */
  stations: readonly Station[];
  /** Where most of the road's stations are first (km points restart in places, so they cannot order these). */
  communities: readonly Community[];
  cheapest: { gasoline_95: number | null; diesel: number | null };
}

export interface RoadIndex {
  /** Most stations first, then by reference in natural order (A-2 before A-10). */
  readonly roads: readonly Road[];
  bySlug(slug: string): Road | undefined;
}

const refOrder = new Intl.Collator('en', { numeric: true });

/** Km order; a station without a km point sorts after every one with. */
export function byKmPoint(a: Station, b: Station): number {
  const ka = a.road_km ?? Number.POSITIVE_INFINITY;
  const kb = b.road_km ?? Number.POSITIVE_INFINITY;
  return ka === kb ? a.id - b.id : ka < kb ? -1 : 1;
}

export function buildRoadIndex(stations: readonly Station[], territories: TerritoryIndex): RoadIndex {
  const byRef = new Map<string, Station[]>();
  for (const station of stations) {
    if (station.road_ref === null) continue;
    const group = byRef.get(station.road_ref);
    if (group) group.push(station);
    else byRef.set(station.road_ref, [station]);
  }
  const roads: Road[] = [];
  for (const [ref, onRoad] of byRef) {
    const type = roadType(ref);
    if (type === null || onRoad.length < MIN_ROAD_STATIONS) continue;
    onRoad.sort(byKmPoint);
    roads.push({
      slug: roadSlug(ref),
      ref,
      type,
      name: roadName(ref),
      stations: onRoad,
      communities: communitiesOf(onRoad, territories),
      cheapest: { gasoline_95: cheapest(onRoad, 'gasoline_95'), diesel: cheapest(onRoad, 'diesel') },
    });
  }
  roads.sort((a, b) => b.stations.length - a.stations.length || refOrder.compare(a.ref, b.ref));
  const slugs = new Map(roads.map((road) => [road.slug, road]));
  return { roads, bySlug: (slug) => slugs.get(slug) };
}

function communitiesOf(stations: readonly Station[], territories: TerritoryIndex): Community[] {
  const counts = new Map<string, number>();
  for (const station of stations) counts.set(station.community_code, (counts.get(station.community_code) ?? 0) + 1);
  return [...counts]
    .sort(([codeA, a], [codeB, b]) => b - a || (codeA < codeB ? -1 : 1))
    .flatMap(([code]) => territories.community(code) ?? []);
}

function cheapest(stations: readonly Station[], fuel: 'gasoline_95' | 'diesel'): number | null {
  let best: number | null = null;
  for (const station of stations) {
    const price = station.prices[fuel];
    if (price !== undefined && (best === null || price < best)) best = price;
  }
  return best;
}
