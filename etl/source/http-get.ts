// The GET the ministry source makes, over node:http and node:https: what the source reads of fetch's Response (ok,
// status, headers, the body decompressed), without fetch. Node's fetch (undici) costs the process about 20 MB of RSS
// the first time it is used (its bundle compiled, its WASM HTTP parser), a tenth of a refresh's budget
// (docs/benchmarks.md); tests still pass a fetch of their own (a Response is an HttpAnswer).
import { get as httpRequest, type IncomingMessage } from 'node:http';
import { get as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface HttpAnswer {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  /** The body, decompressed; stopping its iteration early drops the rest of it. */
  body: AsyncIterable<Uint8Array> | null;
}

export type HttpGet = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<HttpAnswer>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Bytes of each piece a compressed body is decompressed into: the national list (12 MB) in 47 pieces instead of zlib's
 * 740 of 16 KB, each decoded and parsed as it comes (fetch-json.ts), with as many fewer turns between zlib's pool and
 * the parser. The list read from the ministry's stand-in by a fresh process: 910 ms instead of 1,058 (medians of 12,
 * bench/register-read.ts).
 */
const DECOMPRESSED_PIECE_BYTES = 256 * 1024;

/** A GET following redirects as fetch does (five at most), decompressing gzip, deflate and Brotli. */
export const httpGet: HttpGet = async (url, init) => {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    const response = await request(target, init);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || location === undefined || hop === MAX_REDIRECTS) {
      return answer(response);
    }
    response.resume();
    target = new URL(location, target);
  }
};

function request(target: URL, init: Parameters<HttpGet>[1]): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = target.protocol === 'https:' ? httpsRequest : httpRequest;
    get(target, { headers: init.headers, signal: init.signal }, resolve).on('error', reject);
  });
}

function answer(response: IncomingMessage): HttpAnswer {
  const status = response.statusCode ?? 0;
  const decompress = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress }[
    (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase()
  ];
  const body: Readable = decompress
    ? pipeline(response, decompress({ chunkSize: DECOMPRESSED_PIECE_BYTES }), () => {})
    : response;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name) => {
        const value = response.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    body,
  };
}
