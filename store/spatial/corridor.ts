// Points within a corridor around a route, with their distance to it and their position along it.
//
// Cover: samples every `step` km along the route, each with a disk of radius corridor + step/2 (any point
// within the corridor is that close to the sample nearest its foot on the route) taken as an H3 k-ring.
// Each bucket met remembers the route segments its disks span, so a point is measured only against the
// few segments near it, never against the whole route; bounding caps prune buckets and segments first.
import {
  EARTH_RADIUS_KM,
  type LatLng,
  type PreparedPolyline,
  preparePolyline,
  segmentAlongKm,
  segmentDistanceKm,
} from './geo.js';
import { gridDisk, latLngToCell } from './h3.js';
import { assertInServiceArea, cellKey, ringsFor } from './h3-bounds.js';
import { DOT_SLACK, type PointFilter, type PointIndex } from './point-index.js';

export const MAX_CORRIDOR_KM = 10;

/** Resolution of the cover and spacing of its disks (tuned with bench/spatial.ts). */
const CORRIDOR_RES = 5;
const MIN_STEP_KM = 20;

/** Absorbs rounding in sample positions, so coverage never depends on the last bit. */
const SLACK_KM = 1e-6;

export interface CorridorHit {
  /** Position of the point in the arrays the index was built from. */
  index: number;
  distanceToRouteKm: number;
  /** Km from the route's start to the route point nearest to this point. */
  positionKm: number;
}

/** Exactly the points within corridorKm of the polyline, in no particular order. */
export function withinCorridor(
  index: PointIndex,
  points: readonly LatLng[],
  corridorKm: number,
  filter?: PointFilter,
): CorridorHit[] {
  if (!(corridorKm >= 0 && corridorKm <= MAX_CORRIDOR_KM)) {
    throw new RangeError(`corridorKm must be between 0 and ${MAX_CORRIDOR_KM}`);
  }
  for (const [lat, lng] of points) assertInServiceArea(lat, lng);
  const route = preparePolyline(points);
  const spans = coverBuckets(index, route, corridorKm);
  const { start, members, centres, radiusRad, cosRadius, sinRadius } = index.level(CORRIDOR_RES);
  const xyz = index.xyz;
  // A point is farther than the corridor from a segment's great circle when |p·n| exceeds this.
  const crossCut = Math.sin(corridorKm / EARTH_RADIUS_KM) + DOT_SLACK;
  const caps = segmentCaps(route, corridorKm);
  const segments: number[] = [];
  const hits: CorridorHit[] = [];
  for (const [b, [firstSeg, lastSeg]] of spans) {
    const cx = centres[b * 3] as number;
    const cy = centres[b * 3 + 1] as number;
    const cz = centres[b * 3 + 2] as number;
    const capKm = EARTH_RADIUS_KM * (radiusRad[b] as number);
    segments.length = 0;
    for (let s = firstSeg; s <= lastSeg; s++) {
      if (capMargin(caps, s, cx, cy, cz, cosRadius[b] as number, sinRadius[b] as number) < 0) continue;
      if (segmentDistanceKm(route, s, cx, cy, cz) - capKm <= corridorKm + SLACK_KM) segments.push(s);
    }
    if (segments.length === 0) continue;
    const to = start[b + 1] as number;
    for (let m = start[b] as number; m < to; m++) {
      const i = members[m] as number;
      if (filter && !filter(i)) continue;
      const x = xyz[i * 3] as number;
      const y = xyz[i * 3 + 1] as number;
      const z = xyz[i * 3 + 2] as number;
      let best = Number.POSITIVE_INFINITY;
      let bestSegment = 0;
      for (const s of segments) {
        // Two cheap lower bounds first: distance to the arc's bounding cap, and to its whole great circle.
        if (capMargin(caps, s, x, y, z, 1, 0) < 0) continue;
        if (Math.abs(x * normal(route, s, 0) + y * normal(route, s, 1) + z * normal(route, s, 2)) > crossCut) continue;
        const d = segmentDistanceKm(route, s, x, y, z);
        // Strictly smaller keeps the first segment on ties, as locateOnPolyline does.
        if (d < best) {
          best = d;
          bestSegment = s;
        }
      }
      if (best > corridorKm) continue;
      const positionKm = (route.startKm[bestSegment] as number) + segmentAlongKm(route, bestSegment, x, y, z);
      hits.push({ index: i, distanceToRouteKm: best, positionKm });
    }
  }
  return hits;
}

/**
 * Per segment (6 numbers): its midpoint (unit vector), then cos and sin of its reach, the angle half its
 * length + the corridor: a point whose angle to the midpoint exceeds the reach is outside the corridor.
 */
function segmentCaps(route: PreparedPolyline, corridorKm: number): Float64Array {
  const caps = new Float64Array(route.segmentCount * 6);
  const f = route.frames;
  for (let s = 0; s < route.segmentCount; s++) {
    const o = s * 15;
    const mx = (f[o] as number) + (f[o + 3] as number);
    const my = (f[o + 1] as number) + (f[o + 4] as number);
    const mz = (f[o + 2] as number) + (f[o + 5] as number);
    const norm = Math.sqrt(mx * mx + my * my + mz * mz);
    const reach = Math.min(Math.PI, ((route.segmentKm[s] as number) / 2 + corridorKm + SLACK_KM) / EARTH_RADIUS_KM);
    caps.set([mx / norm, my / norm, mz / norm, Math.cos(reach), Math.sin(reach)], s * 6);
  }
  return caps;
}

/** dot(v, midpoint of s) minus cos(reach of s + extra angle): negative means v is farther than that. */
function capMargin(caps: Float64Array, s: number, x: number, y: number, z: number, cosExtra: number, sinExtra: number) {
  const c = s * 6;
  const dot = x * (caps[c] as number) + y * (caps[c + 1] as number) + z * (caps[c + 2] as number);
  return dot - ((caps[c + 3] as number) * cosExtra - (caps[c + 4] as number) * sinExtra) + DOT_SLACK;
}

function normal(route: PreparedPolyline, s: number, axis: number): number {
  return route.frames[s * 15 + 6 + axis] as number;
}

/** Bucket -> [first, last] segment that any disk reaching the bucket spans. */
function coverBuckets(index: PointIndex, route: PreparedPolyline, corridorKm: number): Map<number, [number, number]> {
  const { bucketOf, centres, cosRadius, sinRadius } = index.level(CORRIDOR_RES);
  const step = Math.max(MIN_STEP_KM, 2 * corridorKm);
  const half = step / 2 + SLACK_KM;
  const diskKm = corridorKm + half;
  const k = ringsFor(CORRIDOR_RES, diskKm);
  const cosD = Math.cos(diskKm / EARTH_RADIUS_KM);
  const sinD = Math.sin(diskKm / EARTH_RADIUS_KM);
  const spans = new Map<number, [number, number]>();
  const sample = new Float64Array(3);
  const samples = Math.max(1, Math.ceil(route.lengthKm / step));
  let seg = 0;
  for (let n = 0; n <= samples; n++) {
    const at = Math.min(n * step, route.lengthKm);
    while (seg < route.segmentCount - 1 && (route.startKm[seg + 1] as number) <= at) seg++;
    pointAlong(route, seg, at - (route.startKm[seg] as number), sample);
    const [sx, sy, sz] = sample as unknown as [number, number, number];
    // The segments that the route stretch [at - half, at + half] covered by this disk passes through.
    const first = firstSegmentEndingFrom(route, at - half);
    const last = lastSegmentStartingBy(route, at + half);
    const cell = latLngToCell(Math.asin(Math.max(-1, Math.min(1, sz))) * DEG, Math.atan2(sy, sx) * DEG, CORRIDOR_RES);
    for (const ringCell of gridDisk(cell, k)) {
      const b = bucketOf.get(cellKey(ringCell, CORRIDOR_RES));
      if (b === undefined) continue;
      const dot =
        sx * (centres[b * 3] as number) + sy * (centres[b * 3 + 1] as number) + sz * (centres[b * 3 + 2] as number);
      if (dot < cosD * (cosRadius[b] as number) - sinD * (sinRadius[b] as number) - DOT_SLACK) continue;
      const span = spans.get(b);
      if (span) {
        span[0] = Math.min(span[0], first);
        span[1] = Math.max(span[1], last);
      } else spans.set(b, [first, last]);
    }
  }
  return spans;
}

const DEG = 180 / Math.PI;

/** Unit vector `alongKm` from the start of segment s, along its great circle. */
function pointAlong(route: PreparedPolyline, s: number, alongKm: number, out: Float64Array): void {
  const f = route.frames;
  const o = s * 15;
  const t = Math.max(0, Math.min(alongKm, route.segmentKm[s] as number)) / EARTH_RADIUS_KM;
  const c = Math.cos(t);
  const sn = Math.sin(t);
  for (let axis = 0; axis < 3; axis++) out[axis] = (f[o + axis] as number) * c + (f[o + 9 + axis] as number) * sn;
}

/** The first segment that ends at or after `km` (the last one if none does). */
function firstSegmentEndingFrom(route: PreparedPolyline, km: number): number {
  let lo = 0;
  let hi = route.segmentCount - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((route.startKm[mid] as number) + (route.segmentKm[mid] as number) >= km) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The last segment that starts at or before `km` (the first one if none does). */
function lastSegmentStartingBy(route: PreparedPolyline, km: number): number {
  let lo = 0;
  let hi = route.segmentCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((route.startKm[mid] as number) <= km) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
