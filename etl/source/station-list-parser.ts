// Parses a station list (`{"Fecha": …, "ListaEESSPrecio": [{…}, …], "Nota": …, "ResultadoConsulta": …}`) as its text
// arrives, handing each record of ListaEESSPrecio over as soon as it is complete: the 12 MB of the national list are
// never one string, nor 11,400 records at once. Each record is JSON.parse'd alone; the rest of the document (its
// "skeleton", the list emptied) is JSON.parse'd at the end, so its grammar is JSON.parse's and so are its values.

/** Why the text is not a station list's JSON: it ends early, or it is not JSON. */
export class ListTextError extends Error {
  constructor(
    readonly kind: 'truncated' | 'invalid-json',
    message: string,
  ) {
    super(message);
  }
}

const LIST_KEY = 'ListaEESSPrecio';
const [QUOTE, BACKSLASH, COLON, COMMA] = [0x22, 0x5c, 0x3a, 0x2c];
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [0x7b, 0x7d, 0x5b, 0x5d];
const isBlank = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

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
  /** Records handed over so far. */
  count = 0;

  constructor(private readonly onRecord: (record: unknown, index: number) => void) {}

  /** The next piece of the text. */
  push(text: string): void {
    let skeletonFrom = this.list === 'in' ? -1 : 0;
    if (this.element !== null) this.elementStart = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.depth === 1 && this.stringStart >= 0) {
            this.lastString += text.slice(this.stringStart, i);
            this.stringStart = -1;
          }
        }
        continue;
      }
      if (isBlank(c)) continue;
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
        this.depth++;
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
    // What is left of the chunk: the unfinished element, the unfinished key, the skeleton's text.
    if (this.element !== null) this.element += text.slice(this.elementStart);
    if (this.inString && this.stringStart >= 0) {
      this.lastString += text.slice(this.stringStart);
      this.stringStart = 0;
    }
    if (skeletonFrom >= 0) this.skeleton += text.slice(skeletonFrom);
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

  private finishElement(rest: string): void {
    const text = (this.element ?? '') + rest;
    this.element = null;
    this.elementStart = -1;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (cause) {
      throw new ListTextError(
        'invalid-json',
        `invalid JSON in ${LIST_KEY}[${this.count}]: ${(cause as Error).message}`,
      );
    }
    this.onRecord(record, this.count++);
  }
}
