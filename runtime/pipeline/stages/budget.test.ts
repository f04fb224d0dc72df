import { describe, expect, it } from 'vitest';
import { pipelineRequest } from '../../../test/support/pipeline-requests.js';
import { MonthlyQueryBudget } from '../../budget/query-budget.js';
import type { CachedResponse } from '../../cache/response-cache.js';
import { spendBudget } from './budget.js';

const now = new Date('2026-08-22T14:00:00Z');
const moment = { request: pipelineRequest('getPrices'), now };
const earlierCopy = { etag: 'W/"earlier"' } as CachedResponse;
const cacheHolding = (entry?: CachedResponse) => ({ peek: () => entry });

describe('stage 6: budget', () => {
  it('lets a computation go on within the budget, and always without one', async () => {
    await expect(spendBudget(new MonthlyQueryBudget(1), cacheHolding(), moment, 'k')).resolves.toBeNull();
    await expect(spendBudget(new MonthlyQueryBudget(null), cacheHolding(), moment, 'k')).resolves.toBeNull();
  });

  it('past the budget, serves the earlier copy, else refuses 503 until the month ends', async () => {
    const budget = new MonthlyQueryBudget(0);
    await expect(spendBudget(budget, cacheHolding(earlierCopy), moment, 'k')).resolves.toBe(earlierCopy);
    await expect(spendBudget(budget, cacheHolding(), moment, 'k')).rejects.toMatchObject({
      status: 503,
      code: 'TEMPORARILY_UNAVAILABLE',
      headers: { 'Retry-After': expect.any(String) },
    });
  });

  it('never counts an operation exempt from it (x-budget: exempt)', async () => {
    const status = { request: pipelineRequest('getStatus'), now };
    await expect(spendBudget(new MonthlyQueryBudget(0), cacheHolding(), status, 'k')).resolves.toBeNull();
  });
});
