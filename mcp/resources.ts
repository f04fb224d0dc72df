// resources/list, resources/templates/list and resources/read: every read through the pipeline (or, for the data
// dictionary, from the snapshot's files), a URI that names nothing -32002 with a sentence saying where to look.
import { randomUUID } from 'node:crypto';
import type {
  ListResourcesResult,
  ListResourceTemplatesResult,
  ReadResourceResult,
  Resource,
} from '@modelcontextprotocol/sdk/types.js';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { shownValue } from './checked-server.js';
import type { McpServerDependencies } from './create-mcp-server.js';
import { DATA_DICTIONARY_READER } from './data-dictionary.js';
import { page } from './pagination.js';
import {
  advertisedTemplate,
  listedResources,
  matchUri,
  OPERATION_READERS,
  type ReadContext,
  type ResourceReader,
} from './resource-catalogue.js';
import { internalError, RPC_CODES, RpcError, resourceError } from './rpc-error.js';
import { toPipelineRequest } from './tool-arguments.js';

export interface ResourceHandlers {
  /** Every reader, the extras' first: for completion of a template's variables too. */
  readers: readonly ResourceReader[];
  list(cursor: string | undefined): ListResourcesResult;
  templates(cursor: string | undefined): ListResourceTemplatesResult;
  /** One resource's contents; throws an RpcError. */
  read(uri: string): Promise<{ uri: string; mimeType: string; text: string }>;
}

export function resourceHandlers(deps: McpServerDependencies): ResourceHandlers {
  const { language, extras } = deps;
  const readers = [...(extras?.readers ?? []), DATA_DICTIONARY_READER, ...OPERATION_READERS];
  const context: ReadContext = {
    run: async (operationId, args) => {
      await deps.beforeCall?.();
      return deps.pipeline.run(toPipelineRequest(operationId, args, deps.links, randomUUID(), language));
    },
    served: deps.served,
    language,
  };
  let listed: Resource[] | undefined;

  return {
    readers,
    list(cursor) {
      listed ??= [...listedResources(), ...(extras?.listed ?? [])];
      const { items, nextCursor } = page(listed, cursor, language);
      return { resources: items, ...(nextCursor ? { nextCursor } : {}) };
    },
    templates(cursor) {
      const templates = readers.flatMap((reader) => advertisedTemplate(reader) ?? []);
      const { items, nextCursor } = page(templates, cursor, language);
      return { resourceTemplates: items, ...(nextCursor ? { nextCursor } : {}) };
    },
    async read(uri) {
      for (const reader of readers) {
        const variables = matchUri(reader, uri);
        if (variables === null) continue;
        try {
          await deps.beforeCall?.();
          return { uri, mimeType: reader.mimeType, text: await reader.read(variables, context) };
        } catch (error) {
          if (error instanceof RpcError) throw error;
          if (error instanceof ApiProblem) throw resourceError(error, language);
          deps.logger.error({ uri, err: error }, 'unexpected error reading an MCP resource');
          throw internalError(PROBLEM_DETAILS.internalError, language);
        }
      }
      throw new RpcError(
        RPC_CODES.RESOURCE_NOT_FOUND,
        'RESOURCE_NOT_FOUND',
        PROBLEM_DETAILS.mcpNoSuchResource(shownValue(uri)),
        language,
      );
    },
  };
}

export const readResult = (contents: { uri: string; mimeType: string; text: string }): ReadResourceResult => ({
  contents: [contents],
});
