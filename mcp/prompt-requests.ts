// prompts/list, prompts/get and completion/complete: the prompts' arguments checked as strictly as a tool's, and
// every argument or template variable that names something in the data completed from the snapshot being served.
import type { CompleteResult, GetPromptResult, ListPromptsResult } from '@modelcontextprotocol/sdk/types.js';
import type { Localized } from '../core/language.js';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { shownValue } from './checked-server.js';
import { completeChoice, completeFromData } from './completions.js';
import type { McpServerDependencies } from './create-mcp-server.js';
import { page } from './pagination.js';
import { checkedArguments, PROMPTS, type PromptDefinition } from './prompts.js';
import type { ResourceHandlers } from './resources.js';
import { internalError, RPC_CODES, RpcError } from './rpc-error.js';

type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

export function promptHandlers(deps: McpServerDependencies, resources: ResourceHandlers) {
  const { language } = deps;
  const prompts: readonly PromptDefinition[] = [...PROMPTS, ...(deps.extras?.prompts ?? [])];
  const invalid = (detail: Localized) => new RpcError(RPC_CODES.INVALID_PARAMS, 'INVALID_PARAMETER', detail, language);

  function promptNamed(name: string): PromptDefinition {
    const prompt = prompts.find((p) => p.name === name);
    if (!prompt) throw invalid(PROBLEM_DETAILS.mcpNoSuchPrompt(shownValue(name)));
    return prompt;
  }

  return {
    list(cursor: string | undefined): ListPromptsResult {
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
      const { items, nextCursor } = page(listed, cursor, language);
      return { prompts: items, ...(nextCursor ? { nextCursor } : {}) };
    },

    async get(name: string, given: Record<string, string> | undefined): Promise<GetPromptResult> {
      const prompt = promptNamed(name);
      try {
        const args = checkedArguments(prompt, given);
        await deps.beforeCall?.();
        const messages = await prompt.messages(args, { language, served: deps.served, read: resources.read });
        return { description: prompt.description, messages };
      } catch (error) {
        if (error instanceof RpcError) throw error;
        if (error instanceof ApiProblem) {
          // The arguments' fault (INVALID_PARAMETER, an unknown province) is Invalid params, as the MCP spec says.
          const code = error.status < 500 ? RPC_CODES.INVALID_PARAMS : RPC_CODES.SERVER_ERROR;
          throw new RpcError(code, error.code, error.detail, language);
        }
        deps.logger.error({ prompt: name, err: error }, 'unexpected error in an MCP prompt');
        throw internalError(PROBLEM_DETAILS.internalError, language);
      }
    },

    async complete(ref: CompletionRef, argument: { name: string; value: string }): Promise<CompleteResult> {
      const source =
        ref.type === 'ref/prompt'
          ? promptNamed(ref.name).arguments.find((a) => a.name === argument.name)?.complete
          : templateNamed(ref.uri).complete?.[argument.name];
      if (source === undefined) return { completion: { values: [], total: 0, hasMore: false } };
      if (typeof source !== 'string') return { completion: { ...completeChoice(source, argument.value) } };
      await deps.beforeCall?.();
      return { completion: { ...completeFromData(deps.served.dataset(), source, argument.value) } };
    },
  };

  function templateNamed(uriTemplate: string) {
    const reader = resources.readers.find((r) => r.template && r.uriTemplate === uriTemplate);
    if (!reader) throw invalid(PROBLEM_DETAILS.mcpNoSuchTemplate(shownValue(uriTemplate)));
    return reader;
  }
}
