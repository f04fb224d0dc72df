// The MCP server: the generated tools, the resources, the prompts and completion, every read answered by the same
// pipeline as REST (cache, budget and language included). Both transports (stdio, Streamable HTTP) serve this one.
import { readFileSync } from 'node:fs';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import type { Language } from '../core/language.js';
import type { Links } from '../core/links.js';
import { projectPath } from '../core/project-files.js';
import { MCP_TOOLS } from '../generated/mcp-tools.js';
import type { OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import { CheckedServer } from './checked-server.js';
import { promptHandlers } from './prompt-requests.js';
import type { PromptDefinition } from './prompts.js';
import type { ResourceReader } from './resource-catalogue.js';
import { readResult, resourceHandlers } from './resources.js';
import type { ServedData } from './served-data.js';
import type { ResourceSubscriptions } from './subscriptions.js';
import { callTool, type ExtraTool, TOOLS } from './tools.js';

/** What the server offers besides the service's own, e.g. the fixtures the conformance suite asks for by name. */
export interface McpExtras {
  tools?: readonly ExtraTool[];
  prompts?: readonly PromptDefinition[];
  /** Listed by resources/list after the service's resources; each read by one of `readers`. */
  listed?: readonly Resource[];
  readers?: readonly ResourceReader[];
}

export interface McpServerDependencies {
  pipeline: OperationPipeline;
  links: Links;
  logger: Logger;
  /** The language of the results' texts and of the errors' messages (Accept-Language over HTTP, MCP_LANGUAGE on stdio). */
  language: Language;
  /** The snapshot being served and its files: completions and the data dictionary read them. */
  served: ServedData;
  /** Awaited before each read, e.g. until the stdio server has loaded its data; REST-like 503s otherwise. */
  beforeCall?: () => Promise<void>;
  extras?: McpExtras;
  /** resources/subscribe, where a session lives (stdio); Streamable HTTP, stateless, offers none. */
  subscriptions?: ResourceSubscriptions;
}

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

export function createMcpServer(deps: McpServerDependencies): CheckedServer {
  const extraTools = new Map((deps.extras?.tools ?? []).map((extra) => [extra.tool.name, extra]));
  const server = new CheckedServer(
    { name: 'fuel-price-service', title: 'Fuel Price Service (Spain)', version: VERSION },
    {
      capabilities: {
        tools: {},
        resources: deps.subscriptions ? { subscribe: true } : {},
        prompts: {},
        completions: {},
      },
      instructions: INSTRUCTIONS,
    },
    new Set([...MCP_TOOLS.map((tool) => tool.name), ...extraTools.keys()]),
    deps.language,
  );
  const tools = [...TOOLS, ...[...extraTools.values()].map((extra) => extra.tool)];
  const call = (name: string, args: Record<string, unknown> | undefined) => callTool(deps, name, args);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
    const extra = extraTools.get(params.name);
    return extra ? extra.call(params.arguments, call) : call(params.name, params.arguments);
  });

  const resources = resourceHandlers(deps);
  server.setRequestHandler(ListResourcesRequestSchema, ({ params }) => resources.list(params?.cursor));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, ({ params }) => resources.templates(params?.cursor));
  server.setRequestHandler(ReadResourceRequestSchema, async ({ params }) =>
    readResult(await resources.read(params.uri)),
  );
  deps.subscriptions?.attach(server, (uri) => resources.read(uri), deps.language);

  const prompts = promptHandlers(deps, resources);
  server.setRequestHandler(ListPromptsRequestSchema, ({ params }) => prompts.list(params?.cursor));
  server.setRequestHandler(GetPromptRequestSchema, ({ params }) => prompts.get(params.name, params.arguments));
  server.setRequestHandler(CompleteRequestSchema, ({ params }) => prompts.complete(params.ref, params.argument));
  return server;
}
