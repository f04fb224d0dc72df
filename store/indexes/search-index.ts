// The place index of a snapshot (built at load): territories, postal codes and stations, names and word postings.
import { type SearchTables, searchTablesFrom } from '../../core/data-dir/search-tables.js';
import type { Station } from '../../core/model.js';
import { ITEMS_PER_STEP, type Steps, sortInSteps } from '../../core/yielding.js';
import type { components } from '../../generated/openapi-types.js';
import type { TerritoryIndex, TerritoryMatch } from '../dataset.js';
import { communityMatch, municipalityMatch, provinceMatch } from '../territory-index.js';
import { isFuzzyWord, normalize, prefixRange, withinOneEdit } from './search-text.js';
import type { TerritoryStats } from './territory-stats.js';

export type SearchResult = components['schemas']['SearchData']['results'][number];
export type SearchKind = SearchResult['kind'];
export type MatchKind = SearchResult['match'];

export const KIND_ORDER: readonly SearchKind[] = ['community', 'province', 'municipality', 'postal_code', 'station'];
export const MATCH_ORDER: readonly MatchKind[] = ['exact', 'prefix', 'fuzzy'];

/** A result without its web_url (built per request from the public site's base) and with its page path. */
export interface SearchEntry {
  result: Omit<SearchResult, 'match' | 'web_url'>;
  page: string;
  kindRank: number;
  sortName: string;
}

/** The entries, and the tables that look them up by name variant and by word (SearchTables). */
export interface SearchIndex extends SearchTables {
  entries: readonly SearchEntry[];
}

/** "Alicante/Alacant" is found by either name; slugs add the plain-letter spelling. */
const variantsOf = (...names: (string | null | undefined)[]): string[] => [
  ...new Set(
    names
      .flatMap((n) => (n ? [n, ...n.split('/')] : []))
      .map(normalize)
      .filter((v) => v !== ''),
  ),
];

/**
 * The index built in steps of a few hundred names, for a load that shares the event loop with requests. With
 * `tablesText` (the snapshot's SNAPSHOT_SEARCH_TABLES_FILE, written by the ETL from the same tables), its lookup tables
 * are read from it instead of computed; a text that does not hold tables for these entries is set aside.
 */
export function* searchIndexSteps(
  stations: readonly Station[],
  territories: TerritoryIndex,
  stats: TerritoryStats,
  tablesText?: string,
): Steps<SearchIndex> {
  const pace = pacer();
  const entries: SearchEntry[] = [];
  const variants: string[][] = [];
  const add = (entry: Omit<SearchEntry, 'kindRank' | 'sortName'>, names: () => string[]) => {
    // Written out, not spread: a spread object gets a hidden class of its own (23,800 of them, 5 MB a snapshot).
    entries.push({
      result: entry.result,
      page: entry.page,
      kindRank: KIND_ORDER.indexOf(entry.result.kind),
      sortName: normalize(entry.result.name),
    });
    if (tablesText === undefined) variants.push(names());
  };
  const base = { id: null, lat: null, lng: null } as const;
  for (const c of territories.communities) {
    add(
      {
        result: { ...base, kind: 'community', code: c.code, slug: c.slug, name: c.name, parent: null },
        page: `/comunidad/${c.slug}`,
      },
      () => variantsOf(c.name, c.slug),
    );
  }
  for (const p of territories.provinces) {
    const community = territories.community(p.community_code);
    const parent = community ? communityMatch(community) : null;
    add(
      {
        result: { ...base, kind: 'province', code: p.code, slug: p.slug, name: p.name, parent },
        page: `/provincia/${p.slug}`,
      },
      () => variantsOf(p.name, p.slug),
    );
  }
  const municipalityRefs = new Map<number, TerritoryMatch>();
  for (const m of territories.municipalities) {
    const province = territories.province(m.province_code);
    const parent = province ? provinceMatch(province) : null;
    municipalityRefs.set(m.id, municipalityMatch(m));
    const centre = stats.municipalityCentre(m.id);
    const result = {
      kind: 'municipality',
      id: m.id,
      code: String(m.id),
      slug: m.slug,
      name: m.name,
      parent,
      lat: centre?.lat ?? null,
      lng: centre?.lng ?? null,
    } as const;
    add({ result, page: `/municipio/${m.slug}` }, () => variantsOf(m.name, m.slug));
    if (pace()) yield;
  }
  for (const [code, { members, parent }] of postalCodes(stations, municipalityRefs)) {
    const lat = members.reduce((sum, s) => sum + s.lat, 0) / members.length;
    const lng = members.reduce((sum, s) => sum + s.lng, 0) / members.length;
    const result = {
      kind: 'postal_code',
      id: null,
      code,
      slug: null,
      name: code,
      parent,
      lat: round6(lat),
      lng: round6(lng),
    } as const;
    add({ result, page: `/codigo-postal/${code}` }, () => [code]);
    if (pace()) yield;
  }
  for (const s of stations) {
    const name = s.name ?? s.brand_name ?? `Gasolinera ${s.id}`;
    const parent = municipalityRefs.get(s.municipality_id) ?? null;
    const result = { kind: 'station', id: s.id, code: null, slug: null, name, parent, lat: s.lat, lng: s.lng } as const;
    add({ result, page: `/gasolinera/${s.id}` }, () => variantsOf(s.name, s.brand_name));
    if (pace()) yield;
  }
  yield;
  if (tablesText !== undefined) {
    const tables = searchTablesFrom(tablesText, entries.length);
    return tables ? { entries, ...tables } : yield* searchIndexSteps(stations, territories, stats);
  }
  return { entries, ...(yield* searchTableSteps(variants)) };
}

/** The lookup tables of the entries whose name variants are `variants` (one list per entry, in their order). */
function* searchTableSteps(variants: string[][]): Steps<SearchTables> {
  const names = yield* nameTableSteps(variants);
  return { ...names, ...(yield* wordTableSteps(variants)) };
}

/** true once every ITEMS_PER_STEP calls. */
function pacer(): () => boolean {
  let count = 0;
  return () => ++count % ITEMS_PER_STEP === 0;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Postal codes of the public stations; each belongs to the municipality most of its stations are in. */
function postalCodes(stations: readonly Station[], municipalities: ReadonlyMap<number, TerritoryMatch>) {
  const byCode = new Map<string, Station[]>();
  for (const s of stations) {
    if (s.postal_code === null || !/^\d{5}$/.test(s.postal_code)) continue;
    const members = byCode.get(s.postal_code);
    if (members) members.push(s);
    else byCode.set(s.postal_code, [s]);
  }
  return [...byCode].map(([code, members]) => {
    const counts = new Map<number, number>();
    for (const s of members) counts.set(s.municipality_id, (counts.get(s.municipality_id) ?? 0) + 1);
    const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return [code, { members, parent: (best && municipalities.get(best[0])) ?? null }] as const;
  });
}

function* nameTableSteps(variants: string[][]): Steps<Pick<SearchIndex, 'names' | 'nameEntry'>> {
  const pairs = variants.flatMap((names, entry) => names.map((name) => [name, entry] as const));
  yield;
  yield* sortInSteps(pairs, (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { names: pairs.map((p) => p[0]), nameEntry: Int32Array.from(pairs, (p) => p[1]) };
}

function* wordTableSteps(variants: string[][]): Steps<Pick<SearchIndex, 'words' | 'postingStarts' | 'postings'>> {
  const byWord = new Map<string, Set<number>>();
  const pace = pacer();
  for (const [entry, names] of variants.entries()) {
    for (const word of names.flatMap((n) => n.split(' '))) {
      const set = byWord.get(word) ?? new Set<number>();
      set.add(entry);
      byWord.set(word, set);
    }
    if (pace()) yield;
  }
  const words = yield* sortInSteps([...byWord.keys()], (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  yield;
  const postingStarts = new Uint32Array(words.length + 1);
  words.forEach((word, w) => {
    postingStarts[w + 1] = (postingStarts[w] as number) + (byWord.get(word) as Set<number>).size;
  });
  const postings = new Int32Array(postingStarts[words.length] as number);
  for (const [w, word] of words.entries()) {
    postings.set([...(byWord.get(word) as Set<number>)], postingStarts[w]);
    if (pace()) yield;
  }
  return { words, postingStarts, postings };
}

/** Best match of every entry the query finds: exact name, name prefix, or every query word found fuzzily. */
export function findMatches(index: SearchIndex, query: string): Map<number, MatchKind> {
  const found = new Map<number, MatchKind>();
  const [from, to] = prefixRange(index.names, query);
  for (let i = from; i < to; i++) {
    const entry = index.nameEntry[i] as number;
    const kind: MatchKind = index.names[i] === query ? 'exact' : 'prefix';
    if (kind === 'exact' || !found.has(entry)) found.set(entry, kind);
  }
  let candidates: Set<number> | undefined;
  for (const word of query.split(' ')) {
    const hits = new Set<number>();
    const addPostings = (w: number) => {
      for (let p = index.postingStarts[w] as number; p < (index.postingStarts[w + 1] as number); p++) {
        const entry = index.postings[p] as number;
        if (!candidates || candidates.has(entry)) hits.add(entry);
      }
    };
    const [wFrom, wTo] = prefixRange(index.words, word);
    for (let w = wFrom; w < wTo; w++) addPostings(w);
    if (isFuzzyWord(word)) {
      for (let w = 0; w < index.words.length; w++) if (withinOneEdit(word, index.words[w] as string)) addPostings(w);
    }
    candidates = hits;
    if (hits.size === 0) break;
  }
  for (const entry of candidates ?? []) if (!found.has(entry)) found.set(entry, 'fuzzy');
  return found;
}
