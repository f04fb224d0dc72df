// HTTP rules shared by every path the server answers (API operations, pages, downloads, /mcp), each written once.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers a browser may send cross-origin: conditional requests, JSON bodies and the MCP protocol's own. */
const ALLOWED_REQUEST_HEADERS = 'Content-Type, If-None-Match, Accept, Mcp-Protocol-Version';

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
