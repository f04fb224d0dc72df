// Each request's params checked once, against the SDK's own schema of its method, before anything answers it: a
// malformed request is -32602 Invalid params with one short sentence in the request's language (the SDK's own answer
// was -32603 Internal error with the whole zod dump, "name": null in tools/call), a method this server does not
// answer -32601. An unknown tool is -32602 too, as the MCP spec says; argument errors stay isError results.
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Language, Localized } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { CALL_MEMBERS, hasOnly, isObject, shownValue } from './shown-value.js';

/** The request schemas of the methods this server answers, as the SDK's handlers would parse them. */
const SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'prompts/list': ListPromptsRequestSchema,
  'prompts/get': GetPromptRequestSchema,
  'completion/complete': CompleteRequestSchema,
  // Only where the server declares resources.subscribe (stdio): SUBSCRIPTION_METHODS.
  'resources/subscribe': SubscribeRequestSchema,
  'resources/unsubscribe': UnsubscribeRequestSchema,
} as const;

/** The methods of resources/subscribe, answered only by a server that declares it. */
const SUBSCRIPTION_METHODS: readonly string[] = ['resources/subscribe', 'resources/unsubscribe'];

/** Every method a server answers, with the subscription methods or without them. */
export const ANSWERED_METHODS = {
  withSubscriptions: Object.keys(SCHEMAS),
  withoutSubscriptions: Object.keys(SCHEMAS).filter((method) => !SUBSCRIPTION_METHODS.includes(method)),
};

/** The methods this server answers. */
export type McpMethod = keyof typeof SCHEMAS;

/** Why the params of `message` are invalid, in one sentence; null when they are fine or not ours to judge. */
export function invalidParams(message: JSONRPCRequest, toolNames: ReadonlySet<string>): Localized | null {
  if (!Object.hasOwn(SCHEMAS, message.method)) return null;
  const method = message.method as McpMethod;
  const params: unknown = message.params;
  if (method === 'tools/call') {
    if (!isObject(params)) return PROBLEM_DETAILS.mcpCallParamsNotObject;
    if (typeof params.name !== 'string') return PROBLEM_DETAILS.mcpToolNameNotString(shownValue(params.name));
    if (!toolNames.has(params.name)) return PROBLEM_DETAILS.mcpNoSuchTool(shownValue(params.name));
    if (params.arguments !== undefined && !isObject(params.arguments)) {
      return PROBLEM_DETAILS.mcpArgumentsNotObject(shownValue(params.arguments));
    }
    // A name and arguments, nothing else: all the schema would check is checked (a call's usual shape, no parse).
    if (hasOnly(params, CALL_MEMBERS)) return null;
  }
  const parsed = SCHEMAS[method].safeParse(message);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return PROBLEM_DETAILS.mcpParamsNotValid;
  const path = issue.path.map(String);
  const name = path.length > 1 && path[0] === 'params' ? path.slice(1).join('.') : path.join('.') || 'params';
  const value = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), message);
  if (value === undefined) return PROBLEM_DETAILS.mcpParamRequired(name);
  const expected = (issue as { expected?: unknown }).expected;
  if (issue.code === 'invalid_type' && typeof expected === 'string') {
    return PROBLEM_DETAILS.mcpParamType(name, expected, shownValue(value));
  }
  return PROBLEM_DETAILS.mcpParamNotValid(name, shownValue(value));
}

/**
 * The error a request is answered with before it reaches its method: -32601 for a method this server does not answer (the
 * SDK's own is "Method not found", English and without a code), -32602 for invalid params; null for none.
 */
export function refusal(
  message: JSONRPCRequest,
  toolNames: ReadonlySet<string>,
  language: Language,
  methods: readonly string[] = ANSWERED_METHODS.withoutSubscriptions,
): JSONRPCErrorResponse['error'] | null {
  if (!methods.includes(message.method)) {
    const detail = PROBLEM_DETAILS.mcpNoSuchMethod(shownValue(message.method), methods);
    return {
      code: ErrorCode.MethodNotFound,
      message: `METHOD_NOT_FOUND: ${detail[language]}`,
      data: { code: 'METHOD_NOT_FOUND' },
    };
  }
  const detail = invalidParams(message, toolNames);
  if (detail === null) return null;
  return {
    code: ErrorCode.InvalidParams,
    message: `INVALID_PARAMETER: ${detail[language]}`,
    data: { code: 'INVALID_PARAMETER' },
  };
}
