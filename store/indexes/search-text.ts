// Text matching for /v1/search: normalisation, one-edit distance and sorted-prefix lookups.
import { stripAccents } from '../../core/accents.js';

const NON_ASCII = /[^\u0020-\u007e]/;
const NON_ALPHANUMERIC = /[^a-z0-9]+/g;
const folded = new Map<string, string | null>();

/**
 * One non-ASCII character without its accents ("á" -> "a", "ñ" -> "n"); "" for a separator (no Latin letter or
 * digit); null for a lone combining mark, which belongs to the letter before it.
 */
function fold(char: string): string | null {
  let out = folded.get(char);
  if (out === undefined) {
    // NFKC first, so compatibility forms fold too ("ª" -> "a"): stripAccents then decomposes it as NFKD would.
    const base = stripAccents(char.normalize('NFKC'));
    out = base === '' ? null : base.replace(/[^a-z0-9]/g, '');
    folded.set(char, out);
  }
  return out;
}

/**
 * Lowercase, accents and ñ/ç folded, every run of other characters a single space: "Málaga" -> "malaga".
 * A hand loop with a per-character cache: String.normalize over the ~50,000 names of a snapshot costs 10x more.
 */
export function normalize(text: string): string {
  // Most names are printable ASCII (slugs, brands, station signs): native string methods do those fastest.
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(NON_ALPHANUMERIC, ' ').trim();
  let out = '';
  let space = false;
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    const plain = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? char : code < 128 ? '' : fold(char);
    if (plain === null) continue;
    if (plain === '') {
      space = out !== '';
    } else {
      if (space) out += ' ';
      out += plain;
      space = false;
    }
  }
  return out;
}

/** true when b is a, or a with one letter inserted, removed or replaced (Levenshtein <= 1), in one pass. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length < b.length ? a.slice(i) === b.slice(i + 1) : a.slice(i + 1) === b.slice(i);
}

/** First index of a sorted array whose value is >= key. */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Positions in a sorted array of the values that start with `prefix` (a contiguous run): two binary searches, as the
 * normalised text sorts below U+FFFF.
 */
export function prefixRange(sorted: readonly string[], prefix: string): [from: number, to: number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}

/** Only words of 4+ letters may differ by one edit: shorter ones would match almost anything. */
export const FUZZY_MIN_LETTERS = 4;
export const isFuzzyWord = (word: string): boolean => word.length >= FUZZY_MIN_LETTERS && /^[a-z]+$/.test(word);
