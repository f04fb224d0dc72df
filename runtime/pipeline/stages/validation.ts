// Stage 4, validation: the request held to openapi.yaml's rules (compiled at start), a query string as received or a
// transport's typed arguments, a POST's body once read. A GET the cache answered is likely to be asked again: its
// validated input and cache key are remembered (one-off questions never pay for remembering), bounded, and frozen so
// that no handler can change what a later request receives.
import { cacheKey } from '../../cache/response-cache.js';
import type { RequestValidator, ValidatedInput } from '../../validation/request-validator.js';
import type { PipelineRequest } from '../pipeline-request.js';

/** GET requests whose validated input is remembered (about 200 bytes each). */
export const RECENT_GETS = 4096;

export interface Validated {
  input: ValidatedInput;
  /** The normalised request, in the order of the operation's parameter names: the cache key without the origin. */
  requestKey: string;
  /** A GET as received (path and query string, or typed arguments), under which its validation may be remembered. */
  asked?: string;
}

export interface ValidationStage {
  /** A GET's query checked, or its validation remembered from an earlier asking; throws the ApiProblem of a bad one. */
  get(request: PipelineRequest): Validated;
  /** A POST's query and body checked. */
  post(request: PipelineRequest, body: unknown): Validated;
  /** Remembers a GET's validation: called once the cache has answered it. */
  remember(validated: Validated): void;
}

type Validator = Pick<RequestValidator, 'validate' | 'sortedQueryNames'>;

export function createValidationStage(validator: Validator, capacity = RECENT_GETS): ValidationStage {
  const recentGets = new Map<string, Validated>();
  const requestKeyOf = (request: PipelineRequest, input: ValidatedInput): string =>
    cacheKey(request.path, input.query, validator.sortedQueryNames(request.operation.operationId));

  return {
    get(request) {
      const { query } = request;
      // A query string as received, or typed arguments (JSON scalars) by their JSON after a '#', which no request
      // path carries: the same arguments, in the same order, are the same question.
      const asked = typeof query === 'string' ? `${request.path}?${query}` : `${request.path}#${JSON.stringify(query)}`;
      const known = recentGets.get(asked);
      if (known) return known;
      const input = validator.validate(
        request.operation.operationId,
        { path: request.path, query },
        request.pathParams,
      );
      return { input, requestKey: requestKeyOf(request, input), asked };
    },
    post(request, body) {
      const { operation, path, query, pathParams } = request;
      const input = validator.validate(operation.operationId, { path, query, body }, pathParams);
      return { input, requestKey: requestKeyOf(request, input) };
    },
    remember(validated) {
      if (validated.asked === undefined || recentGets.has(validated.asked)) return;
      if (recentGets.size >= capacity) recentGets.clear();
      recentGets.set(validated.asked, { input: freezeInput(validated.input), requestKey: validated.requestKey });
    },
  };
}

/** A GET's validated input holds scalars only: freezing its three objects makes all of it read-only. */
function freezeInput(input: ValidatedInput): ValidatedInput {
  Object.freeze(input.query);
  Object.freeze(input.path);
  return Object.freeze(input);
}
