// Streamable HTTP at /mcp: stateless (a server and transport per request), JSON answers, POST only, rate limited.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import { ClientClosedRequest, clientClosed } from '../server/client-closed.js';
import type { Clock } from '../server/clock.js';
import type { Config } from '../server/config.js';
import type { Links } from '../server/links.js';
import type { InvokeOperation } from '../server/operation-invoker.js';
import { ApiProblem } from '../server/problem.js';
import { HEAVY_POLICY, policiesFor, policyHeader, type RateLimiter, type RatePolicy } from '../server/rate-limit.js';
import { createMcpServer } from './create-mcp-server.js';
import { JSON_RPC, MAX_MESSAGE_BYTES, parseMessage, readLimitedBody, sendJsonRpcError } from './json-rpc-http.js';
import { selectOperation } from './tool-arguments.js';

export const MCP_PATH = '/mcp';

export interface McpHttpDependencies {
  invoke: InvokeOperation;
  limiter: RateLimiter;
  clientIp: (req: Request) => string;
  clock: Clock;
  config: Config;
  linksFor: (req: Request) => Links;
  logger: Logger;
}

const ALLOW = 'POST, OPTIONS';

export function mountMcp(app: Express, deps: McpHttpDependencies): void {
  app.all(MCP_PATH, (req: Request, res: Response) => {
    answer(req, res, deps).catch((error: unknown) => {
      if (error instanceof ClientClosedRequest) {
        clientClosed(req, res, deps.logger, error, { path: MCP_PATH });
        return;
      }
      deps.logger.error({ err: error, path: MCP_PATH }, 'unexpected error in the MCP transport');
      if (res.headersSent) return;
      const detail = 'An unexpected error occurred; retry once after a few seconds';
      sendJsonRpcError(res, { status: 500, rpcCode: JSON_RPC.SERVER_ERROR, code: 'INTERNAL_ERROR', detail });
    });
  });
}

async function answer(req: Request, res: Response, deps: McpHttpDependencies): Promise<void> {
  if (req.method === 'OPTIONS') return preflight(res);
  if (req.method !== 'POST') {
    const detail = `${req.method} is not allowed on ${MCP_PATH}: POST one JSON-RPC message (the server is stateless, without event streams)`;
    return sendJsonRpcError(res, {
      status: 405,
      rpcCode: JSON_RPC.SERVER_ERROR,
      code: 'METHOD_NOT_ALLOWED',
      detail,
      headers: { Allow: ALLOW },
    });
  }
  const ip = deps.clientIp(req);
  // Every POST counts, before its body is read, so floods of bad messages are limited too.
  let policies = policiesFor('normal');
  if (!(await withinLimit(res, deps, ip, policies, policies))) return;

  const text = await readLimitedBody(req);
  if (text === null) {
    const detail = `The message is larger than ${MAX_MESSAGE_BYTES / 1024} KB`;
    return sendJsonRpcError(res, { status: 413, rpcCode: JSON_RPC.INVALID_REQUEST, code: 'PAYLOAD_TOO_LARGE', detail });
  }
  const parsed = parseMessage(text);
  if (!parsed.ok) return sendJsonRpcError(res, parsed.error);
  const { message } = parsed;

  if (isHeavyCall(message)) {
    policies = policiesFor('heavy');
    if (!(await withinLimit(res, deps, ip, [HEAVY_POLICY], policies, requestId(message)))) return;
  }
  res.set({ 'Cache-Control': 'no-store', 'RateLimit-Policy': policyHeader(policies) });

  const server = createMcpServer({
    invoke: deps.invoke,
    config: deps.config,
    links: deps.linksFor(req),
    logger: deps.logger,
  });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, message);
}

/** Counts the request against `policies`; answers 429 and returns false when a limit is exceeded. */
async function withinLimit(
  res: Response,
  deps: McpHttpDependencies,
  ip: string,
  policies: RatePolicy[],
  announced: RatePolicy[],
  id: string | number | null = null,
): Promise<boolean> {
  try {
    await deps.limiter.check(ip, policies, deps.clock.now().getTime());
    return true;
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    sendJsonRpcError(res, {
      status: error.status,
      rpcCode: JSON_RPC.SERVER_ERROR,
      code: error.code,
      detail: error.detail,
      headers: { ...error.headers, 'RateLimit-Policy': policyHeader(announced) },
      id,
    });
    return false;
  }
}

/** A tools/call of a tool whose selected operation is heavy (spec: Limits) also counts against the heavy limit. */
function isHeavyCall(message: Record<string, unknown>): boolean {
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

function requestId(message: Record<string, unknown>): string | number | null {
  return typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;
}

function preflight(res: Response): void {
  res.set({
    Allow: ALLOW,
    'Access-Control-Allow-Methods': ALLOW,
    'Access-Control-Allow-Headers': 'Content-Type, Accept, Mcp-Protocol-Version',
    'Access-Control-Max-Age': '86400',
    'Cache-Control': 'no-store',
  });
  res.status(204).end();
}
