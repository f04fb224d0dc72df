// One resolution of the point index: occupied H3 cells ("buckets") and their points, in flat typed arrays.
import { parentKey } from './h3-bounds.js';

/** Added to every bucket's angular radius so rounding can never prune a bucket that holds a match. */
const RADIUS_PAD_RAD = 1e-9;

export interface BucketLevel {
  readonly res: number;
  /** Cell key (see cellKey) -> bucket number. */
  readonly bucketOf: ReadonlyMap<number, number>;
  /** Bucket b holds the points members[start[b]] .. members[start[b + 1] - 1]. */
  readonly start: Int32Array;
  readonly members: Int32Array;
  /** Bounding cap of each bucket's points: centre (unit vector at 3b), angular radius and its cos/sin. */
  readonly centres: Float64Array;
  readonly radiusRad: Float64Array;
  readonly cosRadius: Float64Array;
  readonly sinRadius: Float64Array;
}

/**
 * Groups points by their resolution-`res` cell. `finestKeys` are the points' keys at MAX_INDEX_RES and
 * `xyz` their unit vectors (3 per point). Each bucket also gets a bounding cap around its actual points,
 * which prunes far more than the cell's worst-case radius would and needs no H3 call.
 */
export function buildLevel(res: number, finestKeys: Int32Array, xyz: Float64Array): BucketLevel {
  const n = finestKeys.length;
  const bucketOf = new Map<number, number>();
  const bucketOfPoint = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const key = parentKey(finestKeys[i] as number, res);
    let b = bucketOf.get(key);
    if (b === undefined) {
      b = bucketOf.size;
      bucketOf.set(key, b);
    }
    bucketOfPoint[i] = b;
  }
  const buckets = bucketOf.size;
  const start = new Int32Array(buckets + 1);
  for (let i = 0; i < n; i++) {
    const next = (bucketOfPoint[i] as number) + 1;
    start[next] = (start[next] as number) + 1;
  }
  for (let b = 0; b < buckets; b++) start[b + 1] = (start[b + 1] as number) + (start[b] as number);
  const fill = start.slice(0, buckets);
  const members = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = bucketOfPoint[i] as number;
    members[fill[b] as number] = i;
    fill[b] = (fill[b] as number) + 1;
  }
  const centres = new Float64Array(buckets * 3);
  const radiusRad = new Float64Array(buckets);
  const cosRadius = new Float64Array(buckets);
  const sinRadius = new Float64Array(buckets);
  for (let b = 0; b < buckets; b++) {
    const from = start[b] as number;
    const to = start[b + 1] as number;
    let cx = 0;
    let cy = 0;
    let cz = 0;
    for (let m = from; m < to; m++) {
      const p = (members[m] as number) * 3;
      cx += xyz[p] as number;
      cy += xyz[p + 1] as number;
      cz += xyz[p + 2] as number;
    }
    const norm = Math.hypot(cx, cy, cz);
    cx /= norm;
    cy /= norm;
    cz /= norm;
    let radius = 0;
    for (let m = from; m < to; m++) {
      const p = (members[m] as number) * 3;
      const chord = Math.hypot(cx - (xyz[p] as number), cy - (xyz[p + 1] as number), cz - (xyz[p + 2] as number));
      radius = Math.max(radius, 2 * Math.asin(Math.min(1, chord / 2)));
    }
    radius += RADIUS_PAD_RAD;
    centres[b * 3] = cx;
    centres[b * 3 + 1] = cy;
    centres[b * 3 + 2] = cz;
    radiusRad[b] = radius;
    cosRadius[b] = Math.cos(radius);
    sinRadius[b] = Math.sin(radius);
  }
  return { res, bucketOf, start, members, centres, radiusRad, cosRadius, sinRadius };
}
