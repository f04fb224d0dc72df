// GET /v1/stations/{id}: one public station's full record.

import { DEFAULT_HISTORY_DAYS, daysBetween } from '../../core/calendar.js';
import { type Links, stationPageUrl } from '../../core/links.js';
import { FUELS, PRICE_KEYS, type Station, unitOf } from '../../core/model.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Dataset } from '../../store/dataset.js';
import type { FormerStation } from '../../store/former-stations.js';
import { communityMatch, municipalityMatch, provinceMatch } from '../../store/territory-index.js';
import { currentDataset } from '../shared/current-dataset.js';
import { type OpenNow, openNowAt } from '../shared/open-now.js';
import { PRICE_LABELS } from '../shared/prices.js';
import type { TerritoryRef } from '../shared/territory-refs.js';
import type { Handler, HandlerContext, Schemas } from '../shared/types.js';

const FUEL_KEYS: ReadonlySet<string> = new Set(FUELS);

/** The station with this id, or 404 STATION_NOT_FOUND (validation already refused ids that are not whole numbers). */
/**
 * The public station `id`, or 404 STATION_NOT_FOUND: for a station that has left the register's public list within
 * the history window, saying so, with the day it was last there and its history (`last_seen`, `history_url`).
 */
export function requireStation(dataset: Dataset, id: number, links: Links): Station {
  const station = dataset.station(id);
  if (station) return station;
  throw stationNotFound(dataset, id, links);
}

export function stationNotFound(dataset: Dataset, id: number, links: Links): ApiProblem {
  const former = dataset.formerStation(id);
  if (!former) return new ApiProblem('STATION_NOT_FOUND', PROBLEM_DETAILS.stationNotFound(id));
  const historyPath = formerHistoryPath(dataset, former);
  return new ApiProblem(
    'STATION_NOT_FOUND',
    PROBLEM_DETAILS.stationLeftRegister(id, former.lastSeen, historyPath),
    {},
    { last_seen: former.lastSeen, history_url: links.api(historyPath) },
  );
}

/**
 * The history of a station that has left the register, as a path: with the `days` whose window reaches its last day
 * when the default window does not (one that left 40 days ago gets days=41, never a link to another 404).
 */
export function formerHistoryPath(dataset: Dataset, former: FormerStation): string {
  const path = `/v1/stations/${former.id}/history`;
  const days = daysBetween(former.lastSeen, dataset.sourceDate) + 1;
  return days > DEFAULT_HISTORY_DAYS ? `${path}?days=${days}` : path;
}

/** A reference even when the register names a territory its own lists lack: code and name still say which. */
function refOrFallback(ref: TerritoryRef | undefined, level: TerritoryRef['level'], code: string): TerritoryRef {
  return ref ?? { level, code, slug: code, name: code };
}

export function stationDetail(
  station: Station,
  dataset: Dataset,
  { links, language }: Pick<HandlerContext, 'links' | 'language'>,
  openNow: OpenNow,
): Schemas['StationDetail'] {
  const { territories } = dataset;
  const municipality = territories.municipality(station.municipality_id);
  const province = territories.province(station.province_code);
  const community = territories.community(station.community_code);
  const prices = PRICE_KEYS.flatMap((key) => {
    const price = station.prices[key];
    if (price === undefined) return [];
    const kind = FUEL_KEYS.has(key) ? ('fuel' as const) : ('product' as const);
    const item = {
      id: key,
      kind,
      label: PRICE_LABELS[key][language],
      price,
      unit: unitOf(key),
      currency: 'EUR' as const,
    };
    const context = dataset.priceContext.listed(station, key);
    const range = dataset.priceContext.range(station, key);
    return [
      {
        ...item,
        updated_at: dataset.sourceTime,
        price_since: context?.since ?? null,
        previous_price: context?.previous ?? null,
        cheaper_than_pct: context?.cheaperThanPct ?? null,
        ...(range && { range_90d: range }),
      },
    ];
  });
  return {
    id: station.id,
    name: station.name,
    brand: { slug: station.brand_slug, name: station.brand_name },
    address: station.address,
    locality: station.locality,
    postal_code: station.postal_code,
    municipality: refOrFallback(
      municipality && municipalityMatch(municipality),
      'municipality',
      String(station.municipality_id),
    ),
    province: refOrFallback(province && provinceMatch(province), 'province', station.province_code),
    community: refOrFallback(community && communityMatch(community), 'community', station.community_code),
    lat: station.lat,
    lng: station.lng,
    is_24h: station.is_24h,
    hours: station.hours,
    opening_hours: station.opening_hours,
    ...openNowFields(openNow, station),
    low_tax_area: station.low_tax_area,
    margin: station.margin,
    road: station.road_ref === null ? null : { ref: station.road_ref, km: station.road_km },
    prices,
    // Every price of a snapshot was read at the register's time of that snapshot.
    price_updated_at: prices.length === 0 ? null : dataset.sourceTime,
    web_url: stationPageUrl(links, station.id),
  };
}

export const getStation: Handler<'getStation'> = ({ path }, context) => {
  const dataset = currentDataset(context);
  const openNow = openNowAt(context.clock.now());
  const detail = stationDetail(requireStation(dataset, path.id, context.links), dataset, context, openNow);
  return { data: detail, webUrl: detail.web_url, changesAt: openNow.changesAt() };
};

function openNowFields(
  openNow: OpenNow,
  station: Station,
): { open_now: boolean | null; next_change_at: string | null } {
  const { open, nextChangeAt } = openNow.at(station);
  return { open_now: open, next_change_at: nextChangeAt };
}
