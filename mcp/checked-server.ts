// The SDK's Server behind a check of each request's params. The SDK parses params inside its handler wrapper and
// answers a malformed request with -32603 Internal error and the whole zod dump ("name": null in tools/call): here the
// request is answered -32602 Invalid params with one short sentence, through any transport (stdio or HTTP), before
// the Server sees it. An unknown tool is -32602 too, as the MCP spec says; argument errors stay isError results.
import { Server, type ServerOptions } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  type Implementation,
  InitializeRequestSchema,
  isJSONRPCRequest,
  type JSONRPCMessage,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { previewJson } from '../core/value-preview.js';

/** The request schemas of the methods this server answers, as the SDK's handlers would parse them. */
const SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

type Checked = keyof typeof SCHEMAS;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A client's value in a sentence, kept short. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = previewJson(value, 40);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Why the params of `message` are invalid, in one sentence; null when they are fine or not ours to judge. */
export function invalidParams(message: JSONRPCMessage, toolNames: ReadonlySet<string>): string | null {
  if (!isJSONRPCRequest(message) || !Object.hasOwn(SCHEMAS, message.method)) return null;
  const method = message.method as Checked;
  const params: unknown = message.params;
  if (method === 'tools/call') {
    if (!isObject(params)) return `params must be an object such as {"name": "get_station", "arguments": {"id": 4375}}`;
    if (typeof params.name !== 'string') {
      return `name must be a string: the name of a tool (see tools/list); got ${shown(params.name)}`;
    }
    if (!toolNames.has(params.name)) return `there is no tool ${shown(params.name)} (see tools/list)`;
    if (params.arguments !== undefined && !isObject(params.arguments)) {
      return `arguments must be an object of the tool's arguments; got ${shown(params.arguments)}`;
    }
  }
  const parsed = SCHEMAS[method].safeParse(message);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return 'params are not valid';
  const path = issue.path.map(String);
  const name = path.length > 1 && path[0] === 'params' ? path.slice(1).join('.') : path.join('.') || 'params';
  const value = path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), message);
  if (value === undefined) return `${name} is required`;
  const expected = (issue as { expected?: unknown }).expected;
  if (issue.code === 'invalid_type' && typeof expected === 'string') {
    return `${name} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}; got ${shown(value)}`;
  }
  return `${name} is not valid; got ${shown(value)}`;
}

/** Passes messages on to the Server, answering those with invalid params itself. */
class CheckedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(
    private readonly inner: Transport,
    toolNames: ReadonlySet<string>,
  ) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    inner.onmessage = (message, extra) => {
      const detail = invalidParams(message, toolNames);
      if (detail === null || !isJSONRPCRequest(message)) {
        this.onmessage?.(message, extra);
        return;
      }
      const error = {
        code: ErrorCode.InvalidParams,
        message: `INVALID_PARAMETER: ${detail}`,
        data: { code: 'INVALID_PARAMETER' },
      };
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
  ) {
    super(info, options);
  }

  override connect(transport: Transport): Promise<void> {
    return super.connect(new CheckedTransport(transport, this.toolNames));
  }
}
