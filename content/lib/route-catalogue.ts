// The route catalogue: filters by type, community crossed and words of title, summary and highlights.
import type { Community } from './communities.js';
import type { Route, RouteType } from './types.js';
import { queryWords, WordSet } from './words.js';

export interface RouteFilter {
  type?: RouteType;
  community?: Community;
  q?: string;
}

const collator = new Intl.Collator('es');

export class RouteCatalogue {
  private readonly entries: readonly { route: Route; words: WordSet }[];

  constructor(routes: readonly Route[]) {
    this.entries = [...routes]
      .sort((a, b) => collator.compare(a.title, b.title) || collator.compare(a.slug, b.slug))
      .map((route) => ({ route, words: new WordSet([route.title, route.summary, ...route.highlights]) }));
  }

  /** Matching routes sorted by title in Spanish order; a q without words matches nothing. */
  find(filter: RouteFilter): Route[] {
    const words = filter.q === undefined ? undefined : queryWords(filter.q);
    return this.entries
      .filter(
        ({ route, words: routeWords }) =>
          (filter.type === undefined || route.type === filter.type) &&
          (filter.community === undefined || route.communities.includes(filter.community.slug)) &&
          (words === undefined || (words.length > 0 && routeWords.hasAll(words))),
      )
      .map(({ route }) => route);
  }
}
