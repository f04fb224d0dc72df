import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('reads the monthly query budget as a positive whole number, none when unset', () => {
    expect(loadConfig({}).monthlyQueryBudget).toBeNull();
    expect(loadConfig({ MONTHLY_QUERY_BUDGET: '' }).monthlyQueryBudget).toBeNull();
    expect(loadConfig({ MONTHLY_QUERY_BUDGET: '2000000' }).monthlyQueryBudget).toBe(2_000_000);
    for (const wrong of ['0', '-5', '1.5', 'lots']) {
      expect(() => loadConfig({ MONTHLY_QUERY_BUDGET: wrong }), wrong).toThrow(/MONTHLY_QUERY_BUDGET/);
    }
  });

  it('reads the switched-off operations as a comma-separated list', () => {
    expect([...loadConfig({ DISABLED_ENDPOINTS: ' getPrices, listRoutes ,' }).disabledOperations]).toEqual([
      'getPrices',
      'listRoutes',
    ]);
  });
});
