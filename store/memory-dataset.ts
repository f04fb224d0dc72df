// Builds a Dataset from stations and territories held in memory (the loader feeds it from Parquet; tests directly).

import { addDays, MAX_HISTORY_DAYS } from '../core/calendar.js';
import { type ArchiveIndex, EMPTY_ARCHIVE } from '../core/data-dir/archive-index.js';
import type { Station, Territories } from '../core/model.js';
import { runAtOnce, runInSlices, type Slicer, type Steps } from '../core/yielding.js';
import type { AreaRef, Dataset, MonthQueries, PriceStats } from './dataset.js';
import type { FormerStation } from './former-stations.js';
import type { HistoryReader } from './history-reader.js';
import { brandTableSteps } from './indexes/brand-table.js';
import { spainOrdersSteps } from './indexes/cheapest-orders.js';
import { meanKey } from './indexes/previous-day-means.js';
import { priceChangeSteps } from './indexes/price-changes.js';
import { priceContextSteps } from './indexes/price-context.js';
import { buildRoadIndex } from './indexes/road-index.js';
import { searchIndexSteps } from './indexes/search-index.js';
import { StationPartsIndex } from './indexes/station-parts.js';
import { buildTerritoryStats } from './indexes/territory-stats.js';
import { timed, timedSteps } from './load-times.js';
import { type PriceDistribution, priceDistribution } from './price-distribution.js';
import { computeStats } from './price-stats.js';
import { publicStations } from './snapshot-indexes.js';
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
  history?: HistoryReader & MonthQueries;
  /** Per area, the previous day's mean keyed by meanKey (read from the history by the loader); none when absent. */
  previousDayMeans?: ReadonlyMap<string, number>;
  /** Stations that left the public list and were in it within the history window (store/former-stations.ts). */
  formerStations?: readonly FormerStation[];
  /** The snapshot's archive index; empty when absent. */
  archive?: ArchiveIndex;
  /** The snapshot's search tables as the ETL wrote them (core/data-dir/search-tables.ts); computed when absent. */
  searchTablesText?: string;
  /** The snapshot's Spain-wide orders as the ETL wrote them (core/data-dir/spain-orders.ts); computed when absent. */
  spainOrdersText?: string;
  /**
   * Each station's H3 cell as the ETL stored it (its `h3_cell`), in the order of `stations`: the point index takes them
   * instead of computing them when they pass its check (store/spatial/point-index.ts); computed when absent.
   */
  stationCells?: readonly (string | null)[];
  /** Times of the loader's own steps, ms, logged with the indexes' times. */
  loadTimesMs?: Readonly<Record<string, number>>;
}

/** Areas with at least this many stations keep their price distributions (Dataset.priceDistribution). */
const DISTRIBUTIONS_KEPT_FROM = 100;

export function buildDataset(input: DatasetInput): Dataset {
  return runAtOnce(buildDatasetSteps(input));
}

/** The dataset with its indexes built in slices that give the event loop back (the server's load and hot swap). */
export function buildDatasetInSlices(input: DatasetInput, slicer: Slicer): Promise<Dataset> {
  return runInSlices(buildDatasetSteps(input), slicer);
}

/** The stored cells of the stations a dataset serves (publicStations' order), when there is one per station. */
function publicCells({ stations, stationCells }: DatasetInput): (string | null)[] | undefined {
  if (stationCells?.length !== stations.length) return undefined;
  return stationCells.filter((_, i) => stations[i]?.sells_to_public);
}

function* buildDatasetSteps(input: DatasetInput): Steps<Dataset> {
  const stations = publicStations(input.stations);
  const byId = new Map(stations.map((s) => [s.id, s]));
  const former = new Map((input.formerStations ?? []).filter((s) => !byId.has(s.id)).map((s) => [s.id, s]));
  const territories = buildTerritoryIndex(input.territories);
  const times: Record<string, number> = { ...input.loadTimesMs };
  // Every index is built here, once per snapshot, so no request pays for one and the load log shows the cost.
  yield;
  const pointIndex = yield* timedSteps(
    times,
    'point_index',
    PointIndex.steps(
      stations.map((s) => s.id),
      Float64Array.from(stations, (s) => s.lat),
      Float64Array.from(stations, (s) => s.lng),
      publicCells(input),
    ),
  );
  const territoryStats = timed(times, 'territory_stats', () => buildTerritoryStats(stations));
  yield;
  const search = yield* timedSteps(
    times,
    'search',
    searchIndexSteps(stations, territories, territoryStats, input.searchTablesText),
  );
  const brands = yield* timedSteps(times, 'brands', brandTableSteps(stations));
  const roads = timed(times, 'roads', () => buildRoadIndex(stations, territories));
  yield;
  const spainOrders = yield* timedSteps(times, 'spain_orders', spainOrdersSteps(stations, input.spainOrdersText));
  // The window's days, read once for both indexes built from them.
  const windowDays = input.history?.priceDays(addDays(input.sourceDate, 1 - MAX_HISTORY_DAYS), input.sourceDate) ?? [];
  const priceContext = yield* timedSteps(
    times,
    'price_context',
    priceContextSteps(stations, windowDays, input.sourceDate),
  );
  const priceChanges = yield* timedSteps(
    times,
    'price_changes',
    priceChangeSteps(stations, windowDays, input.sourceDate, input.sourceTime),
  );
  const previousDayMeans = input.previousDayMeans ?? new Map<string, number>();
  // The stations of every community and province, grouped in one pass here: a first ranking of the provinces
  // would otherwise filter every station 52 times on request.
  const areaMembers = new Map<string, Station[]>();
  for (const s of stations) {
    for (const key of [`community:${s.community_code}`, `province:${s.province_code}`]) {
      const members = areaMembers.get(key);
      if (members) members.push(s);
      else areaMembers.set(key, [s]);
    }
  }
  yield;
  const statsMemo = new Map<string, PriceStats | null>();
  const distributionMemo = new Map<string, PriceDistribution>();

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
    formerStation: (id) => former.get(id),
    stationsIn,
    priceStats(key, area) {
      const memoKey = `${key}|${area.level}|${area.level === 'spain' ? '' : area.code}`;
      if (!statsMemo.has(memoKey)) statsMemo.set(memoKey, computeStats(stationsIn(area), key));
      return statsMemo.get(memoKey) ?? null;
    },
    priceDistribution(key, area) {
      const members = stationsIn(area);
      // Kept only for the larger areas (Spain, communities, most provinces): a small one is cheaper to make again
      // than to hold for each of the 8,000 municipalities a crawler may ask for.
      if (members.length < DISTRIBUTIONS_KEPT_FROM) return priceDistribution(members, key);
      const memoKey = `${key}|${area.level}|${area.level === 'spain' ? '' : area.code}`;
      let distribution = distributionMemo.get(memoKey);
      if (!distribution) {
        distribution = priceDistribution(members, key);
        distributionMemo.set(memoKey, distribution);
      }
      return distribution;
    },
    forEachStationWithin(lat, lng, radiusKm, visit) {
      pointIndex.forEachWithin(lat, lng, radiusKm, (index, distanceKm) =>
        visit(stations[index] as Station, distanceKm),
      );
    },
    dailyAggregates: (key, area, from, to) =>
      input.history?.dailyAggregates(key, area, from, to) ?? Promise.resolve([]),
    previousDayMean: (key, area) => previousDayMeans.get(meanKey(key, area)) ?? null,
    stationHistory: (id, from, to) => input.history?.stationHistory(id, from, to) ?? Promise.resolve([]),
    archive: input.archive ?? EMPTY_ARCHIVE,
    monthQueries: input.history ?? null,
    pointIndex,
    territoryStats,
    search,
    brands,
    roads,
    spainOrders,
    priceContext,
    priceChanges,
    stationParts: new StationPartsIndex(territories),
    loadTimesMs: times,
    release: () => input.history?.close(),
  };
}
