// A stretch of one of the catalogue's routes between two places on its path, for the prompt that plans refuelling
// on it: the path's points in travel order (reversed when the trip runs the other way) and the road's length of that
// stretch, the route's stated length shared out along its path.
import { loadContent } from '../content/lib/load-content.js';
import type { Route } from '../content/lib/types.js';
import { normalize } from '../store/indexes/search-text.js';
import { type LatLng, polylineLengthKm } from '../store/spatial/geo.js';

export interface RouteStretch {
  route: Route;
  from: string;
  to: string;
  points: LatLng[];
  /** The road's km of the stretch, to one decimal. */
  lengthKm: number;
}

/** "Cáceres" names the path point "Cáceres"; "La Laguna" names "San Cristóbal de La Laguna". */
function names(pathName: string, asked: string): boolean {
  const point = ` ${normalize(pathName)} `;
  const typed = normalize(asked);
  return typed.length > 0 && point.includes(` ${typed} `);
}

/** The first route of the catalogue whose path passes by `origin` and then, or before, by `destination`. */
export function findRouteStretch(origin: string, destination: string): RouteStretch | null {
  for (const route of loadContent().routes) {
    const path = route.path;
    const starts = path.flatMap((point, i) => (names(point.name, origin) ? [i] : []));
    const ends = path.flatMap((point, i) => (names(point.name, destination) ? [i] : []));
    // The longest stretch: a loop (Reus to Reus) is the whole route.
    let best: [number, number] | null = null;
    for (const a of starts) {
      for (const b of ends) {
        if (a !== b && (best === null || Math.abs(b - a) > Math.abs(best[1] - best[0]))) best = [a, b];
      }
    }
    if (best === null) continue;
    const [a, b] = best;
    const stretch = (a < b ? path.slice(a, b + 1) : path.slice(b, a + 1).reverse()).map(
      (point) => [point.lat, point.lng] as LatLng,
    );
    const whole = polylineLengthKm(path.map((point) => [point.lat, point.lng] as LatLng));
    // Rounded up: never shorter than the points themselves.
    const lengthKm = Math.ceil((route.length_km * polylineLengthKm(stretch) * 10) / whole) / 10;
    return {
      route,
      from: (path[a] as Route['path'][number]).name,
      to: (path[b] as Route['path'][number]).name,
      points: stretch,
      lengthKm,
    };
  }
  return null;
}
