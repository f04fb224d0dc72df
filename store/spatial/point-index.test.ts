import { latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { runAtOnce } from '../../core/yielding.js';
import { sampleQueries, seededRandom } from '../../test/support/query-samples.js';
import { loadRealStations, type RealStations } from '../../test/support/real-stations.js';
import { haversineKm, type LatLng } from './geo.js';
import { MAX_INDEX_RES, MAX_RADIUS_KM } from './h3-bounds.js';
import { type PointFilter, type PointHit, PointIndex } from './point-index.js';

/** Reference answer: every point, measured with the same haversine. */
function bruteForce(s: RealStations, [lat, lng]: LatLng, radiusKm: number, filter?: PointFilter): PointHit[] {
  const hits: PointHit[] = [];
  for (let i = 0; i < s.lat.length; i++) {
    if (filter && !filter(i)) continue;
    const distanceKm = haversineKm(lat, lng, s.lat[i] as number, s.lng[i] as number);
    if (distanceKm <= radiusKm) hits.push({ index: i, distanceKm });
  }
  return hits;
}

/** Hits as "id:distance" strings in id order, so a failure shows exactly which station differs. */
function keyed(index: PointIndex, hits: PointHit[]): string[] {
  return hits.map((h) => `${index.ids[h.index]}:${h.distanceKm}`).sort();
}

describe('PointIndex on the real stations of the committed slice', () => {
  const s = loadRealStations();
  const index = new PointIndex(s.ids, s.lat, s.lng);

  it('indexes every station once per resolution', () => {
    expect(index.size).toBe(s.lat.length);
    for (const res of [4, 5, 6, 7]) {
      const level = index.level(res);
      expect(level.members.length).toBe(s.lat.length);
      expect(new Set(level.members).size).toBe(s.lat.length);
    }
  });

  it.each([0.5, 2, 5, 10, 25, 50])('returns exactly the brute-force set for 1,000 points at %d km', (radiusKm) => {
    let nonEmpty = 0;
    for (const query of sampleQueries(1000, s.lat, s.lng, 42)) {
      const expected = keyed(index, bruteForce(s, query, radiusKm));
      expect(keyed(index, index.within(query[0], query[1], radiusKm))).toEqual(expected);
      if (expected.length > 0) nonEmpty++;
    }
    // The sample must exercise non-empty answers, not only empty sea: half the points are moved stations.
    expect(nonEmpty).toBeGreaterThan(radiusKm >= 10 ? 300 : radiusKm >= 2 ? 50 : 5);
  });

  it('applies the filter exactly as a filtered scan does', () => {
    const hasDiesel: PointFilter = (i) => !Number.isNaN(s.diesel[i] as number);
    for (const query of sampleQueries(200, s.lat, s.lng, 5)) {
      const expected = keyed(index, bruteForce(s, query, 10, hasDiesel));
      expect(keyed(index, index.within(query[0], query[1], 10, hasDiesel))).toEqual(expected);
    }
  });

  it('includes a station whose distance equals the radius exactly', () => {
    const random = seededRandom(9);
    let checked = 0;
    for (const query of sampleQueries(300, s.lat, s.lng, 17)) {
      // A station up to 50 km away, so that the radius stays within the API's range.
      const near = bruteForce(s, query, 50);
      if (near.length === 0) continue;
      const target = (near[Math.floor(random() * near.length)] as PointHit).index;
      const radiusKm = haversineKm(query[0], query[1], s.lat[target] as number, s.lng[target] as number);
      checked++;
      const hits = index.within(query[0], query[1], radiusKm);
      expect(hits.some((h) => h.index === target)).toBe(true);
      expect(keyed(index, hits)).toEqual(keyed(index, bruteForce(s, query, radiusKm)));
    }
    expect(checked).toBeGreaterThan(140);
  });

  it('finds a station exactly at the centre, even with radius 0', () => {
    for (let i = 0; i < s.lat.length; i += 7) {
      const centre: LatLng = [s.lat[i] as number, s.lng[i] as number];
      const zero = index.within(centre[0], centre[1], 0);
      expect(zero.map((h) => h.index)).toContain(i);
      expect(zero.every((h) => h.distanceKm === 0)).toBe(true);
      expect(keyed(index, index.within(centre[0], centre[1], 0.5))).toEqual(keyed(index, bruteForce(s, centre, 0.5)));
    }
  });

  it('is exact at the edges of the coordinate range', () => {
    const lats = [27.4, 27.705333, 35.9, 43.731806, 44];
    const lngs = [-18.4, -18.011944, -9.3, 3.3, 4.271639, 4.6];
    for (const lat of lats) {
      for (const lng of lngs) {
        for (const radiusKm of [0.5, 5, 25, 50]) {
          const expected = keyed(index, bruteForce(s, [lat, lng], radiusKm));
          expect(keyed(index, index.within(lat, lng, radiusKm))).toEqual(expected);
        }
      }
    }
    // The extreme stations themselves: north, south, west and east.
    const at = (pick: (a: number, b: number) => boolean, values: Float64Array) =>
      values.reduce((best, v, i) => (pick(v, values[best] as number) ? i : best), 0);
    for (const i of [
      at((a, b) => a > b, s.lat),
      at((a, b) => a < b, s.lat),
      at((a, b) => a < b, s.lng),
      at((a, b) => a > b, s.lng),
    ]) {
      expect(index.within(s.lat[i] as number, s.lng[i] as number, 0.5).map((h) => h.index)).toContain(i);
    }
  });
});

describe('PointIndex from the stations’ stored cells (the snapshot’s h3_cell)', () => {
  const s = loadRealStations();
  const computed = new PointIndex(s.ids, s.lat, s.lng);
  const cells = Array.from(s.lat, (lat, i) => latLngToCell(lat, s.lng[i] as number, MAX_INDEX_RES));
  const fromCells = (stored: readonly (string | null)[]) => runAtOnce(PointIndex.steps(s.ids, s.lat, s.lng, stored));

  it('is the index computed with h3-js when they are the points’ cells', () => {
    expect(fromCells(cells)).toEqual(computed);
  });

  it('takes them: a point given another valid cell is indexed there', () => {
    // A point the check does not compute again (it computes every 64th): another station's cell is taken as it is.
    const moved = cells.findIndex((cell, i) => i % 64 !== 0 && cell !== cells[0]);
    const stored = cells.map((cell, i) => (i === moved ? (cells[0] as string) : cell));
    expect(fromCells(stored)).not.toEqual(computed);
  });

  it('computes them when a checked point’s cell is wrong, or there is not one per point', () => {
    const wrong = cells.map((cell, i) => (i === 64 ? (cells[65] === cell ? cells[200] : cells[65]) : cell)) as string[];
    expect(wrong[64]).not.toBe(cells[64]);
    expect(fromCells(wrong)).toEqual(computed);
    expect(fromCells(cells.slice(1))).toEqual(computed);
  });

  it('computes a point’s cell when its stored one is missing or not a cell of the finest resolution', () => {
    const stored = cells.map((cell, i) =>
      i === 1 ? null : i === 2 ? latLngToCell(s.lat[2] as number, s.lng[2] as number, 7) : i === 3 ? 'x' : cell,
    );
    expect(fromCells(stored)).toEqual(computed);
  });
});

describe('PointIndex on synthetic points', () => {
  const index = new PointIndex([7, 8, 9], Float64Array.of(40, 40.01, 28.1), Float64Array.of(-3, -3, -15.4));

  it('reports positions in the input arrays and keeps the ids', () => {
    const hits = index.within(40.005, -3, 1);
    expect(hits.map((h) => index.ids[h.index]).sort()).toEqual([7, 8]);
    expect(index.within(40.005, -3, 0.5)).toHaveLength(0);
    expect(index.within(40.005, -3, 0.6)).toHaveLength(2);
    expect(index.within(40.005, -3, 0.6)[0]?.distanceKm).toBeCloseTo(0.556, 3);
    expect(index.within(28.1, -15.4, 100)).toHaveLength(1);
  });

  it('handles an empty index', () => {
    const empty = new PointIndex([], new Float64Array(0), new Float64Array(0));
    expect(empty.within(40, -3, 50)).toEqual([]);
  });

  it('rejects queries it cannot answer exactly', () => {
    expect(() => index.within(48.85, 2.35, 5)).toThrow(RangeError);
    expect(() => index.within(40, -3, -1)).toThrow(RangeError);
    expect(() => index.within(40, -3, Number.NaN)).toThrow(RangeError);
    expect(() => index.within(40, -3, MAX_RADIUS_KM + 1)).toThrow(RangeError);
    expect(() => new PointIndex([1], Float64Array.of(1), new Float64Array(0))).toThrow(RangeError);
    expect(() => new PointIndex([1], Float64Array.of(Number.NaN), Float64Array.of(0))).toThrow(RangeError);
  });
});
