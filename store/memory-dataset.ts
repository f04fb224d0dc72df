// Builds a Dataset from stations and territories held in memory (the loader feeds it from Parquet; tests directly).
import type { PriceKey, Station, Territories } from '../core/model.js';
import type { AreaRef, Dataset, PriceStats } from './dataset.js';
import type { HistoryReader } from './history-reader.js';
import { PointIndex } from './spatial/point-index.js';
import { buildTerritoryIndex } from './territory-index.js';

export interface DatasetInput {
  version: string;
  sourceTime: string;
  sourceDate: string;
  isSample: boolean;
  /** Every station of the snapshot; those that do not sell to the public are left out here. */
  stations: readonly Station[];
  territories: Territories;
  history?: HistoryReader;
}

export const roundPrice = (value: number): number => Math.round(value * 1000) / 1000;

/** Mean, median and extremes of the stations' prices of one key; null when none has a price. */
export function computeStats(stations: readonly Station[], key: PriceKey): PriceStats | null {
  const priced: { price: number; id: number }[] = [];
  for (const s of stations) {
    const price = s.prices[key];
    if (price !== undefined) priced.push({ price, id: s.id });
  }
  if (priced.length === 0) return null;
  priced.sort((a, b) => a.price - b.price || a.id - b.id);
  const n = priced.length;
  const mid = n >> 1;
  const median =
    n % 2 === 1
      ? (priced[mid] as { price: number }).price
      : ((priced[mid - 1]?.price ?? 0) + (priced[mid]?.price ?? 0)) / 2;
  const sum = priced.reduce((total, p) => total + p.price, 0);
  const first = priced[0] as { price: number; id: number };
  return {
    average: roundPrice(sum / n),
    median: roundPrice(median),
    minimum: first.price,
    maximum: (priced[n - 1] as { price: number }).price,
    stations: n,
    cheapestStationId: first.id,
  };
}

export function buildDataset(input: DatasetInput): Dataset {
  const stations = input.stations.filter((s) => s.sells_to_public);
  const byId = new Map(stations.map((s) => [s.id, s]));
  const territories = buildTerritoryIndex(input.territories);
  const spatial = new PointIndex(
    stations.map((s) => s.id),
    Float64Array.from(stations, (s) => s.lat),
    Float64Array.from(stations, (s) => s.lng),
  );
  const areaMembers = new Map<string, Station[]>();
  const statsMemo = new Map<string, PriceStats | null>();

  function stationsIn(area: AreaRef): readonly Station[] {
    if (area.level === 'spain') return stations;
    const key = `${area.level}:${area.code}`;
    let members = areaMembers.get(key);
    if (!members) {
      members = stations.filter((s) =>
        area.level === 'community'
          ? s.community_code === area.code
          : area.level === 'province'
            ? s.province_code === area.code
            : String(s.municipality_id) === area.code,
      );
      areaMembers.set(key, members);
    }
    return members;
  }

  return {
    version: input.version,
    sourceTime: input.sourceTime,
    sourceDate: input.sourceDate,
    isSample: input.isSample,
    publicStationCount: stations.length,
    stations,
    territories,
    station: (id) => byId.get(id),
    stationsIn,
    priceStats(key, area) {
      const memoKey = `${key}|${area.level}|${area.level === 'spain' ? '' : area.code}`;
      if (!statsMemo.has(memoKey)) statsMemo.set(memoKey, computeStats(stationsIn(area), key));
      return statsMemo.get(memoKey) ?? null;
    },
    stationsWithin(lat, lng, radiusKm) {
      const hits: { station: Station; distanceKm: number }[] = [];
      spatial.forEachWithin(lat, lng, radiusKm, (index, distanceKm) =>
        hits.push({ station: stations[index] as Station, distanceKm }),
      );
      return hits;
    },
    dailyAggregates: (key, area, from, to) =>
      input.history?.dailyAggregates(key, area, from, to) ?? Promise.resolve([]),
    latestMeans: (from, to) => input.history?.latestMeans(from, to) ?? Promise.resolve(new Map()),
    stationHistory: (id, from, to) => input.history?.stationHistory(id, from, to) ?? Promise.resolve([]),
    release: () => input.history?.close(),
  };
}
