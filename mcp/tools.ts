// The tools: generated from the contract (x-mcp-tool), each call answered by the same pipeline as REST. A call is
// planned once (its tool, and the operation its `kind` selects): the HTTP adapter reads the plan's rate class before
// it counts the request, and the call runs the same plan.
import { randomUUID } from 'node:crypto';
import type { CallToolResult, ListToolsResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Language, Localized } from '../core/language.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { MCP_TOOLS, type McpToolDefinition } from '../generated/mcp-tools.js';
import { SURROGATE } from '../runtime/pipeline/meta.js';
import type { Answer } from '../runtime/pipeline/pipeline-request.js';
import { jsonStringBytes, RawJson, RESULT_OPENING, type ResponsePiece } from './json-rpc-response.js';
import type { CallTool, ExtraTool, McpAsker, McpServices } from './mcp-services.js';
import { type ResolvedCall, resolveToolCall, toPipelineRequest } from './tool-arguments.js';

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

/** A tool's result: a failure, an extra's own, or a success already written as JSON (RawJson). */
export type ToolResult = CallToolResult | RawJson;

/** A tools/call as planned before it runs: the contract's tool with its operation selected, its refusal, or an extra. */
export type ToolCallPlan =
  | { name: string; call: ResolvedCall }
  | { name: string; refusal: ApiProblem }
  | { name: string; extra: ExtraTool; args: Record<string, unknown> | undefined };

export interface ToolCalls {
  /** The names of every tool offered: a call of any other is refused before it is planned. */
  names: ReadonlySet<string>;
  /** tools/list, the same for every request. */
  list(): ListToolsResult;
  plan(name: string, args: Record<string, unknown> | undefined): ToolCallPlan;
  /** The result, at once when nothing had to wait (a refusal, an answer the pipeline's cache gave at once). */
  call(plan: ToolCallPlan, asker: McpAsker): ToolResult | Promise<ToolResult>;
}

/** The tools, built once per process: their listing, and a call planned then run through the pipeline. */
export function createToolCalls(services: McpServices): ToolCalls {
  const extras = new Map((services.extras?.tools ?? []).map((extra) => [extra.tool.name, extra]));
  const listing: ListToolsResult = { tools: [...TOOLS, ...[...extras.values()].map((extra) => extra.tool)] };

  function plan(name: string, args: Record<string, unknown> | undefined): ToolCallPlan {
    const extra = extras.get(name);
    if (extra) return { name, extra, args };
    const tool = BY_NAME.get(name);
    if (!tool) return { name, refusal: invalidParameter('name', name, PARAMETER_REASONS.notATool) };
    try {
      return { name, call: resolveToolCall(tool, args) };
    } catch (error) {
      if (error instanceof ApiProblem) return { name, refusal: error };
      throw error;
    }
  }

  function call(planned: ToolCallPlan, asker: McpAsker): ToolResult | Promise<ToolResult> {
    if ('extra' in planned) {
      const callTool: CallTool = async (name, args) => {
        const result = await call(plan(name, args), asker);
        return result instanceof RawJson ? (result.toJSON() as CallToolResult) : result;
      };
      return planned.extra.call(planned.args, callTool);
    }
    if ('refusal' in planned) return failure(planned.refusal, asker.language);
    const { beforeCall } = services;
    if (!beforeCall) return run(planned, asker);
    return beforeCall().then(
      () => run(planned, asker),
      (error: unknown) => failed(planned.name, error, asker.language),
    );
  }

  /**
   * A planned call through the pipeline: a cached answer comes at once, and its result is written in the same turn
   * (no promise, no microtask); one that waits (a handler, a shared store) through a promise.
   */
  function run(planned: { name: string; call: ResolvedCall }, asker: McpAsker): ToolResult | Promise<ToolResult> {
    const { language } = asker;
    try {
      const { operation, args } = planned.call;
      const ran = services.pipeline.run(
        toPipelineRequest(operation.operationId, args, asker.links, asker.requestId ?? randomUUID(), language),
      );
      if (!(ran instanceof Promise)) return successOf(ran);
      return ran.then(successOf).catch((error: unknown) => failed(planned.name, error, language));
    } catch (error) {
      return failed(planned.name, error, language);
    }
  }

  /** A call's failure as its result: a problem as it is, anything else logged and an internal error. */
  function failed(tool: string, error: unknown, language: Language): CallToolResult {
    if (error instanceof ApiProblem) return failure(error, language);
    services.logger.error({ tool, err: error }, 'unexpected error in an MCP tool');
    return failure(new ApiProblem('INTERNAL_ERROR', PROBLEM_DETAILS.internalError), language);
  }

  return { names: new Set([...BY_NAME.keys(), ...extras.keys()]), list: () => listing, plan, call };
}

const STRUCTURED_OPENING = '{"structuredContent":';
const STRUCTURED_OPENING_BYTES = Buffer.from(STRUCTURED_OPENING);
const TEXT_OPENING = Buffer.from(',"content":[{"type":"text","text":"');
const TEXT_CLOSING = '"}]}';
const AFTER_TEXT_QUOTE = TEXT_CLOSING.slice(1);

/**
 * A cached answer's head in the two forms a result carries it, each with the bytes that open it: the value, after the
 * response's own opening, `{"result":{"structuredContent":{"data":…,"meta":`, and the text
 * `,"content":[{"type":"text","text":"{\"data\":…,\"meta\":`.
 */
interface HeadForms {
  structured: Buffer;
  text: Buffer;
}

/**
 * The forms of cached heads, made at a head's first hit and kept while the cache keeps the head: a new snapshot empties
 * the cache, and its heads' forms go with them.
 */
const headForms = new WeakMap<Buffer, HeadForms>();

/**
 * The answer `{data, meta}` as the result's structuredContent and, the same JSON as text, for clients that read only
 * text content (as the MCP spec recommends): spliced from the pipeline's bytes, never parsed back into values. Only
 * the meta (the tail, this request's, and its text already escaped by the pipeline) is written per call; the rest of a
 * cached answer is written once, in two pieces, the first opening the response.
 */
function successOf(answer: Pick<Answer, 'head' | 'cacheStatus' | 'tail' | 'tailInText'>): RawJson {
  const { head, tail, tailInText } = answer;
  let forms = headForms.get(head);
  if (!forms && answer.cacheStatus !== 'miss') {
    forms = {
      structured: Buffer.concat([Buffer.from(`${RESULT_OPENING}${STRUCTURED_OPENING}`), head]),
      text: Buffer.concat([TEXT_OPENING, jsonStringBytes(head)]),
    };
    headForms.set(head, forms);
  }
  const pieces: ResponsePiece[] = forms
    ? [forms.structured, tail, forms.text]
    : [STRUCTURED_OPENING_BYTES, head, tail, TEXT_OPENING, jsonStringBytes(head)];
  pieces.push(tailInText === undefined ? textEnd(tail) : `${tailInText}${TEXT_CLOSING}`);
  return new RawJson(pieces, forms !== undefined);
}

/**
 * The meta as the end of the text, when the pipeline gave no escaped form of it: escaped by JSON.stringify, as the
 * rest was escaped, unless it holds a surrogate (JSON.stringify writes a lone one as \udXXX where its UTF-8 bytes, as
 * the value carries them, hold U+FFFD): then at the byte level, as the head.
 */
function textEnd(tail: string): ResponsePiece {
  // The closing quote JSON.stringify writes is the text's own, before the rest of TEXT_CLOSING.
  if (!SURROGATE.test(tail)) return `${JSON.stringify(tail).slice(1)}${AFTER_TEXT_QUOTE}`;
  return Buffer.concat([jsonStringBytes(Buffer.from(tail)), Buffer.from(TEXT_CLOSING)]);
}

/** `CODE: message`, the message in the request's language (the code never changes). */
function failure(problem: { code: string; detail: Localized }, language: Language): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: `${problem.code}: ${problem.detail[language]}` }] };
}
