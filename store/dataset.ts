// One loaded snapshot of the data, immutable while it is served. Handlers read the data only through this.
import type { Community, Municipality, PriceKey, Province, Station } from '../core/model.js';

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
  /** Today's statistics of one fuel or product in an area; null when no station of the area reports it. */
  priceStats(key: PriceKey, area: AreaRef): PriceStats | null;
  /** The stations of an area (public ones). */
  stationsIn(area: AreaRef): readonly Station[];
  /** Indexes (into `stations`) within radiusKm of a point, with their great-circle distance; exact. */
  stationsWithin(lat: number, lng: number, radiusKm: number): { station: Station; distanceKm: number }[];
  /** Daily aggregates of an area between two dates (inclusive), oldest first; days without data are absent. */
  dailyAggregates(key: PriceKey, area: AreaRef, from: string, to: string): Promise<DailyAggregate[]>;
  /** Every area's mean on its latest day with data between two dates (inclusive), keyed `fuel|level|code`. */
  latestMeans(from: string, to: string): Promise<Map<string, number>>;
  /** One station's daily prices between two dates (inclusive). */
  stationHistory(stationId: number, from: string, to: string): Promise<StationDayPrice[]>;
  /** Frees what the dataset holds once no request uses it any more. */
  release(): void;
}
