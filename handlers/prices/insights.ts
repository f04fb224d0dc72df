// GET /v1/insights: is it a good price? One fuel's weekday effect, trend, spread and brands in Spain or a territory,
// and whether to fill up now or wait, with the rule's backtest; every figure as openapi.yaml (InsightsData) defines it.
import { addDays, MAX_HISTORY_DAYS } from '../../core/calendar.js';
import { unitOf } from '../../core/model.js';
import { percent2 } from '../../core/rounding.js';
import type { AreaRef, Dataset } from '../../store/dataset.js';
import { dateOfDay, dayNumber } from '../../store/history-days.js';
import { resolveArea } from '../history/history-shared.js';
import { currentDataset } from '../shared/current-dataset.js';
import type { Handler, Schemas } from '../shared/types.js';
import { evidenceOf } from './advice-texts.js';
import { adviceOn } from './fill-advice.js';
import { brandMeans, spreadOf } from './price-spread.js';
import { type DailyMeans, WEEKDAYS, type WeekdayName, weekdayEffect, weekdayOf } from './weekday-effect.js';

type Data = Schemas['InsightsData'];

const dateOrNull = (day: number | null): string | null => (day === null ? null : dateOfDay(day));
/** Thousandths and ten-thousandths of a euro as the euros they are. */
const euros3 = (thousandths: number | null): number | null => (thousandths === null ? null : thousandths / 1000);
const euros4 = (tenThousandths: number | null): number | null =>
  tenThousandths === null ? null : tenThousandths / 10_000;

/** How far before the day compared with the trend may look for a day with a mean. */
const TREND_LOOKBACK_DAYS = 3;

/** The area's daily means of the window, in thousandths, by day number. */
async function dailyMeans(dataset: Dataset, fuel: Data['fuel'], ref: AreaRef, from: string): Promise<DailyMeans> {
  const aggregates = await dataset.dailyAggregates(fuel, ref, from, dataset.sourceDate);
  return new Map(aggregates.map((day) => [dayNumber(day.date), Math.round(day.average * 1000)]));
}

function change(means: DailyMeans, today: number, daysBefore: number): Data['trend']['change_7d'] {
  const mean = means.get(today);
  if (mean === undefined) return null;
  for (let day = today - daysBefore; day >= today - daysBefore - TREND_LOOKBACK_DAYS; day--) {
    const then = means.get(day);
    if (then === undefined) continue;
    return {
      compared_with: dateOfDay(day),
      mean: then / 1000,
      change: (mean - then) / 1000,
      change_pct: percent2(((mean - then) / then) * 100),
    };
  }
  return null;
}

export const getPriceInsights: Handler<'getPriceInsights'> = async ({ query }, context) => {
  const dataset = currentDataset(context);
  const { ref, area } = resolveArea(dataset, context, query.level, query.code);
  const { fuel } = query;
  const unit = unitOf(fuel);
  const from = addDays(dataset.sourceDate, 1 - MAX_HISTORY_DAYS);
  const [firstDay, today] = [dayNumber(from), dayNumber(dataset.sourceDate)];
  const means = await dailyMeans(dataset, fuel, ref, from);

  const effect = weekdayEffect(means, firstDay, today);
  const advice = adviceOn(means, firstDay, today);
  const { rule, backtest } = advice;
  const waitDay = advice.action === 'wait_until' ? today + (rule.waitDays as number) : null;
  const bestWeekday = rule.bestWeekday === null ? null : WEEKDAYS[rule.bestWeekday];
  const evidence = evidenceOf(advice, WEEKDAYS[weekdayOf(today)] as WeekdayName, bestWeekday ?? null, unit);
  const distribution = dataset.priceDistribution(fuel, ref);
  const spread = spreadOf(distribution);
  return {
    data: {
      area,
      fuel,
      unit,
      currency: 'EUR',
      date: dataset.sourceDate,
      window: { from, to: dataset.sourceDate, days_with_mean: means.size },
      weekday_effect: {
        weeks: effect.weeks,
        from: dateOrNull(effect.fromDay),
        to: dateOrNull(effect.toDay),
        days: WEEKDAYS.map((weekday, i) => ({ weekday, effect: euros4(effect.effects[i] ?? null) })),
        cheapest_weekday: effect.cheapest === null ? null : (WEEKDAYS[effect.cheapest] ?? null),
      },
      trend: {
        mean: euros3(means.get(today) ?? null),
        change_7d: change(means, today, 7),
        change_28d: change(means, today, 28),
      },
      spread: {
        stations: spread.stations,
        mean: dataset.priceStats(fuel, ref)?.average ?? null,
        p10: euros3(spread.p10),
        p50: euros3(spread.p50),
        p90: euros3(spread.p90),
      },
      brands: brandMeans(distribution).map((brand) => ({
        slug: brand.slug,
        name: dataset.brands.bySlug.get(brand.slug)?.name ?? brand.slug,
        stations: brand.stations,
        mean: brand.mean / 1000,
        premium: brand.premium / 1000,
      })),
      advice: {
        action: advice.action,
        reason: advice.reason,
        weekday: waitDay === null ? null : (WEEKDAYS[weekdayOf(waitDay)] ?? null),
        date: dateOrNull(waitDay),
        expected_saving: euros4(rule.expectedSaving),
        evidence: evidence[context.language],
        backtest: {
          days: backtest.days,
          wait_days: backtest.waitDays,
          mean_saving: euros4(backtest.meanSaving),
          not_worse_pct: backtest.notWorsePct,
          from: dateOrNull(backtest.fromDay),
          to: dateOrNull(backtest.toDay),
        },
      },
    },
    webUrl: area.web_url,
  };
};
