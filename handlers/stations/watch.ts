// GET /v1/watch (and its feeds, /v1/watch.atom and /v1/watch.feed.json, which the HTTP adapter writes from this
// answer): the watched stations at or under `below` now, and the events of the window, as openapi.yaml (WatchData)
// defines them, read from the snapshot's day-to-day comparison (store/indexes/price-changes.ts).
import { addDays, MAX_HISTORY_DAYS } from '../../core/calendar.js';
import type { Language } from '../../core/language.js';
import { stationPageUrl } from '../../core/links.js';
import { type Fuel, type Station, unitOf } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import { currentDataset } from '../shared/current-dataset.js';
import { PRICE_LABELS } from '../shared/prices.js';
import type { Handler, HandlerContext, Schemas } from '../shared/types.js';
import { parseStationIds } from './stations-batch.js';
import { findNearby } from './stations-nearby.js';

type Data = Schemas['WatchData'];
type WatchEvent = Data['events'][number];

/** The newest events an answer lists. */
const EVENTS_LISTED = 100;

const WATCH_TITLES: Readonly<Record<Language, (fuel: string, below: string | null) => string>> = {
  es: (fuel, below) => `Alerta de precio: ${fuel}${below === null ? '' : ` a ${below} o menos`}`,
  en: (fuel, below) => `Price watch: ${fuel}${below === null ? '' : ` at or under ${below}`}`,
};

/** A price as the answer's language writes it: three decimals, a decimal comma in Spanish. */
const written = (price: number, language: Language): string =>
  language === 'es' ? price.toFixed(3).replace('.', ',') : price.toFixed(3);

/** The station's name and address as a feed shows it; its last record for a station that left. */
function stationName(dataset: Dataset, id: number): string | null {
  const record = dataset.station(id) ?? dataset.formerStation(id)?.record;
  if (record === undefined) return null;
  return [record.name, record.address].filter((part) => part !== null && part !== '').join(', ') || null;
}

/** The tag URI of one station's price change of `fuel` on a day held: the same in every watch and every form. */
export const eventId = (siteHost: string, stationId: number, fuel: Fuel, date: string): string =>
  `tag:${siteHost},2026:price/${stationId}/${fuel}/${date}`;

function watchedStations(
  dataset: Dataset,
  query: Parameters<Handler<'getWatch'>>[0]['query'],
): { stations: { station: Station; distanceKm: number | null }[]; ids: number[] | null; notFound: number[] } {
  const { fuel } = query;
  if (query.ids !== undefined) {
    const ids = parseStationIds(query.ids);
    const stations = ids.flatMap((id) => {
      const station = dataset.station(id);
      return station?.prices[fuel] === undefined ? [] : [{ station, distanceKm: null }];
    });
    const found = new Set(stations.map(({ station }) => station.id));
    return { stations, ids, notFound: ids.filter((id) => !found.has(id)) };
  }
  const hits = findNearby(dataset, {
    lat: query.lat as number,
    lng: query.lng as number,
    radiusKm: query.radius_km,
    fuel,
    sort: 'distance',
    limit: query.limit,
  });
  return {
    stations: hits.map((hit) => ({ station: hit.station, distanceKm: hit.distanceKm })),
    ids: null,
    notFound: [],
  };
}

/** Each watched station's events of `fuel`: every change, or with `below` only the crossings of it. */
function watchEvents(
  dataset: Dataset,
  context: HandlerContext,
  ids: readonly number[],
  fuel: Fuel,
  below: number | null,
): WatchEvent[] {
  const { days } = dataset.priceChanges;
  const limit = below === null ? null : Math.round(below * 1000);
  const siteHost = new URL(context.links.site('/')).host;
  const label = PRICE_LABELS[fuel][context.language];
  const events: { event: WatchEvent; d: number }[] = [];
  for (const id of ids) {
    const name = stationName(dataset, id);
    for (const change of dataset.priceChanges.stationChanges(id, fuel)) {
      const down = change.new < change.old;
      if (
        limit !== null &&
        (down ? !(change.old > limit && change.new <= limit) : !(change.old <= limit && change.new > limit))
      ) {
        continue;
      }
      const day = days[change.d] as (typeof days)[number];
      const [old, now] = [change.old / 1000, change.new / 1000];
      events.push({
        d: change.d,
        event: {
          id: eventId(siteHost, id, fuel, day.date),
          station_id: id,
          station_name: name,
          fuel,
          old,
          new: now,
          at: day.at,
          direction: down ? 'down' : 'up',
          title: `${name ?? id}: ${label} ${written(old, context.language)} → ${written(now, context.language)}`,
        },
      });
    }
  }
  // Newest first: days are in order of their instants (one a day), so by day number.
  return events.sort((a, b) => b.d - a.d || a.event.station_id - b.event.station_id).map(({ event }) => event);
}

export const getWatch: Handler<'getWatch'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { fuel } = query;
  const below = query.below ?? null;
  const { stations, ids, notFound } = watchedStations(dataset, query);
  const matching = stations
    .map(({ station, distanceKm }) => ({ station, distanceKm, price: station.prices[fuel] as number }))
    .filter(({ price }) => below === null || price <= below)
    .sort((a, b) => a.price - b.price || a.station.id - b.station.id);
  // Ids that left the register keep their events while those are in the window.
  const eventIds = ids ?? stations.map(({ station }) => station.id);
  const events = watchEvents(dataset, context, eventIds, fuel, below);
  return {
    data: {
      title: WATCH_TITLES[context.language](
        PRICE_LABELS[fuel][context.language],
        below === null ? null : written(below, context.language),
      ),
      fuel,
      unit: unitOf(fuel),
      below,
      watch: {
        center: query.lat === undefined ? null : { lat: query.lat, lng: query.lng as number },
        radius_km: query.lat === undefined ? null : query.radius_km,
        ids,
      },
      date: dataset.sourceDate,
      window: {
        from: addDays(dataset.sourceDate, 1 - MAX_HISTORY_DAYS),
        to: dataset.sourceDate,
        first_instant: dataset.priceChanges.firstInstant,
      },
      watched: stations.length,
      stations: matching.map(({ station, distanceKm, price }) => {
        const inContext = dataset.priceContext.listed(station, fuel);
        return {
          id: station.id,
          name: station.name,
          brand: { slug: station.brand_slug, name: station.brand_name },
          address: station.address,
          locality: station.locality,
          price,
          price_since: inContext?.since ?? null,
          previous_price: inContext?.previous ?? null,
          distance_km: distanceKm,
          web_url: stationPageUrl(context.links, station.id),
        };
      }),
      not_found: notFound,
      events: events.slice(0, EVENTS_LISTED),
      events_total: events.length,
    },
    webUrl: null,
  };
};

/** The feeds are the same answer, written by the HTTP adapter in their form (server/http/watch-feeds.ts). */
export const getWatchAtom = getWatch as unknown as Handler<'getWatchAtom'>;
export const getWatchJsonFeed = getWatch as unknown as Handler<'getWatchJsonFeed'>;
