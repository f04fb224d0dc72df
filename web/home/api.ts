// The API answers the page is drawn from, fetched from this same origin (the page's CSP allows nothing else).
import type { components } from '../../generated/openapi-types.js';

type Schemas = components['schemas'];
export type Fuel = Schemas['Fuel'];
export type IndexResponse = Schemas['IndexResponse'];
export type StatusResponse = Schemas['StatusResponse'];
export type RankingResponse = Schemas['RankingResponse'];
export type HistoryResponse = Schemas['HistoryResponse'];
export type CheapestResponse = Schemas['CheapestResponse'];
export type StationEntry = Schemas['StationEntry'];
export type RoutesResponse = Schemas['RoutesResponse'];
export type RouteResponse = Schemas['RouteResponse'];
export type RoutePlanResponse = Schemas['RoutePlanResponse'];
export type InsightsResponse = Schemas['InsightsResponse'];

/** A failed answer, with the problem's `detail` when the API gave one. */
export class ApiError extends Error {}

export async function getJson<T>(path: string): Promise<T> {
  // `/` answers this page to a browser that prefers HTML: ask for the JSON representation explicitly. The page is
  // written in Spanish: so are the texts it shows from the API (attribution, descriptions), whatever the browser prefers.
  const response = await fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': 'es' } });
  if (!response.ok) {
    let detail = `${response.status} ${response.statusText}`;
    try {
      const problem = (await response.json()) as { detail?: string };
      if (problem.detail) detail = problem.detail;
    } catch {
      // not problem+json: keep the status line
    }
    throw new ApiError(`${path}: ${detail}`);
  }
  return (await response.json()) as T;
}

/** What the page shows for one fuel: the province means, the 90-day series and the cheapest stations. */
export interface FuelView {
  ranking: RankingResponse;
  history: HistoryResponse;
  cheapest: CheapestResponse;
}

export const HISTORY_DAYS = 90;

export function fuelQueries(fuel: Fuel): { ranking: string; history: string; cheapest: string } {
  return {
    ranking: `/v1/rankings/regions?level=province&fuel=${fuel}`,
    history: `/v1/history?fuel=${fuel}&days=${HISTORY_DAYS}`,
    cheapest: `/v1/stations/cheapest?fuel=${fuel}&limit=10`,
  };
}

export async function loadFuelView(fuel: Fuel): Promise<FuelView> {
  const queries = fuelQueries(fuel);
  const [ranking, history, cheapest] = await Promise.all([
    getJson<RankingResponse>(queries.ranking),
    getJson<HistoryResponse>(queries.history),
    getJson<CheapestResponse>(queries.cheapest),
  ]);
  return { ranking, history, cheapest };
}

/** The insights of `fuel` in Spain (no province) or in one province (its INE code). */
export function insightsQuery(fuel: Fuel, province: string | null): string {
  return province === null ? `/v1/insights?fuel=${fuel}` : `/v1/insights?level=province&code=${province}&fuel=${fuel}`;
}
