// One attempt at GETting a JSON document: timeout, size cap while streaming, and a typed reason for every failure.

import type { HttpAnswer, HttpGet } from './http-get.js';
import { SourceError, type SourceErrorKind } from './source-error.js';
import { LIST_BOUNDS, ListTextError, StationListParser, type StringCut } from './station-list-parser.js';

export interface FetchJsonOptions {
  httpGet: HttpGet;
  timeoutMs: number;
  maxBytes: number;
  /** The attempt number, recorded in any SourceError thrown. */
  attempt: number;
}

// gzip shrinks the ~12 MB station list about 15x; httpGet (http-get.ts) decompresses it as it arrives.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };

export async function fetchJsonOnce(url: string, options: FetchJsonOptions): Promise<unknown> {
  return fetchOnce(url, options, async (body, fail) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of body) {
      chunks.push(chunk);
      total += chunk.byteLength;
    }
    const text = new TextDecoder().decode(Buffer.concat(chunks, total)); // also drops a UTF-8 BOM
    if (/^\s*</.test(text)) throw fail('html', 'an HTML page instead of JSON');
    // JSON.parse takes any depth; a deep text would cost an object per level.
    if (scanNesting(text).deepest > LIST_BOUNDS.depth) {
      throw fail('too-deep', `nested deeper than ${LIST_BOUNDS.depth} levels`);
    }
    try {
      return JSON.parse(text);
    } catch (cause) {
      if (looksTruncated(text)) throw fail('truncated', `JSON ends early after ${total} bytes`, { cause });
      throw fail('invalid-json', `invalid JSON: ${explain(cause)}`, { cause });
    }
  });
}

/**
 * fetchJsonOnce for a station list, parsed as it arrives (station-list-parser.ts): each record of ListaEESSPrecio goes
 * to `onRecord` once complete, and the document is returned with that list emptied. The same failures, classified
 * the same way; an error `onRecord` throws ends the attempt as it is.
 */
export async function fetchStationListOnce(
  url: string,
  options: FetchJsonOptions,
  onRecord: (record: unknown, index: number, cuts: readonly StringCut[]) => void,
): Promise<unknown> {
  return fetchOnce(url, options, async (body, fail) => {
    const decoder = new TextDecoder(); // drops a UTF-8 BOM
    const parser = new StationListParser(onRecord);
    let started = false;
    const push = (text: string) => {
      if (!started) {
        const first = text.search(/\S/);
        if (first < 0) return parser.push(text);
        if (text[first] === '<') throw fail('html', 'an HTML page instead of JSON');
        started = true;
      }
      parser.push(text);
    };
    try {
      for await (const chunk of body) push(decoder.decode(chunk, { stream: true }));
      push(decoder.decode());
      return parser.end();
    } catch (cause) {
      if (!(cause instanceof ListTextError)) throw cause;
      throw fail(cause.kind, cause.message, { cause });
    }
  });
}

type Fail = (kind: SourceErrorKind, message: string, extra?: { status?: number; cause?: unknown }) => SourceError;

/**
 * One GET: `read` takes the body's chunks (already decompressed, stopped at the cap) once the status and the media
 * type are good. A failure reading them is a SourceError (truncated, timeout, too large); `read` throws its own.
 */
async function fetchOnce<T>(
  url: string,
  options: FetchJsonOptions,
  read: (body: AsyncIterable<Uint8Array>, fail: Fail) => Promise<T>,
): Promise<T> {
  const fail: Fail = (kind, message, extra = {}) =>
    new SourceError(kind, message, { url, attempts: options.attempt, ...extra });
  // One signal bounds the whole attempt, headers and body, so a stalled stream cannot hang the ETL.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const timeout = () => fail('timeout', `no complete answer within ${options.timeoutMs} ms`);
  try {
    let response: HttpAnswer;
    try {
      response = await options.httpGet(url, { headers: HEADERS, signal: controller.signal });
    } catch (cause) {
      throw timedOut ? timeout() : fail('network', `request failed: ${explain(cause)}`, { cause });
    }
    if (!response.ok) {
      controller.abort(); // drop the error body: we never read it
      throw fail('http', `HTTP ${response.status}`, { status: response.status });
    }
    if (/text\/html/i.test(response.headers.get('content-type') ?? '')) {
      controller.abort();
      throw fail('html', 'an HTML page instead of JSON');
    }
    return await read(readCapped(response, options.maxBytes, controller), fail);
  } finally {
    clearTimeout(timer);
  }

  // Streams the (already decompressed) body and stops at the cap, so a huge or endless answer never sits in memory.
  async function* readCapped(
    response: HttpAnswer,
    maxBytes: number,
    abort: AbortController,
  ): AsyncGenerator<Uint8Array> {
    const tooLarge = (size: string) => fail('too-large', `body of ${size} bytes exceeds the cap of ${maxBytes}`);
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
    if (!encoded && declared > maxBytes) {
      abort.abort();
      throw tooLarge(String(declared));
    }
    if (!response.body) return;
    const chunks = response.body[Symbol.asyncIterator]();
    let total = 0;
    let finished = false;
    try {
      for (;;) {
        let next: IteratorResult<Uint8Array>;
        try {
          next = await chunks.next();
        } catch (cause) {
          throw timedOut ? timeout() : fail('truncated', `body cut off: ${explain(cause)}`, { cause });
        }
        if (next.done) {
          finished = true;
          return;
        }
        total += next.value.byteLength;
        if (total > maxBytes) throw tooLarge(`more than ${total}`);
        yield next.value;
      }
    } finally {
      // Stopped before the end (the cap, or a reader that found the body bad): drop the rest of the answer.
      if (!finished) {
        abort.abort();
        await chunks.return?.().catch(() => {}); // a fake fetch's stream may not listen to the signal
      }
    }
  }
}

/** True when text is a cut-off prefix of JSON: blank, or still inside a string, object or array at its end. */
export function looksTruncated(text: string): boolean {
  const { open, inString } = scanNesting(text);
  return inString || open > 0 || text.trim() === '';
}

/** How JSON text nests: its deepest level, and whether it ends inside a string or with objects or arrays open. */
function scanNesting(text: string): { deepest: number; open: number; inString: boolean } {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return { deepest, open: depth, inString };
}

function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
