// The count behind the monthly budget: one counter per Madrid month, incremented atomically, so any number of
// processes sharing one counter (the primary of the workers, or Redis) grant exactly the budget between them.

export interface BudgetCounter {
  /**
   * Adds one to the counter of `month` (e.g. "2026-11") and returns its new value; the counter may be dropped `ttlMs`
   * after its first query (relative, so the service's clock decides, not the store's).
   */
  increment(month: string, ttlMs: number): Promise<number>;
}

/** This process's counter: only the latest month is kept (a clock stepping back counts into it). */
export class MemoryBudgetCounter implements BudgetCounter {
  private month = '';
  private count = 0;

  async increment(month: string): Promise<number> {
    if (month > this.month) {
      this.month = month;
      this.count = 0;
    }
    this.count += 1;
    return this.count;
  }
}
