// The MCP tool server: the generated tools, each answered by the same pipeline as REST (cache and budget included).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import type { Language, Localized } from '../core/language.js';
import type { Links } from '../core/links.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { projectPath } from '../core/project-files.js';
import { MCP_TOOLS, type McpToolDefinition } from '../generated/mcp-tools.js';
import { answerText, type OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import { CheckedServer } from './checked-server.js';
import { resolveToolCall, toPipelineRequest } from './tool-arguments.js';

export interface McpServerDependencies {
  pipeline: OperationPipeline;
  links: Links;
  logger: Logger;
  /** The language of the results' texts and of the errors' messages (Accept-Language over HTTP, MCP_LANGUAGE on stdio). */
  language: Language;
  /** Awaited before each call, e.g. until the stdio server has loaded its data; REST-like 503s otherwise. */
  beforeCall?: () => Promise<void>;
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
].join(' ');

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const TOOLS: Tool[] = MCP_TOOLS.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: tool.inputSchema,
  // No outputSchema (MCP makes it optional): the results' schemas would be three quarters of the listing an agent reads.
  annotations: { title: tool.title, ...ANNOTATIONS },
}));

const BY_NAME = new Map<string, McpToolDefinition>(MCP_TOOLS.map((tool) => [tool.name, tool]));

export function createMcpServer(deps: McpServerDependencies): CheckedServer {
  const server = new CheckedServer(
    { name: 'fuel-price-service', title: 'Fuel Price Service (Spain)', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
    new Set(BY_NAME.keys()),
    deps.language,
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(deps, request.params.name, request.params.arguments),
  );
  return server;
}

async function callTool(
  deps: McpServerDependencies,
  name: string,
  args: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const tool = BY_NAME.get(name);
  const { language } = deps;
  if (!tool) return failure(invalidParameter('name', name, PARAMETER_REASONS.notATool), language);
  try {
    const { operation, args: invocation } = resolveToolCall(tool, args);
    await deps.beforeCall?.();
    const answer = await deps.pipeline.run(
      toPipelineRequest(operation.operationId, invocation, deps.links, randomUUID(), language),
    );
    // The values as the pipeline has them, and the same JSON as text for clients that read only text content (as the
    // MCP spec recommends).
    const text = answerText(answer);
    return { structuredContent: answer.value, content: [{ type: 'text', text }] };
  } catch (error) {
    if (error instanceof ApiProblem) return failure(error, language);
    deps.logger.error({ tool: name, err: error }, 'unexpected error in an MCP tool');
    return failure(new ApiProblem('INTERNAL_ERROR', PROBLEM_DETAILS.internalError), language);
  }
}

/** `CODE: message`, the message in the session's language (the code never changes). */
function failure(problem: { code: string; detail: Localized }, language: Language): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${problem.code}: ${problem.detail[language]}` }] };
}
