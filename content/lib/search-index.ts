// Full-text search over guides, posts and routes, ranked by where the words match: title > direct answer > body.
import type { ContentItem, ContentKind } from './types.js';
import { normalise, queryWords, WordSet } from './words.js';

export type MatchedField = 'title' | 'direct_answer' | 'body';

/** Fields in rank order: a match in an earlier field beats any match in a later one. */
const FIELDS: readonly MatchedField[] = ['title', 'direct_answer', 'body'];

export interface ContentQuery {
  q?: string;
  type?: ContentKind;
  tag?: string;
  limit: number;
}

export interface ContentHit {
  item: ContentItem;
  /** Best field where the query matched; null without a query. */
  matchedIn: MatchedField | null;
}

export interface ContentSearchResult {
  /** Matches before the limit. */
  total: number;
  hits: ContentHit[];
}

interface Entry {
  item: ContentItem;
  fields: Record<MatchedField, WordSet>;
  tags: ReadonlySet<string>;
}

interface Scored {
  entry: Entry;
  /** Index into FIELDS of the best field matched; 0 without a query. */
  rank: number;
  /** Query words matched in that field. */
  words: number;
}

export class SearchIndex {
  private readonly entries: readonly Entry[];

  constructor(items: readonly ContentItem[]) {
    this.entries = items.map((item) => ({
      item,
      fields: {
        title: new WordSet([item.title]),
        direct_answer: new WordSet([item.direct_answer]),
        body: bodyWords(item),
      },
      tags: new Set(item.tags.map(normalise)),
    }));
  }

  search(query: ContentQuery): ContentSearchResult {
    const words = query.q === undefined ? undefined : queryWords(query.q);
    const tag = query.tag === undefined ? undefined : normalise(query.tag.trim());
    const scored: Scored[] = [];
    for (const entry of this.entries) {
      if (query.type !== undefined && entry.item.kind !== query.type) continue;
      if (tag !== undefined && !entry.tags.has(tag)) continue;
      const score = words === undefined ? { entry, rank: 0, words: 0 } : scoreEntry(entry, words);
      if (score) scored.push(score);
    }
    scored.sort(byScore);
    return {
      total: scored.length,
      hits: scored.slice(0, query.limit).map(({ entry, rank }) => ({
        item: entry.item,
        matchedIn: words === undefined ? null : (FIELDS[rank] ?? null),
      })),
    };
  }
}

/** Everything searchable that is neither the title nor the direct answer. */
function bodyWords(item: ContentItem): WordSet {
  const texts = [item.summary, item.body_markdown, ...item.tags, ...item.faq.flatMap((f) => [f.question, f.answer])];
  if (item.kind === 'route') texts.push(...item.highlights, ...item.path.map((p) => p.name), item.community.name);
  return new WordSet(texts);
}

/** Undefined unless every query word matches somewhere (a query with no words matches nothing). */
function scoreEntry(entry: Entry, words: readonly string[]): Scored | undefined {
  if (words.length === 0) return undefined;
  if (!words.every((word) => FIELDS.some((field) => entry.fields[field].has(word)))) return undefined;
  const counts = FIELDS.map((field) => words.filter((word) => entry.fields[field].has(word)).length);
  const rank = counts.findIndex((count) => count > 0);
  return { entry, rank, words: counts[rank] ?? 0 };
}

function byScore(a: Scored, b: Scored): number {
  return (
    a.rank - b.rank ||
    b.words - a.words ||
    compareCodePoints(b.entry.item.updated, a.entry.item.updated) ||
    compareCodePoints(a.entry.item.slug, b.entry.item.slug) ||
    compareCodePoints(a.entry.item.kind, b.entry.item.kind)
  );
}

function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
