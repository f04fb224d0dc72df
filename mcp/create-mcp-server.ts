// The MCP server: the generated tools, the resources, the prompts and completion, every read answered by the same
// pipeline as REST (cache, budget and language included). Built once per process: its tables (the methods, the tool
// listing, the readers, the prompts) are made here once; a request brings only its links and language. Both
// transports (stdio, Streamable HTTP) hand it each request, checked once (request-params.ts), and write the JSON-RPC
// response it returns.
import { readFileSync } from 'node:fs';
import {
  type JSONRPCRequest,
  LATEST_PROTOCOL_VERSION,
  type RequestId,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/sdk/types.js';
import type { Language } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { projectPath } from '../core/project-files.js';
import { errorResponse, type ResponsePiece, resultResponse } from './json-rpc-response.js';
import type { McpAsker, McpServices } from './mcp-services.js';
import { promptHandlers } from './prompt-requests.js';
import { ANSWERED_METHODS, type McpMethod, refusal } from './request-params.js';
import { readResult, resourceHandlers } from './resources.js';
import { internalError, RpcError } from './rpc-error.js';
import { createToolCalls, type ToolCallPlan, type ToolCalls } from './tools.js';

const VERSION = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

const INSTRUCTIONS = [
  "Official retail fuel prices of Spain's stations (ministry register, refreshed about 08:00 and 20:00 Europe/Madrid),",
  'with history, rankings, roads, routes, calculators and guides. Every tool is read-only.',
  'A successful result is {data, meta}; show meta.attribution next to the data (CC BY 4.0).',
  'Tools that cover several functions take a `kind` argument, required except in get_station (one station by default;',
  'kind "several" with comma-separated ids reads up to 20 in one call).',
  'A failed call is a result with isError true whose text starts with a stable code and a colon,',
  'e.g. "INVALID_PARAMETER: fuel ...": change the arguments and do not retry on INVALID_PARAMETER or *_NOT_FOUND.',
  'Resources (fuel-prices:// URIs) hold the guides, the data dictionary, the OpenAPI description and, through',
  'templates, a station, a territory, a route, a brand or a road; completion/complete finds their slugs and ids.',
  'Prompts lead through the usual jobs: cheapest fuel near a place, fuel along a trip, the price breakdown, this month.',
].join(' ');

const SERVER_INFO = { name: 'fuel-price-service', title: 'Fuel Price Service (Spain)', version: VERSION };

/** One method's answer to a request whose params have been checked against its schema. */
// biome-ignore lint/suspicious/noExplicitAny: each method reads the params its schema has just checked.
type Method = (params: any, asker: McpAsker, planned: ToolCallPlan | undefined) => unknown;

export interface McpServer {
  tools: ToolCalls;
  /**
   * The JSON-RPC response to a request, as JSON bytes in pieces: its result, or its error in the asker's language. A tools/call
   * the transport has planned already (to count it in its rate class) runs that plan. At once when nothing had to wait
   * (a cached tool answer, a refusal, a listing), else through a promise, as the pipeline answers.
   */
  answer(request: JSONRPCRequest, asker: McpAsker, planned?: ToolCallPlan): ResponsePiece[] | Promise<ResponsePiece[]>;
  /**
   * The response to a tools/call that `answer` took before in the same bytes but for its id (mcp/kept-calls.ts): its
   * checks passed then, and its plan runs now with this `id`.
   */
  answerPlanned(id: RequestId, planned: ToolCallPlan, asker: McpAsker): ResponsePiece[] | Promise<ResponsePiece[]>;
}

export function createMcpServer(services: McpServices): McpServer {
  const tools = createToolCalls(services);
  const resources = resourceHandlers(services);
  const prompts = promptHandlers(services, resources);

  const { subscriptions } = services;
  // resources/subscribe where a session lives (stdio); Streamable HTTP, stateless, declares and answers none.
  const capabilities = { tools: {}, resources: subscriptions ? { subscribe: true } : {}, prompts: {}, completions: {} };
  const answered = subscriptions ? ANSWERED_METHODS.withSubscriptions : ANSWERED_METHODS.withoutSubscriptions;

  const methods: Record<McpMethod, Method> = {
    initialize: ({ protocolVersion }: { protocolVersion: string }) => ({
      protocolVersion: SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)
        ? protocolVersion
        : LATEST_PROTOCOL_VERSION,
      capabilities,
      serverInfo: SERVER_INFO,
      instructions: INSTRUCTIONS,
    }),
    ping: () => ({}),
    'tools/list': () => tools.list(),
    'tools/call': (params, asker, planned) => tools.call(planned ?? tools.plan(params.name, params.arguments), asker),
    'resources/list': (params, { language }) => resources.list(params?.cursor, language),
    'resources/templates/list': (params, { language }) => resources.templates(params?.cursor, language),
    'resources/read': async (params, asker) => readResult(await resources.read(params.uri, asker)),
    'prompts/list': (params, { language }) => prompts.list(params?.cursor, language),
    'prompts/get': (params, asker) => prompts.get(params.name, params.arguments, asker),
    'completion/complete': (params, { language }) => prompts.complete(params.ref, params.argument, language),
    // Reached only when `subscriptions` is given: `answered` refuses them otherwise.
    'resources/subscribe': (params, asker) =>
      subscriptions?.subscribe(params.uri, (uri) => resources.read(uri, asker), asker.language),
    'resources/unsubscribe': (params) => subscriptions?.unsubscribe(params.uri),
  };

  function answer(
    request: JSONRPCRequest,
    asker: McpAsker,
    planned?: ToolCallPlan,
  ): ResponsePiece[] | Promise<ResponsePiece[]> {
    const refused = refusal(request, tools.names, asker.language, answered);
    if (refused) return errorResponse(request.id, refused);
    return respond(request.id, methods[request.method as McpMethod], request.params, asker, planned);
  }

  /** A method's result as the response with `id`, at once when it came at once; its failure as an error response. */
  function respond(
    id: RequestId,
    method: Method,
    params: unknown,
    asker: McpAsker,
    planned: ToolCallPlan | undefined,
  ): ResponsePiece[] | Promise<ResponsePiece[]> {
    try {
      const result = method(params, asker, planned);
      if (!(result instanceof Promise)) return resultResponse(id, result);
      return result
        .then((value) => resultResponse(id, value))
        .catch((error: unknown) => failed(id, error, asker.language));
    } catch (error) {
      return failed(id, error, asker.language);
    }
  }

  /** A method's failure: an RpcError as it is; anything else logged, and -32603 in the asker's language. */
  function failed(id: RequestId, error: unknown, language: Language): ResponsePiece[] {
    if (error instanceof RpcError)
      return errorResponse(id, { code: error.code, message: error.message, data: error.data });
    services.logger.error({ err: error }, 'unexpected error in an MCP request');
    const internal = internalError(PROBLEM_DETAILS.internalError, language);
    return errorResponse(id, { code: internal.code, message: internal.message, data: internal.data });
  }

  const answerPlanned = (id: RequestId, planned: ToolCallPlan, asker: McpAsker) =>
    respond(id, methods['tools/call'], undefined, asker, planned);

  return { tools, answer, answerPlanned };
}
