// The SDK's Server behind a check of each request's params. The SDK parses params inside its handler wrapper and
// answers a malformed request with -32603 Internal error and the whole zod dump ("name": null in tools/call): here the
// request is answered -32602 Invalid params with one short sentence, through any transport (stdio or HTTP), before
// the Server sees it. An unknown tool is -32602 too, as the MCP spec says; argument errors stay isError results.
import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  type Implementation,
  InitializeRequestSchema,
  isJSONRPCRequest,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
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
import { type Language, type Localized, unlocalized } from '../core/language.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { previewJson } from '../core/value-preview.js';

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

type Checked = keyof typeof SCHEMAS;

const SUBSCRIPTION_METHODS: readonly string[] = ['resources/subscribe', 'resources/unsubscribe'];

/** A JSON object: not an array, not null. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A client's value in a sentence, kept short. */
export function shownValue(value: unknown): Localized {
  if (value === undefined) return { en: 'nothing', es: 'nada' };
  const text = previewJson(value, 40);
  return unlocalized(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** Why the params of `message` are invalid, in one sentence; null when they are fine or not ours to judge. */
export function invalidParams(message: JSONRPCMessage, toolNames: ReadonlySet<string>): Localized | null {
  if (!isJSONRPCRequest(message) || !Object.hasOwn(SCHEMAS, message.method)) return null;
  const method = message.method as Checked;
  const params: unknown = message.params;
  if (method === 'tools/call') {
    if (!isObject(params)) return PROBLEM_DETAILS.mcpCallParamsNotObject;
    if (typeof params.name !== 'string') return PROBLEM_DETAILS.mcpToolNameNotString(shownValue(params.name));
    if (!toolNames.has(params.name)) return PROBLEM_DETAILS.mcpNoSuchTool(shownValue(params.name));
    if (params.arguments !== undefined && !isObject(params.arguments)) {
      return PROBLEM_DETAILS.mcpArgumentsNotObject(shownValue(params.arguments));
    }
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
 * The error a request is answered with before the Server sees it: -32601 for a method the Server does not answer (the
 * SDK's own is "Method not found", English and without a code), -32602 for invalid params; null for none.
 */
function refusal(
  message: JSONRPCRequest,
  toolNames: ReadonlySet<string>,
  language: Language,
  methods: readonly string[],
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

/** Passes messages on to the Server, answering itself those it would refuse. */
class CheckedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(
    private readonly inner: Transport,
    toolNames: ReadonlySet<string>,
    language: Language,
    methods: readonly string[],
  ) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => {
      const error = isJSONRPCRequest(message) ? refusal(message, toolNames, language, methods) : null;
      if (error === null || !isJSONRPCRequest(message)) {
        this.onmessage?.(message, extra);
        return;
      }
      inner.send({ jsonrpc: '2.0', id: message.id, error }).catch((e: unknown) => this.onerror?.(e as Error));
    };
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

export class CheckedServer extends Server {
  constructor(
    info: Implementation,
    options: ServerOptions,
    private readonly toolNames: ReadonlySet<string>,
    private readonly language: Language,
  ) {
    super(info, options);
    this.subscribe = options?.capabilities?.resources?.subscribe === true;
  }

  /** Whether resources/subscribe is declared (stdio), so its methods are answered. */
  private readonly subscribe: boolean;

  override connect(transport: Transport): Promise<void> {
    const methods = Object.keys(SCHEMAS).filter((method) => this.subscribe || !SUBSCRIPTION_METHODS.includes(method));
    return super.connect(new CheckedTransport(transport, this.toolNames, this.language, methods));
  }
}
