// A day of history as the serving process holds it in memory (store/history-days.ts), written by the ETL beside the
// day's Parquet files (HISTORY_BLOCKS_DIR): typed arrays a reader copies out as they are, instead of decoding the
// Parquet files through DuckDB at every start. Made from the day's two Parquet files once written; a reader without it
// (a day written by an earlier version) reads those files instead, and gets the same arrays.
//
// Layout, little-endian: "FPHB", version (u32), header length (u32), the header (JSON, UTF-8), the area groups of the
// aggregate rows (UTF-8, `fuel|level|code` one a line), then the arrays, each starting on a multiple of 4 bytes:
// station ids (i32), starts (u32, stations + 1), fuel numbers (u8), prices (u16), average, median, minimum, maximum
// (u16 each), stations (u32).
import { join } from 'node:path';
import { HISTORY_BLOCKS_DIR } from './layout.js';

const MAGIC = 'FPHB';
const VERSION = 1;

/** The day's station prices: stations by id, each with its entries by fuel (one fuel's name per fuel number). */
export interface BlockPrices {
  sourceTime: string;
  stationIds: Int32Array;
  /** The entries of stationIds[i] are starts[i] to starts[i + 1] - 1. */
  starts: Uint32Array;
  /** The day's fuels, sorted; `fuel` holds an index into them per entry. */
  fuels: readonly string[];
  fuel: Uint8Array;
  /** Thousandths of a euro. */
  millis: Uint16Array;
}

/** The day's area aggregates, one row per area group, rows in the order of `groups`. */
export interface BlockAggregates {
  /**
   * Each row's group as `fuel|level|code`, one a line, sorted as SQL's ORDER BY fuel, level, code (as one text: days
   * mostly share it, and a reader numbers it once for all of them).
   */
  groups: string;
  average: Uint16Array;
  median: Uint16Array;
  minimum: Uint16Array;
  maximum: Uint16Array;
  stations: Uint32Array;
}

export interface HistoryBlock {
  date: string;
  /** Null for a day whose prices file holds no row. */
  prices: BlockPrices | null;
  aggregates: BlockAggregates;
  /** Byte sizes of the two Parquet files it was made from: a block is read only beside those very files. */
  madeFrom: { prices: number; aggregates: number };
}

interface Header {
  date: string;
  sourceTime: string | null;
  fuels: string[];
  groupsLength: number;
  rows: number;
  stations: number;
  entries: number;
  madeFrom: { prices: number; aggregates: number };
}

export function historyBlockPath(dataDir: string, date: string): string {
  return join(dataDir, HISTORY_BLOCKS_DIR, `${date}.bin`);
}

const padded = (bytes: number): number => Math.ceil(bytes / 4) * 4;

export function encodeHistoryBlock(block: HistoryBlock): Buffer {
  const { prices, aggregates } = block;
  const header: Header = {
    date: block.date,
    sourceTime: prices?.sourceTime ?? null,
    fuels: [...(prices?.fuels ?? [])],
    groupsLength: Buffer.byteLength(aggregates.groups),
    rows: aggregates.stations.length,
    stations: prices?.stationIds.length ?? 0,
    entries: prices?.millis.length ?? 0,
    madeFrom: block.madeFrom,
  };
  const empty = new Uint8Array(0);
  const arrays: ArrayBufferView[] = [
    prices?.stationIds ?? empty,
    prices?.starts ?? empty,
    prices?.fuel ?? empty,
    prices?.millis ?? empty,
    aggregates.average,
    aggregates.median,
    aggregates.minimum,
    aggregates.maximum,
    aggregates.stations,
  ];
  const json = Buffer.from(JSON.stringify(header));
  const groups = Buffer.from(aggregates.groups);
  const parts: Buffer[] = [Buffer.from(MAGIC), u32(VERSION), u32(json.length), json, groups];
  let length = 12 + json.length + groups.length;
  for (const array of arrays) {
    parts.push(Buffer.alloc(padded(length) - length));
    length = padded(length);
    parts.push(Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    length += array.byteLength;
  }
  return Buffer.concat(parts);
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}

/** The block a file holds; throws when it is not one this version wrote whole and consistent. */
export function decodeHistoryBlock(file: string, bytes: Buffer): HistoryBlock {
  const refuse = (why: string) => new Error(`${file} is not a history block: ${why}`);
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== MAGIC) throw refuse('no FPHB mark');
  if (bytes.readUInt32LE(4) !== VERSION) throw refuse(`version ${bytes.readUInt32LE(4)}`);
  const headerLength = bytes.readUInt32LE(8);
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength)) as Header;
  // Views need their element size's alignment: a buffer Node handed out of its pool is copied first.
  const data = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
  const { rows } = header;
  const groups = bytes.toString('utf8', 12 + headerLength, 12 + headerLength + header.groupsLength);
  let offset = 12 + headerLength + header.groupsLength;
  // Copied out of the file's bytes: a view would keep the whole file (its group names too) as long as the day is held.
  const view = <T extends { slice(): T }>(
    make: new (buffer: ArrayBuffer, offset: number, length: number) => T,
    size: number,
    n: number,
  ) => {
    offset = padded(offset);
    if (offset + size * n > data.length) throw refuse('shorter than its header says');
    const array = new make(data.buffer as ArrayBuffer, data.byteOffset + offset, n).slice();
    offset += size * n;
    return array;
  };
  const stationIds = view(Int32Array, 4, header.stations);
  const starts = view(Uint32Array, 4, header.stations === 0 ? 0 : header.stations + 1);
  const fuel = view(Uint8Array, 1, header.entries);
  const millis = view(Uint16Array, 2, header.entries);
  const aggregates: BlockAggregates = {
    groups,
    average: view(Uint16Array, 2, rows),
    median: view(Uint16Array, 2, rows),
    minimum: view(Uint16Array, 2, rows),
    maximum: view(Uint16Array, 2, rows),
    stations: view(Uint32Array, 4, rows),
  };
  if (offset !== data.length) throw refuse('longer than its header says');
  if (header.stations > 0 && starts[header.stations] !== header.entries) throw refuse('entries do not add up');
  for (const number of fuel) if (number >= header.fuels.length) throw refuse('a fuel number without a fuel');
  const prices =
    header.sourceTime === null
      ? null
      : { sourceTime: header.sourceTime, stationIds, starts, fuels: header.fuels, fuel, millis };
  return { date: header.date, prices, aggregates, madeFrom: header.madeFrom };
}
