// One attempt at GETting a JSON document: timeout, size cap while streaming, and a typed reason for every failure.

import { SourceError, type SourceErrorKind } from './source-error.js';

export interface FetchJsonOptions {
  fetchImpl: typeof fetch;
  timeoutMs: number;
  maxBytes: number;
  /** The attempt number, recorded in any SourceError thrown. */
  attempt: number;
}

// gzip shrinks the ~12 MB station list about 15x; fetch (undici) decompresses it for us.
const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };

export async function fetchJsonOnce(url: string, options: FetchJsonOptions): Promise<unknown> {
  const fail = (kind: SourceErrorKind, message: string, extra: { status?: number; cause?: unknown } = {}) =>
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
    let response: Response;
    try {
      response = await options.fetchImpl(url, { headers: HEADERS, signal: controller.signal });
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
    let bytes: Uint8Array;
    try {
      bytes = await readCapped(response, options.maxBytes, controller);
    } catch (cause) {
      if (cause instanceof SourceError) throw cause;
      throw timedOut ? timeout() : fail('truncated', `body cut off: ${explain(cause)}`, { cause });
    }
    const text = new TextDecoder().decode(bytes); // also drops a UTF-8 BOM
    if (/^\s*</.test(text)) throw fail('html', 'an HTML page instead of JSON');
    try {
      return JSON.parse(text);
    } catch (cause) {
      if (looksTruncated(text)) throw fail('truncated', `JSON ends early after ${bytes.byteLength} bytes`, { cause });
      throw fail('invalid-json', `invalid JSON: ${explain(cause)}`, { cause });
    }
  } finally {
    clearTimeout(timer);
  }

  // Streams the (already decompressed) body and stops at the cap, so a huge or endless answer never sits in memory.
  async function readCapped(response: Response, maxBytes: number, abort: AbortController): Promise<Uint8Array> {
    const tooLarge = (size: string) => fail('too-large', `body of ${size} bytes exceeds the cap of ${maxBytes}`);
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
    if (!encoded && declared > maxBytes) {
      abort.abort();
      throw tooLarge(String(declared));
    }
    if (!response.body) return new Uint8Array(0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        abort.abort();
        await reader.cancel().catch(() => {}); // a fake fetch's stream may not listen to the signal
        throw tooLarge(`more than ${total}`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks, total);
  }
}

/** True when text is a cut-off prefix of JSON: blank, or still inside a string, object or array at its end. */
export function looksTruncated(text: string): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = true;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return inString || depth > 0 || text.trim() === '';
}

function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
