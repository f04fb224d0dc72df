// The MCP adapter over Streamable HTTP at /mcp: stateless (a server and transport per request), JSON answers, POST
// only. Origin (and on a loopback server Host) is checked first, against DNS rebinding (mcp/origin-policy.ts). Rate
// limits are counted here, before the body is read, because a refusal is a transport error (spec: Errors 6).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ClientClosedRequest, clientClosed } from '../core/client-closed.js';
import type { Language } from '../core/language.js';
import type { Links } from '../core/links.js';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { negotiateLanguage } from '../runtime/accept-language.js';
import { policiesFor, policyHeader, type RateClass, type RatePolicy } from '../runtime/limits/rate-limit.js';
import type { Runtime } from '../runtime/runtime.js';
import type { McpExtras } from './create-mcp-server.js';
import {
  JSON_RPC,
  MAX_MESSAGE_BYTES,
  parseMessage,
  quotedHeader,
  readLimitedBody,
  requestId,
  sendJsonRpcError,
  type TransportError,
} from './json-rpc-http.js';
import { createOriginPolicy, type OriginRefusal } from './origin-policy.js';
import { resourceRateClass } from './resource-catalogue.js';
import type { ServedData } from './served-data.js';
import { selectOperation } from './tool-arguments.js';

export const MCP_PATH = '/mcp';

/**
 * The MCP SDK (a fifth of a second to import) with the server built on it, loaded by the first message to /mcp
 * rather than at every start, ahead of the first answers with data.
 */
let mcpSdk:
  | Promise<{
      createMcpServer: typeof import('./create-mcp-server.js').createMcpServer;
      Transport: typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;
      headersRefusal: typeof import('./http-headers.js').headersRefusal;
      checkJsonRpc: typeof import('./json-rpc-message.js').checkJsonRpc;
    }>
  | undefined;
const loadMcpSdk = () =>
  (mcpSdk ??= Promise.all([
    import('./create-mcp-server.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('./http-headers.js'),
    import('./json-rpc-message.js'),
  ]).then(([server, transport, headers, message]) => ({
    createMcpServer: server.createMcpServer,
    Transport: transport.StreamableHTTPServerTransport,
    headersRefusal: headers.headersRefusal,
    checkJsonRpc: message.checkJsonRpc,
  })));

const MCP_METHODS = ['POST'] as const;

/** Who asked, as the HTTP server in front knows it (its client address with TRUST_PROXY applied, its links). */
export interface McpHttpRequest {
  clientKey: string;
  links: Links;
}

/**
 * The MCP adapter as a mount of the HTTP server (server/http/app.ts takes it): POST answered here, every other method
 * refused as a JSON-RPC error, a CORS preflight answered by the server from `methods`.
 */
export function createMcpHttpMount(runtime: McpRuntime, options: { extras?: McpExtras } = {}) {
  return { path: MCP_PATH, methods: MCP_METHODS, handle: createMcpHttpAdapter(runtime, options.extras) };
}

type McpRuntime = Pick<Runtime, 'logger' | 'pipeline' | 'config' | 'store' | 'clock'>;

function createMcpHttpAdapter(
  runtime: McpRuntime,
  extras: McpExtras | undefined,
): (req: IncomingMessage, res: ServerResponse, request: McpHttpRequest) => Promise<void> {
  const { logger, pipeline } = runtime;
  const origins = createOriginPolicy(runtime.config);
  const served: ServedData = {
    dataset: () => runtime.store.current(),
    dataDir: runtime.config.dataDir,
    clock: runtime.clock,
  };

  /** Counts the request against `policies` (RateLimit says where the client stands); answers 429 and returns false when a limit is exceeded. */
  async function withinLimit(
    res: ServerResponse,
    ip: string,
    policies: readonly RatePolicy[],
    id: string | number | null,
    language: Language,
  ): Promise<boolean> {
    try {
      const { RateLimit: standing } = await pipeline.admit(ip, policies);
      if (standing) res.setHeader('RateLimit', standing);
      return true;
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      sendJsonRpcError(
        res,
        {
          status: error.status,
          rpcCode: JSON_RPC.SERVER_ERROR,
          code: error.code,
          detail: error.detail,
          headers: { ...error.headers, 'RateLimit-Policy': policyHeader(policies) },
          id,
        },
        language,
      );
      return false;
    }
  }

  async function answer(req: IncomingMessage, res: ServerResponse, asker: McpHttpRequest): Promise<void> {
    // Tool results and errors are written in the language the HTTP request prefers (the tools' descriptions in English).
    const language = negotiateLanguage(req.headers['accept-language']);
    // Before anything else, whatever the method: a page of another site is refused unread (spec: Security Warning).
    const refusal = origins.refusal(req.headers.origin, req.headers.host);
    if (refusal) return sendJsonRpcError(res, forbidden(refusal), language);
    if (req.method !== 'POST') {
      return sendJsonRpcError(
        res,
        {
          status: 405,
          rpcCode: JSON_RPC.SERVER_ERROR,
          code: 'METHOD_NOT_ALLOWED',
          detail: PROBLEM_DETAILS.mcpMethodNotAllowed(req.method ?? 'GET', MCP_PATH),
          headers: { Allow: [...MCP_METHODS, 'OPTIONS'].join(', ') },
        },
        language,
      );
    }
    const ip = asker.clientKey;
    const text = await readLimitedBody(req);
    const parsed = text === null ? null : parseMessage(text);
    // Every POST counts once, bad messages included, against every policy its call is subject to: one decision, so
    // a call refused by one policy uses up none of the others.
    const policies = policiesFor(parsed?.ok ? rateClassOf(parsed.message) : 'normal');
    const id = parsed?.ok ? requestId(parsed.message) : null;
    if (!(await withinLimit(res, ip, policies, id, language))) return;
    res.setHeader('RateLimit-Policy', policyHeader(policies));
    if (parsed === null) {
      const detail = PROBLEM_DETAILS.mcpMessageTooLarge(MAX_MESSAGE_BYTES / 1024);
      return sendJsonRpcError(
        res,
        { status: 413, rpcCode: JSON_RPC.INVALID_REQUEST, code: 'PAYLOAD_TOO_LARGE', detail },
        language,
      );
    }
    const { createMcpServer, Transport, headersRefusal, checkJsonRpc } = await loadMcpSdk();
    // Whatever the SDK's transport would refuse is refused here, in the request's language and with a code.
    const headersError = headersRefusal(req, id);
    if (headersError) return sendJsonRpcError(res, headersError, language);
    if (!parsed.ok) return sendJsonRpcError(res, parsed.error, language);
    const checked = checkJsonRpc(parsed.message);
    if (!checked.ok) return sendJsonRpcError(res, checked.error, language);
    const { message } = checked;

    res.setHeader('Cache-Control', 'no-store');
    // A tool's result, a resource and a prompt are written in that language; other messages (tools/list, the lists)
    // carry the contract's English.
    if ('method' in message && WRITTEN_IN_LANGUAGE.has(message.method)) res.setHeader('Content-Language', language);

    const server = createMcpServer({
      pipeline,
      links: asker.links,
      logger,
      language,
      served,
      ...(extras ? { extras } : {}),
    });
    const transport = new Transport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, message);
  }

  return (req, res, asker) =>
    answer(req, res, asker).catch((error: unknown) => {
      if (error instanceof ClientClosedRequest) {
        clientClosed(req, res, logger, error, { path: MCP_PATH });
        return;
      }
      logger.error({ err: error, path: MCP_PATH }, 'unexpected error in the MCP transport');
      if (res.headersSent) return;
      const detail = PROBLEM_DETAILS.internalError;
      const language = negotiateLanguage(req.headers['accept-language']);
      sendJsonRpcError(res, { status: 500, rpcCode: JSON_RPC.SERVER_ERROR, code: 'INTERNAL_ERROR', detail }, language);
    });
}

/** 403 with a JSON-RPC error without id, as the MCP transport rules answer an invalid Origin. */
function forbidden({ header, value }: OriginRefusal): TransportError {
  const shown = quotedHeader(value);
  return header === 'origin'
    ? {
        status: 403,
        rpcCode: JSON_RPC.SERVER_ERROR,
        code: 'ORIGIN_NOT_ALLOWED',
        detail: PROBLEM_DETAILS.mcpOriginNotAllowed(shown),
      }
    : {
        status: 403,
        rpcCode: JSON_RPC.SERVER_ERROR,
        code: 'HOST_NOT_ALLOWED',
        detail: PROBLEM_DETAILS.mcpHostNotAllowed(shown),
      };
}

const WRITTEN_IN_LANGUAGE = new Set(['tools/call', 'resources/read', 'prompts/get']);

/**
 * A completion counts against the completions' own limit alone; a tools/call of a tool whose selected operation is
 * heavy (spec: Limits), or a resources/read of a resource read by one (a route), against the heavy limit too.
 */
function rateClassOf(message: Record<string, unknown>): RateClass {
  if (message.method === 'completion/complete') return 'completion';
  return isHeavyCall(message) ? 'heavy' : 'normal';
}

function isHeavyCall(message: Record<string, unknown>): boolean {
  if (message.method === 'resources/read') {
    const { uri } = (message.params ?? {}) as { uri?: unknown };
    return typeof uri === 'string' && resourceRateClass(uri) === 'heavy';
  }
  if (message.method !== 'tools/call') return false;
  const params = (message.params ?? {}) as { name?: unknown; arguments?: unknown };
  const tool = MCP_TOOLS.find((t) => t.name === params.name);
  if (!tool) return false;
  const args = (typeof params.arguments === 'object' && params.arguments !== null ? params.arguments : {}) as Record<
    string,
    unknown
  >;
  try {
    return selectOperation(tool, args).rateClass === 'heavy';
  } catch {
    return false; // no valid kind: the call fails validation without reaching a handler
  }
}
