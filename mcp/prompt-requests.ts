// prompts/list, prompts/get and completion/complete: the prompts' arguments checked as strictly as a tool's, and
// every argument or template variable that names something in the data completed from the snapshot being served.
import type { CompleteResult, GetPromptResult, ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';
import type { Language, Localized } from '../core/language.js';
import { PARAMETER_REASONS } from '../core/parameter-reasons.js';
import { ApiProblem, invalidParameter } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { completeChoice, completeFromData } from './completions.js';
import type { McpAsker, McpServices } from './mcp-services.js';
import { page } from './pagination.js';
import {
  checkedArguments,
  MAX_ARGUMENT_CHARACTERS,
  PROMPTS,
  type PromptArgumentDefinition,
  type PromptDefinition,
} from './prompts.js';
import type { ResourceHandlers } from './resources.js';
import { internalError, RPC_CODES, RpcError } from './rpc-error.js';
import { shownValue } from './shown-value.js';

type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

/** The prompts and completion, built once per process. */
export function promptHandlers(services: McpServices, resources: ResourceHandlers) {
  const prompts: readonly PromptDefinition[] = [...PROMPTS, ...(services.extras?.prompts ?? [])];
  const listed = prompts.map((prompt) => ({
    name: prompt.name,
    title: prompt.title,
    description: prompt.description,
    arguments: prompt.arguments.map((argument) => ({
      name: argument.name,
      description: argument.description,
      required: argument.required ?? false,
    })),
  }));
  const invalid = (detail: Localized, language: Language) =>
    new RpcError(RPC_CODES.INVALID_PARAMS, 'INVALID_PARAMETER', detail, language);

  function promptNamed(name: string, language: Language): PromptDefinition {
    const prompt = prompts.find((p) => p.name === name);
    if (!prompt) throw invalid(PROBLEM_DETAILS.mcpNoSuchPrompt(shownValue(name)), language);
    return prompt;
  }

  return {
    list(cursor: string | undefined, language: Language): ListPromptsResult {
      const { items, nextCursor } = page(listed, cursor, language);
      return { prompts: items, ...(nextCursor ? { nextCursor } : {}) };
    },

    async get(name: string, given: Record<string, string> | undefined, asker: McpAsker): Promise<GetPromptResult> {
      const { language } = asker;
      const prompt = promptNamed(name, language);
      try {
        const args = checkedArguments(prompt, given);
        await services.beforeCall?.();
        const read = (uri: string) => resources.read(uri, asker);
        const messages = await prompt.messages(args, { language, served: services.served, read });
        return { description: prompt.description, messages };
      } catch (error) {
        throw rpcFailure(error, language, { prompt: name }, 'unexpected error in an MCP prompt');
      }
    },

    async complete(
      ref: CompletionRef,
      argument: { name: string; value: string },
      language: Language,
    ): Promise<CompleteResult> {
      try {
        // Bounded as the prompt's own argument is (and /v1/search its q): the work of a completion with it.
        if (argument.value.length > MAX_ARGUMENT_CHARACTERS) {
          const reason = PARAMETER_REASONS.maxCharacters(MAX_ARGUMENT_CHARACTERS);
          throw invalidParameter('argument.value', argument.value, reason);
        }
        const source = completionSource(ref, argument.name, language);
        if (source === undefined) return { completion: { values: [], total: 0, hasMore: false } };
        if (typeof source !== 'string') return { completion: { ...completeChoice(source, argument.value) } };
        await services.beforeCall?.();
        return { completion: { ...completeFromData(services.served.dataset(), source, argument.value) } };
      } catch (error) {
        const context = { completion: ref, argument: argument.name };
        throw rpcFailure(error, language, context, 'unexpected error in an MCP completion');
      }
    },
  };

  /** What completes the argument `name` of `ref`: a kind of name in the data, a list, or nothing. */
  function completionSource(
    ref: CompletionRef,
    name: string,
    language: Language,
  ): PromptArgumentDefinition['complete'] {
    if (ref.type === 'ref/prompt') {
      return promptNamed(ref.name, language).arguments.find((a) => a.name === name)?.complete;
    }
    const variables = templateNamed(ref.uri, language).complete;
    // Its own variables only: "toString" or "__proto__" name no variable, whatever an object inherits.
    return variables && Object.hasOwn(variables, name) ? variables[name] : undefined;
  }

  /**
   * A failure as the JSON-RPC error it is answered with: the request's fault (INVALID_PARAMETER, an unknown province)
   * is Invalid params, as the MCP spec says; anything unexpected is logged and -32603 in the session's language.
   */
  function rpcFailure(error: unknown, language: Language, context: Record<string, unknown>, message: string): RpcError {
    if (error instanceof RpcError) return error;
    if (error instanceof ApiProblem) {
      const code = error.status < 500 ? RPC_CODES.INVALID_PARAMS : RPC_CODES.SERVER_ERROR;
      return new RpcError(code, error.code, error.detail, language);
    }
    services.logger.error({ ...context, err: error }, message);
    return internalError(PROBLEM_DETAILS.internalError, language);
  }

  function templateNamed(uriTemplate: string, language: Language) {
    const reader = resources.readers.find((r) => r.template && r.uriTemplate === uriTemplate);
    if (!reader) throw invalid(PROBLEM_DETAILS.mcpNoSuchTemplate(shownValue(uriTemplate)), language);
    return reader;
  }
}
