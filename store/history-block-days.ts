// The history's days from the blocks the ETL wrote (core/data-dir/history-blocks.ts), numbered as the Parquet path
// numbers them. Work on the files and the area groups numbered so far only, so that a start runs it in a worker thread
// (store/history-block-worker.ts) while this thread reads the tables, and a swap of a day or two runs it here in
// slices. store/history-days.ts keeps what it gives and numbers its new area groups.
import { readFileSync } from 'node:fs';
import { decodeHistoryBlock, type HistoryBlock, historyBlockPath } from '../core/data-dir/history-blocks.js';
import type { PriceKey } from '../core/model.js';
import { firstAnswer, startModuleWorker } from '../core/module-worker.js';
import { implausiblePrice, PLAUSIBLE_PRICES } from '../core/price-range.js';
import type { Steps } from '../core/yielding.js';
import { groupPlaces, lineCount } from './area-group-lines.js';
import type { AggregateDay, PriceDay } from './history-days.js';

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** The YYYY-MM-DD date of a day number. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A day's Parquet file to read (prices or aggregates), with its byte size: its block must have been made from it. */
export interface BlockFile {
  path: string;
  date: string;
  size: number;
}

/** What the blocks of the days asked for hold, in the order asked (a day without rows holds no day). */
export interface BlockDays {
  prices: PriceDay[][];
  aggregates: AggregateDay[][];
  /** The area groups first seen in these days, to be numbered after the groups known, in this order. */
  newGroups: string[];
}

/**
 * The days of the blocks of `prices` and `aggregates`, or undefined when one lacks its block or has one made from other
 * files than those there (then the Parquet files are read, all of them, as before blocks were written). Area groups
 * are numbered after `knownGroups` (the names of those numbered so far, by number). Throws on a damaged block or an
 * implausible price, as the Parquet path does.
 */
export function* blockDaysSteps(
  dataDir: string,
  prices: readonly BlockFile[],
  aggregates: readonly BlockFile[],
  knownGroups: readonly string[],
): Steps<BlockDays | undefined> {
  const blocks = new Map<string, HistoryBlock>();
  const blockOf = (date: string): HistoryBlock | undefined => {
    let block = blocks.get(date);
    if (!block) {
      const path = historyBlockPath(dataDir, date);
      let bytes: Buffer;
      try {
        bytes = readFileSync(path);
      } catch {
        return undefined;
      }
      block = decodeHistoryBlock(path, bytes);
      blocks.set(date, block);
    }
    return block;
  };
  for (const file of prices) {
    if (blockOf(file.date)?.madeFrom.prices !== file.size) return undefined;
    yield;
  }
  for (const file of aggregates) {
    if (blockOf(file.date)?.madeFrom.aggregates !== file.size) return undefined;
  }
  const read = ({ path, date }: BlockFile): ReadBlock => ({ path, date, block: blocks.get(date) as HistoryBlock });
  const priceDays = yield* priceDaysOf(prices.map(read));
  const aggregateDays = yield* aggregateDaysOf(aggregates.map(read), knownGroups);
  if (!aggregateDays) return undefined;
  return { prices: priceDays, aggregates: aggregateDays.days, newGroups: aggregateDays.newGroups };
}

/** A day's block, with the path of the Parquet file it stands for (named in errors, as the Parquet path does). */
interface ReadBlock {
  path: string;
  date: string;
  block: HistoryBlock;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Each fuel's plausible range in thousandths, by fuel number (typed: the check below runs once per price held). */
function plausibleRanges(fuels: readonly string[]): { low: Uint16Array; high: Uint16Array } {
  return {
    low: Uint16Array.from(fuels, (key) => Math.round((PLAUSIBLE_PRICES[key as PriceKey]?.min ?? 0.001) * 1000)),
    high: Uint16Array.from(fuels, (key) => Math.round((PLAUSIBLE_PRICES[key as PriceKey]?.max ?? 65.535) * 1000)),
  };
}

/** Refuses a price outside its fuel's plausible range, as the Parquet path does (prices in thousandths). */
function checkPlausible(file: string, fuels: readonly string[], fuel: Uint8Array, millis: Uint16Array): void {
  const { low, high } = plausibleRanges(fuels);
  for (let entry = 0; entry < millis.length; entry++) {
    const number = fuel[entry] as number;
    const value = millis[entry] as number;
    if (value < (low[number] as number) || value > (high[number] as number)) {
      throw new Error(`${file}: ${implausiblePrice(fuels[number] as PriceKey, value / 1000)}`);
    }
  }
}

/** The day's fuel numbers (`local`, into its own fuels) renumbered into the history's (`numbers[local]`). */
function renumbered(local: Uint8Array, numbers: readonly number[]): Uint8Array {
  const table = Uint8Array.from(numbers);
  const out = new Uint8Array(local.length);
  for (let entry = 0; entry < local.length; entry++) out[entry] = table[local[entry] as number] as number;
  return out;
}

/** The price days of the blocks, fuels numbered by their place among the sorted fuels of the days read together. */
function* priceDaysOf(files: readonly ReadBlock[]): Steps<PriceDay[][]> {
  const fuels = [...new Set(files.flatMap(({ block }) => block.prices?.fuels ?? []))].sort(byName);
  if (fuels.length > 256) throw new Error(`the history holds ${fuels.length} fuels, over 256`);
  const days: PriceDay[][] = [];
  for (const { path, date, block } of files) {
    const { prices } = block;
    yield;
    if (!prices) {
      days.push([]);
      continue;
    }
    const numbers = prices.fuels.map((fuel) => fuels.indexOf(fuel));
    const fuel = numbers.every((number, local) => number === local) ? prices.fuel : renumbered(prices.fuel, numbers);
    checkPlausible(path, fuels, fuel, prices.millis);
    const { sourceTime, stationIds, starts, millis } = prices;
    const day = dayNumber(date);
    days.push([{ day, date: dateOfDay(day), sourceTime, stationIds, starts, fuels, fuel, millis }]);
  }
  return days;
}

/**
 * The aggregate days of the blocks, area groups numbered by their place among the days' sorted groups (the first time
 * seen), after `knownGroups`; undefined when a day's groups are not strictly in SQL's order (not as the ETL writes them).
 */
function* aggregateDaysOf(
  files: readonly ReadBlock[],
  knownGroups: readonly string[],
): Steps<{ days: AggregateDay[][]; newGroups: string[] } | undefined> {
  // Days mostly share their groups' text: each different one is numbered once.
  const texts = new Set<string>();
  for (const { path, block } of files) {
    const { groups, stations } = block.aggregates;
    if (stations.length === 0 || texts.has(groups)) continue;
    if (lineCount(groups) !== stations.length) throw new Error(`${path}: its block has not one area group a row`);
    texts.add(groups);
  }
  yield;
  const placed = groupPlaces([...texts]);
  if (!placed) return undefined;
  const groupOfName = new Map(knownGroups.map((name, number) => [name, number]));
  const newGroups: string[] = [];
  const numbers = Int32Array.from(placed.names, (name) => {
    let number = groupOfName.get(name);
    if (number === undefined) {
      number = groupOfName.size;
      groupOfName.set(name, number);
      newGroups.push(name);
    }
    return number;
  });
  const rowsOf = new Map<string, { groups: Int32Array; order: number[] | null }>();
  for (const [i, text] of [...texts].entries()) {
    yield;
    const groupOf = (placed.places[i] as Int32Array).map((place) => numbers[place] as number);
    // By group number, which follows the names' order but for groups first seen in a later load.
    const sorted = groupOf.every((group, row) => row === 0 || group >= (groupOf[row - 1] as number));
    const order = sorted
      ? null
      : Array.from(groupOf, (_, row) => row).sort((a, b) => (groupOf[a] as number) - (groupOf[b] as number));
    rowsOf.set(text, { groups: order ? Int32Array.from(order, (row) => groupOf[row] as number) : groupOf, order });
  }
  const days: AggregateDay[][] = [];
  for (const {
    date,
    block: { aggregates: block },
  } of files) {
    yield;
    if (block.stations.length === 0) {
      days.push([]);
      continue;
    }
    const { groups, order } = rowsOf.get(block.groups) as { groups: Int32Array; order: number[] | null };
    const arranged = <T extends Uint16Array | Uint32Array>(column: T): T => {
      if (!order) return column;
      const copy = new (column.constructor as new (length: number) => T)(order.length);
      order.forEach((row, at) => {
        copy[at] = column[row] as number;
      });
      return copy;
    };
    const day = dayNumber(date);
    days.push([
      {
        day,
        date: dateOfDay(day),
        groups,
        average: arranged(block.average),
        median: arranged(block.median),
        minimum: arranged(block.minimum),
        maximum: arranged(block.maximum),
        stations: arranged(block.stations),
      },
    ]);
  }
  return { days, newGroups };
}

/** What a worker answers: the days, or the message of what it threw. */
export type BlockDaysAnswer = { days: BlockDays | undefined } | { error: string };

/** What the worker is given: the area groups known as one text, a name a line (names hold no line break). */
export interface BlockDaysRequest {
  dataDir: string;
  prices: readonly BlockFile[];
  aggregates: readonly BlockFile[];
  knownGroups: string;
}

/** The array buffers of the days, each once (days with the same groups share their array): moved, not copied. */
export function buffersOf(days: BlockDays): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const day of days.prices.flat()) {
    for (const array of [day.stationIds, day.starts, day.fuel, day.millis]) buffers.add(array.buffer as ArrayBuffer);
  }
  for (const day of days.aggregates.flat()) {
    for (const array of [day.groups, day.average, day.median, day.minimum, day.maximum, day.stations]) {
      buffers.add(array.buffer as ArrayBuffer);
    }
  }
  return [...buffers];
}

/**
 * blockDaysSteps in a worker thread: the blocks of a window (a second of CPU and more at 90 days) are read beside the
 * tables instead of taking turns with them on the thread that answers requests. Rejects with the message the steps
 * would have thrown.
 */
export async function blockDaysInWorker(
  dataDir: string,
  prices: readonly BlockFile[],
  aggregates: readonly BlockFile[],
  knownGroups: readonly string[],
): Promise<BlockDays | undefined> {
  const request: BlockDaysRequest = { dataDir, prices, aggregates, knownGroups: knownGroups.join('\n') };
  const worker = startModuleWorker(import.meta.url, 'history-block-worker', request);
  const answer = await firstAnswer<BlockDaysAnswer>(worker, 'the history block worker');
  if ('error' in answer) throw new Error(answer.error);
  return answer.days;
}
