// The monthly query budget: how many answers the service computes from its data per calendar month (Madrid time).
// Past it, cached answers are still served (stale when expired) and anything else is 503 TEMPORARILY_UNAVAILABLE.

import { madridFields, madridToUtc } from '../core/clock.js';
import { ApiProblem } from '../core/problem.js';
import type { OperationId } from '../generated/operations.js';

/** The service's description of itself answers even when the budget is spent (the spec names /v1/status). */
const OUTSIDE_THE_BUDGET: ReadonlySet<OperationId> = new Set(['getIndex', 'getOpenApi', 'getStatus']);

/** Retry-After while the budget is spent: the month's end, but at most an hour (the operator may raise it). */
const MAX_RETRY_AFTER_SECONDS = 3600;

export class MonthlyQueryBudget {
  private spent = 0;
  private monthEndsAtMs = Number.NEGATIVE_INFINITY;

  /** @param limit queries per month; null for no limit. */
  constructor(readonly limit: number | null) {}

  /** Takes one query from this month's budget if the operation needs one; false when the budget is spent. */
  tryConsumeFor(operationId: OperationId, now: Date): boolean {
    if (this.limit === null || OUTSIDE_THE_BUDGET.has(operationId)) return true;
    this.startMonthIfOver(now);
    if (this.spent >= this.limit) return false;
    this.spent += 1;
    return true;
  }

  /** The answer when the budget is spent and no earlier answer can be served. */
  spentProblem(now: Date): ApiProblem {
    const secondsToReset = Math.ceil((this.monthEndsAtMs - now.getTime()) / 1000);
    return new ApiProblem(
      'TEMPORARILY_UNAVAILABLE',
      "This month's query budget is spent and no earlier answer is kept",
      {
        'Retry-After': String(Math.max(1, Math.min(secondsToReset, MAX_RETRY_AFTER_SECONDS))),
      },
    );
  }

  private startMonthIfOver(now: Date): void {
    if (now.getTime() < this.monthEndsAtMs) return;
    const { year, month } = madridFields(now);
    this.monthEndsAtMs = madridToUtc(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1).getTime();
    this.spent = 0;
  }
}
