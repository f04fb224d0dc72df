import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import { MonthlyQueryBudget } from './query-budget.js';

const operation = (id: OperationId) => OPERATIONS.find((op) => op.operationId === id) as (typeof OPERATIONS)[number];
const PRICES = operation('getPrices');

const at = (iso: string) => new Date(iso);

describe('MonthlyQueryBudget', () => {
  it('takes one query per computed answer until the limit, then refuses', async () => {
    const budget = new MonthlyQueryBudget(3);
    const now = at('2026-11-10T12:00:00Z');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await budget.tryConsumeFor(PRICES, now));
    expect(answers).toEqual([true, true, true, false]);
  });

  it("never counts the service's description of itself (index, OpenAPI document, status: x-budget exempt)", async () => {
    const budget = new MonthlyQueryBudget(1);
    const now = at('2026-11-10T12:00:00Z');
    for (const operationId of ['getIndex', 'getOpenApi', 'getStatus'] as const) {
      expect(await budget.tryConsumeFor(operation(operationId), now)).toBe(true);
    }
    // The one query of the budget is still there.
    expect([await budget.tryConsumeFor(PRICES, now), await budget.tryConsumeFor(PRICES, now)]).toEqual([true, false]);
  });

  it('starts again with the calendar month in Madrid, not in UTC', async () => {
    const budget = new MonthlyQueryBudget(1);
    expect(await budget.tryConsumeFor(PRICES, at('2026-11-30T22:30:00Z'))).toBe(true); // 23:30 on 30 November
    expect(await budget.tryConsumeFor(PRICES, at('2026-11-30T22:59:59Z'))).toBe(false);
    expect(await budget.tryConsumeFor(PRICES, at('2026-11-30T23:00:00Z'))).toBe(true); // 00:00 on 1 December
  });

  it('tells clients to retry when the month ends, but at most after an hour', async () => {
    const budget = new MonthlyQueryBudget(1);
    await budget.tryConsumeFor(PRICES, at('2026-08-05T10:00:00Z'));
    const early = budget.spentProblem(at('2026-08-05T10:00:00Z'));
    expect(early.code).toBe('TEMPORARILY_UNAVAILABLE');
    expect(early.headers['Retry-After']).toBe('3600');
    expect(budget.spentProblem(at('2026-08-31T21:59:30Z')).headers['Retry-After']).toBe('30'); // 23:59:30 in Madrid
  });

  it('has no limit when none is configured', async () => {
    const budget = new MonthlyQueryBudget(null);
    const now = at('2026-11-10T12:00:00Z');
    for (let i = 0; i < 1000; i++) expect(await budget.tryConsumeFor(PRICES, now)).toBe(true);
  });
});
