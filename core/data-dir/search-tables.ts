// The search index's lookup tables of a snapshot (store/indexes/search-index.ts), written by the ETL beside its tables
// file: every name variant and word of the snapshot normalised, sorted and posted, which a start used to compute again
// (about a second of one core). A reader builds the index's entries from the snapshot as before and takes these tables
// instead of computing them; a snapshot without the file (written by an earlier version), or with one that fails the
// checks below, gets them computed as before.
//
// JSON: {"format": 1, "entries": the index's entry count, "names": [...], "name_entries": [...], "words": [...],
// "posting_starts": [...], "postings": [...]}: names sorted (JavaScript's string order) with the entry each names;
// words sorted and unique, the entries using words[i] being postings[posting_starts[i]] to
// postings[posting_starts[i + 1] - 1].

import { computedFileOf } from './computed-file.js';

export const SNAPSHOT_SEARCH_TABLES_FILE = 'search-tables.json';

const FORMAT = 1;

export interface SearchTables {
  /** Every name variant, normalised and sorted, with the entry it names (parallel arrays). */
  names: readonly string[];
  nameEntry: Int32Array;
  /**
   * Every word of every name, normalised, unique and sorted; the entries using words[i] are postings[postingStarts[i]]
   * to postings[postingStarts[i + 1] - 1] (one array for all words: an array each cost ~150 bytes apiece, 3 MB).
   */
  words: readonly string[];
  postingStarts: Uint32Array;
  postings: Int32Array;
}

/** The file's text for tables built over `entries` entries. */
export function searchTablesText(entries: number, tables: SearchTables): string {
  return `${JSON.stringify({
    format: FORMAT,
    entries,
    names: tables.names,
    name_entries: Array.from(tables.nameEntry),
    words: tables.words,
    posting_starts: Array.from(tables.postingStarts),
    postings: Array.from(tables.postings),
  })}\n`;
}

/**
 * The tables a file holds when it is whole and made for an index of `entries` entries, else null: a damaged or partial
 * file, or one of another format, is computed again rather than trusted (a wrong order would lose matches silently).
 */
export function searchTablesFrom(text: string, entries: number): SearchTables | null {
  const file = computedFileOf(text, FORMAT);
  if (!file || file.entries !== entries) return null;
  const names = sortedStrings(file.names, false);
  const words = sortedStrings(file.words, true);
  const nameEntry = integers(file.name_entries, Int32Array, entries);
  const postings = integers(file.postings, Int32Array, entries);
  if (!names || !words || !nameEntry || !postings || nameEntry.length !== names.length) return null;
  const postingStarts = integers(file.posting_starts, Uint32Array, postings.length + 1);
  if (!postingStarts || postingStarts.length !== words.length + 1 || postingStarts[0] !== 0) return null;
  for (let w = 0; w < words.length; w++) {
    if ((postingStarts[w + 1] as number) < (postingStarts[w] as number)) return null;
  }
  if (postingStarts[words.length] !== postings.length) return null;
  return { names, nameEntry, words, postingStarts, postings };
}

/** An array of strings in ascending order (strictly when `unique`), else null. */
function sortedStrings(value: unknown, unique: boolean): string[] | null {
  if (!Array.isArray(value)) return null;
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (typeof item !== 'string') return null;
    if (i > 0 && (unique ? item <= value[i - 1] : item < value[i - 1])) return null;
  }
  return value as string[];
}

/** The integers of `value` from 0 to below `bound`, as a typed array, else null. */
function integers<T extends Int32Array | Uint32Array>(
  value: unknown,
  type: { from(values: ArrayLike<number>): T },
  bound: number,
): T | null {
  if (!Array.isArray(value)) return null;
  for (const item of value) if (!Number.isInteger(item) || item < 0 || item >= bound) return null;
  return type.from(value as number[]);
}
