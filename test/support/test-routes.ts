// Test and benchmark support: real routes, as [lat, lng] points that follow the roads roughly.
import { type LatLng, preparePolyline } from '../../store/spatial/geo.js';

/** Madrid to Zaragoza along the A-2 (Alcalá, Guadalajara, Medinaceli, Calatayud, La Almunia). */
export const MADRID_ZARAGOZA_A2: readonly LatLng[] = [
  [40.4405, -3.677],
  [40.445, -3.608],
  [40.457, -3.48],
  [40.495, -3.37],
  [40.565, -3.26],
  [40.63, -3.17],
  [40.74, -3.03],
  [40.9, -2.76],
  [40.964, -2.654],
  [41.034, -2.465],
  [41.172, -2.434],
  [41.215, -2.274],
  [41.262, -2.171],
  [41.315, -2.053],
  [41.292, -1.965],
  [41.354, -1.643],
  [41.414, -1.497],
  [41.478, -1.376],
  [41.58, -1.12],
  [41.648, -0.92],
];

/** Sevilla to Málaga: A-92 by Osuna and Estepa to Antequera, then the A-45 down to the coast. */
export const SEVILLA_MALAGA: readonly LatLng[] = [
  [37.389, -5.9845],
  [37.338, -5.84],
  [37.263, -5.545],
  [37.228, -5.315],
  [37.237, -5.103],
  [37.293, -4.878],
  [37.185, -4.65],
  [37.019, -4.56],
  [36.933, -4.47],
  [36.89, -4.43],
  [36.72, -4.42],
];

/** Tenerife: La Laguna, Puerto de la Cruz, La Orotava, up to the Teide, down by Vilaflor to Los Cristianos. */
export const TENERIFE_TEIDE: readonly LatLng[] = [
  [28.487, -16.315],
  [28.477, -16.41],
  [28.45, -16.448],
  [28.424, -16.49],
  [28.414, -16.548],
  [28.39, -16.523],
  [28.36, -16.5],
  [28.304, -16.565],
  [28.256, -16.619],
  [28.224, -16.632],
  [28.212, -16.678],
  [28.156, -16.636],
  [28.1, -16.681],
  [28.052, -16.717],
];

/** Madrid, Zaragoza, Lleida, Tarragona, Barcelona: ~600 km of waypoints for the corridor benchmark. */
export const MADRID_BARCELONA: readonly LatLng[] = [
  ...MADRID_ZARAGOZA_A2,
  [41.62, -0.55],
  [41.53, -0.1],
  [41.6, 0.35],
  [41.614, 0.626],
  [41.48, 0.95],
  [41.376, 1.163],
  [41.119, 1.245],
  [41.22, 1.53],
  [41.3, 1.85],
  [41.385, 2.17],
];

/** `count` points along the route's great circles, evenly spaced: a long, realistic request body. */
export function densify(route: readonly LatLng[], count: number): LatLng[] {
  const poly = preparePolyline(route);
  const points: LatLng[] = [];
  let s = 0;
  for (let n = 0; n < count; n++) {
    const at = (poly.lengthKm * n) / (count - 1);
    while (s < poly.segmentCount - 1 && (poly.startKm[s + 1] as number) <= at) s++;
    const a = route[s] as LatLng;
    const b = route[s + 1] as LatLng;
    const len = poly.segmentKm[s] as number;
    const t = len === 0 ? 0 : Math.min(1, (at - (poly.startKm[s] as number)) / len);
    // Linear in degrees is within metres of the great circle over these short legs.
    points.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
  }
  return points;
}
