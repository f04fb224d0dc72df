// GET /v1/search: places, postal codes and stations by name, best first.
import type { Links } from '../../core/links.js';
import type { Dataset } from '../../store/dataset.js';
import { findMatches, MATCH_ORDER, type SearchEntry, type SearchResult } from '../../store/indexes/search-index.js';
import { normalize } from '../../store/indexes/search-text.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler } from '../shared/types.js';

/** Exact before prefix before fuzzy; then community, province, municipality, postal code, station; then name. */
export function findPlaces(dataset: Dataset, q: string, limit: number, links: Links): SearchResult[] {
  const query = normalize(q);
  if (query === '') return [];
  const index = dataset.search;
  const ranked = [...findMatches(index, query)].map(([i, match]) => ({
    entry: index.entries[i] as SearchEntry,
    match,
    matchRank: MATCH_ORDER.indexOf(match),
  }));
  ranked.sort(
    (a, b) =>
      a.matchRank - b.matchRank ||
      a.entry.kindRank - b.entry.kindRank ||
      compareText(a.entry.sortName, b.entry.sortName) ||
      compareText(a.entry.result.name, b.entry.result.name) ||
      compareText(a.entry.result.code ?? '', b.entry.result.code ?? '') ||
      (a.entry.result.id ?? 0) - (b.entry.result.id ?? 0),
  );
  return ranked
    .slice(0, limit)
    .map(({ entry, match }) => ({ ...entry.result, match, web_url: links.site(entry.page) }));
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const searchPlaces: Handler<'searchPlaces'> = ({ query }, context) => ({
  data: {
    query: query.q,
    results: findPlaces(currentDataset(context), query.q, query.limit, context.links),
  },
  webUrl: null,
});
