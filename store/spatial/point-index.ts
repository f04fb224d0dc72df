// In-memory H3 index over fixed points (the stations of one snapshot): exact radius queries.
import { ITEMS_PER_STEP, runAtOnce, type Steps } from '../../core/yielding.js';
import { type BucketLevel, buildLevel } from './bucket-level.js';
import { EARTH_RADIUS_KM, haversineKm, writeUnitVector } from './geo.js';
import { gridDisk, latLngToCell } from './h3.js';
import {
  assertInServiceArea,
  cellKey,
  cellRadiusKm,
  diskSize,
  MAX_INDEX_RES,
  MAX_RADIUS_KM,
  ringsFor,
} from './h3-bounds.js';

/** Resolutions kept in memory: from ~26 km cells (large radii) down to ~1.4 km cells (tiny radii). */
export const INDEX_RESOLUTIONS: readonly number[] = [4, 5, 6, 7];

/** The query's unit vector, written and read into locals at the start of each query: not a new array every time. */
const QUERY_VECTOR = new Float64Array(3);

/** k-rings remembered at most: about 1 MB. */
const DISK_MEMO_SIZE = 4096;

/**
 * Slack on cosines compared against dot products of unit vectors (rounding there is ~1e-15). Only used to
 * decide what to look at more closely, so being generous costs a few extra exact checks, never a miss.
 */
export const DOT_SLACK = 1e-12;

export interface PointHit {
  /** Position of the point in the arrays the index was built from. */
  index: number;
  distanceKm: number;
}

export type PointFilter = (index: number) => boolean;

export class PointIndex {
  readonly ids: Int32Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Unit vectors, 3 per point. */
  readonly xyz: Float64Array;
  private readonly levels = new Map<number, BucketLevel>();
  /** The keys of the k-ring around a cell, by cell and k (see diskKeys). */
  private readonly disks = new Map<string, Uint32Array>();

  /** Builds every level at once (~40 ms for 11,400 points once h3-js is warm). lat/lng are kept, not copied. */
  constructor(ids: Int32Array | readonly number[], lat: Float64Array, lng: Float64Array, parts?: PointIndexParts) {
    const n = lat.length;
    if (ids.length !== n || lng.length !== n) throw new RangeError('ids, lat and lng must have the same length');
    this.ids = Int32Array.from(ids);
    this.lat = lat;
    this.lng = lng;
    const built = parts ?? runAtOnce(pointIndexParts(lat, lng));
    this.xyz = built.xyz;
    for (const [res, level] of built.levels) this.levels.set(res, level);
  }

  /**
   * The same index built in steps, for a load that shares the event loop with requests. `cells`: each point's H3 cell
   * at MAX_INDEX_RES as stored with it (the snapshot's `h3_cell`), taken instead of computed when they pass a check.
   */
  static *steps(
    ids: Int32Array | readonly number[],
    lat: Float64Array,
    lng: Float64Array,
    cells?: readonly (string | null)[],
  ): Steps<PointIndex> {
    if (ids.length !== lat.length || lng.length !== lat.length) {
      throw new RangeError('ids, lat and lng must have the same length');
    }
    return new PointIndex(ids, lat, lng, yield* pointIndexParts(lat, lng, cells));
  }

  get size(): number {
    return this.lat.length;
  }

  /** The bucket level at `res` (one of INDEX_RESOLUTIONS); used by corridor queries. */
  level(res: number): BucketLevel {
    const level = this.levels.get(res);
    if (!level) throw new RangeError(`resolution ${res} is not indexed`);
    return level;
  }

  /**
   * The resolution that minimises the work for a radius: few k-ring cells (each costs ~0.75 µs in h3-js)
   * against few candidate points (cells much larger than the radius bring in points to reject).
   */
  resolutionFor(radiusKm: number): number {
    let best = INDEX_RESOLUTIONS[0] as number;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const res of INDEX_RESOLUTIONS) {
      const cells = diskSize(ringsFor(res, radiusKm));
      const cost = cells + CANDIDATE_WEIGHT * (radiusKm + 2 * cellRadiusKm(res)) ** 2;
      if (cost < bestCost) {
        best = res;
        bestCost = cost;
      }
    }
    return best;
  }

  /**
   * The keys of the cells within `rings` of `centre`. Remembered: nearby questions share their centre cell (about 2,000
   * cells cover Spain at resolution 5), and h3-js, which writes every cell as a string, cost more than the rest of a
   * query. Bounded, and forgotten all at once when full.
   */
  private diskKeys(centre: string, res: number, rings: number): Uint32Array {
    const key = `${centre}/${rings}`;
    let keys = this.disks.get(key);
    if (keys === undefined) {
      keys = Uint32Array.from(gridDisk(centre, rings), (cell) => cellKey(cell, res));
      if (this.disks.size >= DISK_MEMO_SIZE) this.disks.clear();
      this.disks.set(key, keys);
    }
    return keys;
  }

  /** Exactly the points whose haversine distance from (lat, lng) is <= radiusKm, in no particular order. */
  within(lat: number, lng: number, radiusKm: number, filter?: PointFilter): PointHit[] {
    const hits: PointHit[] = [];
    this.forEachWithin(lat, lng, radiusKm, (index, distanceKm) => hits.push({ index, distanceKm }), filter);
    return hits;
  }

  /** Calls `visit` for exactly the points `within` returns, without building a list (large radii hold ~1,500). */
  forEachWithin(
    lat: number,
    lng: number,
    radiusKm: number,
    visit: (index: number, distanceKm: number) => void,
    filter?: PointFilter,
  ): void {
    if (!(radiusKm >= 0 && radiusKm <= MAX_RADIUS_KM)) {
      throw new RangeError(`radiusKm must be between 0 and ${MAX_RADIUS_KM}`);
    }
    assertInServiceArea(lat, lng);
    const res = this.resolutionFor(radiusKm);
    const { bucketOf, start, members, centres, cosRadius, sinRadius } = this.level(res);
    const cells = this.diskKeys(latLngToCell(lat, lng, res), res, ringsFor(res, radiusKm));
    writeUnitVector(lat, lng, QUERY_VECTOR);
    const qx = QUERY_VECTOR[0] as number;
    const qy = QUERY_VECTOR[1] as number;
    const qz = QUERY_VECTOR[2] as number;
    const angle = radiusKm / EARTH_RADIUS_KM;
    const cosA = Math.cos(angle);
    const sinA = Math.sin(angle);
    const pointCut = cosA - DOT_SLACK;
    const xyz = this.xyz;
    for (const cell of cells) {
      const b = bucketOf.get(cell);
      if (b === undefined) continue;
      // Skip the bucket when its bounding cap lies wholly beyond the radius: cos(angle + capRadius).
      const dot =
        qx * (centres[b * 3] as number) + qy * (centres[b * 3 + 1] as number) + qz * (centres[b * 3 + 2] as number);
      if (dot < cosA * (cosRadius[b] as number) - sinA * (sinRadius[b] as number) - DOT_SLACK) continue;
      const to = start[b + 1] as number;
      for (let m = start[b] as number; m < to; m++) {
        const i = members[m] as number;
        const p = i * 3;
        if (qx * (xyz[p] as number) + qy * (xyz[p + 1] as number) + qz * (xyz[p + 2] as number) < pointCut) continue;
        if (filter && !filter(i)) continue;
        // The haversine decides, so answers match a brute-force haversine scan bit for bit.
        const distanceKm = haversineKm(lat, lng, this.lat[i] as number, this.lng[i] as number);
        if (distanceKm <= radiusKm) visit(i, distanceKm);
      }
    }
  }
}

interface PointIndexParts {
  xyz: Float64Array;
  levels: Map<number, BucketLevel>;
}

function* pointIndexParts(
  lat: Float64Array,
  lng: Float64Array,
  cells?: readonly (string | null)[],
): Steps<PointIndexParts> {
  const n = lat.length;
  const xyz = new Float64Array(n * 3);
  // One h3-js call per point (a fifth of a second for the register), unless its stored cell is taken: coarser keys are
  // bit shifts of the finest one.
  const stored = cells && storedCellsHold(cells, lat, lng) ? cells : undefined;
  const finestKeys = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const pLat = lat[i] as number;
    const pLng = lng[i] as number;
    if (!(Math.abs(pLat) <= 90 && Math.abs(pLng) <= 180)) {
      throw new RangeError(`point ${i} has invalid coordinates (${pLat}, ${pLng})`);
    }
    writeUnitVector(pLat, pLng, xyz, i * 3);
    const cell = stored?.[i];
    finestKeys[i] = cellKey(
      typeof cell === 'string' && FINEST_CELL.test(cell) ? cell : latLngToCell(pLat, pLng, MAX_INDEX_RES),
      MAX_INDEX_RES,
    );
    if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield;
  }
  const levels = new Map<number, BucketLevel>();
  for (const res of INDEX_RESOLUTIONS) {
    yield;
    levels.set(res, buildLevel(res, finestKeys, xyz));
  }
  return { xyz, levels };
}

/** An H3 cell at MAX_INDEX_RES (8) written as h3-js writes it: mode 1, resolution 8, the finer digits unused (7). */
const FINEST_CELL = /^88[0-9a-f]{8}[f]{5}$/;

/** One point in this many is checked against h3-js: stored cells of other points (a file gone wrong) are not taken. */
const CELL_CHECK_STRIDE = 64;

/**
 * Whether the stored cells are one per point and, on every CELL_CHECK_STRIDE-th point, the cell h3-js computes: a
 * wrong cell would lose a station from every answer around it, while the haversine cannot tell.
 */
function storedCellsHold(cells: readonly (string | null)[], lat: Float64Array, lng: Float64Array): boolean {
  if (cells.length !== lat.length) return false;
  for (let i = 0; i < cells.length; i += CELL_CHECK_STRIDE) {
    if (cells[i] !== latLngToCell(lat[i] as number, lng[i] as number, MAX_INDEX_RES)) return false;
  }
  return true;
}

/**
 * Cost of one km² of candidate area (radius + a bucket's spread on each side) in k-ring cells. A k-ring
 * cell costs ~0.75 µs in h3-js; rejecting one candidate costs a few ns. Fitted on the real stations
 * (p50 and p99 of every indexed resolution at radii 0.1..50 km); the choice is 4 from ~3 km up.
 */
const CANDIDATE_WEIGHT = 0.002;
