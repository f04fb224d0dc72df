// The MCP adapter over Streamable HTTP at /mcp: stateless (one server for the process, no session), JSON answers, POST
// only. Origin (and on a loopback server Host) is checked first, against DNS rebinding (mcp/origin-policy.ts). Rate
// limits are counted here, before the body is read, because a refusal is a transport error (spec: Errors 6).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type BodyReceiver, ClientClosedRequest, clientClosed } from '../core/client-closed.js';
import type { Language } from '../core/language.js';
import type { Links } from '../core/links.js';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { negotiateLanguage } from '../runtime/accept-language.js';
import { policiesFor, policyHeader, type RateClass, type RatePolicy } from '../runtime/limits/rate-limit.js';
import type { OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import type { Standing } from '../runtime/pipeline/pipeline-request.js';
import type { Runtime } from '../runtime/runtime.js';
import {
  JSON_RPC,
  MAX_MESSAGE_BYTES,
  type ParsedMessage,
  parseMessage,
  quotedHeader,
  readLimitedBody,
  requestId,
  sendJsonRpcError,
  type TransportError,
} from './json-rpc-http.js';
import { byteLength, isCachedResult, type ResponsePiece } from './json-rpc-response.js';
import { createKeptCalls, type RecognisedCall } from './kept-calls.js';
import type { McpExtras, McpServices } from './mcp-services.js';
import { createOriginPolicy, type OriginRefusal } from './origin-policy.js';
import { resourceRateClass } from './resource-catalogue.js';
import type { ServedData } from './served-data.js';
import { CALL_MEMBERS, hasOnly, isObject } from './shown-value.js';
import type { ToolCallPlan, ToolCalls } from './tools.js';

export const MCP_PATH = '/mcp';

/**
 * The server with its tables (and the SDK's schemas its requests are checked against: a fifth of a second to import),
 * built by the first message to /mcp rather than at every start, ahead of the first answers with data; then kept for
 * the life of the process.
 */
async function loadMcpServer(services: McpServices) {
  const [server, headers, message] = await Promise.all([
    import('./create-mcp-server.js'),
    import('./http-headers.js'),
    import('./json-rpc-message.js'),
  ]);
  return {
    server: server.createMcpServer(services),
    headersRefusal: headers.headersRefusal,
    checkJsonRpc: message.checkJsonRpc,
  };
}

const MCP_METHODS = ['POST'] as const;

/** Who asked, as the HTTP server in front knows it (its client address with TRUST_PROXY applied, its links). */
export interface McpHttpRequest {
  clientKey: string;
  links: Links;
  /** X-Request-Id: a tool's result repeats it as meta.request_id. */
  requestId: string;
  /**
   * The headers every answer of the server carries, X-Request-Id among them (name, value…), in a list of this request's
   * own: the answer's headers are added to it, and all written in one writeHead, as the REST adapter writes its answers.
   */
  headers: string[];
}

/**
 * The MCP adapter as a mount of the HTTP server (server/http/app.ts takes it): POST answered here, every other method
 * refused as a JSON-RPC error, a CORS preflight answered by the server from `methods`.
 */
export function createMcpHttpMount(runtime: McpRuntime, options: { extras?: McpExtras } = {}) {
  return { path: MCP_PATH, methods: MCP_METHODS, handle: createMcpHttpAdapter(runtime, options.extras) };
}

type McpRuntime = Pick<Runtime, 'logger' | 'pipeline' | 'config' | 'store' | 'clock'>;

/**
 * Once per process: the origin policy, the server with its tables at the first message, the tools/calls kept by their
 * bytes. Per request, in the order they run: origin and method → body → rate class (the tool call planned once) →
 * limits → size → headers → JSON-RPC checks → the server's answer, written as it is; a kept call's bytes with another
 * id: origin and method → body → its kept rate class → limits → headers → its kept plan run.
 */
function createMcpHttpAdapter(
  runtime: McpRuntime,
  extras: McpExtras | undefined,
): (req: IncomingMessage, res: ServerResponse, request: McpHttpRequest) => void {
  const { logger, pipeline } = runtime;
  const origins = createOriginPolicy(runtime.config);
  const served: ServedData = {
    dataset: () => runtime.store.current(),
    dataDir: runtime.config.dataDir,
    clock: runtime.clock,
  };
  let loading: ReturnType<typeof loadMcpServer> | undefined;
  let loaded: LoadedMcpServer | undefined;
  const mcp = () =>
    (loading ??= loadMcpServer({ pipeline, logger, served, ...(extras ? { extras } : {}) }).then((server) => {
      loaded = server;
      return server;
    }));

  // A tools/call whose body is the same as one answered before but for its id skips the parse, the checks and the plan.
  const keptCalls = createKeptCalls<KeptToolCall>();

  /** What an exchange does once its body is read, and with whatever fails: one set for the process. */
  const steps: ExchangeSteps = {
    recognise: (body) => keptCalls.recognise(body),
    answerRead: (read) => (loaded ? answerRead(loaded, read) : mcp().then((server) => answerRead(server, read))),
    failed: ({ req, res, asker }, error) => {
      if (error instanceof ClientClosedRequest) {
        clientClosed(req, res, logger, error, { path: MCP_PATH });
        return;
      }
      logger.error({ err: error, path: MCP_PATH }, 'unexpected error in the MCP transport');
      if (res.headersSent) return;
      const detail = PROBLEM_DETAILS.internalError;
      const language = negotiateLanguage(req.headers['accept-language']);
      const internal = { status: 500, rpcCode: JSON_RPC.SERVER_ERROR, code: 'INTERNAL_ERROR', detail };
      sendJsonRpcError(res, asker.headers, internal, language);
    },
  };

  /** A request whose body has been read (null: over the limit) and parsed: counted, checked, answered. */
  function answerRead(mcpServer: LoadedMcpServer, read: ReadRequest): void | Promise<void> {
    const { res, asker, language, parsed, recognised } = read;
    const { headers } = asker;
    const counted = recognised ? keptCounted(recognised) : countedOf(parsed, mcpServer.server.tools);
    // Every POST counts once, bad messages included, against every policy its call is subject to: one decision, so
    // a call refused by one policy uses up none of the others.
    const admitted = withinLimit(pipeline, res, headers, asker.clientKey, counted.policies, counted.id, language);
    if (!(admitted instanceof Promise)) return admitted ? answerCounted(mcpServer, read, counted) : undefined;
    return admitted.then((passed) => (passed ? answerCounted(mcpServer, read, counted) : undefined));
  }

  /** A request the limits let through: size → headers → JSON-RPC checks → the server's answer, written as it is. */
  function answerCounted(
    { server, headersRefusal, checkJsonRpc }: LoadedMcpServer,
    { req, res, asker, language, parsed, recognised, body }: ReadRequest,
    { policies, planned, id }: CountedCall,
  ): void | Promise<void> {
    const { headers } = asker;
    headers.push('RateLimit-Policy', policyHeader(policies));
    const mcpAsker = { links: asker.links, language, requestId: asker.requestId };
    if (recognised) {
      // Its message passed every check below when it was kept; its headers are this request's own.
      const headersError = headersRefusal(req, id);
      if (headersError) return sendJsonRpcError(res, headers, headersError, language);
      headers.push('Cache-Control', 'no-store', 'Content-Language', language);
      return written(res, headers, server.answerPlanned(recognised.id, recognised.value.planned, mcpAsker));
    }
    if (parsed === null) {
      const detail = PROBLEM_DETAILS.mcpMessageTooLarge(MAX_MESSAGE_BYTES / 1024);
      return sendJsonRpcError(
        res,
        headers,
        { status: 413, rpcCode: JSON_RPC.INVALID_REQUEST, code: 'PAYLOAD_TOO_LARGE', detail },
        language,
      );
    }
    // Whatever the MCP transport rules refuse is refused here, in the request's language and with a code.
    const headersError = headersRefusal(req, id);
    if (headersError) return sendJsonRpcError(res, headers, headersError, language);
    if (!parsed.ok) return sendJsonRpcError(res, headers, parsed.error, language);
    const checked = checkJsonRpc(parsed.message);
    if (!checked.ok) return sendJsonRpcError(res, headers, checked.error, language);
    const { message } = checked;

    headers.push('Cache-Control', 'no-store');
    // A notification or a client's response has no answer (MCP: Streamable HTTP, 202 Accepted).
    if (!('method' in message && 'id' in message)) {
      res.writeHead(202, headers).end();
      return;
    }
    // A tool's result, a resource and a prompt are written in that language; other messages (tools/list, the lists)
    // carry the contract's English.
    if (WRITTEN_IN_LANGUAGE.has(message.method)) headers.push('Content-Language', language);
    const pieces = server.answer(message, mcpAsker, planned);
    // Kept once the cache has answered it, as the pipeline remembers a validation: one-off questions never pay for it.
    if (body && !(pieces instanceof Promise) && isCachedResult(pieces) && isPlainCall(message, planned)) {
      keptCalls.keep(body, message.id, { planned, policies });
    }
    return written(res, headers, pieces);
  }

  /**
   * The request's answer; its headers are gathered in `headers` (the common ones first) and written at once. Its body
   * is handed to the exchange without a promise (a turn later when it came with its headers), and a call the cache
   * answers is written in that same turn: a promise only where something has to wait.
   */
  return (req, res, asker) => {
    try {
      // Tool results and errors are written in the language the HTTP request prefers (the tools' descriptions in
      // English).
      const language = negotiateLanguage(req.headers['accept-language']);
      const refused = requestRefusal(req, origins);
      if (refused) sendJsonRpcError(res, asker.headers, refused, language);
      else readLimitedBody(req, new McpExchange(req, res, asker, language, steps));
    } catch (error) {
      steps.failed({ req, res, asker }, error);
    }
  };
}

/** What an exchange is handed by the adapter: a body recognised, its next step once read, the answer to a failure. */
interface ExchangeSteps {
  recognise(body: Buffer): RecognisedCall<KeptToolCall> | undefined;
  answerRead(read: ReadRequest): void | Promise<void>;
  failed(exchange: Pick<ReadRequest, 'req' | 'res' | 'asker'>, error: unknown): void;
}

/**
 * One POST to /mcp on its way: who asked and in which language, then its body parsed. One object per request, the
 * receiver of its body and the request its steps read: no closure per request.
 */
class McpExchange implements ReadRequest, BodyReceiver {
  body: Buffer | null = null;
  parsed: ParsedMessage | null = null;
  recognised: RecognisedCall<KeptToolCall> | undefined = undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly asker: McpHttpRequest,
    readonly language: Language,
    private readonly steps: ExchangeSteps,
  ) {}

  received(body: Buffer | null): void {
    try {
      this.body = body;
      if (body !== null) this.recognised = this.steps.recognise(body);
      // A body recognised is not parsed: its message was, when it was kept.
      if (body !== null && !this.recognised) this.parsed = parseMessage(body.toString());
      const answered = this.steps.answerRead(this);
      if (answered instanceof Promise) answered.catch((error: unknown) => this.failed(error));
    } catch (error) {
      this.failed(error);
    }
  }

  failed(error: unknown): void {
    this.steps.failed(this, error);
  }
}

type LoadedMcpServer = Awaited<ReturnType<typeof loadMcpServer>>;

/**
 * A POST to /mcp once its body is read: null when it was over the limit, else a tools/call recognised as one kept, or
 * the message or why it is none.
 */
interface ReadRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly asker: McpHttpRequest;
  readonly language: Language;
  body: Buffer | null;
  parsed: ParsedMessage | null;
  recognised: RecognisedCall<KeptToolCall> | undefined;
}

/** What a tools/call's body is kept with: its plan (its operation selected), and the policies it counts in. */
interface KeptToolCall {
  planned: ToolCallPlan;
  policies: readonly RatePolicy[];
}

/** What counting a request found out: the policies it counts in, its tool call planned, its JSON-RPC id. */
interface CountedCall {
  policies: readonly RatePolicy[];
  planned: ToolCallPlan | undefined;
  id: string | number | null;
}

/** The server's response written once it is there: at once when it came at once. */
function written(
  res: ServerResponse,
  headers: string[],
  pieces: readonly ResponsePiece[] | Promise<readonly ResponsePiece[]>,
): void | Promise<void> {
  if (pieces instanceof Promise) return pieces.then((ready) => writeResponse(res, headers, ready));
  writeResponse(res, headers, pieces);
}

/** How a parsed message counts: the policies of its rate class (its tool call planned once), its id. */
function countedOf(parsed: ParsedMessage | null, tools: ToolCalls): CountedCall {
  if (!parsed?.ok) return { policies: policiesFor('normal'), planned: undefined, id: null };
  const planned = toolCallPlanOf(parsed.message, tools);
  return { policies: policiesFor(rateClassOf(parsed.message, planned)), planned, id: requestId(parsed.message) };
}

/** How a recognised call counts: as it counted when it was kept, with its own id. */
function keptCounted({ value, id }: RecognisedCall<KeptToolCall>): CountedCall {
  return { policies: value.policies, planned: value.planned, id };
}

/**
 * A tools/call of a tool of the contract in the usual shape, that `refusal` (request-params.ts) takes without its
 * schema: kept, the same bytes with another id are answered by the same plan.
 */
function isPlainCall(
  message: { method: string; params?: unknown },
  planned: ToolCallPlan | undefined,
): planned is ToolCallPlan {
  return (
    message.method === 'tools/call' &&
    planned !== undefined &&
    'call' in planned &&
    isObject(message.params) &&
    hasOnly(message.params, CALL_MEMBERS)
  );
}

/** A 200 with the server's response: its length, the headers in one writeHead, the pieces in one writev. */
function writeResponse(res: ServerResponse, headers: string[], pieces: readonly ResponsePiece[]): void {
  headers.push('Content-Type', 'application/json', 'Content-Length', String(byteLength(pieces)));
  res.writeHead(200, headers);
  // One writev: Node corks the socket at the first write until the next tick.
  for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i] as ResponsePiece);
  res.end(pieces[pieces.length - 1]);
}

/**
 * Before anything else, whatever the method: a page of another site is refused unread (spec: Security Warning); then
 * any method but POST.
 */
export function requestRefusal(
  req: IncomingMessage,
  origins: ReturnType<typeof createOriginPolicy>,
): TransportError | null {
  const refusal = origins.refusal(req.headers.origin, req.headers.host);
  if (refusal) return forbidden(refusal);
  if (req.method === 'POST') return null;
  return {
    status: 405,
    rpcCode: JSON_RPC.SERVER_ERROR,
    code: 'METHOD_NOT_ALLOWED',
    detail: PROBLEM_DETAILS.mcpMethodNotAllowed(req.method ?? 'GET', MCP_PATH),
    headers: { Allow: [...MCP_METHODS, 'OPTIONS'].join(', ') },
  };
}

/**
 * Counts the request against `policies` (RateLimit says where the client stands); answers 429 and returns false when a
 * limit is exceeded. At once when the limits are counted in this process.
 */
function withinLimit(
  pipeline: Pick<OperationPipeline, 'admit'>,
  res: ServerResponse,
  headers: string[],
  ip: string,
  policies: readonly RatePolicy[],
  id: string | number | null,
  language: Language,
): boolean | Promise<boolean> {
  let standing: Standing | Promise<Standing>;
  try {
    standing = pipeline.admit(ip, policies);
  } catch (error) {
    return refusedBy(error, { res, headers, policies, id, language });
  }
  if (!(standing instanceof Promise)) return countedIn(headers, standing);
  return standing.then(
    (counted) => countedIn(headers, counted),
    (error: unknown) => refusedBy(error, { res, headers, policies, id, language }),
  );
}

/** A limit's refusal (429) written as a JSON-RPC error with the request's id; false. Anything else is thrown on. */
function refusedBy(
  error: unknown,
  { res, headers, policies, id, language }: Omit<CountedCall, 'planned'> & RefusalWriting,
): false {
  if (!(error instanceof ApiProblem)) throw error;
  sendJsonRpcError(
    res,
    headers,
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

/** Where and how a refusal is written: the response, its headers so far, the request's language. */
interface RefusalWriting {
  res: ServerResponse;
  headers: string[];
  language: Language;
}

/** RateLimit, where the client stands once counted, among the answer's headers. */
function countedIn(headers: string[], standing: Standing): true {
  if (standing.RateLimit) headers.push('RateLimit', standing.RateLimit);
  return true;
}

/** A tools/call planned before it is counted: its rate class is its selected operation's. */
function toolCallPlanOf(message: Record<string, unknown>, tools: ToolCalls): ToolCallPlan | undefined {
  if (message.method !== 'tools/call' || !isObject(message.params)) return undefined;
  const { name, arguments: args } = message.params;
  if (typeof name !== 'string' || !tools.names.has(name)) return undefined;
  if (args !== undefined && !isObject(args)) return undefined;
  return tools.plan(name, args);
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
function rateClassOf(message: Record<string, unknown>, planned: ToolCallPlan | undefined): RateClass {
  if (message.method === 'completion/complete') return 'completion';
  if (planned && 'call' in planned) return planned.call.operation.rateClass === 'heavy' ? 'heavy' : 'normal';
  if (message.method !== 'resources/read') return 'normal';
  const { uri } = (message.params ?? {}) as { uri?: unknown };
  return typeof uri === 'string' && resourceRateClass(uri) === 'heavy' ? 'heavy' : 'normal';
}
