import { cellToBoundary, cellToLatLng, cellToParent, gridDiskDistances, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/support/query-samples.js';
import { loadRealStations } from '../../test/support/real-stations.js';
import { haversineKm } from './geo.js';
import {
  cellKey,
  cellRadiusKm,
  diskSize,
  isInServiceArea,
  MAX_INDEX_RES,
  parentKey,
  ringStepKm,
  ringsFor,
} from './h3-bounds.js';
import { INDEX_RESOLUTIONS } from './point-index.js';

/** The area the bounds claim to hold for: Spain's coordinate range padded by ~3°. */
const MEASURED = { minLat: 24, maxLat: 47.5, minLng: -22.5, maxLng: 8.5 };

function randomCells(res: number, count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const cells = new Set<string>();
  while (cells.size < count) {
    const lat = MEASURED.minLat + random() * (MEASURED.maxLat - MEASURED.minLat);
    const lng = MEASURED.minLng + random() * (MEASURED.maxLng - MEASURED.minLng);
    cells.add(latLngToCell(lat, lng, res));
  }
  return [...cells];
}

describe('H3 reach bounds', () => {
  for (const res of [4, 5, 6, 7, 8]) {
    it(`hold for resolution ${res} over the measured area`, () => {
      let worstRadius = 0;
      let worstStep = Number.POSITIVE_INFINITY;
      for (const cell of randomCells(res, 250, res)) {
        const [lat, lng] = cellToLatLng(cell);
        for (const [vLat, vLng] of cellToBoundary(cell))
          worstRadius = Math.max(worstRadius, haversineKm(lat, lng, vLat, vLng));
        gridDiskDistances(cell, 6).forEach((ring, j) => {
          if (j === 0) return;
          const nearest = Math.min(...ring.map((c) => haversineKm(lat, lng, ...cellToLatLng(c))));
          worstStep = Math.min(worstStep, nearest / j);
        });
      }
      expect(worstRadius).toBeLessThanOrEqual(cellRadiusKm(res));
      expect(worstStep).toBeGreaterThanOrEqual(ringStepKm(res));
      // The margins are meant to be ~5%, not a gross overestimate that would waste k-ring cells.
      expect(worstRadius).toBeGreaterThan(cellRadiusKm(res) * 0.9);
      expect(worstStep).toBeLessThan(ringStepKm(res) * 1.1);
    });
  }

  it('give k-rings that grow with the radius', () => {
    expect(ringsFor(4, 50)).toBe(3);
    expect(ringsFor(6, 5)).toBe(2);
    for (const res of INDEX_RESOLUTIONS) {
      for (let r = 0; r < 60; r += 0.5) expect(ringsFor(res, r + 0.5)).toBeGreaterThanOrEqual(ringsFor(res, r));
    }
    expect(diskSize(0)).toBe(1);
    expect(diskSize(3)).toBe(37);
  });

  it('hold for every real station of the slice: each lies within cellRadiusKm of its cell centre', () => {
    const stations = loadRealStations();
    for (const res of INDEX_RESOLUTIONS) {
      let worst = 0;
      stations.lat.forEach((lat, i) => {
        const [cLat, cLng] = cellToLatLng(latLngToCell(lat, stations.lng[i] as number, res));
        worst = Math.max(worst, haversineKm(lat, stations.lng[i] as number, cLat, cLng));
      });
      expect(worst).toBeLessThanOrEqual(cellRadiusKm(res));
    }
  });
});

describe('cellKey', () => {
  it('gives parents by shifting and tells cells apart', () => {
    const random = seededRandom(11);
    const seen = new Map<number, string>();
    for (let n = 0; n < 2000; n++) {
      const cell = latLngToCell(27 + random() * 17, -18.5 + random() * 23, MAX_INDEX_RES);
      const finest = cellKey(cell, MAX_INDEX_RES);
      expect(seen.get(finest) ?? cell).toBe(cell);
      seen.set(finest, cell);
      for (const res of INDEX_RESOLUTIONS) expect(parentKey(finest, res)).toBe(cellKey(cellToParent(cell, res), res));
    }
  });
});

describe('service area', () => {
  it("covers the API's coordinate range and nothing far beyond", () => {
    for (const [lat, lng] of [
      [27.4, -18.4],
      [44, 4.6],
      [27.4, 4.6],
      [44, -18.4],
    ] as const) {
      expect(isInServiceArea(lat, lng)).toBe(true);
    }
    expect(isInServiceArea(48.85, 2.35)).toBe(false);
    expect(isInServiceArea(Number.NaN, 0)).toBe(false);
  });
});
