// Answers the history queries (a station's days, an area's daily aggregates, the month figures of the reports) from the
// daily history held in memory (store/history-days.ts); days are YYYY-MM-DD, ranges inclusive.
import type { PriceKey } from '../core/model.js';
import { Slicer } from '../core/yielding.js';
import type {
  AreaRef,
  BrandPeriodMean,
  DailyAggregate,
  HistoryMonth,
  MonthQueries,
  SpainPeriodStats,
  StationDayPrice,
} from './dataset.js';
import {
  type AggregateDay,
  areaGroupNumber,
  areaGroups,
  dayNumber,
  type HistoryDays,
  indexIn,
  loadHistoryDays,
  type PriceDay,
} from './history-days.js';

export interface HistoryReader {
  dailyAggregates(key: PriceKey, area: AreaRef, from: string, to: string): Promise<DailyAggregate[]>;
  /** Every area's mean on its latest day with data between two dates, keyed `fuel|level|code` (Spain: code es). */
  latestMeans(from: string, to: string): Promise<Map<string, number>>;
  stationHistory(stationId: number, from: string, to: string): Promise<StationDayPrice[]>;
  /** The days of station prices between two dates, as held in memory (for the indexes built at load). */
  priceDays(from: string, to: string): readonly PriceDay[];
  /** Lets go of the history (what a replaced dataset does once no request reads it). */
  close(): void;
}

export interface HistoryReaderOptions {
  /**
   * [station id, brand slug] of the snapshot's stations, so brand statistics use the current brands; a promise lets
   * the history be read while the stations are still being read.
   */
  stationBrands?: Iterable<readonly [number, string]> | Promise<Iterable<readonly [number, string]>>;
  /** Gives the event loop back while the history loads (a hot swap while requests are served). */
  slicer?: Slicer;
}

/** The days of `days` (sorted by day) between two dates, inclusive. */
function* daysBetween<T extends PriceDay | AggregateDay>(days: readonly T[], from: string, to: string): Generator<T> {
  const [first, last] = [dayNumber(from), dayNumber(to)];
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days[middle] as T).day < first) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < days.length && (days[i] as T).day <= last; i++) yield days[i] as T;
}

const price = (millis: Uint16Array, i: number): number => (millis[i] as number) / 1000;

/** Each row of a day between two dates whose area group is of `level`, in day order. */
async function eachAggregate(
  days: readonly AggregateDay[],
  from: string,
  to: string,
  level: string,
  visit: (group: number, day: AggregateDay, row: number) => void,
): Promise<void> {
  const slicer = new Slicer();
  const ofLevel = areaGroups.flatMap((group, number) => (group.level === level ? [number] : []));
  for (const day of daysBetween(days, from, to)) {
    for (const group of ofLevel) {
      const row = indexIn(day.groups, group);
      if (row >= 0) visit(group, day, row);
    }
    await slicer.check();
  }
}

/** Per group, the mean of the daily averages of the days visited (summed in day order, as SQL's avg over the days). */
class GroupMeans {
  readonly sums = new Map<number, { sum: number; days: number }>();
  add(group: number, average: number): void {
    const entry = this.sums.get(group);
    if (entry) {
      entry.sum += average;
      entry.days++;
    } else this.sums.set(group, { sum: average, days: 1 });
  }
}

/** Loads the history files of DATA_DIR (those not read before: see store/history-days.ts) and answers from them. */
export async function openHistoryReader(
  dataDir: string,
  options: HistoryReaderOptions = {},
): Promise<HistoryReader & MonthQueries> {
  let history: HistoryDays = await loadHistoryDays(dataDir, options.slicer ?? new Slicer());
  const stationBrands = numberStationBrands((await options.stationBrands) ?? []);
  let months: Promise<HistoryMonth[]> | undefined;
  // The brand means (the one slow query, tens of ms of CPU over a month) once per month asked.
  const brandMemo = new Map<string, Promise<BrandPeriodMean[]>>();

  return {
    dailyAggregates: async (key, area, from, to) => {
      const group = areaGroupNumber(key, area.level, area.level === 'spain' ? 'es' : area.code);
      if (group === undefined) return [];
      return [...daysBetween(history.aggregates, from, to)].flatMap((day) => {
        const row = indexIn(day.groups, group);
        if (row < 0) return [];
        return [
          {
            date: day.date,
            average: price(day.average, row),
            median: price(day.median, row),
            minimum: price(day.minimum, row),
            maximum: price(day.maximum, row),
            stations: day.stations[row] as number,
          },
        ];
      });
    },
    latestMeans: async (from, to) => {
      const latest = new Map<string, number>();
      const days = [...daysBetween(history.aggregates, from, to)].reverse();
      for (const day of days) {
        day.groups.forEach((group, row) => {
          const key = (areaGroups[group] as { key: string }).key;
          if (!latest.has(key)) latest.set(key, price(day.average, row));
        });
      }
      return latest;
    },
    stationHistory: async (stationId, from, to) =>
      [...daysBetween(history.prices, from, to)].flatMap((day) => {
        const at = indexIn(day.stationIds, stationId);
        if (at < 0) return [];
        const entries: StationDayPrice[] = [];
        for (let i = day.starts[at] as number; i < (day.starts[at + 1] as number); i++) {
          entries.push({
            date: day.date,
            fuel: day.fuels[day.fuel[i] as number] as PriceKey,
            price: price(day.millis, i),
          });
        }
        return entries;
      }),
    priceDays: (from, to) => [...daysBetween(history.prices, from, to)],
    months: () => {
      months ??= Promise.resolve(monthsOf(history.aggregates));
      return months;
    },
    spainStats: async (from, to) => {
      const stats = new Map<string, SpainPeriodStats>();
      await eachAggregate(history.aggregates, from, to, 'spain', (group, day, row) => {
        const fuel = (areaGroups[group] as { fuel: string }).fuel;
        const average = price(day.average, row);
        const [minimum, maximum] = [price(day.minimum, row), price(day.maximum, row)];
        const entry = stats.get(fuel);
        if (!entry) stats.set(fuel, { fuel, average, minimum, maximum, days: 1 });
        else {
          entry.average += average;
          entry.minimum = Math.min(entry.minimum, minimum);
          entry.maximum = Math.max(entry.maximum, maximum);
          entry.days++;
        }
      });
      return [...stats.values()].map((entry) => ({ ...entry, average: entry.average / entry.days }));
    },
    regionMeans: async (level, from, to) => {
      const means = new GroupMeans();
      await eachAggregate(history.aggregates, from, to, level, (group, day, row) =>
        means.add(group, price(day.average, row)),
      );
      return [...means.sums].map(([group, { sum, days }]) => {
        const { fuel, code } = areaGroups[group] as { fuel: string; code: string };
        return { fuel, code, average: sum / days };
      });
    },
    brandMeans: (from, to, minStations) => {
      const key = `${from}|${to}|${minStations}`;
      let result = brandMemo.get(key);
      if (!result) {
        result = brandMeans(history.prices, stationBrands, from, to, minStations);
        brandMemo.set(key, result);
        result.catch(() => brandMemo.delete(key));
      }
      return result;
    },
    close: () => {
      history = { prices: [], aggregates: [], filesRead: 0 };
    },
  };
}

/** Months with Spain aggregates (days without them have no history at all), latest first. */
function monthsOf(aggregates: readonly AggregateDay[]): HistoryMonth[] {
  const months = new Map<string, HistoryMonth>();
  for (const day of aggregates) {
    if (!day.groups.some((group) => areaGroups[group]?.level === 'spain')) continue;
    const month = day.date.slice(0, 7);
    const entry = months.get(month);
    if (!entry) months.set(month, { month, days: 1, from: day.date, to: day.date });
    else if (day.date !== entry.to) {
      entry.days++;
      entry.to = day.date;
    }
  }
  return [...months.values()].reverse();
}

/** The snapshot's stations numbered densely, with the number of each one's brand: for brandMeans' typed arrays. */
interface StationBrands {
  stationNumber: ReadonlyMap<number, number>;
  brandOfStation: Int32Array;
  brands: readonly string[];
}

function numberStationBrands(pairs: Iterable<readonly [number, string]>): StationBrands {
  const stationNumber = new Map<number, number>();
  const brandNumber = new Map<string, number>();
  const brandOf: number[] = [];
  for (const [id, brand] of pairs) {
    if (stationNumber.has(id)) continue;
    if (!brandNumber.has(brand)) brandNumber.set(brand, brandNumber.size);
    stationNumber.set(id, brandOf.push(brandNumber.get(brand) as number) - 1);
  }
  return { stationNumber, brandOfStation: Int32Array.from(brandOf), brands: [...brandNumber.keys()] };
}

/**
 * Per fuel and brand (the current snapshot's brands), the mean of the brand's daily means and how many of its stations
 * had a price, for brands with at least `minStations` of them; a day's mean sums its stations in id order.
 */
async function brandMeans(
  days: readonly PriceDay[],
  { stationNumber, brandOfStation, brands }: StationBrands,
  from: string,
  to: string,
  minStations: number,
): Promise<BrandPeriodMean[]> {
  const slicer = new Slicer();
  const inRange = [...daysBetween(days, from, to)];
  const fuels = [...new Set(inRange.flatMap((day) => day.fuels))];
  // Per fuel × brand: the day being summed, the sum of the daily means, the days, the stations with a price.
  const cells = () => new Float64Array(fuels.length * brands.length);
  const [sum, count, means, dayCount, stationCount] = [cells(), cells(), cells(), cells(), cells()];
  const seen = fuels.map(() => new Uint8Array(stationNumber.size));
  for (const day of inRange) {
    const fuelOf = day.fuels.map((fuel) => fuels.indexOf(fuel));
    for (let at = 0; at < day.stationIds.length; at++) {
      const station = stationNumber.get(day.stationIds[at] as number);
      if (station === undefined) continue;
      const brand = brandOfStation[station] as number;
      for (let i = day.starts[at] as number; i < (day.starts[at + 1] as number); i++) {
        const fuel = fuelOf[day.fuel[i] as number] as number;
        const cell = fuel * brands.length + brand;
        sum[cell] = (sum[cell] as number) + price(day.millis, i);
        count[cell] = (count[cell] as number) + 1;
        const seenOfFuel = seen[fuel] as Uint8Array;
        if (!seenOfFuel[station]) {
          seenOfFuel[station] = 1;
          stationCount[cell] = (stationCount[cell] as number) + 1;
        }
      }
      if (slicer.due) await slicer.pause();
    }
    for (let cell = 0; cell < sum.length; cell++) {
      if (count[cell] === 0) continue;
      means[cell] = (means[cell] as number) + (sum[cell] as number) / (count[cell] as number);
      dayCount[cell] = (dayCount[cell] as number) + 1;
      sum[cell] = 0;
      count[cell] = 0;
    }
  }
  return fuels.flatMap((fuel, f) =>
    brands.flatMap((brand, b) => {
      const cell = f * brands.length + b;
      const stations = stationCount[cell] as number;
      if (stations === 0 || stations < minStations) return [];
      return [{ fuel, brand, average: (means[cell] as number) / (dayCount[cell] as number), stations }];
    }),
  );
}
