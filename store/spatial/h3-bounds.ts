// How far an H3 k-ring reaches, measured for the area the service covers, and compact integer cell keys.
//
// Why not k = ceil(r / (2 × average edge)): a k-ring reaches only about 1.5 × k × (smallest edge) in its
// worst direction, so that choice silently misses points (DESIGN.md, "the k-ring trap"). The smallest
// *boundary* edge is no better a guide: Class III cells that straddle an icosahedron face carry extra
// distortion vertices (res 5 "edges" of 3 km beside a 9.9 km average). So we bound the two quantities the
// proof needs directly, sampled over Spain's coordinate range padded by ~3° (lat 24..47.5, lng -22.5..8.5;
// 25,000 random cells per resolution 3..8; re-checked by h3-bounds.test.ts):
//   - every point of a cell is within 1.100 × avgEdge of the cell's centre (worst vertex);
//   - cells at grid distance j have centres at least j × 1.344 × avgEdge apart (worst j in 1..10).
// A point within r of the query then lies in a cell at grid distance <= (r + 2 × cellRadius) / ringStep
// from the query's cell. The constants below keep a ~5% margin on both measurements.
import { getHexagonEdgeLengthAvg } from './h3.js';

const CELL_RADIUS_PER_EDGE = 1.16;
const RING_STEP_PER_EDGE = 1.28;

/** Keys are taken at this resolution (base cell + 8 digits fit a 31-bit integer); coarser keys are shifts. */
export const MAX_INDEX_RES = 8;

/** Queries must lie in Spain's API coordinate range (27.4..44, -18.4..4.6) plus a 0.5° slack. */
export const SERVICE_AREA = { minLat: 26.9, maxLat: 44.5, minLng: -18.9, maxLng: 5.1 } as const;

/** The padding the bounds were measured with allows k-rings of radius up to this. */
export const MAX_RADIUS_KM = 100;

/** Average edge of each resolution 0..15, asked of h3-js once: a call into its compiled module costs ~0.1 µs. */
const AVERAGE_EDGE_KM: readonly number[] = Array.from({ length: 16 }, (_, res) => getHexagonEdgeLengthAvg(res, 'km'));

function averageEdgeKm(res: number): number {
  const edge = AVERAGE_EDGE_KM[res];
  if (edge === undefined) throw new RangeError(`${res} is not an H3 resolution`);
  return edge;
}

/** Upper bound on the distance from a cell's centre to any point of the cell. */
export function cellRadiusKm(res: number): number {
  return CELL_RADIUS_PER_EDGE * averageEdgeKm(res);
}

/** Lower bound on (distance between the centres of two cells) / (their grid distance). */
export function ringStepKm(res: number): number {
  return RING_STEP_PER_EDGE * averageEdgeKm(res);
}

/** The k for which gridDisk(cell of q, k) holds every cell with a point within radiusKm of q. */
export function ringsFor(res: number, radiusKm: number): number {
  return Math.floor((radiusKm + 2 * cellRadiusKm(res)) / ringStepKm(res));
}

/** Number of cells in a k-ring. */
export function diskSize(k: number): number {
  return 3 * k * (k + 1) + 1;
}

/**
 * The cell's base cell and digits 1..res as one small integer (bits 21..51 of the 64-bit index,
 * shifted). Integer keys hash faster than h3-js strings, and a parent's key is a right shift.
 */
export function cellKey(cell: string, res: number): number {
  const lo = Number.parseInt(cell.slice(-8), 16);
  const hi = Number.parseInt(cell.slice(0, -8), 16);
  return (((hi & 0xfffff) << 11) | (lo >>> 21)) >>> (3 * (MAX_INDEX_RES - res));
}

/** Key of the resolution-`res` ancestor, given the key of a resolution-MAX_INDEX_RES cell. */
export function parentKey(finestKey: number, res: number): number {
  return finestKey >>> (3 * (MAX_INDEX_RES - res));
}

export function isInServiceArea(lat: number, lng: number): boolean {
  const a = SERVICE_AREA;
  return lat >= a.minLat && lat <= a.maxLat && lng >= a.minLng && lng <= a.maxLng;
}

export function assertInServiceArea(lat: number, lng: number): void {
  if (!isInServiceArea(lat, lng)) {
    throw new RangeError(`(${lat}, ${lng}) is outside the area the H3 bounds were measured for`);
  }
}
