// The tools: generated from the contract (x-mcp-tool), each call answered by the same pipeline as REST.
import { randomUUID } from 'node:crypto';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Language, Localized } from '../core/language.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { MCP_TOOLS, type McpToolDefinition } from '../generated/mcp-tools.js';
import { answerText } from '../runtime/pipeline/operation-pipeline.js';
import type { McpServerDependencies } from './create-mcp-server.js';
import { resolveToolCall, toPipelineRequest } from './tool-arguments.js';

const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export const TOOLS: Tool[] = MCP_TOOLS.map((tool) => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  inputSchema: tool.inputSchema,
  // No outputSchema (MCP makes it optional): the results' schemas would be three quarters of the listing an agent reads.
  annotations: { title: tool.title, ...ANNOTATIONS },
}));

const BY_NAME = new Map<string, McpToolDefinition>(MCP_TOOLS.map((tool) => [tool.name, tool]));

export type CallTool = (name: string, args: Record<string, unknown> | undefined) => Promise<CallToolResult>;

/** A tool beside the contract's, e.g. a fixture the conformance suite calls by name; it may call the real tools. */
export interface ExtraTool {
  tool: Tool;
  call(args: Record<string, unknown> | undefined, callTool: CallTool): Promise<CallToolResult>;
}

/** Calls one of the contract's tools: a failure inside it is an isError result, `CODE: message`. */
export async function callTool(
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
