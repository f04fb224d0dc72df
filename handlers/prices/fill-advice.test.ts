import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../store/history-days.js';
import { adviceOn, backtest, MIN_WEEKS, ruleOn } from './fill-advice.js';
import { percentile } from './price-spread.js';
import { type DailyMeans, roundedDivision, weekdayEffect, weekdayOf } from './weekday-effect.js';

/** Monday 13 July 2026. */
const MONDAY = dayNumber('2026-07-13');

/** Daily means (thousandths) from `first` on, one per day, `pattern` repeating by weekday from a Monday. */
function weeklyMeans(weeks: number, pattern: readonly number[], drift = 0): Map<number, number> {
  const means = new Map<number, number>();
  for (let i = 0; i < weeks * 7; i++) means.set(MONDAY + i, 1800 + (pattern[i % 7] as number) + drift * i);
  return means;
}

describe('the weekday effect', () => {
  it('knows its weekdays: 13 July 2026 was a Monday', () => {
    expect(weekdayOf(MONDAY)).toBe(0);
    expect(weekdayOf(dayNumber('2026-08-22'))).toBe(5);
  });

  it('is each weekday mean minus its week mean, averaged over the full weeks, to four decimals', () => {
    // Monday 7 thousandths below the rest: the week mean is 1 above Monday's level; Monday −6, the others +1.
    const means = weeklyMeans(3, [0, 7, 7, 7, 7, 7, 7]);
    const effect = weekdayEffect(means, MONDAY, MONDAY + 20);
    expect(effect).toEqual({
      weeks: 3,
      fromDay: MONDAY,
      toDay: MONDAY + 20,
      effects: [-60, 10, 10, 10, 10, 10, 10],
      cheapest: 0,
    });
  });

  it('uses only weeks whose seven days all have a mean, within the window, up to 12, the latest', () => {
    const means = weeklyMeans(15, [0, 1, 2, 3, 4, 5, 6]);
    means.delete(MONDAY + 14 * 7 + 3); // the latest week loses a Thursday
    const effect = weekdayEffect(means, MONDAY + 1, MONDAY + 15 * 7 - 1);
    // Of the 15 weeks, the first starts before the window and the last is not full: of the 13 others, the latest 12.
    expect(effect.weeks).toBe(12);
    expect(effect.fromDay).toBe(MONDAY + 14);
    expect(effect.toDay).toBe(MONDAY + 14 * 7 - 1);
    // A week ending after the last day is not full yet.
    expect(weekdayEffect(means, MONDAY, MONDAY + 5).weeks).toBe(0);
    expect(weekdayEffect(means, MONDAY, MONDAY + 5).effects).toEqual([null, null, null, null, null, null, null]);
  });

  it('rounds half away from zero, exactly, and names the earliest weekday on a tie', () => {
    expect(roundedDivision(5, 2)).toBe(3);
    expect(roundedDivision(-5, 2)).toBe(-3);
    expect(roundedDivision(-4, 3)).toBe(-1);
    expect(weekdayEffect(weeklyMeans(1, [0, 0, 7, 7, 7, 7, 7]), MONDAY, MONDAY + 6).cheapest).toBe(0);
  });
});

describe('the advice', () => {
  // Tuesday is 1 cent below the rest.
  const cheapTuesday = [10, 0, 10, 10, 10, 10, 10];

  it('waits for the cheapest weekday ahead when it saves at least half a cent, and says how much', () => {
    const means = weeklyMeans(6, cheapTuesday);
    const saturday = MONDAY + 5 * 7 + 5;
    const rule = ruleOn(means, MONDAY, saturday);
    expect(rule).toMatchObject({ reason: 'wait_for_cheaper_day', waitDays: 3, bestWeekday: 1, weeks: 5 });
    expect(rule.expectedSaving).toBe(100);
  });

  it('fills now on the cheapest weekday, below half a cent, or without enough weeks', () => {
    const means = weeklyMeans(6, cheapTuesday);
    expect(ruleOn(means, MONDAY, MONDAY + 5 * 7 + 1).reason).toBe('today_cheapest');
    const small = weeklyMeans(6, [4, 0, 4, 4, 4, 4, 4]);
    expect(ruleOn(small, MONDAY, MONDAY + 5 * 7 + 5)).toMatchObject({ reason: 'saving_too_small', waitDays: null });
    expect(ruleOn(means, MONDAY, MONDAY + MIN_WEEKS * 7 - 2).reason).toBe('not_enough_weeks');
    expect(ruleOn(means, MONDAY, MONDAY + 100).reason).toBe('no_data');
  });

  it('backtests on every day with enough weeks, counting a wait only when its day is known', () => {
    const means = weeklyMeans(6, cheapTuesday);
    const last = MONDAY + 6 * 7 - 1;
    const tested = backtest(means, MONDAY, last);
    // From the first Sunday with four full weeks behind it (day 27): every day but Tuesday waits for the next Tuesday
    // (1 cent cheaper), Tuesday fills; the waits of days 37 to 41, for day 43, are left out: 10 days, 8 waits.
    expect(tested.fromDay).toBe(MONDAY + 27);
    expect(tested.toDay).toBe(MONDAY + 36);
    expect(tested.days).toBe(10);
    expect(tested.waitDays).toBe(8);
    expect(tested.meanSaving).toBe(80);
    expect(tested.notWorsePct).toBe(100);
  });

  it('keeps a wait only when the backtest saved on average: a drift that eats the pattern gives fill_now', () => {
    const rising = weeklyMeans(8, cheapTuesday, 5);
    const advice = adviceOn(rising, MONDAY, MONDAY + 8 * 7 - 2);
    expect(advice.rule.reason).toBe('wait_for_cheaper_day');
    expect(advice.backtest.meanSaving).toBeLessThanOrEqual(0);
    expect(advice).toMatchObject({ action: 'fill_now', reason: 'backtest_not_positive' });
    const steady = adviceOn(weeklyMeans(8, cheapTuesday), MONDAY, MONDAY + 8 * 7 - 2);
    expect(steady).toMatchObject({ action: 'wait_until', reason: 'wait_for_cheaper_day' });
  });

  it('decides each backtest day from earlier days only: changing what came after never changes it', () => {
    const means = weeklyMeans(8, cheapTuesday, 1);
    const last = MONDAY + 8 * 7 - 1;
    for (let day = MONDAY; day <= last; day++) {
      const poisoned: DailyMeans = new Map([...means].map(([d, m]) => [d, d > day ? m + 500 * ((d * 7) % 3) : m]));
      const truncated: DailyMeans = new Map([...means].filter(([d]) => d <= day));
      expect(ruleOn(poisoned, MONDAY, day)).toEqual(ruleOn(means, MONDAY, day));
      expect(ruleOn(truncated, MONDAY, day)).toEqual(ruleOn(means, MONDAY, day));
    }
  });
});

describe('percentiles', () => {
  it('interpolate linearly between closest ranks, as numpy.percentile does', () => {
    // numpy.percentile([1000, 1100, 1250, 1400], [10, 50, 90]) → [1030, 1175, 1355]
    expect([10, 50, 90].map((p) => percentile([1000, 1100, 1250, 1400], p))).toEqual([1030, 1175, 1355]);
    // numpy.percentile([1459, 1501], 50) → 1480; [1459, 1460], 50 → 1459.5 → rounded 1460
    expect(percentile([1459, 1501], 50)).toBe(1480);
    expect(percentile([1459, 1460], 50)).toBe(1460);
    expect(percentile([1500], 90)).toBe(1500);
    expect(percentile([], 50)).toBeNull();
  });
});
