// Every area's previous-day mean, read in one query when a snapshot loads instead of one per area and fuel.
import { addDays } from '../../core/calendar.js';
import type { PriceKey } from '../../core/model.js';
import type { AreaRef } from '../dataset.js';
import type { HistoryReader } from '../history-reader.js';

/** How far back "the previous day" may lie: a gap of a week says nothing about a daily change any more. */
export const PREVIOUS_DAY_LOOKBACK_DAYS = 7;

/** The key of an area's mean in the map: `fuel|level|code`, Spain's code being es. */
export const meanKey = (key: PriceKey, area: AreaRef): string =>
  `${key}|${area.level}|${area.level === 'spain' ? 'es' : area.code}`;

/** Per area, the mean of the latest day with data before `sourceDate`, within the lookback. */
export function loadPreviousDayMeans(
  history: Pick<HistoryReader, 'latestMeans'>,
  sourceDate: string,
): Promise<ReadonlyMap<string, number>> {
  return history.latestMeans(addDays(sourceDate, -PREVIOUS_DAY_LOOKBACK_DAYS), addDays(sourceDate, -1));
}
