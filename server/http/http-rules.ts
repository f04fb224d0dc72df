// HTTP rules shared by every path the server answers (API operations, pages, downloads, /mcp), each written once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * Headers a browser may send cross-origin: conditional requests, JSON bodies, the MCP protocol's own, and
 * Accept-Language (safelisted only while its value holds no character such as "_": en_US would need this).
 */
const ALLOWED_REQUEST_HEADERS = 'Content-Type, If-None-Match, Accept, Accept-Language, Mcp-Protocol-Version';

/** Answers a CORS preflight (and a plain OPTIONS) for a path that allows `methods`. */
export function answerPreflight(res: ServerResponse, methods: readonly string[]): void {
  const allowed = methods.join(', ');
  res.setHeader('Allow', allowed);
  res.setHeader('Access-Control-Allow-Methods', allowed);
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.setHeader('Cache-Control', 'no-store');
  res.statusCode = 204;
  res.end();
}

/** Vary with `name` added to what the response already varies on (the index at `/` varies on Accept). */
export function varyWith(res: ServerResponse, name: string): string {
  const before = res.getHeader('Vary');
  return before === undefined ? name : `${String(before)}, ${name}`;
}

/** Adds `name` to the headers the response varies on, for a response written header by header. */
export function varyOn(res: ServerResponse, name: string): void {
  res.setHeader('Vary', varyWith(res, name));
}

/** Whether the client already holds the version `etag` names (If-None-Match). */
export function clientHolds(req: IncomingMessage, etag: string): boolean {
  const held = req.headers['if-none-match'];
  return held?.split(',').some((tag) => tag.trim() === etag) === true;
}

/** Sets the ETag and, when the client already holds that version, answers 304; true when it did. */
export function answeredNotModified(req: IncomingMessage, res: ServerResponse, etag: string): boolean {
  res.setHeader('ETag', etag);
  if (!clientHolds(req, etag)) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

/** A complete 200 answer from text already in memory; HEAD gets the same headers without the body. */
export function sendText(req: IncomingMessage, res: ServerResponse, contentType: string, text: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The coding the client prefers among Brotli and gzip (Accept-Encoding with q-values; Brotli on a tie), else identity. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  let wildcardQ: number | undefined;
  const seen = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q)) continue;
    if (name === '*') wildcardQ = q;
    if (name !== 'br' && name !== 'gzip') continue;
    seen.add(name);
    if (q > bestQ || (q === bestQ && q > 0 && name === 'br')) {
      best = name;
      bestQ = q;
    }
  }
  // "*" stands for every coding not named: Brotli first.
  if (wildcardQ !== undefined && wildcardQ > bestQ) {
    if (!seen.has('br')) return 'br';
    if (!seen.has('gzip')) return 'gzip';
  }
  return bestQ > 0 ? best : 'identity';
}

/**
 * The body in `coding`, compressed for speed (Brotli quality 1, gzip level 1): an API answer is compressed anew for
 * each request, since its meta differs every time; bench/core-reads.ts measures what that costs.
 */
export function encodeBody(text: string | Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  if (coding === 'br') {
    const input = typeof text === 'string' ? Buffer.from(text) : text;
    return brotliCompressSync(input, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length },
    });
  }
  return gzipSync(text, { level: 1 });
}
