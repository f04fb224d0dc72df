// Parses a station list (`{"Fecha": …, "ListaEESSPrecio": [{…}, …], "Nota": …, "ResultadoConsulta": …}`) as its text
// arrives, handing each record of ListaEESSPrecio over as soon as it is complete: the 12 MB of the national list are
// never one string, nor 11,400 records at once. Each record is JSON.parse'd alone; the rest of the document (its
// "skeleton", the list emptied) is JSON.parse'd at the end, so its grammar is JSON.parse's and so are its values.
// What the parser holds is bounded whatever the text (LIST_BOUNDS): a string of a record is cut as it is read, and a
// record, the rest of the document or the nesting past its bound ends the parse.
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  isJsonBlank,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from '../../core/json-codes.js';

/** Bounds no real register comes near (real maxima in docs/reliability.md). */
export const LIST_BOUNDS = {
  /** Nesting: the document's object is 1, its list 2, a record 3 (as deep as real registers go). */
  depth: 16,
  /** A record's JSON text (real records: 1,174 characters at the most). */
  recordChars: 64 * 1024,
  /** The document but its list's records: Fecha, Nota, ResultadoConsulta (484 characters in real registers). */
  envelopeChars: 64 * 1024,
  /**
   * A string of a record, as written in the JSON (an escape counts as written): longer ones are cut to this, never
   * inside an escape, and the cut reported with the record (real values: 104 characters at the most).
   */
  stringChars: 4096,
} as const;

/** Why the text is not a station list's JSON: it ends early, it is not JSON, or it goes past LIST_BOUNDS. */
export class ListTextError extends Error {
  constructor(
    readonly kind: 'truncated' | 'invalid-json' | 'too-large' | 'too-deep',
    message: string,
  ) {
    super(message);
  }
}

/** A string of a record cut to LIST_BOUNDS.stringChars: its key (null in an array) and its length as written. */
export interface StringCut {
  key: string | null;
  chars: number;
}

const LIST_KEY = 'ListaEESSPrecio';

export class StationListParser {
  /** Nesting depth at the current position: 1 inside the document's object, 2 inside the list. */
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The document's text but the list's elements. */
  private skeleton = '';
  /** Where the list is: not reached yet, being read, read. */
  private list: 'before' | 'in' | 'after' = 'before';
  /** At depth 1, the text of the last string closed and whether a colon followed it (it was a key). */
  private lastString = '';
  private stringStart = -1;
  private keyPending = false;
  private currentKey = '';
  /** The element being read (its text so far, from earlier chunks), or null between elements. */
  private element: string | null = null;
  private elementStart = -1;
  private expectElement = true;
  private afterComma = false;
  private ended = false;
  private sawText = false;
  /** Characters of the text pushed before the current piece. */
  private offset = 0;
  /** In an element, where the string being read starts: in the whole text, and in the element's text. */
  private stringAt = -1;
  private stringInElement = -1;
  /** The string being read is past its bound: its text is dropped up to its end. */
  private cutting = false;
  private cutKey: string | null = null;
  /** The strings of the element being read that were cut. */
  private cuts: StringCut[] = [];
  /** Records handed over so far. */
  count = 0;

  constructor(private readonly onRecord: (record: unknown, index: number, cuts: readonly StringCut[]) => void) {}

  /** The next piece of the text. */
  push(text: string): void {
    let skeletonFrom = this.list === 'in' ? -1 : 0;
    if (this.element !== null) this.elementStart = 0;
    // The next quote and backslash at or after the character read: a string's other characters are only passed over.
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c !== QUOTE) {
          if (nextQuote < i) nextQuote = indexOrEnd(text, '"', i);
          if (nextBackslash < i) nextBackslash = indexOrEnd(text, '\\', i);
          i = Math.min(nextQuote, nextBackslash) - 1;
        } else {
          this.inString = false;
          if (this.depth === 1 && this.stringStart >= 0) {
            this.lastString += text.slice(this.stringStart, i);
            this.stringStart = -1;
          } else if (this.element !== null) this.closeElementString(text, i);
        }
        continue;
      }
      if (isJsonBlank(c)) continue;
      if (this.ended) throw new ListTextError('invalid-json', 'text after the end of the JSON document');
      // Not an object: no list to stream, the whole text is parsed at the end (and found not to be a station list).
      if (!this.sawText && c !== OPEN_BRACE) this.list = 'after';
      this.sawText = true;
      if (this.list === 'in' && this.depth === 2) {
        // Between elements of the list, or at the start of one.
        if (this.element === null) {
          if (c === CLOSE_BRACKET) {
            if (this.afterComma) throw new ListTextError('invalid-json', `a trailing comma in ${LIST_KEY}`);
            this.depth = 1;
            this.list = 'after';
            skeletonFrom = i;
            continue;
          }
          if (c === COMMA && !this.expectElement) {
            this.expectElement = true;
            this.afterComma = true;
            continue;
          }
          if (!this.expectElement) throw new ListTextError('invalid-json', `expected , or ] in ${LIST_KEY}`);
          this.element = '';
          this.elementStart = i;
          this.expectElement = false;
          this.afterComma = false;
        } else if (c === COMMA || c === CLOSE_BRACKET) {
          // The end of an element that is not an object or an array (a number, true…): parse it as it is.
          this.finishElement(text.slice(this.elementStart, i));
          i--;
          continue;
        }
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1) {
          this.lastString = '';
          this.stringStart = i + 1;
        } else if (this.element !== null) {
          this.stringAt = this.offset + i + 1;
          this.stringInElement = this.element.length + i + 1 - this.elementStart;
        }
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (this.depth === 1 && c === OPEN_BRACKET && this.list === 'before' && this.currentKey === LIST_KEY) {
          this.skeleton += text.slice(skeletonFrom, i + 1);
          skeletonFrom = -1;
          this.list = 'in';
          this.depth = 2;
          this.expectElement = true;
          continue;
        }
        if (++this.depth > LIST_BOUNDS.depth) {
          throw new ListTextError('too-deep', `nested deeper than ${LIST_BOUNDS.depth} levels`);
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth < 0) throw new ListTextError('invalid-json', `unexpected ${text[i]}`);
        if (this.depth === 0) this.ended = true;
        if (this.list === 'in' && this.depth === 2 && this.element !== null) {
          this.finishElement(text.slice(this.elementStart, i + 1));
        }
      } else if (this.depth === 1 && c === COLON) {
        this.currentKey = this.keyPending ? this.lastString : '';
      }
      if (this.depth === 1) this.keyPending = c === QUOTE;
    }
    // What is left of the chunk: the unfinished element (a string past its bound cut), the unfinished key, the
    // skeleton's text.
    if (this.element !== null && !this.cutting) {
      if (this.inString && this.offset + text.length - this.stringAt > LIST_BOUNDS.stringChars) {
        this.cutString(text, text.length);
        this.cutting = true;
      } else this.element += text.slice(this.elementStart);
      this.checkRecordSize(this.element.length);
    }
    if (this.inString && this.stringStart >= 0) {
      this.lastString += text.slice(this.stringStart);
      this.stringStart = 0;
    }
    if (skeletonFrom >= 0) this.skeleton += text.slice(skeletonFrom);
    if (this.skeleton.length > LIST_BOUNDS.envelopeChars) {
      throw new ListTextError(
        'too-large',
        `the document but ${LIST_KEY}'s records is over ${LIST_BOUNDS.envelopeChars} characters`,
      );
    }
    this.offset += text.length;
  }

  /**
   * The end of the text: the document parsed, its list emptied of the records handed over (a list the parser did not
   * find, under a key written with escapes for instance, is left in it).
   */
  end(): unknown {
    if (!this.sawText || this.depth > 0 || this.inString) {
      throw new ListTextError('truncated', this.sawText ? 'the JSON ends early' : 'an empty body');
    }
    try {
      return JSON.parse(this.skeleton);
    } catch (cause) {
      throw new ListTextError('invalid-json', `invalid JSON: ${(cause as Error).message}`);
    }
  }

  /** A string of the element closed at `end`: cut if it is past its bound, or the end of one being cut. */
  private closeElementString(text: string, end: number): void {
    const chars = this.offset + end - this.stringAt;
    if (!this.cutting && chars <= LIST_BOUNDS.stringChars) return;
    if (!this.cutting) this.cutString(text, end);
    this.cutting = false;
    this.elementStart = end; // the closing quote on
    this.cuts.push({ key: this.cutKey, chars });
  }

  /** Keeps the element's text up to the bound of the string being read (never inside an escape), `text` to `end`. */
  private cutString(text: string, end: number): void {
    const whole = (this.element ?? '') + text.slice(this.elementStart, end);
    const from = this.stringInElement;
    this.element = whole.slice(0, cutPoint(whole, from, from + LIST_BOUNDS.stringChars));
    this.cutKey = keyBefore(whole, from - 1);
  }

  private checkRecordSize(chars: number): void {
    if (chars > LIST_BOUNDS.recordChars) {
      throw new ListTextError(
        'too-large',
        `${LIST_KEY}[${this.count}] is over ${LIST_BOUNDS.recordChars} characters of JSON`,
      );
    }
  }

  private finishElement(rest: string): void {
    const text = (this.element ?? '') + rest;
    this.checkRecordSize(text.length);
    this.element = null;
    this.elementStart = -1;
    const cuts = this.cuts;
    this.cuts = [];
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (cause) {
      throw new ListTextError(
        'invalid-json',
        `invalid JSON in ${LIST_KEY}[${this.count}]: ${(cause as Error).message}`,
      );
    }
    this.onRecord(record, this.count++, cuts);
  }
}

/** Where `text` has `character` at or after `from`, or its length when it has none. */
function indexOrEnd(text: string, character: string, from: number): number {
  const at = text.indexOf(character, from);
  return at < 0 ? text.length : at;
}

/**
 * Where to end the string of `text` starting at `from` so that it keeps at most `limit - from` characters: never
 * inside an escape (`\n`, `\u00e9`), nor between the two halves of a surrogate pair, written or escaped.
 */
function cutPoint(text: string, from: number, limit: number): number {
  let end = from;
  let highEscapeAt = -1;
  while (end < limit) {
    if (text.charCodeAt(end) !== BACKSLASH) {
      end++;
      continue;
    }
    const unicode = text.charCodeAt(end + 1) === 0x75; // \uXXXX
    const step = unicode ? 6 : 2;
    if (end + step > limit) break;
    highEscapeAt = unicode && /^[dD][89abAB]/.test(text.slice(end + 2, end + 4)) ? end : -1;
    end += step;
  }
  if (highEscapeAt >= 0 && highEscapeAt === end - 6) return highEscapeAt;
  const last = text.charCodeAt(end - 1);
  return end > from && last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/** The key of the value whose opening quote is at `quoteAt` (`"key": "…`), or null when there is none in reach. */
function keyBefore(text: string, quoteAt: number): string | null {
  const match = /"((?:[^"\\]|\\.){0,200})"\s*:\s*$/.exec(text.slice(Math.max(0, quoteAt - 512), quoteAt));
  if (!match) return null;
  try {
    return JSON.parse(`"${match[1]}"`) as string;
  } catch {
    return null;
  }
}
