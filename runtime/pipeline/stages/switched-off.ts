// Stage 1, switched off: an operation DISABLED_ENDPOINTS names (or every one, with `*`) is refused before anything
// else, the client not even counted.
import { ApiProblem } from '../../../core/problem.js';
import { PROBLEM_DETAILS } from '../../../core/problem-details.js';
import type { Operation } from '../../../generated/operations.js';

/** Throws 503 ENDPOINT_DISABLED, to be asked again in an hour, when the operation is switched off. */
export function assertSwitchedOn(operation: Operation, disabled: ReadonlySet<string>): void {
  if (disabled.has('*') || disabled.has(operation.operationId)) {
    throw new ApiProblem('ENDPOINT_DISABLED', PROBLEM_DETAILS.switchedOff(operation.path), { 'Retry-After': '3600' });
  }
}
