// The daily history held in memory as typed arrays, one block per history file (a day): 3 bytes a station's daily
// price and 16 an area's daily aggregate, where DuckDB tables held ~100 MB of RSS for 42 days, more while a swap built
// the next ones. A file's block is read once and shared by every dataset loaded while the file is unchanged, so a
// swap reads what the new publication wrote (its day), not the whole history. A day whose block the ETL wrote
// (core/data-dir/history-blocks.ts) is viewed from it; one without is decoded from its Parquet files, to the same arrays.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { historyDates } from '../core/data-dir/history-files.js';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir/layout.js';
import { type Cell, openScratchDatabase, readColumns, SERVING_SETTINGS, sqlPath } from '../core/duckdb.js';
import type { PriceKey } from '../core/model.js';
import { implausiblePrice, isPlausiblePrice } from '../core/price-range.js';
import { runInSlices, type Slicer } from '../core/yielding.js';
import { type BlockDays, type BlockFile, blockDaysInWorker, blockDaysSteps, dateOfDay } from './history-block-days.js';

export { dateOfDay, dayNumber } from './history-block-days.js';

/** One day of station prices: stations by id, each with its prices by fuel (the order of `ORDER BY date, fuel`). */
export interface PriceDay {
  readonly day: number;
  readonly date: string;
  /** The register's time of the publication that wrote the day (its rows' `source_time`, the latest when several). */
  readonly sourceTime: string;
  readonly stationIds: Int32Array;
  /** The prices of stationIds[i] are entries starts[i] to starts[i + 1] - 1. */
  readonly starts: Uint32Array;
  /** The day's fuel codes, sorted; `fuel` holds an index into them per entry. */
  readonly fuels: readonly string[];
  readonly fuel: Uint8Array;
  /** Thousandths of a euro: every price has three decimals (checked when read). */
  readonly millis: Uint16Array;
}

/** One day of area aggregates by area group (`areaGroups`), prices in thousandths of a euro. */
export interface AggregateDay {
  readonly day: number;
  readonly date: string;
  readonly groups: Int32Array;
  readonly average: Uint16Array;
  readonly median: Uint16Array;
  readonly minimum: Uint16Array;
  readonly maximum: Uint16Array;
  readonly stations: Uint32Array;
}

/** Both series, each sorted by day. */
export interface HistoryDays {
  prices: readonly PriceDay[];
  aggregates: readonly AggregateDay[];
  /** How many files had to be read (the others were read for an earlier load and are unchanged). */
  filesRead: number;
}

/** A fuel in an area. */
export interface AreaGroup {
  fuel: string;
  level: string;
  code: string;
  /** `fuel|level|code`, the key of HistoryReader.latestMeans. */
  key: string;
}

/** Every area group of the aggregate files read so far, numbered once for the process so blocks share numbers. */
export const areaGroups: AreaGroup[] = [];
const groupNumbers = new Map<string, number>();

export const areaGroupNumber = (fuel: string, level: string, code: string): number | undefined =>
  groupNumbers.get(`${fuel}|${level}|${code}`);

/** The number of a `fuel|level|code` key, numbering it when new. */
function numberAreaGroup(key: string): number {
  let group = groupNumbers.get(key);
  if (group === undefined) {
    const [fuel = '', level = '', code = ''] = key.split('|');
    group = areaGroups.push({ fuel, level, code, key }) - 1;
    groupNumbers.set(key, group);
  }
  return group;
}

/**
 * Rows start to end - 1 of a price column as thousandths of a euro; refuses a price not of three decimals or 16 bits,
 * and, where `keyOf` names each row's fuel, one outside that fuel's plausible range (core/price-range.ts).
 */
function millis(
  prices: readonly Cell[],
  start: number,
  end: number,
  file: string,
  keyOf?: (row: number) => PriceKey,
): Uint16Array {
  const thousandths = new Uint16Array(end - start);
  for (let row = start; row < end; row++) {
    const price = prices[row];
    const value = Math.round((price as number) * 1000);
    if (typeof price !== 'number' || value / 1000 !== price || value < 0 || value > 0xffff) {
      throw new Error(`${file} holds ${price}, not a price with three decimals`);
    }
    if (keyOf !== undefined && !isPlausiblePrice(keyOf(row), price)) {
      throw new Error(`${file}: ${implausiblePrice(keyOf(row), price)}`);
    }
    thousandths[row - start] = value;
  }
  return thousandths;
}

/** [day, first row, end row] of each day in a column sorted by day (a file holds one, as the ETL writes them). */
function dayRanges(days: readonly Cell[]): [number, number, number][] {
  const ranges: [number, number, number][] = [];
  for (let row = 0; row < days.length; row++) {
    const last = ranges.at(-1);
    if (last && last[0] === days[row]) last[2] = row + 1;
    else ranges.push([days[row] as number, row, row + 1]);
  }
  return ranges;
}

const DAY_COLUMN = `CAST(date - DATE '1970-01-01' AS INTEGER) AS day`;

/**
 * Numbers the distinct values of `columns` over `files` in the order of their names (a `names` table of this load's
 * database) and gives those names, `|`-joined, by number: each row then crosses as a number, not as strings.
 */
async function numberNames(connection: DuckDBConnection, files: readonly string[], columns: string): Promise<string[]> {
  const sources = `read_parquet([${files.map(sqlPath).join(', ')}])`;
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE names AS SELECT ${columns}, CAST(row_number() OVER (ORDER BY ${columns}) - 1 AS INTEGER)
     AS number FROM (SELECT DISTINCT ${columns} FROM ${sources})`,
  );
  const joined = columns.split(', ').join(" || '|' || ");
  const [names = []] = await readColumns(await connection.stream(`SELECT ${joined} FROM names ORDER BY number`));
  return names as string[];
}

async function readPriceFile(
  connection: DuckDBConnection,
  file: string,
  fuels: readonly string[],
  slicer: Slicer,
): Promise<PriceDay[]> {
  const [days = [], ids = [], fuel = [], prices = []] = await readColumns(
    await connection.stream(
      `SELECT ${DAY_COLUMN}, station_id, number, price FROM read_parquet(${sqlPath(file)}) JOIN names USING (fuel)
       ORDER BY day, station_id, number`,
    ),
    slicer,
  );
  const [timeDays = [], times = []] = await readColumns(
    await connection.stream(
      `SELECT ${DAY_COLUMN}, max(source_time) FROM read_parquet(${sqlPath(file)}) GROUP BY day ORDER BY day`,
    ),
  );
  const sourceTimes = new Map(timeDays.map((day, i) => [day as number, String(times[i])]));
  return dayRanges(days).map(([day, start, end]) => {
    const stationIds: number[] = [];
    const starts: number[] = [];
    for (let row = start; row < end; row++) {
      if (ids[row] === stationIds.at(-1)) continue;
      stationIds.push(ids[row] as number);
      starts.push(row - start);
    }
    starts.push(end - start);
    return {
      day,
      date: dateOfDay(day),
      sourceTime: sourceTimes.get(day) as string,
      stationIds: Int32Array.from(stationIds),
      starts: Uint32Array.from(starts),
      fuels,
      fuel: Uint8Array.from(fuel.slice(start, end) as number[]),
      millis: millis(prices, start, end, file, (row) => fuels[fuel[row] as number] as PriceKey),
    };
  });
}

async function readAggregateFile(
  connection: DuckDBConnection,
  file: string,
  groupOfName: readonly number[],
  slicer: Slicer,
): Promise<AggregateDay[]> {
  const [days = [], names = [], ...values] = await readColumns(
    await connection.stream(
      `SELECT ${DAY_COLUMN}, number, average, median, minimum, maximum, stations
       FROM read_parquet(${sqlPath(file)}) JOIN names USING (fuel, level, code) ORDER BY day, number`,
    ),
    slicer,
  );
  const [average = [], median = [], minimum = [], maximum = [], stations = []] = values;
  const groupOf = (row: number) => groupOfName[names[row] as number] as number;
  return dayRanges(days).map(([day, start, end]) => {
    // By group number, which follows the names' order but for groups first seen in a later load.
    const rows = Array.from({ length: end - start }, (_, i) => start + i);
    if (rows.some((row, i) => i > 0 && groupOf(row) < groupOf(row - 1))) rows.sort((a, b) => groupOf(a) - groupOf(b));
    const column = (cells: readonly Cell[]) =>
      millis(
        rows.map((row) => cells[row] as Cell),
        0,
        rows.length,
        file,
      );
    return {
      day,
      date: dateOfDay(day),
      groups: Int32Array.from(rows, groupOf),
      average: column(average),
      median: column(median),
      minimum: column(minimum),
      maximum: column(maximum),
      stations: Uint32Array.from(rows, (row) => stations[row] as number),
    };
  });
}

/**
 * Blocks already read, by file and its identity (inode, size, time: a publication renames a new file into place), each
 * held weakly: a block lives as long as a dataset reads it, and a file read again is one that changed.
 */
const readBlocks = new Map<string, WeakRef<PriceDay | AggregateDay>[]>();
const forgetBlocks = new FinalizationRegistry<string>((key) => {
  if (readBlocks.get(key)?.some((block) => block.deref() === undefined)) readBlocks.delete(key);
});

interface HistoryFile<T> {
  path: string;
  key: string;
  blocks: readonly T[] | undefined;
}

function historyFiles<T extends PriceDay | AggregateDay>(dataDir: string, dir: string): HistoryFile<T>[] {
  return historyDates(dataDir, dir).map((date) => {
    const path = join(dataDir, dir, `${date}.parquet`);
    const stat = statSync(path);
    const key = `${path}|${stat.ino}|${stat.size}|${stat.mtimeMs}`;
    const blocks = readBlocks.get(key)?.map((block) => block.deref());
    return { path, key, blocks: blocks?.every((block) => block !== undefined) ? (blocks as T[]) : undefined };
  });
}

/** The file's blocks, kept for the loads to come while a dataset reads them. */
function keep<T extends PriceDay | AggregateDay>(file: HistoryFile<T>, blocks: T[]): void {
  file.blocks = blocks;
  if (blocks.length === 0) return;
  readBlocks.set(
    file.key,
    blocks.map((block) => new WeakRef(block)),
  );
  for (const block of blocks) forgetBlocks.register(block, file.key);
}

const byDay = <T extends PriceDay | AggregateDay>(files: readonly HistoryFile<T>[]): T[] =>
  files.flatMap((file) => file.blocks ?? []).sort((a, b) => a.day - b.day);

/**
 * From how many days to read a start reads the ETL's blocks in a worker thread (blockDaysInWorker): a window's (a
 * second of CPU and more at 90 days) then no longer takes turns with the tables on this thread; the day or two of a swap
 * are read here, without a thread to start.
 */
export const BLOCKS_IN_WORKER_FROM_DAYS = 8;

/** The history of DATA_DIR, reading only the files no block was read from yet; an empty one without history files. */
export async function loadHistoryDays(
  dataDir: string,
  slicer: Slicer,
  { blocksInWorkerFromDays = BLOCKS_IN_WORKER_FROM_DAYS } = {},
): Promise<HistoryDays> {
  const prices = historyFiles<PriceDay>(dataDir, HISTORY_DAYS_DIR);
  const aggregates = historyFiles<AggregateDay>(dataDir, HISTORY_AGGREGATES_DIR);
  const missingPrices = prices.filter((file) => !file.blocks);
  const missingAggregates = aggregates.filter((file) => !file.blocks);
  const paths = (files: readonly HistoryFile<unknown>[]) => files.map((file) => file.path);
  const inWorker = Math.max(missingPrices.length, missingAggregates.length) >= blocksInWorkerFromDays;
  const written = await blockDays(dataDir, missingPrices, missingAggregates, { inWorker, slicer });
  if (written) {
    for (const [i, file] of missingPrices.entries()) keep(file, written.prices[i] as PriceDay[]);
    for (const [i, file] of missingAggregates.entries()) keep(file, written.aggregates[i] as AggregateDay[]);
  } else if (missingPrices.length + missingAggregates.length > 0) {
    const { connection, close } = await openScratchDatabase({ settings: SERVING_SETTINGS });
    try {
      if (missingPrices.length > 0) {
        const fuels = await numberNames(connection, paths(missingPrices), 'fuel');
        if (fuels.length > 256) throw new Error(`the history holds ${fuels.length} fuels, over 256`);
        for (const file of missingPrices) keep(file, await readPriceFile(connection, file.path, fuels, slicer));
      }
      if (missingAggregates.length > 0) {
        const names = await numberNames(connection, paths(missingAggregates), 'fuel, level, code');
        const groupOfName = names.map(numberAreaGroup);
        for (const file of missingAggregates) {
          keep(file, await readAggregateFile(connection, file.path, groupOfName, slicer));
        }
      }
    } finally {
      close();
    }
  }
  return {
    prices: byDay(prices),
    aggregates: byDay(aggregates),
    filesRead: missingPrices.length + missingAggregates.length,
  };
}

/** A history file to read as blockDaysSteps takes it: its date and the size its block must have been made from. */
const blockFile = (file: HistoryFile<unknown>): BlockFile => ({
  path: file.path,
  date: file.path.slice(-'YYYY-MM-DD.parquet'.length, -'.parquet'.length),
  size: Number(file.key.split('|')[2]),
});

/**
 * The days of the ETL's blocks of every file to read, their new area groups numbered, or undefined when a day lacks
 * its block or has one made from other files (blockDaysSteps). In a worker, the groups are numbered after those known
 * when it started: if a load numbered others meanwhile, the blocks are read again here.
 */
async function blockDays(
  dataDir: string,
  missingPrices: readonly HistoryFile<PriceDay>[],
  missingAggregates: readonly HistoryFile<AggregateDay>[],
  { inWorker, slicer }: { inWorker: boolean; slicer: Slicer },
): Promise<BlockDays | undefined> {
  if (missingPrices.length + missingAggregates.length === 0) return undefined;
  const [prices, aggregates] = [missingPrices.map(blockFile), missingAggregates.map(blockFile)];
  const known = areaGroups.map((group) => group.key);
  let days = inWorker
    ? await blockDaysInWorker(dataDir, prices, aggregates, known)
    : await runInSlices(blockDaysSteps(dataDir, prices, aggregates, known), slicer);
  if (days && areaGroups.length !== known.length) {
    days = await runInSlices(
      blockDaysSteps(
        dataDir,
        prices,
        aggregates,
        areaGroups.map((group) => group.key),
      ),
      slicer,
    );
  }
  for (const name of days?.newGroups ?? []) numberAreaGroup(name);
  return days;
}

/** Index of `value` in a sorted array, or -1. */
export function indexIn(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = sorted[middle] as number;
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
