// GET /v1/changes: the price changes served after `since`, and the stations that joined or left the public list,
// read from the snapshot's day-to-day comparison (store/indexes/price-changes.ts) as openapi.yaml (ChangesData) defines.
import { addDays, MAX_HISTORY_DAYS } from '../../core/calendar.js';
import { FUELS, type Fuel } from '../../core/model.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';
import type { AreaRef, Dataset } from '../../store/dataset.js';
import type { ChangePosition, PriceChange } from '../../store/indexes/price-changes.js';
import { resolveArea } from '../history/history-shared.js';
import { currentDataset } from '../shared/current-dataset.js';
import { instantMs } from '../shared/instant.js';
import type { Handler, Schemas } from '../shared/types.js';

type Data = Schemas['ChangesData'];

/** Whether a station is in the area: by today's record, or by its last one for a station that left. */
export function areaMember(dataset: Dataset, ref: AreaRef): (stationId: number) => boolean {
  if (ref.level === 'spain') return () => true;
  return (stationId) => {
    const record = dataset.station(stationId) ?? dataset.formerStation(stationId)?.record;
    if (record === undefined) return false;
    if (ref.level === 'community') return record.community_code === ref.code;
    if (ref.level === 'province') return record.province_code === ref.code;
    return String(record.municipality_id) === ref.code;
  };
}

/** The day index and position of an `after` key (`date:station_id:fuel`); 400 when the date is no day held. */
function resumeAt(dataset: Dataset, after: string): { from: number; position: ChangePosition } {
  const [date = '', id = '', fuel = ''] = after.split(':');
  const from = dataset.priceChanges.days.findIndex((day) => day.date === date);
  if (from < 0) throw invalidParameter('after', after, PARAMETER_REASONS.notAChangeOf(date));
  if (!(FUELS as readonly string[]).includes(fuel))
    throw invalidParameter('after', after, PARAMETER_REASONS.oneOf(FUELS));
  return { from, position: { stationId: Number(id), fuel: fuel as Fuel } };
}

export const getPriceChanges: Handler<'getPriceChanges'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { ref, area } = resolveArea(dataset, context, query.level, query.code);
  const sinceMs = instantMs('since', query.since);
  const index = dataset.priceChanges;
  if (sinceMs < Date.parse(index.firstInstant)) {
    throw invalidParameter('since', query.since, PARAMETER_REASONS.beforeWindow(index.firstInstant));
  }
  const inArea = areaMember(dataset, ref);
  const fuel = query.fuel ?? null;
  const { limit } = query;
  const days = index.days.map((day, d) => ({ day, d })).filter(({ day }) => day.atMs > sinceMs);
  const resume = query.after === undefined ? null : resumeAt(dataset, query.after);

  const changes: Data['changes'] = [];
  let last: { date: string; change: PriceChange } | null = null;
  let truncated = false;
  for (const { day, d } of days) {
    if (resume !== null && d < resume.from) continue;
    const completed = index.forEachChange(
      d,
      (change) => {
        if ((fuel !== null && change.fuel !== fuel) || !inArea(change.stationId)) return true;
        if (changes.length === limit) {
          truncated = true;
          return false;
        }
        changes.push({
          station_id: change.stationId,
          fuel: change.fuel,
          old: change.old / 1000,
          new: change.new / 1000,
          at: day.at,
        });
        last = { date: day.date, change };
        return true;
      },
      resume !== null && d === resume.from ? resume.position : undefined,
    );
    if (!completed) break;
  }
  const firstPage = resume === null;
  const register = (which: 'joined' | 'left') =>
    firstPage
      ? days.flatMap(({ day }) =>
          Array.from(day[which].filter(inArea), (stationId) => ({ station_id: stationId, at: day.at })),
        )
      : [];
  const next = truncated && last !== null ? (last as { date: string; change: PriceChange }) : null;
  const pageQuery = (after: string) =>
    new URLSearchParams({
      since: query.since,
      ...(query.level !== undefined && { level: query.level }),
      ...(query.code !== undefined && { code: query.code }),
      ...(fuel !== null && { fuel }),
      limit: String(limit),
      after,
    }).toString();
  return {
    data: {
      area,
      fuel,
      since: query.since,
      window: {
        from: addDays(dataset.sourceDate, 1 - MAX_HISTORY_DAYS),
        to: dataset.sourceDate,
        first_instant: index.firstInstant,
        days_held: index.days.length + 1,
      },
      days: days.map(({ day }) => ({ date: day.date, at: day.at, compared_with: day.comparedWith })),
      changes,
      joined: register('joined'),
      left: register('left'),
    },
    webUrl: area.web_url,
    meta: {
      next_since: dataset.sourceTime,
      truncated,
      next_page:
        next === null
          ? null
          : context.links.api(`/v1/changes?${pageQuery(`${next.date}:${next.change.stationId}:${next.change.fuel}`)}`),
    },
  };
};
