// Stage 6, budget: an answer the cache could not give is computed only within the monthly budget (MONTHLY_QUERY_BUDGET;
// x-budget: exempt operations never count). Past it, an earlier copy, even expired, beats no answer.
import type { MonthlyQueryBudget } from '../../budget/query-budget.js';
import type { CachedResponse, ResponseCache } from '../../cache/response-cache.js';
import type { RequestMoment } from '../pipeline-request.js';

/**
 * Counts a computation against the budget: null when it may go on; past the budget the earlier copy to serve
 * instead, or the 503 thrown when there is none.
 */
export async function spendBudget(
  budget: Pick<MonthlyQueryBudget, 'tryConsumeFor' | 'spentProblem'>,
  cache: Pick<ResponseCache, 'peek'>,
  moment: Pick<RequestMoment, 'request' | 'now'>,
  key: string,
): Promise<CachedResponse | null> {
  if (await budget.tryConsumeFor(moment.request.operation, moment.now)) return null;
  const earlier = cache.peek(key);
  if (!earlier) throw budget.spentProblem(moment.now);
  return earlier;
}
