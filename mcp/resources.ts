// resources/list, resources/templates/list and resources/read: every read through the pipeline (or, for the data
// dictionary, from the snapshot's files), a URI that names nothing -32002 with a sentence saying where to look.
import { randomUUID } from 'node:crypto';
import type {
  ListResourcesResult,
  ListResourceTemplatesResult,
  ReadResourceResult,
  Resource,
} from '@modelcontextprotocol/sdk/types.js';
import type { Language } from '../core/language.js';
import { ApiProblem } from '../core/problem.js';
import { PROBLEM_DETAILS } from '../core/problem-details.js';
import { DATA_DICTIONARY_READER } from './data-dictionary.js';
import type { McpAsker, McpServices } from './mcp-services.js';
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
import { shownValue } from './shown-value.js';
import { toPipelineRequest } from './tool-arguments.js';

export interface ResourceHandlers {
  /** Every reader, the extras' first: for completion of a template's variables too. */
  readers: readonly ResourceReader[];
  list(cursor: string | undefined, language: Language): ListResourcesResult;
  templates(cursor: string | undefined, language: Language): ListResourceTemplatesResult;
  /** One resource's contents; throws an RpcError. */
  read(uri: string, asker: McpAsker): Promise<{ uri: string; mimeType: string; text: string }>;
}

/** The resources, built once per process: the readers, the listed resources and the templates. */
export function resourceHandlers(services: McpServices): ResourceHandlers {
  const { extras } = services;
  const readers = [...(extras?.readers ?? []), DATA_DICTIONARY_READER, ...OPERATION_READERS];
  const templates = readers.flatMap((reader) => advertisedTemplate(reader) ?? []);
  let listed: Resource[] | undefined;

  /** What a reader is given for one request: the pipeline in the request's language, with its links. */
  const contextOf = ({ links, language, requestId }: McpAsker): ReadContext => ({
    run: async (operationId, args) => {
      await services.beforeCall?.();
      return services.pipeline.run(toPipelineRequest(operationId, args, links, requestId ?? randomUUID(), language));
    },
    served: services.served,
    language,
  });

  return {
    readers,
    list(cursor, language) {
      listed ??= [...listedResources(), ...(extras?.listed ?? [])];
      const { items, nextCursor } = page(listed, cursor, language);
      return { resources: items, ...(nextCursor ? { nextCursor } : {}) };
    },
    templates(cursor, language) {
      const { items, nextCursor } = page(templates, cursor, language);
      return { resourceTemplates: items, ...(nextCursor ? { nextCursor } : {}) };
    },
    async read(uri, asker) {
      const { language } = asker;
      for (const reader of readers) {
        const variables = matchUri(reader, uri);
        if (variables === null) continue;
        try {
          await services.beforeCall?.();
          return { uri, mimeType: reader.mimeType, text: await reader.read(variables, contextOf(asker)) };
        } catch (error) {
          if (error instanceof RpcError) throw error;
          if (error instanceof ApiProblem) throw resourceError(error, language);
          services.logger.error({ uri, err: error }, 'unexpected error reading an MCP resource');
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
