// Builds the clean territory lists from the ministry's Listados, checked against our static tables.

import { COMMUNITIES } from '../../core/communities.js';
import type { Community, Municipality, Province, Territories } from '../../core/model.js';
import type { RawCommunity, RawMunicipality, RawProvince } from '../source/source.js';
import { displayName, slugify } from './slug.js';
import { COMMUNITY_BY_MINISTRY_ID, PROVINCE_BY_CODE, PROVINCES } from './territory-tables.js';

const MAX_NAME_CHARS = 200;

/** The ministry's lists disagree with what we know about Spain's territories: stop rather than mislabel. */
export class TerritoryListError extends Error {
  override name = 'TerritoryListError';
}

/** INE community code for the ministry's IDCCAA, or undefined when the id is unknown. */
export function communityCodeOf(ministryId: string): string | undefined {
  return COMMUNITY_BY_MINISTRY_ID.get(ministryId.trim())?.code;
}

/** Ids and names found to agree (the municipalities' list repeats its community's on each of its 8,000 rows). */
const agreeingCommunities = new Map<string, string>();

function checkCommunityId(ministryId: string, ministryName: string, where: string): string {
  const agreed = agreeingCommunities.get(`${ministryId}\n${ministryName}`);
  if (agreed !== undefined) return agreed;
  const row = COMMUNITY_BY_MINISTRY_ID.get(ministryId.trim());
  if (!row) throw new TerritoryListError(`${where}: unknown ministry community id ${JSON.stringify(ministryId)}`);
  // The name guards the id: if the ministry ever renumbers, an id would silently point at the wrong community.
  const name = slugify(ministryName);
  if (!row.ministry_names.some((n) => slugify(n) === name)) {
    throw new TerritoryListError(
      `${where}: ministry community ${ministryId} is named ${JSON.stringify(ministryName.slice(0, 60))}, expected ${row.ministry_names.join(' or ')}`,
    );
  }
  if (agreeingCommunities.size < 1000) agreeingCommunities.set(`${ministryId}\n${ministryName}`, row.code);
  return row.code;
}

function checkProvince(code: string, ministryCommunityId: string, ministryCommunity: string, where: string): Province {
  const province = PROVINCE_BY_CODE.get(code.trim());
  if (!province) throw new TerritoryListError(`${where}: unknown province code ${JSON.stringify(code)}`);
  const communityCode = checkCommunityId(ministryCommunityId, ministryCommunity, where);
  if (communityCode !== province.community_code) {
    throw new TerritoryListError(
      `${where}: province ${code} is in community ${province.community_code}, the list says ${communityCode}`,
    );
  }
  return province;
}

/**
 * Municipality slugs, unique across Spain and independent of list order: a name shared by several
 * municipalities gets the province slug on every one of them, and the id if that is still not enough.
 */
function assignSlugs(items: { id: number; name: string; province: Province }[]): Municipality[] {
  const countBy = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return counts;
  };
  const base = items.map((m) => slugify(m.name) || String(m.id));
  const baseCounts = countBy(base);
  const second = base.map((s, i) => ((baseCounts.get(s) ?? 0) > 1 ? `${s}-${items[i]?.province.slug}` : s));
  const secondCounts = countBy(second);
  return items.map((m, i) => {
    const s = second[i] ?? '';
    return {
      id: m.id,
      name: m.name,
      slug: (secondCounts.get(s) ?? 0) > 1 ? `${s}-${m.id}` : s,
      province_code: m.province.code,
    };
  });
}

export function buildTerritories(
  rawCommunities: readonly RawCommunity[],
  rawProvinces: readonly RawProvince[],
  rawMunicipalities: readonly RawMunicipality[],
): Territories {
  for (const c of rawCommunities) checkCommunityId(c.IDCCAA, c.CCAA, 'Listados/ComunidadesAutonomas');
  for (const p of rawProvinces) checkProvince(p.IDPovincia, p.IDCCAA, p.CCAA, 'Listados/Provincias');

  const seen = new Set<number>();
  const items = rawMunicipalities.map((m) => {
    const where = `Listados/Municipios ${JSON.stringify(m.IDMunicipio.slice(0, 20))}`;
    const id = Number(m.IDMunicipio);
    if (!/^\d+$/.test(m.IDMunicipio.trim()) || !Number.isSafeInteger(id)) {
      throw new TerritoryListError(`${where}: IDMunicipio is not a whole number`);
    }
    if (seen.has(id)) throw new TerritoryListError(`${where}: duplicate IDMunicipio`);
    seen.add(id);
    const name = displayName(m.Municipio.trim());
    if (name === '') throw new TerritoryListError(`${where}: empty Municipio`);
    // What the contract promises of a municipality's name (real ones: 60 characters at the most).
    if (name.length > MAX_NAME_CHARS) {
      throw new TerritoryListError(`${where}: Municipio of ${name.length} characters (at most ${MAX_NAME_CHARS})`);
    }
    return { id, name, province: checkProvince(m.IDProvincia, m.IDCCAA, m.CCAA, where) };
  });

  const communities: Community[] = COMMUNITIES.map(({ code, ministry_id, name, slug }) => ({
    code,
    ministry_id,
    name,
    slug,
  }));
  const municipalities = assignSlugs(items).sort((a, b) => a.id - b.id);
  return { communities, provinces: PROVINCES.map((p) => ({ ...p })), municipalities };
}
