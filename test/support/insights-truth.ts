// GET /v1/insights (issue 41) recomputed for the tests as openapi.yaml words it (InsightsData and its parts), from an
// area's daily means and today's prices, by calendar dates and plain floating-point arithmetic: none of the whole-number
// arithmetic of the code under test. Amounts are euros.
import { roundHalfAway } from './price-context-truth.js';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 for Monday. */
const weekdayIndex = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The full weeks (their seven dates, Monday first) between `first` and `last`, the latest 12, latest first. */
function fullWeeks(means: ReadonlyMap<string, number>, first: string, last: string): string[][] {
  const weeks: string[][] = [];
  let sunday = last;
  while (weekdayIndex(sunday) !== 6) sunday = shift(sunday, -1);
  for (; shift(sunday, -6) >= first && weeks.length < 12; sunday = shift(sunday, -7)) {
    const dates = Array.from({ length: 7 }, (_, i) => shift(sunday, i - 6));
    if (dates.every((date) => means.has(date))) weeks.push(dates);
  }
  return weeks;
}

function effectOf(means: ReadonlyMap<string, number>, first: string, last: string) {
  const weeks = fullWeeks(means, first, last);
  const effects = WEEKDAYS.map((_, day) => {
    if (weeks.length === 0) return null;
    const deviations = weeks.map((dates) => {
      const values = dates.map((date) => means.get(date) as number);
      return (values[day] as number) - values.reduce((a, b) => a + b, 0) / 7;
    });
    return roundHalfAway(deviations.reduce((a, b) => a + b, 0) / weeks.length, 4);
  });
  const lowest = weeks.length === 0 ? null : Math.min(...(effects as number[]));
  return {
    weeks: weeks.length,
    from: weeks.at(-1)?.[0] ?? null,
    to: weeks[0]?.[6] ?? null,
    effects,
    cheapest: lowest === null ? null : WEEKDAYS[effects.indexOf(lowest)],
  };
}

/** The rule of FillAdvice on `day`, given only the means up to it. */
function ruleOn(known: ReadonlyMap<string, number>, first: string, day: string) {
  const effect = effectOf(known, first, day);
  if (!known.has(day)) return { reason: 'no_data', wait: null, saving: null, weeks: effect.weeks };
  if (effect.weeks < 4) return { reason: 'not_enough_weeks', wait: null, saving: null, weeks: effect.weeks };
  const today = effect.effects[weekdayIndex(day)] as number;
  let best = { ahead: 0, saving: -Infinity };
  for (let ahead = 1; ahead <= 6; ahead++) {
    const saving = roundHalfAway(today - (effect.effects[weekdayIndex(shift(day, ahead))] as number), 4);
    if (saving > best.saving) best = { ahead, saving };
  }
  const reason =
    best.saving >= 0.005 ? 'wait_for_cheaper_day' : best.saving <= 0 ? 'today_cheapest' : 'saving_too_small';
  return {
    reason,
    wait: reason === 'wait_for_cheaper_day' ? best.ahead : null,
    saving: best.saving,
    weeks: effect.weeks,
  };
}

/** Quantile by linear interpolation between closest ranks (numpy's default), rounded to three decimals. */
function quantile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h + 1e-9);
  const below = sorted[low] as number;
  const above = sorted[Math.min(low + 1, sorted.length - 1)] as number;
  return roundHalfAway(below + (h - low) * (above - below), 3);
}

export interface InsightsInput {
  /** The data's date. */
  today: string;
  /** The area's daily means (three decimals) by date, as the history's aggregates hold them. */
  means: ReadonlyMap<string, number>;
  /** Today's price of the fuel at each of the area's public stations, with its brand's slug. */
  stations: readonly { price: number; brand: string }[];
}

/** The numbers of InsightsData (no texts, names or links): what the answer must hold. */
export function insightsTruth({ today, means, stations }: InsightsInput) {
  const first = shift(today, -89);
  const inWindow = new Map([...means].filter(([date]) => date >= first && date <= today));
  const effect = effectOf(inWindow, first, today);
  const change = (days: number) => {
    const now = inWindow.get(today);
    for (let back = 0; back <= 3 && now !== undefined; back++) {
      const date = shift(today, -days - back);
      const then = inWindow.get(date);
      if (then === undefined) continue;
      return {
        compared_with: date,
        mean: then,
        change: roundHalfAway(now - then, 3),
        change_pct: roundHalfAway(((now - then) / then) * 100, 2),
      };
    }
    return null;
  };
  // The backtest: each day decided with the means up to it only (the map handed to the rule holds nothing later).
  const savings: { day: string; saving: number; waited: boolean }[] = [];
  for (let day = first; day <= today; day = shift(day, 1)) {
    const known = new Map([...inWindow].filter(([date]) => date <= day));
    const rule = ruleOn(known, first, day);
    if (rule.reason === 'no_data' || rule.reason === 'not_enough_weeks') continue;
    if (rule.wait === null) {
      savings.push({ day, saving: 0, waited: false });
      continue;
    }
    const until = shift(day, rule.wait);
    const then = inWindow.get(until);
    if (until > today || then === undefined) continue;
    savings.push({ day, saving: (inWindow.get(day) as number) - then, waited: true });
  }
  const n = savings.length;
  const meanSaving = n === 0 ? null : roundHalfAway(savings.reduce((a, s) => a + s.saving, 0) / n, 4);
  const backtest = {
    days: n,
    wait_days: savings.filter((s) => s.waited).length,
    mean_saving: meanSaving,
    not_worse_pct: n === 0 ? null : roundHalfAway((savings.filter((s) => s.saving >= -1e-9).length * 100) / n, 1),
    from: savings[0]?.day ?? null,
    to: savings.at(-1)?.day ?? null,
  };
  const rule = ruleOn(inWindow, first, today);
  const waits = rule.wait !== null && meanSaving !== null && meanSaving > 0;
  const prices = stations.map((s) => s.price).sort((a, b) => a - b);
  const total = prices.reduce((a, b) => a + b, 0);
  const brands = new Map<string, number[]>();
  for (const s of stations) brands.set(s.brand, [...(brands.get(s.brand) ?? []), s.price]);
  return {
    date: today,
    window: { from: first, to: today, days_with_mean: inWindow.size },
    weekday_effect: {
      weeks: effect.weeks,
      from: effect.from,
      to: effect.to,
      days: WEEKDAYS.map((weekday, i) => ({ weekday, effect: effect.effects[i] })),
      cheapest_weekday: effect.cheapest,
    },
    trend: { mean: inWindow.get(today) ?? null, change_7d: change(7), change_28d: change(28) },
    spread: {
      stations: prices.length,
      mean: prices.length === 0 ? null : roundHalfAway(total / prices.length, 3),
      p10: quantile(prices, 0.1),
      p50: quantile(prices, 0.5),
      p90: quantile(prices, 0.9),
    },
    brands: [...brands]
      .filter(([, own]) => own.length >= 5)
      .map(([slug, own]) => {
        const mean = own.reduce((a, b) => a + b, 0) / own.length;
        return {
          slug,
          stations: own.length,
          mean: roundHalfAway(mean, 3),
          premium: roundHalfAway(mean - total / prices.length, 3),
        };
      })
      .sort((a, b) => a.premium - b.premium || (a.slug < b.slug ? -1 : 1)),
    advice: {
      action: waits ? 'wait_until' : 'fill_now',
      reason: rule.wait !== null && !waits ? 'backtest_not_positive' : rule.reason,
      weekday: waits ? WEEKDAYS[weekdayIndex(shift(today, rule.wait as number))] : null,
      date: waits ? shift(today, rule.wait as number) : null,
      expected_saving: rule.saving,
      backtest,
    },
  };
}
