import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/support/query-samples.js';
import {
  EARTH_RADIUS_KM,
  haversineKm,
  type LatLng,
  locateOnPolyline,
  pointToSegmentKm,
  polylineLengthKm,
  preparePolyline,
} from './geo.js';

const MADRID: LatLng = [40.4168, -3.7038];
const BARCELONA: LatLng = [41.3874, 2.1686];

/** Reference for a segment: the closest of many points interpolated along the great circle. */
function sampledSegmentKm(p: LatLng, a: LatLng, b: LatLng, samples = 20_000): number {
  const poly = preparePolyline([a, b]);
  const f = poly.frames;
  const angle = (poly.segmentKm[0] as number) / EARTH_RADIUS_KM;
  let best = Number.POSITIVE_INFINITY;
  for (let n = 0; n <= samples; n++) {
    const t = (angle * n) / samples;
    const [x, y, z] = [0, 1, 2].map((i) => (f[i] as number) * Math.cos(t) + (f[9 + i] as number) * Math.sin(t)) as [
      number,
      number,
      number,
    ];
    const lat = (Math.asin(z) * 180) / Math.PI;
    const lng = (Math.atan2(y, x) * 180) / Math.PI;
    best = Math.min(best, haversineKm(p[0], p[1], lat, lng));
  }
  return best;
}

describe('haversineKm', () => {
  it('matches known distances', () => {
    expect(haversineKm(...MADRID, ...BARCELONA)).toBeCloseTo(504.6, 0);
    expect(haversineKm(...MADRID, ...MADRID)).toBe(0);
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    // One degree of latitude on the mean sphere.
    expect(haversineKm(40, -3, 41, -3)).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_KM, 9);
  });

  it('is symmetric', () => {
    expect(haversineKm(...MADRID, ...BARCELONA)).toBe(haversineKm(...BARCELONA, ...MADRID));
  });
});

describe('pointToSegmentKm', () => {
  it('is zero on the segment and measures along it', () => {
    // Along a meridian, since a great circle between two points of one parallel bulges towards the pole.
    const a: LatLng = [40, -3];
    const b: LatLng = [41, -3];
    const length = polylineLengthKm([a, b]);
    const mid = pointToSegmentKm([40.5, -3], a, b);
    expect(mid.distanceKm).toBeLessThan(1e-9);
    expect(mid.positionKm).toBeCloseTo(length / 2, 9);
    expect(pointToSegmentKm([40.5, -3.01], a, b).distanceKm).toBeCloseTo(haversineKm(40.5, -3.01, 40.5, -3), 4);
    expect(pointToSegmentKm(a, a, b).distanceKm).toBeLessThan(1e-9);
    expect(pointToSegmentKm(a, a, b).positionKm).toBeLessThan(1e-9);
    expect(pointToSegmentKm(b, a, b).distanceKm).toBeLessThan(1e-9);
    expect(pointToSegmentKm(b, a, b).positionKm).toBeCloseTo(length, 9);
  });

  it('measures to the nearer end beyond the segment', () => {
    const a: LatLng = [40, -3];
    const b: LatLng = [40, -2];
    expect(pointToSegmentKm([40.2, -3.5], a, b)).toEqual({ distanceKm: expect.any(Number), positionKm: 0 });
    expect(pointToSegmentKm([40.2, -3.5], a, b).distanceKm).toBeCloseTo(haversineKm(40.2, -3.5, ...a), 9);
    expect(pointToSegmentKm([39.9, -1.2], a, b).distanceKm).toBeCloseTo(haversineKm(39.9, -1.2, ...b), 9);
  });

  it('agrees with a dense sampling of the arc for short and long segments', () => {
    const random = seededRandom(3);
    for (const spanDeg of [0.01, 0.5, 5]) {
      for (let n = 0; n < 20; n++) {
        const a: LatLng = [36 + random() * 7, -9 + random() * 12];
        const b: LatLng = [a[0] + (random() - 0.5) * spanDeg, a[1] + (random() - 0.5) * spanDeg];
        const p: LatLng = [a[0] + (random() - 0.5) * spanDeg * 2, a[1] + (random() - 0.5) * spanDeg * 2];
        const exact = pointToSegmentKm(p, a, b).distanceKm;
        const sampled = sampledSegmentKm(p, a, b);
        // Sampling overestimates by at most (spacing / 2)^2 / (2 d): well under a metre here.
        expect(exact).toBeLessThanOrEqual(sampled + 1e-9);
        expect(sampled - exact).toBeLessThan(0.001);
      }
    }
  });

  it('stays accurate for segments a millimetre long', () => {
    const random = seededRandom(8);
    for (let n = 0; n < 200; n++) {
      const a: LatLng = [36 + random() * 7, -9 + random() * 12];
      const angle = random() * 2 * Math.PI;
      const b: LatLng = [a[0] + 1e-8 * Math.cos(angle), a[1] + 1e-8 * Math.sin(angle)];
      const p: LatLng = [a[0] + 0.09 * Math.cos(n), a[1] + 0.12 * Math.sin(n)];
      const nearestEnd = Math.min(haversineKm(...p, ...a), haversineKm(...p, ...b));
      // The segment is ~1e-6 km long, so the true distance is within that of the nearer end.
      expect(Math.abs(pointToSegmentKm(p, a, b).distanceKm - nearestEnd)).toBeLessThan(2e-6);
    }
  });

  it('treats a zero-length segment as a point', () => {
    const a: LatLng = [40, -3];
    expect(pointToSegmentKm([40.1, -3], a, a)).toEqual({ distanceKm: expect.any(Number), positionKm: 0 });
    expect(pointToSegmentKm([40.1, -3], a, a).distanceKm).toBeCloseTo(haversineKm(40.1, -3, ...a), 9);
  });
});

describe('polylines', () => {
  const route: LatLng[] = [MADRID, [40.9, -2.7], [41.65, -0.88], BARCELONA];

  it('have the length of their legs', () => {
    let sum = 0;
    for (let i = 1; i < route.length; i++) sum += haversineKm(...(route[i - 1] as LatLng), ...(route[i] as LatLng));
    expect(polylineLengthKm(route)).toBeCloseTo(sum, 6);
    expect(polylineLengthKm([MADRID])).toBe(0);
    expect(() => preparePolyline([MADRID])).toThrow(RangeError);
  });

  it('place each vertex at its cumulative length', () => {
    const poly = preparePolyline(route);
    route.forEach((vertex, i) => {
      const expected = i === 0 ? 0 : polylineLengthKm(route.slice(0, i + 1));
      const located = locateOnPolyline(poly, ...vertex);
      expect(located.distanceKm).toBeLessThan(1e-6);
      expect(located.positionKm).toBeCloseTo(expected, 6);
    });
  });

  it('measure to the nearest leg', () => {
    const poly = preparePolyline(route);
    const nearZaragoza = locateOnPolyline(poly, 41.7, -0.9);
    expect(nearZaragoza.distanceKm).toBeCloseTo(haversineKm(41.7, -0.9, 41.65, -0.88), 1);
    expect(nearZaragoza.positionKm).toBeCloseTo(polylineLengthKm(route.slice(0, 3)), 0);
  });
});
