// Fill up now or wait for a cheaper weekday (openapi.yaml, FillAdvice): the rule, run on a day with only the means of
// the days up to it, and its backtest over the window. Amounts in whole ten-thousandths of a euro per unit.
import { roundTo } from '../../core/rounding.js';
import { type DailyMeans, roundedDivision, weekdayEffect, weekdayOf } from './weekday-effect.js';

/** Full weeks the rule needs before it may advise waiting. */
export const MIN_WEEKS = 4;
/** The smallest expected saving worth a wait: 0.005 € per unit, in ten-thousandths. */
export const MIN_SAVING = 50;
/** How far ahead the rule looks: the next six days, each weekday once. */
const HORIZON_DAYS = 6;

export type AdviceReason =
  | 'wait_for_cheaper_day'
  | 'today_cheapest'
  | 'saving_too_small'
  | 'backtest_not_positive'
  | 'not_enough_weeks'
  | 'no_data';

export interface RuleOutcome {
  reason: Exclude<AdviceReason, 'backtest_not_positive'>;
  /** Days from the day decided on to the day to wait for (1–6); null to fill now. */
  waitDays: number | null;
  /** The best saving of waiting, ten-thousandths; null without enough weeks or without a mean. */
  expectedSaving: number | null;
  /** The weekday the best saving waits for (0 = Monday), even when the rule fills now; null without a saving. */
  bestWeekday: number | null;
  /** Full weeks the weekday effect was measured on. */
  weeks: number;
}

/** The rule on day `day`, from the means of the window's days up to it (`firstDay` opens the window). */
export function ruleOn(means: DailyMeans, firstDay: number, day: number): RuleOutcome {
  const effect = weekdayEffect(means, firstDay, day);
  const none = { waitDays: null, expectedSaving: null, bestWeekday: null, weeks: effect.weeks };
  if (!means.has(day)) return { reason: 'no_data', ...none };
  if (effect.weeks < MIN_WEEKS) return { reason: 'not_enough_weeks', ...none };
  const today = effect.effects[weekdayOf(day)] as number;
  let best = { ahead: 0, saving: Number.NEGATIVE_INFINITY };
  for (let ahead = 1; ahead <= HORIZON_DAYS; ahead++) {
    const saving = today - (effect.effects[weekdayOf(day + ahead)] as number);
    if (saving > best.saving) best = { ahead, saving };
  }
  const outcome = { expectedSaving: best.saving, bestWeekday: weekdayOf(day + best.ahead), weeks: effect.weeks };
  if (best.saving >= MIN_SAVING) return { reason: 'wait_for_cheaper_day', waitDays: best.ahead, ...outcome };
  return { reason: best.saving <= 0 ? 'today_cheapest' : 'saving_too_small', waitDays: null, ...outcome };
}

export interface Backtest {
  days: number;
  waitDays: number;
  /** Ten-thousandths of a euro per unit, rounded; null when no day counts. */
  meanSaving: number | null;
  notWorsePct: number | null;
  fromDay: number | null;
  toDay: number | null;
}

/**
 * The rule on every day from `firstDay` to `lastDay` that has a mean and enough full weeks before it, each against
 * filling up that day; a wait whose day is after `lastDay` or has no mean is not counted.
 */
export function backtest(means: DailyMeans, firstDay: number, lastDay: number): Backtest {
  let [days, waitDays, notWorse, total] = [0, 0, 0, 0];
  let fromDay: number | null = null;
  let toDay: number | null = null;
  for (let day = firstDay; day <= lastDay; day++) {
    const rule = ruleOn(means, firstDay, day);
    if (rule.reason === 'no_data' || rule.reason === 'not_enough_weeks') continue;
    let saving = 0;
    if (rule.waitDays !== null) {
      const until = means.get(day + rule.waitDays);
      if (day + rule.waitDays > lastDay || until === undefined) continue;
      saving = (means.get(day) as number) - until;
      waitDays++;
    }
    days++;
    total += saving;
    if (saving >= 0) notWorse++;
    fromDay ??= day;
    toDay = day;
  }
  if (days === 0) return { days, waitDays, meanSaving: null, notWorsePct: null, fromDay, toDay };
  // The savings are thousandths: × 10 to ten-thousandths.
  return {
    days,
    waitDays,
    meanSaving: roundedDivision(total * 10, days),
    notWorsePct: roundTo((notWorse * 100) / days, 1),
    fromDay,
    toDay,
  };
}

export interface Advice {
  action: 'fill_now' | 'wait_until';
  reason: AdviceReason;
  rule: RuleOutcome;
  backtest: Backtest;
}

/** Today's advice: the rule on `lastDay`, a wait kept only when its backtest's mean saving is positive. */
export function adviceOn(means: DailyMeans, firstDay: number, lastDay: number): Advice {
  const rule = ruleOn(means, firstDay, lastDay);
  const tested = backtest(means, firstDay, lastDay);
  if (rule.waitDays === null) return { action: 'fill_now', reason: rule.reason, rule, backtest: tested };
  if (tested.meanSaving === null || tested.meanSaving <= 0) {
    return { action: 'fill_now', reason: 'backtest_not_positive', rule, backtest: tested };
  }
  return { action: 'wait_until', reason: rule.reason, rule, backtest: tested };
}
