// Longitude and latitude onto the page's province map, as the build laid it out (scripts/home-map.ts): d3's conic
// conformal projection of Spain written out (rotate [5, -38.6], standard parallels 0 and 60), so that the page need not
// load d3 to place a route and its stops. scripts/home-map.test.ts holds it to d3's own placing.
import type { MapProjection } from './map-data.js';

const RADIANS = Math.PI / 180;
const HALF_PI = Math.PI / 2;
/** The rotation of the projection: λ by 5°, then the sphere by -38.6° about the y axis. */
const ROTATE_LAMBDA = 5 * RADIANS;
const ROTATE_PHI = -38.6 * RADIANS;
/** South of this, a point is in the Canary Islands' inset (the peninsula, Ceuta and Melilla lie north of 35°). */
export const CANARY_LATITUDE = 30;

const tany = (y: number): number => Math.tan((HALF_PI + y) / 2);
// The cone of standard parallels 0° and 60°: d3's conicConformalRaw.
const N = Math.log(1 / Math.cos(60 * RADIANS)) / Math.log(tany(60 * RADIANS) / tany(0));
const F = 1 / N;

function rotated(lng: number, lat: number): [number, number] {
  let lambda = lng * RADIANS + ROTATE_LAMBDA;
  if (lambda > Math.PI) lambda -= 2 * Math.PI;
  const phi = lat * RADIANS;
  const cosPhi = Math.cos(phi);
  const x = Math.cos(lambda) * cosPhi;
  const y = Math.sin(lambda) * cosPhi;
  const z = Math.sin(phi);
  const k = z * Math.cos(ROTATE_PHI) + x * Math.sin(ROTATE_PHI);
  return [Math.atan2(y, x * Math.cos(ROTATE_PHI) - z * Math.sin(ROTATE_PHI)), Math.asin(k)];
}

/** The point's place on the map, in the view box's units. */
export function projectOnMap(projection: MapProjection, lng: number, lat: number): [number, number] {
  const [lambda, phi] = rotated(lng, lat);
  const r = F / tany(phi) ** N;
  const px = r * Math.sin(N * lambda);
  const py = F - r * Math.cos(N * lambda);
  const [ox, oy] = lat < CANARY_LATITUDE ? projection.canary : projection.peninsula;
  return [ox + projection.scale * px, oy - projection.scale * py];
}
