// Completion of one kind of name (provinces, brands, station ids…): what completion/complete answers, best first.
// Built once per snapshot and kind. A completion finds the names that start with what was typed by binary search in
// sorted arrays, marks their values in bit sets (one bit per value, values numbered best first) and reads the first
// set bits: a few microseconds even for a prefix shared by thousands of the 12,000 stations of a real snapshot
// (bench/mcp-completions.ts), and nothing sorted per request.
import { lowerBound, normalize, prefixRange } from '../store/indexes/search-text.js';

/** The most values one completion lists (the MCP spec's limit). */
export const MAX_COMPLETION_VALUES = 100;

export interface CompletionEntry {
  /** What the argument takes: a slug, an id, a name. */
  value: string;
  /** Spellings it is known by (name, other names, slug), matched whole, by their start, and word by word. */
  names: readonly string[];
  /** More words it may be found by, word by word only (a station's town). */
  context?: readonly string[];
  /** Higher first among values matched as well (e.g. stations in a province). */
  weight: number;
}

export interface Completion {
  values: string[];
  /** How many values match in all. */
  total: number;
  hasMore: boolean;
}

export class CompletionIndex {
  /** The values best first (by weight, then name, then value): a value's rank is its position here and its bit. */
  private readonly values: readonly string[];
  /** Every whole spelling, normalised and sorted, with the rank of its value. */
  private readonly keys: readonly string[];
  private readonly keyRank: Int32Array;
  /** Every word of every spelling and context, normalised and sorted, with the rank of its value. */
  private readonly words: readonly string[];
  private readonly wordRank: Int32Array;
  /** Bit sets of one completion: values named exactly, values a name of which starts so, values with every word. */
  private readonly exact: Uint32Array;
  private readonly start: Uint32Array;
  private readonly everyWord: Uint32Array;
  private readonly thisWord: Uint32Array;

  constructor(entries: readonly CompletionEntry[]) {
    const prepared = entries.map((entry) => {
      const names = [...new Set(entry.names.map(normalize).filter((name) => name !== ''))];
      const words = new Set(names.flatMap((name) => name.split(' ')));
      for (const text of entry.context ?? []) for (const word of normalize(text).split(' ')) if (word) words.add(word);
      return { value: entry.value, weight: entry.weight, names, words: [...words], sortName: names[0] ?? '' };
    });
    prepared.sort(
      (a, b) =>
        b.weight - a.weight ||
        (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0) ||
        // Shorter first: station ids of one name in numeric order.
        a.value.length - b.value.length ||
        (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
    this.values = prepared.map((entry) => entry.value);
    [this.keys, this.keyRank] = sortedPostings(prepared.map((entry) => entry.names));
    [this.words, this.wordRank] = sortedPostings(prepared.map((entry) => entry.words));
    const length = Math.ceil(prepared.length / 32);
    this.exact = new Uint32Array(length);
    this.start = new Uint32Array(length);
    this.everyWord = new Uint32Array(length);
    this.thisWord = new Uint32Array(length);
  }

  get size(): number {
    return this.values.length;
  }

  /**
   * The values `typed` may be the start of, accents and case aside, best first: those with a name equal to it, then
   * those with a name starting with it, then those with a word starting with each word typed, in any order.
   */
  complete(typed: string): Completion {
    const query = normalize(typed);
    if (query === '') return page(this.values.slice(0, MAX_COMPLETION_VALUES), this.values.length);
    const { exact, start, everyWord, thisWord } = this;
    exact.fill(0);
    start.fill(0);
    const [from, to] = prefixRange(this.keys, query);
    // The names equal to the query sort first among those that start with it.
    const equalTo = lowerBound(this.keys, `${query}\u0000`);
    mark(exact, this.keyRank, from, equalTo);
    mark(start, this.keyRank, equalTo, to);
    const [first, ...others] = wordsToMatch(query);
    everyWord.fill(0);
    mark(everyWord, this.wordRank, ...prefixRange(this.words, first as string));
    for (const word of others) {
      thisWord.fill(0);
      mark(thisWord, this.wordRank, ...prefixRange(this.words, word));
      let left = 0;
      for (let i = 0; i < everyWord.length; i++) {
        everyWord[i] = (everyWord[i] as number) & (thisWord[i] as number);
        left |= everyWord[i] as number;
      }
      if (left === 0) break; // no value has every word so far: the words after cannot add one
    }
    const values: string[] = [];
    let total = 0;
    for (let i = 0; i < exact.length; i++) {
      total += bitCount((exact[i] as number) | (start[i] as number) | (everyWord[i] as number));
    }
    this.read(exact, 0, 0, values);
    this.read(start, exact, 0, values);
    this.read(everyWord, exact, start, values);
    return page(values, total);
  }

  /** Appends the values of the bits set in `set` and in neither `shown` nor `alsoShown`, by rank, until the list is full. */
  private read(set: Uint32Array, shown: Uint32Array | 0, alsoShown: Uint32Array | 0, values: string[]): void {
    for (let i = 0; i < set.length && values.length < MAX_COMPLETION_VALUES; i++) {
      let bits = (set[i] as number) & ~(shown === 0 ? 0 : (shown[i] as number));
      bits &= ~(alsoShown === 0 ? 0 : (alsoShown[i] as number));
      while (bits !== 0 && values.length < MAX_COMPLETION_VALUES) {
        const lowest = bits & -bits;
        values.push(this.values[i * 32 + 31 - Math.clz32(lowest)] as string);
        bits ^= lowest;
      }
    }
  }
}

/**
 * The words of a normalised query that decide what it matches, longest first (fewer values start so): each once, and
 * none that starts another (a value with a word starting "malag" has one starting "mal"). A query's work so grows
 * with the words that narrow it, not with how often a client repeats them.
 */
function wordsToMatch(query: string): string[] {
  const words = [...new Set(query.split(' '))];
  return words
    .filter((word) => !words.some((other) => other !== word && other.startsWith(word)))
    .sort((a, b) => b.length - a.length);
}

const page = (values: string[], total: number): Completion => ({ values, total, hasMore: total > values.length });

/** Sets the bits of the ranks at positions from to to - 1 of `ranks`. */
function mark(set: Uint32Array, ranks: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const rank = ranks[i] as number;
    set[rank >>> 5] = (set[rank >>> 5] as number) | (1 << (rank & 31));
  }
}

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Each list's strings, sorted, with the position of the list each came from. Grouped first: a snapshot's 60,000 words
 * of stations are a few thousand distinct ones, and sorting those is most of the build.
 */
function sortedPostings(lists: readonly (readonly string[])[]): [string[], Int32Array] {
  const ranksOf = new Map<string, number[]>();
  lists.forEach((texts, rank) => {
    for (const text of texts) {
      const ranks = ranksOf.get(text);
      if (ranks) ranks.push(rank);
      else ranksOf.set(text, [rank]);
    }
  });
  const texts: string[] = [];
  const ranks: number[] = [];
  for (const text of [...ranksOf.keys()].sort()) {
    for (const rank of ranksOf.get(text) as number[]) {
      texts.push(text);
      ranks.push(rank);
    }
  }
  return [texts, Int32Array.from(ranks)];
}
