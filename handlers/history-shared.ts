// What the history and report handlers share: day windows, rounding and territory areas.
import { ApiProblem, type ProblemCode } from '../server/problem.js';
import type { AreaRef, Dataset, TerritoryLevel } from '../store/dataset.js';
import { currentDataset } from './service.js';

export { currentDataset };

import type { HandlerContext, Schemas } from './types.js';

/** Half away from zero, after cutting binary noise at 15 significant digits; never -0. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
  return rounded === 0 ? 0 : rounded;
}

export const price3 = (value: number): number => round(value, 3);
export const percent2 = (value: number): number => round(value, 2);

/** The calendar date `days` days after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every date of the window of `days` days that ends on `to`, oldest first. */
export function dayWindow(to: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(to, i - days + 1));
}

const NOT_FOUND: Readonly<Record<TerritoryLevel, ProblemCode>> = {
  community: 'COMMUNITY_NOT_FOUND',
  province: 'PROVINCE_NOT_FOUND',
  municipality: 'MUNICIPALITY_NOT_FOUND',
};

const SITE_PATH: Readonly<Record<TerritoryLevel, string>> = {
  community: '/comunidad/',
  province: '/provincia/',
  municipality: '/municipio/',
};

/** The area of a level and code (or slug): Spain when level is spain or omitted; 404 *_NOT_FOUND when unknown. */
export function resolveArea(
  dataset: Dataset,
  links: HandlerContext['links'],
  level: 'spain' | TerritoryLevel | undefined,
  code: string | undefined,
): { ref: AreaRef; area: Schemas['Area'] } {
  if (level === undefined || level === 'spain') {
    return { ref: { level: 'spain' }, area: { level: 'spain', code: 'es', name: 'España', web_url: links.site('/') } };
  }
  // parameter-rules guarantees a code with any level other than spain.
  const match = dataset.territories.resolve(level, code ?? '');
  if (!match) throw new ApiProblem(NOT_FOUND[level], `No ${level} has the code or slug "${code ?? ''}"`);
  return {
    ref: { level, code: match.code },
    area: { level, code: match.code, name: match.name, web_url: links.site(`${SITE_PATH[level]}${match.slug}`) },
  };
}
