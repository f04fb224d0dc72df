// Spherical geometry for the spatial index: haversine, and point-to-route measures on unit vectors.
// Segments are measured exactly on the sphere (great-circle arcs) rather than through a local planar
// projection, so there is no projection error to bound, whatever the segment's length (below half the
// globe). What remains is rounding: about 1e-15 rad on each angle, i.e. micrometres, except that a segment
// only millimetres long has an ill-defined great circle (coordinates themselves round at ~1e-16 rad), which
// can tilt it by ~1e-16 / length: a 1 mm segment measured from 10 km away is off by at most ~1 cm.

export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

export type LatLng = readonly [lat: number, lng: number];

/** Great-circle distance in km (haversine formula, mean Earth radius). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const sinDLat = Math.sin(((lat2 - lat1) * RAD) / 2);
  const sinDLng = Math.sin(((lng2 - lng1) * RAD) / 2);
  const h = sinDLat * sinDLat + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * sinDLng * sinDLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Writes the unit vector (x, y, z) of a point into out[offset..offset+2]. */
export function writeUnitVector(lat: number, lng: number, out: Float64Array, offset = 0): void {
  const cosLat = Math.cos(lat * RAD);
  out[offset] = cosLat * Math.cos(lng * RAD);
  out[offset + 1] = cosLat * Math.sin(lng * RAD);
  out[offset + 2] = Math.sin(lat * RAD);
}

/** A polyline prepared for repeated measurement: per segment, 5 unit vectors packed in `frames`. */
export interface PreparedPolyline {
  readonly points: readonly LatLng[];
  readonly segmentCount: number;
  /** Per segment s at s*15: A, B, normal n = A×B/|A×B|, tA = n×A (towards B at A), tB = B×n (towards A at B). */
  readonly frames: Float64Array;
  readonly segmentKm: Float64Array;
  /** Distance along the route to the start of each segment. */
  readonly startKm: Float64Array;
  readonly lengthKm: number;
}

/** Where a point lies relative to a route: distance to it and km from the start to the nearest route point. */
export interface RouteLocation {
  distanceKm: number;
  positionKm: number;
}

export function preparePolyline(points: readonly LatLng[]): PreparedPolyline {
  if (points.length < 2) throw new RangeError('a polyline needs at least 2 points');
  const segmentCount = points.length - 1;
  const frames = new Float64Array(segmentCount * 15);
  const segmentKm = new Float64Array(segmentCount);
  const startKm = new Float64Array(segmentCount);
  const v = new Float64Array(6);
  let total = 0;
  for (let s = 0; s < segmentCount; s++) {
    const [aLat, aLng] = points[s] as LatLng;
    const [bLat, bLng] = points[s + 1] as LatLng;
    writeUnitVector(aLat, aLng, v, 0);
    writeUnitVector(bLat, bLng, v, 3);
    const [ax, ay, az, bx, by, bz] = v as unknown as [number, number, number, number, number, number];
    // A × (B - A) equals A × B but keeps its accuracy when A and B are very close.
    const [dx, dy, dz] = [bx - ax, by - ay, bz - az];
    let nx = ay * dz - az * dy;
    let ny = az * dx - ax * dz;
    let nz = ax * dy - ay * dx;
    const sinAB = Math.hypot(nx, ny, nz);
    // A zero-length (or antipodal) segment has no plane; n = 0 makes it measure as the point A.
    const inv = sinAB > 1e-15 ? 1 / sinAB : 0;
    nx *= inv;
    ny *= inv;
    nz *= inv;
    const o = s * 15;
    frames.set([ax, ay, az, bx, by, bz, nx, ny, nz], o);
    frames.set([ny * az - nz * ay, nz * ax - nx * az, nx * ay - ny * ax], o + 9);
    frames.set([by * nz - bz * ny, bz * nx - bx * nz, bx * ny - by * nx], o + 12);
    const km = inv === 0 ? 0 : EARTH_RADIUS_KM * Math.atan2(sinAB, ax * bx + ay * by + az * bz);
    segmentKm[s] = km;
    startKm[s] = total;
    total += km;
  }
  return { points, segmentCount, frames, segmentKm, startKm, lengthKm: total };
}

const INTERIOR = 0;
const END_A = 1;
const END_B = 2;

/** Which part of segment s is nearest to the unit vector (x, y, z): its interior, end A or end B. */
function nearestPart(f: Float64Array, o: number, x: number, y: number, z: number): number {
  if (f[o + 6] === 0 && f[o + 7] === 0 && f[o + 8] === 0) return END_A;
  // pastA >= 0: P is on B's side of A; beforeB >= 0: P is on A's side of B. For an arc shorter than
  // half the globe, being behind exactly one end makes that end the nearest point.
  const pastA = x * (f[o + 9] as number) + y * (f[o + 10] as number) + z * (f[o + 11] as number);
  const beforeB = x * (f[o + 12] as number) + y * (f[o + 13] as number) + z * (f[o + 14] as number);
  if (pastA >= 0) return beforeB >= 0 ? INTERIOR : END_B;
  if (beforeB >= 0) return END_A;
  // Behind both ends happens only far around the globe: take the nearer end.
  return angleTo(f, o, x, y, z) <= angleTo(f, o + 3, x, y, z) ? END_A : END_B;
}

/** Angle (radians) from (x, y, z) to the unit vector at f[o]; the chord form keeps precision for tiny angles. */
function angleTo(f: Float64Array, o: number, x: number, y: number, z: number): number {
  const dx = x - (f[o] as number);
  const dy = y - (f[o + 1] as number);
  const dz = z - (f[o + 2] as number);
  // Math.hypot is several times slower than this and buys nothing for unit-scale values.
  return 2 * Math.asin(Math.min(1, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2));
}

/** Distance in km from the unit vector (x, y, z) to segment s: exact on the sphere, up to rounding. */
export function segmentDistanceKm(poly: PreparedPolyline, s: number, x: number, y: number, z: number): number {
  const f = poly.frames;
  const o = s * 15;
  const part = nearestPart(f, o, x, y, z);
  if (part === INTERIOR) {
    // Cross-track distance: the angle between P and the segment's great circle.
    const cross = Math.abs(x * (f[o + 6] as number) + y * (f[o + 7] as number) + z * (f[o + 8] as number));
    return EARTH_RADIUS_KM * Math.asin(Math.min(1, cross));
  }
  return EARTH_RADIUS_KM * angleTo(f, part === END_A ? o : o + 3, x, y, z);
}

/** Km from the start of segment s to its point nearest to the unit vector (x, y, z). */
export function segmentAlongKm(poly: PreparedPolyline, s: number, x: number, y: number, z: number): number {
  const f = poly.frames;
  const o = s * 15;
  const part = nearestPart(f, o, x, y, z);
  const length = poly.segmentKm[s] as number;
  if (part === END_A) return 0;
  if (part === END_B) return length;
  const pastA = x * (f[o + 9] as number) + y * (f[o + 10] as number) + z * (f[o + 11] as number);
  const alongA = x * (f[o] as number) + y * (f[o + 1] as number) + z * (f[o + 2] as number);
  return Math.min(length, EARTH_RADIUS_KM * Math.atan2(pastA, alongA));
}

/** Brute force over every segment: the reference that the corridor query must reproduce exactly. */
export function locateOnPolyline(poly: PreparedPolyline, lat: number, lng: number): RouteLocation {
  const v = new Float64Array(3);
  writeUnitVector(lat, lng, v);
  const [x, y, z] = v as unknown as [number, number, number];
  let best = Number.POSITIVE_INFINITY;
  let bestSegment = 0;
  for (let s = 0; s < poly.segmentCount; s++) {
    const d = segmentDistanceKm(poly, s, x, y, z);
    // Strictly smaller keeps the first segment on ties, the same rule corridor.ts applies.
    if (d < best) {
      best = d;
      bestSegment = s;
    }
  }
  const positionKm = (poly.startKm[bestSegment] as number) + segmentAlongKm(poly, bestSegment, x, y, z);
  return { distanceKm: best, positionKm };
}

/** Length of a polyline along great circles, in km. */
export function polylineLengthKm(points: readonly LatLng[]): number {
  return points.length < 2 ? 0 : preparePolyline(points).lengthKm;
}

/** Distance from a point to the arc A-B and the km from A to the nearest point of the arc. */
export function pointToSegmentKm(point: LatLng, a: LatLng, b: LatLng): RouteLocation {
  return locateOnPolyline(preparePolyline([a, b]), point[0], point[1]);
}
