// Finds communities, provinces and municipalities by code, ministry id or slug.
import type { Community, Municipality, Province, Territories } from '../core/model.js';
import type { TerritoryIndex, TerritoryLevel, TerritoryMatch } from './dataset.js';

export const communityMatch = (c: Community): TerritoryMatch => ({
  level: 'community',
  code: c.code,
  slug: c.slug,
  name: c.name,
});

export const provinceMatch = (p: Province): TerritoryMatch => ({
  level: 'province',
  code: p.code,
  slug: p.slug,
  name: p.name,
});

/** A municipality's code is the ministry's id: its INE code is a different number. */
export const municipalityMatch = (m: Municipality): TerritoryMatch => ({
  level: 'municipality',
  code: String(m.id),
  slug: m.slug,
  name: m.name,
});

export function buildTerritoryIndex(territories: Territories): TerritoryIndex {
  const communities = new Map(territories.communities.map((c) => [c.code, c]));
  const provinces = new Map(territories.provinces.map((p) => [p.code, p]));
  const municipalities = new Map(territories.municipalities.map((m) => [m.id, m]));
  const bySlug: Record<TerritoryLevel, Map<string, TerritoryMatch>> = {
    community: new Map(territories.communities.map((c) => [c.slug, communityMatch(c)])),
    province: new Map(territories.provinces.map((p) => [p.slug, provinceMatch(p)])),
    municipality: new Map(territories.municipalities.map((m) => [m.slug, municipalityMatch(m)])),
  };

  function byCode(level: TerritoryLevel, code: string): TerritoryMatch | undefined {
    if (level === 'community') {
      const c = communities.get(code);
      return c && communityMatch(c);
    }
    if (level === 'province') {
      const p = provinces.get(code);
      return p && provinceMatch(p);
    }
    // A municipality by the ministry's id only, written canonically: its INE code is a different number, and an
    // INE-style code with a leading zero (02003) must not be read as the ministry id 2003.
    const m = /^[1-9]\d{0,8}$/.test(code) ? municipalities.get(Number(code)) : undefined;
    return m && municipalityMatch(m);
  }

  return {
    communities: territories.communities,
    provinces: territories.provinces,
    municipalities: territories.municipalities,
    community: (code) => communities.get(code),
    province: (code) => provinces.get(code),
    municipality: (id) => municipalities.get(id),
    resolve: (level, codeOrSlug) => byCode(level, codeOrSlug) ?? bySlug[level].get(codeOrSlug),
  };
}
