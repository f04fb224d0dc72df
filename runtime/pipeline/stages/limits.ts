// Stage 2, limits: the client counted against every policy of the operation's rate class (x-rate-class), before its
// body is read or its query checked, so a refused request costs next to nothing.
import { ApiProblem } from '../../../core/problem.js';
import { policiesFor, policyHeader, type RateLimiter } from '../../limits/rate-limit.js';
import type { PipelineRequest, Standing } from '../pipeline-request.js';

/**
 * The client's standing after this request (RateLimit and RateLimit-Policy), at once when the limiter's store decides
 * at once; throws 429 RATE_LIMITED with it when a policy refuses. A request whose transport counted it already
 * (clientKey null) is not counted again: its answer names the policies alone.
 */
export function countClient(
  limiter: Pick<RateLimiter, 'check'>,
  request: Pick<PipelineRequest, 'operation' | 'clientKey'>,
  nowMs: number,
): Standing | Promise<Standing> {
  const policies = policiesFor(request.operation.rateClass);
  if (request.clientKey === null) return { 'RateLimit-Policy': policyHeader(policies) };
  return limiter.check(request.clientKey, policies, nowMs);
}

/** A problem met by a counted request, with the client's standing added to its headers (its own win). */
export function withStanding(error: unknown, standing: Standing): unknown {
  return error instanceof ApiProblem
    ? new ApiProblem(error.code, error.detail, { ...standing, ...error.headers }, error.extensions)
    : error;
}

/**
 * What `answer` gives, at once or through its promise, with the standing added to any problem it throws or rejects
 * with: every later stage's refusal says where the client stands.
 */
export function keepingStanding<T>(standing: Standing, answer: () => T | Promise<T>): T | Promise<T> {
  try {
    const answered = answer();
    return answered instanceof Promise
      ? answered.catch((error: unknown) => {
          throw withStanding(error, standing);
        })
      : answered;
  } catch (error) {
    throw withStanding(error, standing);
  }
}
