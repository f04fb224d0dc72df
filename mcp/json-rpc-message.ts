// Whether a JSON object is a JSON-RPC 2.0 message the MCP SDK takes, and if not, why, in one sentence. Both transports
// answer such a message themselves, before the SDK sees it: the SDK's own answer is "Parse error: Invalid JSON-RPC
// message" over HTTP (English, without a code, and -32700 where JSON-RPC says -32600 Invalid Request), nothing at
// all on stdio.
import { type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Localized } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { JSON_RPC, requestId, type TransportError } from './json-rpc-http.js';
import { hasOnly, isObject, shownValue } from './shown-value.js';

const MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params', 'result', 'error']);

const REQUEST_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * A request of the usual shape, which the SDK's schema takes without a doubt: version, id, method and params without
 * `_meta` (the one member inside params the schema checks). Anything else is judged by the schema.
 */
function isPlainRequest(message: Record<string, unknown>): boolean {
  const { params } = message;
  return (
    message.jsonrpc === '2.0' &&
    requestId(message) !== null &&
    typeof message.method === 'string' &&
    (params === undefined || (isObject(params) && !Object.hasOwn(params, '_meta'))) &&
    hasOnly(message, REQUEST_MEMBERS)
  );
}

/** Why `message` is not a JSON-RPC message, as the SDK's schema judges it; null when it is one. */
export function whyNotJsonRpc(message: Record<string, unknown>): Localized | null {
  if (isPlainRequest(message) || JSONRPCMessageSchema.safeParse(message).success) return null;
  if (message.jsonrpc !== '2.0') return PROBLEM_DETAILS.mcpJsonRpcVersion(shownValue(message.jsonrpc));
  const other = Object.keys(message).find((name) => !MEMBERS.has(name));
  if (other !== undefined) return PROBLEM_DETAILS.mcpNotAMember(shownValue(other));
  if (Object.hasOwn(message, 'id') && requestId(message) === null) {
    return PROBLEM_DETAILS.mcpIdNotValid(shownValue(message.id));
  }
  if (Object.hasOwn(message, 'method')) {
    if (typeof message.method !== 'string') {
      return PROBLEM_DETAILS.mcpParamType('method', 'string', shownValue(message.method));
    }
    if (message.params !== undefined && !isObject(message.params)) {
      return PROBLEM_DETAILS.mcpParamType('params', 'object', shownValue(message.params));
    }
  }
  return PROBLEM_DETAILS.mcpNotAMessage;
}

export type CheckedMessage = { ok: true; message: JSONRPCMessage } | { ok: false; error: TransportError };

/** The message as the SDK takes it, or the -32600 Invalid Request (HTTP 400) that answers it, with its id if any. */
export function checkJsonRpc(message: Record<string, unknown>): CheckedMessage {
  const why = whyNotJsonRpc(message);
  if (why === null) return { ok: true, message: message as JSONRPCMessage };
  const id = requestId(message);
  return {
    ok: false,
    error: { status: 400, rpcCode: JSON_RPC.INVALID_REQUEST, code: 'INVALID_PARAMETER', detail: why, id },
  };
}
