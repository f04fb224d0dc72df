// Territories in answers: lookup by code or slug (404 per level), areas, references and web pages.

import type { Links } from '../../core/links.js';
import { ApiProblem, type ProblemCode } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { AreaRef, Dataset, TerritoryLevel, TerritoryMatch } from '../../store/dataset.js';
import type { HandlerContext, Schemas } from './types.js';

export type Area = Schemas['Area'];
export type TerritoryRef = Schemas['TerritoryRef'];

const NOT_FOUND: Readonly<Record<TerritoryLevel, ProblemCode>> = {
  community: 'COMMUNITY_NOT_FOUND',
  province: 'PROVINCE_NOT_FOUND',
  municipality: 'MUNICIPALITY_NOT_FOUND',
};

const PAGE_PREFIX: Readonly<Record<TerritoryLevel, string>> = {
  community: '/comunidad/',
  province: '/provincia/',
  municipality: '/municipio/',
};

/** A territory by code or slug, or 404 COMMUNITY_/PROVINCE_/MUNICIPALITY_NOT_FOUND. */
export function resolveTerritory(dataset: Dataset, level: TerritoryLevel, codeOrSlug: string): TerritoryMatch {
  const match = dataset.territories.resolve(level, codeOrSlug);
  if (match) return match;
  throw new ApiProblem(NOT_FOUND[level], PROBLEM_DETAILS.territoryNotFound(level, codeOrSlug));
}

export const areaRefOf = (match: TerritoryMatch): AreaRef => ({ level: match.level, code: match.code });

export const territoryPage = (links: Links, level: TerritoryLevel, slug: string): string =>
  links.site(`${PAGE_PREFIX[level]}${slug}`);

const SPAIN = { es: 'España', en: 'Spain' } as const;

export const spainArea = ({ links, language }: Pick<HandlerContext, 'links' | 'language'>): Area => ({
  level: 'spain',
  code: 'es',
  name: SPAIN[language],
  web_url: links.site('/'),
});

export const territoryArea = (links: Links, match: TerritoryMatch): Area => ({
  level: match.level,
  code: match.code,
  name: match.name,
  web_url: territoryPage(links, match.level, match.slug),
});

export const matchRef = (match: TerritoryMatch): TerritoryRef => ({
  level: match.level,
  code: match.code,
  slug: match.slug,
  name: match.name,
});
