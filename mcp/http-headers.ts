// What the MCP transport asks of a POST's headers: Accept, Content-Type and MCP-Protocol-Version, checked before the
// SDK's transport sees the request, by its own rules (so nothing it would refuse gets through). The SDK's refusals
// are English and carry no code; these are JSON-RPC errors in the request's language.
import type { IncomingMessage } from 'node:http';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { keptAnswers } from '../core/kept-answers.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { JSON_RPC, quotedHeader, type TransportError } from './json-rpc-http.js';

/** The SDK's own test of a Content-Type (a parse of the header), made once per value a client sends. */
const isJson = keptAnswers(isJsonContentType);

/** The refusal of a request whose headers the MCP transport does not take; null when they are fine. */
export function headersRefusal(req: IncomingMessage, id: string | number | null): TransportError | null {
  // Repeated fields joined, as the SDK reads them (a Fetch Headers object): two Content-Types are refused.
  const header = (name: string) => joinedHeader(req.rawHeaders, name);
  const accept = header('accept');
  // A substring of the list, as the SDK tests it.
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) {
    const detail = PROBLEM_DETAILS.mcpNotAcceptable(quotedHeader(accept));
    return { status: 406, rpcCode: JSON_RPC.SERVER_ERROR, code: 'NOT_ACCEPTABLE', detail, id };
  }
  const contentType = header('content-type');
  if (contentType === undefined || !isJson(contentType)) {
    const detail = PROBLEM_DETAILS.contentTypeNotJson(quotedHeader(contentType));
    return { status: 415, rpcCode: JSON_RPC.SERVER_ERROR, code: 'UNSUPPORTED_MEDIA_TYPE', detail, id };
  }
  const version = header('mcp-protocol-version');
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    const detail = PROBLEM_DETAILS.mcpProtocolVersion(quotedHeader(version), SUPPORTED_PROTOCOL_VERSIONS);
    return { status: 400, rpcCode: JSON_RPC.SERVER_ERROR, code: 'INVALID_PARAMETER', detail, id };
  }
  return null;
}

/** Every field `name` (lower case) of the raw headers, joined by ", " in their order; undefined when there is none. */
function joinedHeader(rawHeaders: readonly string[], name: string): string | undefined {
  let joined: string | undefined;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const field = rawHeaders[i] as string;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const value = rawHeaders[i + 1] as string;
    joined = joined === undefined ? value : `${joined}, ${value}`;
  }
  return joined;
}
