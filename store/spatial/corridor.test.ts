import { describe, expect, it } from 'vitest';
import { loadRealStations, type RealStations } from '../../test/support/real-stations.js';
import {
  densify,
  MADRID_BARCELONA,
  MADRID_ZARAGOZA_A2,
  SEVILLA_MALAGA,
  TENERIFE_TEIDE,
} from '../../test/support/test-routes.js';
import { type CorridorHit, withinCorridor } from './corridor.js';
import { EARTH_RADIUS_KM, haversineKm, type LatLng, locateOnPolyline, preparePolyline } from './geo.js';
import { type PointFilter, PointIndex } from './point-index.js';

/** Reference answer: every station measured against every segment. */
function bruteForce(
  s: RealStations,
  route: readonly LatLng[],
  corridorKm: number,
  filter?: PointFilter,
): CorridorHit[] {
  const poly = preparePolyline(route);
  const hits: CorridorHit[] = [];
  for (let i = 0; i < s.lat.length; i++) {
    if (filter && !filter(i)) continue;
    const { distanceKm, positionKm } = locateOnPolyline(poly, s.lat[i] as number, s.lng[i] as number);
    if (distanceKm <= corridorKm) hits.push({ index: i, distanceToRouteKm: distanceKm, positionKm });
  }
  return hits;
}

function keyed(s: RealStations, hits: CorridorHit[]): string[] {
  return hits.map((h) => `${s.ids[h.index]}:${h.distanceToRouteKm}:${h.positionKm}`).sort();
}

/** The route point `km` along the route (vertices interpolated along great circles). */
function pointAt(route: readonly LatLng[], km: number): LatLng {
  const poly = preparePolyline(route);
  let s = 0;
  while (s < poly.segmentCount - 1 && (poly.startKm[s + 1] as number) <= km) s++;
  const f = poly.frames;
  const t = (km - (poly.startKm[s] as number)) / EARTH_RADIUS_KM;
  const [x, y, z] = [0, 1, 2].map(
    (a) => (f[s * 15 + a] as number) * Math.cos(t) + (f[s * 15 + 9 + a] as number) * Math.sin(t),
  ) as [number, number, number];
  return [(Math.asin(z) * 180) / Math.PI, (Math.atan2(y, x) * 180) / Math.PI];
}

const ROUTES: Record<string, readonly LatLng[]> = {
  'Madrid-Zaragoza (A-2)': MADRID_ZARAGOZA_A2,
  'Sevilla-Málaga': SEVILLA_MALAGA,
  'Tenerife: La Laguna-Puerto de la Cruz-Teide-Los Cristianos': TENERIFE_TEIDE,
  'Madrid-Barcelona, 200 points': densify(MADRID_BARCELONA, 200),
  'Madrid-Barcelona as one 500 km segment': [MADRID_BARCELONA[0] as LatLng, MADRID_BARCELONA.at(-1) as LatLng],
  'Sevilla-Málaga and back (every station ties between two legs)': [
    ...SEVILLA_MALAGA,
    ...[...SEVILLA_MALAGA].reverse(),
  ],
};

describe('withinCorridor on the real stations of the committed slice', () => {
  const s = loadRealStations();
  const index = new PointIndex(s.ids, s.lat, s.lng);

  for (const [name, route] of Object.entries(ROUTES)) {
    it.each([1, 3, 10])(`${name}: equals brute force at %d km`, (corridorKm) => {
      const expected = bruteForce(s, route, corridorKm);
      expect(expected.length).toBeGreaterThan(0);
      expect(keyed(s, withinCorridor(index, route, corridorKm))).toEqual(keyed(s, expected));
    });
  }

  it('places each station where the route passes closest to it', () => {
    const route = MADRID_ZARAGOZA_A2;
    const length = preparePolyline(route).lengthKm;
    const hits = withinCorridor(index, route, 3);
    for (const hit of hits) {
      expect(hit.positionKm).toBeGreaterThanOrEqual(0);
      expect(hit.positionKm).toBeLessThanOrEqual(length);
      const [lat, lng] = pointAt(route, hit.positionKm);
      expect(haversineKm(s.lat[hit.index] as number, s.lng[hit.index] as number, lat, lng)).toBeCloseTo(
        hit.distanceToRouteKm,
        5,
      );
    }
    // Stations near Zaragoza come at the end, stations in Madrid at the start, Calatayud in between.
    const near = (lat: number, lng: number) =>
      hits.filter((h) => haversineKm(lat, lng, s.lat[h.index] as number, s.lng[h.index] as number) < 5);
    const zaragoza = near(41.648, -0.92);
    const madrid = near(40.4405, -3.677);
    const calatayud = near(41.354, -1.643);
    expect(zaragoza.length).toBeGreaterThan(0);
    for (const h of zaragoza) expect(h.positionKm).toBeGreaterThan(length - 8);
    expect(madrid.length).toBeGreaterThan(0);
    expect(calatayud.length).toBeGreaterThan(0);
    for (const h of madrid) expect(h.positionKm).toBeLessThan(8);
    const calatayudAt = preparePolyline(route.slice(0, 16)).lengthKm;
    for (const h of calatayud) expect(Math.abs(h.positionKm - calatayudAt)).toBeLessThan(8);
  });

  it('applies the filter exactly as a filtered scan does', () => {
    const hasDiesel: PointFilter = (i) => !Number.isNaN(s.diesel[i] as number);
    const expected = bruteForce(s, SEVILLA_MALAGA, 5, hasDiesel);
    expect(keyed(s, withinCorridor(index, SEVILLA_MALAGA, 5, hasDiesel))).toEqual(keyed(s, expected));
  });
});

describe('withinCorridor input checks', () => {
  const index = new PointIndex([1], Float64Array.of(40), Float64Array.of(-3));

  it('finds a point on a route made of repeated points', () => {
    expect(
      withinCorridor(
        index,
        [
          [40, -3],
          [40, -3],
        ],
        0,
      ),
    ).toEqual([{ index: 0, distanceToRouteKm: 0, positionKm: 0 }]);
  });

  it('rejects what it cannot answer exactly', () => {
    expect(() => withinCorridor(index, [[40, -3]], 3)).toThrow(RangeError);
    expect(() => withinCorridor(index, MADRID_ZARAGOZA_A2, 11)).toThrow(RangeError);
    expect(() => withinCorridor(index, MADRID_ZARAGOZA_A2, -1)).toThrow(RangeError);
    expect(() =>
      withinCorridor(
        index,
        [
          [40, -3],
          [48.85, 2.35],
        ],
        3,
      ),
    ).toThrow(RangeError);
  });
});
