// GET /v1/territories: communities, provinces (optionally of one community) or the municipalities of a province.
import type { Links } from '../../core/links.js';
import type { Dataset } from '../../store/dataset.js';
import { communityMatch, municipalityMatch, provinceMatch } from '../../store/territory-index.js';
import { currentDataset } from '../shared/current-dataset.js';
import { matchRef, resolveTerritory, type TerritoryRef, territoryPage } from '../shared/territory-refs.js';
import type { Handler, Schemas } from '../shared/types.js';

type TerritoryItem = Schemas['TerritoriesData']['territories'][number];

const BY_NAME = new Intl.Collator('es');

const item = (links: Links, ref: TerritoryRef, parent: TerritoryRef | null, stations: number): TerritoryItem => ({
  level: ref.level as TerritoryItem['level'],
  code: ref.code,
  slug: ref.slug,
  name: ref.name,
  parent,
  stations,
  web_url: territoryPage(links, ref.level as TerritoryItem['level'], ref.slug),
});

function communities(dataset: Dataset, links: Links): TerritoryItem[] {
  const counts = dataset.territoryStats;
  return [...dataset.territories.communities]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => item(links, communityMatch(c), null, counts.community(c.code)));
}

function provinces(dataset: Dataset, links: Links, communityCode?: string): TerritoryItem[] {
  const { territories } = dataset;
  const counts = dataset.territoryStats;
  return territories.provinces
    .filter((p) => communityCode === undefined || p.community_code === communityCode)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((p) => {
      const community = territories.community(p.community_code);
      return item(links, provinceMatch(p), community ? communityMatch(community) : null, counts.province(p.code));
    });
}

function municipalities(dataset: Dataset, links: Links, parent: TerritoryRef): TerritoryItem[] {
  const counts = dataset.territoryStats;
  // By name (a province has up to ~380 of them, and a reader looks a town up by name), then id.
  return dataset.territories.municipalities
    .filter((m) => m.province_code === parent.code)
    .sort((a, b) => BY_NAME.compare(a.name, b.name) || a.id - b.id)
    .map((m) => item(links, municipalityMatch(m), parent, counts.municipality(m.id)));
}

export const listTerritories: Handler<'listTerritories'> = ({ query }, context) => {
  const dataset = currentDataset(context);
  const { links } = context;
  const level = query.level;
  if (level === 'community') {
    return { data: { level, parent: null, territories: communities(dataset, links) }, webUrl: null };
  }
  const parentLevel = level === 'province' ? 'community' : 'province';
  const parentMatch = query.parent === undefined ? undefined : resolveTerritory(dataset, parentLevel, query.parent);
  const parent = parentMatch ? matchRef(parentMatch) : null;
  const territories =
    level === 'province'
      ? provinces(dataset, links, parent?.code)
      : // parameter-rules.ts makes parent required with level=municipality.
        municipalities(dataset, links, parent as TerritoryRef);
  return {
    data: { level, parent, territories },
    webUrl: parentMatch ? territoryPage(links, parentMatch.level, parentMatch.slug) : null,
  };
};
