// The monthly query budget: how many answers the service computes from its data per calendar month (Madrid time).
// Past it, cached answers are still served (stale when expired) and anything else is 503 TEMPORARILY_UNAVAILABLE.
// The count lives in a BudgetCounter: this process's, the workers' primary's, or Redis's, shared by every instance.

import { madridFields, madridToUtc } from '../../core/clock.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import type { Operation } from '../../generated/operations.js';
import { type BudgetCounter, MemoryBudgetCounter } from './budget-counter.js';

/** Retry-After while the budget is spent: the month's end, but at most an hour (the operator may raise it). */
const MAX_RETRY_AFTER_SECONDS = 3600;

/** A shared month's counter outlives the month by a day, so instances whose clocks differ a little still agree. */
const COUNTER_GRACE_MS = 24 * 3600 * 1000;

interface MadridMonth {
  /** "2026-11" */
  month: string;
  startsAtMs: number;
  endsAtMs: number;
}

/** The Madrid month `now` falls in and when it starts and ends. */
export function madridMonth(now: Date): MadridMonth {
  const { year, month } = madridFields(now);
  return {
    month: `${year}-${String(month).padStart(2, '0')}`,
    startsAtMs: madridToUtc(year, month, 1).getTime(),
    endsAtMs: madridToUtc(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1).getTime(),
  };
}

export class MonthlyQueryBudget {
  /** The month of the last query: reading the Madrid calendar costs more than the rest of a query's accounting. */
  private current: MadridMonth = { month: '', startsAtMs: 0, endsAtMs: 0 };

  /** @param limit queries per month; null for no limit. */
  constructor(
    readonly limit: number | null,
    private readonly counter: BudgetCounter = new MemoryBudgetCounter(),
  ) {}

  /**
   * Takes one query from this month's budget if the operation counts against it (openapi.yaml's `x-budget: exempt`
   * says it does not: the service's description of itself answers even when the budget is spent); false when spent.
   */
  async tryConsumeFor(operation: Pick<Operation, 'countsAgainstBudget'>, now: Date): Promise<boolean> {
    if (this.limit === null || !operation.countsAgainstBudget) return true;
    const { month, endsAtMs } = this.monthOf(now);
    // Refused queries count too: the counter only ever grows past the limit, and the first `limit` pass.
    return (await this.counter.increment(month, endsAtMs + COUNTER_GRACE_MS - now.getTime())) <= this.limit;
  }

  /** The answer when the budget is spent and no earlier answer can be served. */
  spentProblem(now: Date): ApiProblem {
    const secondsToReset = Math.ceil((this.monthOf(now).endsAtMs - now.getTime()) / 1000);
    return new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.budgetSpent, {
      'Retry-After': String(Math.max(1, Math.min(secondsToReset, MAX_RETRY_AFTER_SECONDS))),
    });
  }

  private monthOf(now: Date): MadridMonth {
    const ms = now.getTime();
    if (ms < this.current.startsAtMs || ms >= this.current.endsAtMs) this.current = madridMonth(now);
    return this.current;
  }
}
