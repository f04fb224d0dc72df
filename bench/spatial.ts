// Spatial index benchmark on the real stations: `npx tsx bench/spatial.ts`.
// Index and brute-force scan run in the same process on the same queries, so the ratio holds on any machine.
import { join } from 'node:path';
import { withinCorridor } from '../store/spatial/corridor.js';
import { EARTH_RADIUS_KM, haversineKm, type LatLng, locateOnPolyline, preparePolyline } from '../store/spatial/geo.js';
import { PointIndex } from '../store/spatial/point-index.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { sampleQueries } from '../test/support/query-samples.js';
import { loadRealStations, type RealStations } from '../test/support/real-stations.js';
import { densify, MADRID_BARCELONA } from '../test/support/test-routes.js';

const TARGET_P50_US: Readonly<Record<number, number>> = { 5: 60, 50: 150 };

interface Timing {
  p50: number;
  p99: number;
}

/** p50 and p99 of the per-call times of `run` over `inputs`, in µs, after one untimed warm-up pass. */
function time<T>(inputs: readonly T[], run: (input: T) => unknown): Timing {
  for (const input of inputs) run(input);
  const micros = inputs.map((input) => {
    const start = performance.now();
    run(input);
    return (performance.now() - start) * 1000;
  });
  micros.sort((a, b) => a - b);
  const at = (q: number) => micros[Math.min(micros.length - 1, Math.floor(q * micros.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The reference answer, measured exactly as the index measures. */
function referenceScan(s: RealStations, [lat, lng]: LatLng, radiusKm: number): number[] {
  const hits: number[] = [];
  for (let i = 0; i < s.lat.length; i++) {
    if (haversineKm(lat, lng, s.lat[i] as number, s.lng[i] as number) <= radiusKm) hits.push(i);
  }
  return hits;
}

/**
 * The brute force the index competes with, made reasonably fast: cos(lat) precomputed, the haversine
 * compared before its asin, and distances computed for hits only.
 */
function makeScan(s: RealStations): (q: LatLng, radiusKm: number) => number[] {
  const rad = Math.PI / 180;
  const lat = s.lat.map((v) => v * rad);
  const lng = s.lng.map((v) => v * rad);
  const cosLat = lat.map(Math.cos);
  return ([qLat, qLng], radiusKm) => {
    const la = qLat * rad;
    const lo = qLng * rad;
    const cosQ = Math.cos(la);
    const limit = Math.sin(radiusKm / EARTH_RADIUS_KM / 2) ** 2;
    const hits: number[] = [];
    for (let i = 0; i < lat.length; i++) {
      const a = Math.sin(((lat[i] as number) - la) / 2);
      const b = Math.sin(((lng[i] as number) - lo) / 2);
      if (a * a + cosQ * (cosLat[i] as number) * b * b <= limit) hits.push(i);
    }
    return hits.map((i) => haversineKm(qLat, qLng, s.lat[i] as number, s.lng[i] as number));
  };
}

function corridorScan(s: RealStations, route: readonly LatLng[], corridorKm: number): number[] {
  const poly = preparePolyline(route);
  const hits: number[] = [];
  for (let i = 0; i < s.lat.length; i++) {
    if (locateOnPolyline(poly, s.lat[i] as number, s.lng[i] as number).distanceKm <= corridorKm) hits.push(i);
  }
  return hits;
}

const us = (n: number) => `${n.toFixed(1).padStart(8)} µs`;

function main(): void {
  if (!sharedDataAvailable) {
    console.log(`bench/spatial.ts ${WITHOUT_SHARED}`);
    return;
  }
  const stations = loadRealStations(join(SHARED_MINISTRY_DIR, 'EstacionesTerrestres.json.gz'));
  let start = performance.now();
  let index = new PointIndex(stations.ids, stations.lat, stations.lng);
  const coldMs = performance.now() - start;
  start = performance.now();
  index = new PointIndex(stations.ids, stations.lat, stations.lng);
  const warmMs = performance.now() - start;
  console.log(
    `stations: ${index.size}; build: ${coldMs.toFixed(0)} ms cold (first h3-js use), ${warmMs.toFixed(0)} ms warm`,
  );

  const queries = sampleQueries(2000, stations.lat, stations.lng, 2024);
  const scan = makeScan(stations);
  for (const radiusKm of [5, 50]) {
    let mismatches = 0;
    for (const q of queries.slice(0, 200)) {
      const got = index.within(q[0], q[1], radiusKm).map((h) => h.index);
      if (got.sort((a, b) => a - b).join() !== referenceScan(stations, q, radiusKm).join()) mismatches++;
    }
    const indexed = time(queries, (q) => index.within(q[0], q[1], radiusKm));
    const brute = time(queries, (q) => scan(q, radiusKm));
    const target = TARGET_P50_US[radiusKm] ?? Number.POSITIVE_INFINITY;
    console.log(
      `within ${String(radiusKm).padStart(2)} km (res ${index.resolutionFor(radiusKm)}, 2000 points):` +
        ` index p50 ${us(indexed.p50)} p99 ${us(indexed.p99)} | scan p50 ${us(brute.p50)} p99 ${us(brute.p99)}` +
        ` | ${(brute.p50 / indexed.p50).toFixed(1)}x faster | target p50 < ${target} µs: ${indexed.p50 < target ? 'met' : 'MISSED'}` +
        ` | mismatches in 200 checked: ${mismatches}`,
    );
  }

  const route = densify(MADRID_BARCELONA, 200);
  const lengthKm = preparePolyline(route).lengthKm;
  const expected = corridorScan(stations, route, 10);
  const got = withinCorridor(index, route, 10).map((h) => h.index);
  const same = got.sort((a, b) => a - b).join() === expected.join();
  const indexed = time(
    Array.from({ length: 100 }, () => route),
    (r) => withinCorridor(index, r, 10),
  );
  const brute = time(
    Array.from({ length: 5 }, () => route),
    (r) => corridorScan(stations, r, 10),
  );
  console.log(
    `corridor 10 km, ${route.length} points, ${lengthKm.toFixed(0)} km (${expected.length} stations):` +
      ` index p50 ${us(indexed.p50)} p99 ${us(indexed.p99)} | scan p50 ${us(brute.p50)}` +
      ` | ${(brute.p50 / indexed.p50).toFixed(0)}x faster | same answer: ${same}`,
  );
}

main();
