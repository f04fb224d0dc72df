// Stage 7, handler: the operation's one pure function (handlers/index.ts maps operationId to it) on the dataset being
// served, in the answer's language.
import type { HandlerContext, HandlerResult, OperationHandlers } from '../../../handlers/shared/types.js';
import type { ValidatedInput } from '../../validation/request-validator.js';
import { type PipelineRequest, textLanguage } from '../pipeline-request.js';

/** What the handler context holds for every request; the request gives its links and language. */
export type HandlerServices = Omit<HandlerContext, 'links' | 'language'>;

export interface HandlerOutcome {
  result: HandlerResult<unknown>;
  /** The handler ran before any data was served (it answered from nothing, or refused). */
  withoutData: boolean;
}

/**
 * The handler's result. The dataset it reads stays loaded until it has answered, even if a swap replaces it meanwhile;
 * a problem it throws goes on to the adapter as it is.
 */
export async function runHandler(
  handlers: OperationHandlers,
  services: HandlerServices,
  request: PipelineRequest,
  input: ValidatedInput,
): Promise<HandlerOutcome> {
  const context: HandlerContext = { ...services, links: request.links, language: textLanguage(request) };
  const handler = handlers[request.operation.operationId] as (i: unknown, c: HandlerContext) => unknown;
  const hold = services.store.hold();
  try {
    const result = (await handler(input, context)) as HandlerResult<unknown>;
    return { result, withoutData: hold.dataset === null };
  } finally {
    hold.done();
  }
}
