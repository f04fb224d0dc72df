// What the MCP server is built from once per process (the pipeline, the served data, the extras), and what each request
// brings (its links and language). The parts that answer (tools, resources, prompts) take these types from here and
// import nothing back from the server that assembles them.
import type { CallToolResult, Resource, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Logger } from 'pino';
import type { Language } from '../core/language.js';
import type { Links } from '../core/links.js';
import type { OperationPipeline } from '../runtime/pipeline/operation-pipeline.js';
import type { PromptDefinition } from './prompts.js';
import type { ResourceReader } from './resource-catalogue.js';
import type { ServedData } from './served-data.js';
import type { ResourceSubscriptions } from './subscriptions.js';

export type CallTool = (name: string, args: Record<string, unknown> | undefined) => Promise<CallToolResult>;

/** A tool beside the contract's, e.g. a fixture the conformance suite calls by name; it may call the real tools. */
export interface ExtraTool {
  tool: Tool;
  call(args: Record<string, unknown> | undefined, callTool: CallTool): Promise<CallToolResult>;
}

/** What the server offers besides the service's own, e.g. the fixtures the conformance suite asks for by name. */
export interface McpExtras {
  tools?: readonly ExtraTool[];
  prompts?: readonly PromptDefinition[];
  /** Listed by resources/list after the service's resources; each read by one of `readers`. */
  listed?: readonly Resource[];
  readers?: readonly ResourceReader[];
}

/** The process's part: the same for every request and every transport. */
export interface McpServices {
  pipeline: Pick<OperationPipeline, 'run'>;
  logger: Logger;
  /** The snapshot being served and its files: completions and the data dictionary read them. */
  served: ServedData;
  /** Awaited before each read, e.g. until the stdio server has loaded its data; REST-like 503s otherwise. */
  beforeCall?: () => Promise<void>;
  extras?: McpExtras;
  /** resources/subscribe, where a session lives (stdio); Streamable HTTP, stateless, offers none. */
  subscriptions?: ResourceSubscriptions;
}

/** The request's part: who asked, as the transport knows it. */
export interface McpAsker {
  links: Links;
  /** The language of the results' texts and of the errors' messages (Accept-Language over HTTP, MCP_LANGUAGE on stdio). */
  language: Language;
  /**
   * The id of the transport's request (X-Request-Id over HTTP), which a result's meta.request_id repeats as REST's
   * does; on stdio, none: each read gets an id of its own.
   */
  requestId?: string;
}
