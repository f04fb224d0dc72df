// The reference for route answers: every station measured against every segment (tests and the benchmark only).
import type { Fuel } from '../../core/model.js';
import { byPriceAlongRoute, type CorridorStation, km3 } from '../../handlers/travel/route-corridor.js';
import type { Dataset } from '../../store/dataset.js';
import { type LatLng, locateOnPolyline, preparePolyline } from '../../store/spatial/geo.js';

/** The stations selling `fuel` within corridorKm of the route, found without any index, ranked as the API ranks them. */
export function bruteForceCorridor(
  dataset: Dataset,
  points: readonly LatLng[],
  corridorKm: number,
  fuel: Fuel,
): CorridorStation[] {
  const route = preparePolyline(points);
  const hits: CorridorStation[] = [];
  for (const station of dataset.stations) {
    const price = station.prices[fuel];
    if (price === undefined) continue;
    const { distanceKm, positionKm } = locateOnPolyline(route, station.lat, station.lng);
    if (distanceKm <= corridorKm) {
      hits.push({ station, price, distanceToRouteKm: km3(distanceKm), positionKm: km3(positionKm) });
    }
  }
  return hits.sort(byPriceAlongRoute);
}
