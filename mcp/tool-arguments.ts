// Maps a tool call's arguments onto its operation: which operation (by `kind`), and path, query or body.

import type { Language } from '../core/language.js';
import type { Links } from '../core/links.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { invalidParameter } from '../core/problem.js';
import type { McpToolDefinition, McpToolOperation } from '../generated/mcp-tools.js';
import { OPERATIONS, type OperationId } from '../generated/operations.js';
import type { PipelineRequest } from '../runtime/pipeline/operation-pipeline.js';

export interface InvocationArguments {
  /** Path parameters by name, e.g. { id: '4375' }. */
  path?: Record<string, string | number>;
  /** Query parameters with JSON values (numbers, booleans, strings), checked by the rules a query string is checked by. */
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface ResolvedCall {
  operation: McpToolOperation;
  args: InvocationArguments;
}

/** The `kind` a tool falls back to when a call gives none (its input schema's default), if it has one. */
function defaultKind(tool: McpToolDefinition): unknown {
  const properties = tool.inputSchema.properties as Record<string, { default?: unknown }> | undefined;
  return properties?.kind?.default;
}

/** The operation a call selects; throws INVALID_PARAMETER for a missing (without a default) or unknown `kind`. */
export function selectOperation(tool: McpToolDefinition, args: Record<string, unknown>): McpToolOperation {
  const { operations } = tool;
  const only = operations[0];
  if (operations.length === 1 && only) return only;
  const kind = args.kind ?? defaultKind(tool);
  const operation = operations.find((op) => op.kind === kind);
  if (!operation) {
    const kinds = operations.map((op) => op.kind);
    const choices = kinds.filter((kind): kind is string => kind !== null);
    const reason = args.kind === undefined ? PARAMETER_REASONS.kindRequired(choices) : PARAMETER_REASONS.oneOf(choices);
    throw invalidParameter('kind', args.kind, reason);
  }
  return operation;
}

/**
 * Splits the arguments the way the REST request would carry them. Unknown arguments are passed on as query
 * parameters on purpose: the operation's own validation then rejects them exactly as the REST API does.
 */
export function resolveToolCall(tool: McpToolDefinition, rawArgs: Record<string, unknown> | undefined): ResolvedCall {
  const args = { ...(rawArgs ?? {}) };
  const operation = selectOperation(tool, args);
  if (operation.kind !== null) delete args.kind;
  if (operation.body) return { operation, args: { body: args } };
  const path: Record<string, string | number> = {};
  for (const name of operation.pathParams) {
    const value = args[name];
    if (value === undefined || value === null || value === '') {
      throw invalidParameter(name, undefined, PARAMETER_REASONS.required);
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw invalidParameter(name, value, PARAMETER_REASONS.notAString);
    }
    path[name] = value;
    delete args[name];
  }
  for (const name in args) {
    const value = args[name];
    if (typeof value === 'object' && value !== null) {
      throw invalidParameter(name, value, PARAMETER_REASONS.notASingleValue);
    }
  }
  return { operation, args: { path, query: args } };
}

const BY_ID = new Map(OPERATIONS.map((operation) => [operation.operationId, operation]));

/** The pipeline's request for a resolved call: the operation with its typed arguments, and no client to count. */
export function toPipelineRequest(
  operationId: OperationId,
  args: InvocationArguments,
  links: Links,
  requestId: string,
  language: Language,
): PipelineRequest {
  const operation = BY_ID.get(operationId);
  if (!operation) throw new Error(`unknown operation ${operationId}`);
  const pathParams: Record<string, string> = {};
  for (const name in args.path) pathParams[name] = String(args.path[name]);
  // The path the REST request would have: the operation's address in the cache key and in a problem's instance.
  const path = operation.path.includes('{')
    ? operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? ''))
    : operation.path;
  return {
    operation,
    transport: 'mcp',
    pathParams,
    path,
    query: args.query ?? {},
    readBody: operation.method === 'POST' ? async () => args.body : undefined,
    clientKey: null,
    requestId,
    links,
    language,
  };
}
