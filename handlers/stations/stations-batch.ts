// GET /v1/stations?ids=…: several stations' full records in one request (an app's or a sensor's favourites).

import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import { currentDataset } from '../shared/current-dataset.js';
import { openNowAt } from '../shared/open-now.js';
import type { Handler, Schemas } from '../shared/types.js';
import { formerHistoryPath, stationDetail } from './stations-detail.js';

/**
 * The ids of `ids`, in order. The contract's pattern has already checked their form and count (1 to 20 whole
 * numbers without leading zeros); a repeated id is the one rule a pattern cannot say.
 */
export function parseStationIds(ids: string): number[] {
  const parsed = ids.split(',').map(Number);
  const seen = new Set<number>();
  for (const id of parsed) {
    if (seen.has(id)) throw invalidParameter('ids', ids, PARAMETER_REASONS.stationRepeated(String(id)));
    seen.add(id);
  }
  return parsed;
}

export const getStations: Handler<'getStations'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const openNow = openNowAt(context.clock.now());
  const stations: Schemas['StationDetail'][] = [];
  const notFound: number[] = [];
  const leftRegister: Schemas['StationsData']['left_register'] = [];
  for (const id of parseStationIds(query.ids)) {
    // dataset.station holds only the stations that sell to the public, as /v1/stations/{id} answers them.
    const station = dataset.station(id);
    if (station) {
      stations.push(stationDetail(station, dataset, context, openNow));
      continue;
    }
    notFound.push(id);
    // Of those, the ones that were in the public list within the history window, apart from ids never seen.
    const former = dataset.formerStation(id);
    if (former) {
      const historyUrl = context.links.api(formerHistoryPath(dataset, former));
      leftRegister.push({ id, last_seen: former.lastSeen, history_url: historyUrl });
    }
  }
  return {
    data: { stations, not_found: notFound, left_register: leftRegister },
    webUrl: null,
    changesAt: openNow.changesAt(),
  };
};
