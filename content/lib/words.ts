// Text normalisation shared by the content search and the route catalogue: case and accents never matter.
import { stripAccents } from '../../core/accents.js';

/** Accents stripped, lowercase: "Gasóleo" -> "gasoleo", "Cataluña" -> "cataluna". */
export function normalise(text: string): string {
  return stripAccents(text).toLowerCase();
}

/** Normalised words, split on anything that is not a letter or a digit. */
export function tokenise(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The distinct words of a search query. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenise(query))];
}

// Shorter words match only whole words, so "a" or "de" do not match half the catalogue.
const MIN_PREFIX_LENGTH = 3;

/** The words of some texts, sorted for binary search. */
export class WordSet {
  private readonly words: readonly string[];

  constructor(texts: Iterable<string>) {
    const all = new Set<string>();
    for (const text of texts) for (const word of tokenise(text)) all.add(word);
    this.words = [...all].sort();
  }

  /** True when the set holds `word`, or a word starting with it when it has 3+ characters ("gasolinera" -> "gasolineras"). */
  has(word: string): boolean {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < word) low = middle + 1;
      else high = middle;
    }
    // In sorted order the first word not below `word` is the one that equals it or starts with it, if any does.
    const found = this.words[low];
    return found !== undefined && (found === word || (word.length >= MIN_PREFIX_LENGTH && found.startsWith(word)));
  }

  hasAll(words: readonly string[]): boolean {
    return words.every((word) => this.has(word));
  }
}
