// What the history and report handlers share: day windows and territory areas.
import { addDays } from '../../core/calendar.js';
import type { AreaRef, Dataset, TerritoryLevel } from '../../store/dataset.js';
import { areaRefOf, resolveTerritory, spainArea, territoryArea } from '../shared/territory-refs.js';
import type { HandlerContext, Schemas } from '../shared/types.js';

/** Every date of the window of `days` days that ends on `to`, oldest first. */
export function dayWindow(to: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(to, i - days + 1));
}

/** The area of a level and code (or slug): Spain when level is spain or omitted; 404 *_NOT_FOUND when unknown. */
export function resolveArea(
  dataset: Dataset,
  context: Pick<HandlerContext, 'links' | 'language'>,
  level: 'spain' | TerritoryLevel | undefined,
  code: string | undefined,
): { ref: AreaRef; area: Schemas['Area'] } {
  if (level === undefined || level === 'spain') {
    return { ref: { level: 'spain' }, area: spainArea(context) };
  }
  // parameter-rules guarantees a code with any level other than spain.
  const match = resolveTerritory(dataset, level, code ?? '');
  return { ref: areaRefOf(match), area: territoryArea(context.links, match) };
}
