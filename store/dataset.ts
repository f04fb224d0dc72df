// One loaded snapshot of the data, immutable while it is served. Handlers read the data only through this.
import type { ArchiveIndex } from '../core/data-dir/archive-index.js';
import type { Community, Fuel, Municipality, PriceKey, Province, Station } from '../core/model.js';
import type { FormerStation } from './former-stations.js';
import type { BrandTable } from './indexes/brand-table.js';
import type { SpainOrders } from './indexes/cheapest-orders.js';
import type { PriceChangeIndex } from './indexes/price-changes.js';
import type { PriceContextIndex } from './indexes/price-context.js';
import type { RoadIndex } from './indexes/road-index.js';
import type { SearchIndex } from './indexes/search-index.js';
import type { StationPartsIndex } from './indexes/station-parts.js';
import type { TerritoryStats } from './indexes/territory-stats.js';
import type { PriceDistribution } from './price-distribution.js';
import type { PointIndex } from './spatial/point-index.js';

export type TerritoryLevel = 'community' | 'province' | 'municipality';

/** A territory found by code or slug. `code` is the INE code, or the ministry id for a municipality. */
export interface TerritoryMatch {
  level: TerritoryLevel;
  code: string;
  slug: string;
  name: string;
}

/** An area for statistics: Spain, or one territory. */
export type AreaRef = { level: 'spain' } | { level: TerritoryLevel; code: string };

export interface PriceStats {
  average: number;
  median: number;
  minimum: number;
  maximum: number;
  stations: number;
  /** The cheapest station; ties broken by id. */
  cheapestStationId: number;
}

export interface DailyAggregate {
  date: string;
  average: number;
  median: number;
  minimum: number;
  maximum: number;
  stations: number;
}

export interface StationDayPrice {
  date: string;
  fuel: PriceKey;
  price: number;
}

/** A month (YYYY-MM) that has daily history, with its first and last day. */
export interface HistoryMonth {
  month: string;
  days: number;
  from: string;
  to: string;
}

/** Spain over a date range, per fuel: mean of the daily means, extremes of the station prices, days with data. */
export interface SpainPeriodStats {
  fuel: string;
  average: number;
  minimum: number;
  maximum: number;
  days: number;
}

export interface RegionPeriodMean {
  fuel: string;
  code: string;
  average: number;
}

export interface BrandPeriodMean {
  fuel: string;
  brand: string;
  average: number;
  stations: number;
}

/** Month-level queries over the history, for the monthly reports. Dates are YYYY-MM-DD, inclusive. */
export interface MonthQueries {
  months(): Promise<HistoryMonth[]>;
  spainStats(from: string, to: string): Promise<SpainPeriodStats[]>;
  regionMeans(level: 'community' | 'province', from: string, to: string): Promise<RegionPeriodMean[]>;
  /** Per fuel and brand, the mean of the brand's daily means, for brands with at least `minStations` stations. */
  brandMeans(from: string, to: string, minStations: number): Promise<BrandPeriodMean[]>;
}

export interface TerritoryIndex {
  readonly communities: readonly Community[];
  readonly provinces: readonly Province[];
  readonly municipalities: readonly Municipality[];
  community(code: string): Community | undefined;
  province(code: string): Province | undefined;
  municipality(id: number): Municipality | undefined;
  /** Finds a territory by INE code, ministry id (municipalities) or slug; undefined when none. */
  resolve(level: TerritoryLevel, codeOrSlug: string): TerritoryMatch | undefined;
}

export interface Dataset {
  /** Identifier of the snapshot (its directory name). */
  readonly version: string;
  /** The register's own time of the data, ISO 8601 UTC. */
  readonly sourceTime: string;
  /** The register's date of the data (Europe/Madrid), YYYY-MM-DD. */
  readonly sourceDate: string;
  /** true when this is the project's generated sample, not the ministry's register. */
  readonly isSample: boolean;
  /** Number of stations that sell to the public. */
  readonly publicStationCount: number;
  /** Stations that sell to the public; stations with Tipo Venta R are never here. */
  readonly stations: readonly Station[];
  readonly territories: TerritoryIndex;
  station(id: number): Station | undefined;
  /** A station that has left the public list but was in it within the history window; undefined otherwise. */
  formerStation(id: number): FormerStation | undefined;
  /** Today's statistics of one fuel or product in an area; null when no station of the area reports it. */
  priceStats(key: PriceKey, area: AreaRef): PriceStats | null;
  /** Today's prices of one key in an area, sorted, with each brand's sum; made on first asking, kept per snapshot. */
  priceDistribution(key: PriceKey, area: AreaRef): PriceDistribution;
  /** The stations of an area (public ones). */
  stationsIn(area: AreaRef): readonly Station[];
  /** Calls `visit` for every station within radiusKm of a point, with its great-circle distance; exact. */
  forEachStationWithin(
    lat: number,
    lng: number,
    radiusKm: number,
    visit: (station: Station, distanceKm: number) => void,
  ): void;
  /** The mean of the latest day with data before the snapshot's date (within a week); null when none. */
  previousDayMean(key: PriceKey, area: AreaRef): number | null;
  /** Daily aggregates of an area between two dates (inclusive), oldest first; days without data are absent. */
  dailyAggregates(key: PriceKey, area: AreaRef, from: string, to: string): Promise<DailyAggregate[]>;
  /** One station's daily prices between two dates (inclusive). */
  stationHistory(stationId: number, from: string, to: string): Promise<StationDayPrice[]>;
  /** The archive months this snapshot serves (their files stay on disk: only this small index is held). */
  readonly archive: ArchiveIndex;
  /** The month-level queries of the reports; null for a dataset without history files. */
  readonly monthQueries: MonthQueries | null;
  // Indexes of this snapshot, built when it loads.
  /** H3 index over `stations`: point i is stations[i]. */
  readonly pointIndex: PointIndex;
  readonly territoryStats: TerritoryStats;
  readonly search: SearchIndex;
  readonly brands: BrandTable;
  readonly roads: RoadIndex;
  /** Per fuel, the public stations of Spain cheapest first. */
  readonly spainOrders: Readonly<Record<Fuel, SpainOrders>>;
  /** Each public station's prices in context: since when, the price before, its rank in the province, its range. */
  readonly priceContext: PriceContextIndex;
  /** What changed from each day of the window to the next: prices, and stations that joined or left. */
  readonly priceChanges: PriceChangeIndex;
  /** What every entry of a station shares, made at its first listing. */
  readonly stationParts: StationPartsIndex;
  /** How long each part of the load took, ms (the loader's steps and each index), for the load log. */
  readonly loadTimesMs: Readonly<Record<string, number>>;
  /** Frees what the dataset holds once no request uses it any more. */
  release(): void;
}
