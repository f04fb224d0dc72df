// Transport-level failures of /mcp (and of stdio) as JSON-RPC errors, and a request body reader that never buffers past
// the limit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BodyReceiver, whenBodyRead } from '../core/client-closed.js';
import type { Language, Localized } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';

/** Largest MCP message accepted (spec: Limits, "MCP message"). */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export const JSON_RPC = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  SERVER_ERROR: -32000,
} as const;

export interface TransportError {
  status: number;
  rpcCode: number;
  /** The API's stable error code, also the start of the message. */
  code: string;
  detail: Localized;
  headers?: Record<string, string>;
  id?: string | number | null;
}

/** The JSON-RPC error message of `error`, as either transport writes it: its message `CODE: detail` in `language`. */
export function jsonRpcError(error: TransportError, language: Language): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: error.id ?? null,
    error: { code: error.rpcCode, message: `${error.code}: ${error.detail[language]}`, data: { code: error.code } },
  });
}

/**
 * Sets a header in a list of them (name, value…, as `writeHead` takes it in one call), in place of one of the same name
 * as setHeader would, without setHeader's cost per header.
 */
export function setListedHeader(headers: string[], name: string, value: string): void {
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] === name) {
      headers[i + 1] = value;
      return;
    }
  }
  headers.push(name, value);
}

/** Writes `error` as the whole answer, its headers after `headers` (those every answer carries, the limits'). */
export function sendJsonRpcError(
  res: ServerResponse,
  headers: string[],
  error: TransportError,
  language: Language,
): void {
  const body = jsonRpcError(error, language);
  for (const [name, value] of Object.entries(error.headers ?? {})) setListedHeader(headers, name, value);
  setListedHeader(headers, 'Cache-Control', 'no-store');
  // The rest of an oversized body is never read: close the connection instead of keeping it alive.
  if (error.status === 413) setListedHeader(headers, 'Connection', 'close');
  setListedHeader(headers, 'Content-Type', 'application/json; charset=utf-8');
  setListedHeader(headers, 'Content-Language', language);
  setListedHeader(headers, 'Content-Length', String(Buffer.byteLength(body)));
  res.writeHead(error.status, headers).end(body);
}

/**
 * The body's bytes to `receiver`, or null when it is larger than `limit` bytes (one that says so is never read;
 * reading stops there); a client that hangs up mid-body is a ClientClosedRequest. No promise: a body that came with
 * its headers is handed over in the event loop's next turn.
 */
export function readLimitedBody(req: IncomingMessage, receiver: BodyReceiver, limit = MAX_MESSAGE_BYTES): void {
  if (Number(req.headers['content-length'] ?? 0) > limit) receiver.received(null);
  else whenBodyRead(req, limit, receiver);
}

/** The message's id when JSON-RPC would take it (a string or an integer), else null. */
export function requestId(message: Record<string, unknown>): string | number | null {
  const { id } = message;
  return typeof id === 'string' || Number.isSafeInteger(id) ? (id as string | number) : null;
}

/** A header's value in a sentence: quoted, cut at 100 characters. */
export function quotedHeader(value: string | undefined): string {
  if (value === undefined) return '(none)';
  return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
}

export type ParsedMessage = { ok: true; message: Record<string, unknown> } | { ok: false; error: TransportError };

/** One JSON-RPC message: invalid JSON is a parse error and a batch (array) is refused. */
export function parseMessage(text: string): ParsedMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return fail(400, JSON_RPC.PARSE_ERROR, 'INVALID_JSON', PROBLEM_DETAILS.mcpMessageNotJson);
  }
  if (Array.isArray(message)) {
    return fail(400, JSON_RPC.INVALID_REQUEST, 'INVALID_PARAMETER', PROBLEM_DETAILS.mcpBatch);
  }
  if (typeof message !== 'object' || message === null) {
    return fail(400, JSON_RPC.INVALID_REQUEST, 'INVALID_PARAMETER', PROBLEM_DETAILS.mcpMessageNotObject);
  }
  return { ok: true, message: message as Record<string, unknown> };
}

function fail(status: number, rpcCode: number, code: string, detail: Localized): ParsedMessage {
  return { ok: false, error: { status, rpcCode, code, detail } };
}
