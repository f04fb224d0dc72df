// A tools/call body seen before but for its id, recognised by its bytes: what the general path found out about it (its
// checks passed, its tool planned, its rate class) is kept, and the same bytes are not parsed, checked and planned
// again. An agent asks the same question again and again, each time with a new id; the id is the one part read anew.
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
} from '../core/json-codes.js';
import { requestId } from './json-rpc-http.js';

/** A body of this many bytes or more is never kept: calls are a few hundred bytes, and memory stays bounded. */
export const MAX_KEPT_BODY_BYTES = 2048;

/** What a body told the general path, kept for the same bytes with another id. */
export interface KeptCall<T> {
  /** Where the id's value starts in the body: the bytes before it are the same in every body of this call. */
  readonly idAt: number;
  readonly value: T;
}

/** A body recognised: what was kept for it, and its own id (a string or a safe integer, as JSON-RPC would take it). */
export interface RecognisedCall<T> {
  value: T;
  id: string | number;
}

export interface KeptCalls<T> {
  /** What was kept for a body equal to `body` in every byte outside its id, with its id; undefined for any other. */
  recognise(body: Buffer): RecognisedCall<T> | undefined;
  /**
   * Keeps `value` for `body`, a message the general path parsed and checked, whose id it found to be `id`. Kept only when
   * the body's own bytes show that id alone (one member named `id` at its top level, no name written with an escape).
   */
  keep(body: Buffer, id: string | number, value: T): void;
}

/**
 * Calls kept by their bodies less their ids, at most `capacity` (more start the list again, as core/kept-answers.ts
 * does): a client making up bodies cannot fill the memory.
 */
export function createKeptCalls<T>(capacity = 256): KeptCalls<T> {
  const kept = new Map<string, KeptCall<T>>();
  return {
    recognise(body) {
      const cut = cutAtId(body);
      const call = cut === null ? undefined : kept.get(cut.rest);
      if (cut === null || call === undefined || call.idAt !== cut.idAt) return undefined;
      const id = idOf(cut.idText);
      return id === null ? undefined : { value: call.value, id };
    },
    keep(body, id, value) {
      const cut = cutAtId(body);
      // The id the bytes show must be the id the parse found: then nothing else in the body stands for it.
      if (cut === null || idOf(cut.idText) !== id || kept.has(cut.rest)) return;
      if (kept.size >= capacity) kept.clear();
      kept.set(cut.rest, { idAt: cut.idAt, value });
    },
  };
}

/**
 * A body small enough to keep, cut at its top-level id (topLevelIdSpan): its other bytes, one character per byte, where
 * the id starts, and the id's text; null for any other body.
 */
function cutAtId(body: Buffer): { rest: string; idAt: number; idText: string } | null {
  if (body.length >= MAX_KEPT_BODY_BYTES) return null;
  const span = topLevelIdSpan(body);
  if (span === null) return null;
  const text = body.toString('latin1');
  return {
    rest: text.slice(0, span.start) + text.slice(span.end),
    idAt: span.start,
    idText: text.slice(span.start, span.end),
  };
}

/**
 * An id's JSON as JSON-RPC takes it: a string or a safe integer, read by JSON.parse (escapes and all); null for anything
 * else, a value that is no JSON included. The response writes it back from the value, as the general path does.
 */
function idOf(json: string): string | number | null {
  // Text that is not a string or a number (true, null, an object) is never an id: refused before it is parsed.
  const first = json.charCodeAt(0);
  if (first !== QUOTE && first !== MINUS && !(first >= DIGIT_0 && first <= DIGIT_9)) return null;
  let id: unknown;
  try {
    // The text is the body's bytes one per character: a string's UTF-8 is read as UTF-8.
    id = JSON.parse(first === QUOTE ? Buffer.from(json, 'latin1').toString() : json);
  } catch {
    return null;
  }
  return requestId({ id });
}

const MINUS = 0x2d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const LETTER_I = 0x69;
const LETTER_D = 0x64;

/**
 * Where the value of the top-level member `id` is in a JSON object's bytes: null when they are no object of the usual
 * form, have no such member or two, or write a top-level name with an escape (`"i\u0064"` is an id too). Only finds the
 * place: whether the whole is JSON is for the general path to say (a body is recognised only when every byte outside
 * its id is one the general path took). Bytes, not text: a quote or a backslash is never part of a UTF-8 sequence.
 */
export function topLevelIdSpan(body: Uint8Array): { start: number; end: number } | null {
  const length = body.length;
  let at = skipSpace(body, 0);
  if (body[at] !== OPEN_BRACE) return null;
  let span: { start: number; end: number } | null = null;
  at = skipSpace(body, at + 1);
  for (;;) {
    if (body[at] !== QUOTE) return null;
    // A name without escapes: its bytes are the name.
    let nameEnd = at + 1;
    while (nameEnd < length && body[nameEnd] !== QUOTE) {
      if (body[nameEnd] === BACKSLASH) return null;
      nameEnd++;
    }
    if (nameEnd >= length) return null;
    const isId = nameEnd - at === 3 && body[at + 1] === LETTER_I && body[at + 2] === LETTER_D;
    at = skipSpace(body, nameEnd + 1);
    if (body[at] !== COLON) return null;
    const start = skipSpace(body, at + 1);
    const end = valueEnd(body, start);
    if (end < 0) return null;
    if (isId) {
      if (span !== null) return null;
      span = { start, end };
    }
    at = skipSpace(body, end);
    const next = body[at];
    if (next === CLOSE_BRACE) break;
    if (next !== COMMA) return null;
    at = skipSpace(body, at + 1);
  }
  return skipSpace(body, at + 1) === length ? span : null;
}

/** The index after JSON whitespace from `at`. */
function skipSpace(body: Uint8Array, at: number): number {
  let i = at;
  while (i < body.length) {
    const code = body[i];
    if (!isJsonBlank(code)) break;
    i++;
  }
  return i;
}

/** The index after the string opening at `at` (its closing quote's next), or -1 when it never closes. */
function stringEnd(body: Uint8Array, at: number): number {
  for (let i = at + 1; i < body.length; i++) {
    const code = body[i];
    if (code === BACKSLASH) i++;
    else if (code === QUOTE) return i + 1;
  }
  return -1;
}

/** The index after the value starting at `at`: a string, an object or array (with what they hold), or a scalar. */
function valueEnd(body: Uint8Array, at: number): number {
  const first = body[at];
  if (first === QUOTE) return stringEnd(body, at);
  if (first === OPEN_BRACE || first === OPEN_BRACKET) {
    let depth = 0;
    for (let i = at; i < body.length; i++) {
      const code = body[i];
      if (code === QUOTE) {
        i = stringEnd(body, i) - 1;
        if (i < 0) return -1;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && --depth === 0) return i + 1;
    }
    return -1;
  }
  let i = at;
  while (i < body.length) {
    const code = body[i] as number;
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || code <= 0x20) break;
    i++;
  }
  return i === at ? -1 : i;
}
