// Test and benchmark support: reproducible query points over Spain.
import { mulberry32 } from '../../etl/sample/prng.js';
import type { LatLng } from '../../store/spatial/geo.js';

/** A seeded generator (mulberry32), so every run tests the same points. */
export const seededRandom = mulberry32;

/** Bounding boxes of the territory: peninsula (with Ceuta and Melilla), Balearics, Canaries. */
export const SPAIN_BOXES = [
  { name: 'peninsula', minLat: 35.2, maxLat: 43.8, minLng: -9.4, maxLng: 3.35, weight: 0.7 },
  { name: 'balearics', minLat: 38.6, maxLat: 40.1, minLng: 1.1, maxLng: 4.35, weight: 0.15 },
  { name: 'canaries', minLat: 27.6, maxLat: 29.45, minLng: -18.2, maxLng: -13.3, weight: 0.15 },
] as const;

/**
 * `count` points: half uniform inside the boxes (often at sea or in empty land), half a station's position
 * moved by up to ±0.1° (~10 km), so that most radii find something.
 */
export function sampleQueries(count: number, lat: Float64Array, lng: Float64Array, seed = 1): LatLng[] {
  const random = seededRandom(seed);
  const points: LatLng[] = [];
  for (let n = 0; n < count; n++) {
    if (n % 2 === 1 && lat.length > 0) {
      const i = Math.floor(random() * lat.length);
      points.push([(lat[i] as number) + (random() - 0.5) * 0.2, (lng[i] as number) + (random() - 0.5) * 0.2]);
      continue;
    }
    const box = pickBox(random());
    points.push([box.minLat + random() * (box.maxLat - box.minLat), box.minLng + random() * (box.maxLng - box.minLng)]);
  }
  return points;
}

/** The box that `u` in [0, 1) falls in, by the boxes' weights. */
function pickBox(u: number): (typeof SPAIN_BOXES)[number] {
  let rest = u;
  for (const box of SPAIN_BOXES) {
    rest -= box.weight;
    if (rest < 0) return box;
  }
  return SPAIN_BOXES[0];
}
