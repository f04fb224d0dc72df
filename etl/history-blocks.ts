// Writes a day's history block (core/data-dir/history-blocks.ts) from its two Parquet files just written: what the
// serving process would otherwise decode from them at every start.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { encodeHistoryBlock, historyBlockPath } from '../core/data-dir/history-blocks.js';
import { HISTORY_BLOCKS_DIR } from '../core/data-dir/layout.js';
import { type Cell, readColumns, sqlPath } from '../core/duckdb.js';
import type { DayFiles } from './day-files.js';
import { discardTemporary, renameTemporary, temporaryPath, wrote } from './file-writes.js';
import { openEtlDatabase } from './scratch-database.js';

/** Thousandths of a euro; refuses a price not of three decimals or 16 bits (a reader would refuse the day). */
function millis(prices: readonly Cell[], file: string): Uint16Array {
  return Uint16Array.from(prices, (price) => {
    const value = Math.round((price as number) * 1000);
    if (typeof price !== 'number' || value / 1000 !== price || value < 0 || value > 0xffff) {
      throw new Error(`${file} holds ${price}, not a price with three decimals`);
    }
    return value;
  });
}

/** Writes to `out` the block of the day whose prices and aggregates Parquet files are `files`. */
export async function writeHistoryBlock(
  connection: DuckDBConnection,
  files: { date: string; prices: string; aggregates: string },
  out: string,
): Promise<void> {
  const query = async (sql: string) => readColumns(await connection.stream(sql));
  const prices = `read_parquet(${sqlPath(files.prices)})`;
  const aggregates = `read_parquet(${sqlPath(files.aggregates)})`;
  // Texts are the costly values to read from DuckDB (each decoded on its own): the fuels are read once each, the
  // prices' rows carry their fuel's place, and the aggregates' groups come as one text.
  const [fuelNames = []] = await query(`SELECT DISTINCT fuel FROM ${prices}`);
  const fuels = (fuelNames as string[]).sort();
  if (fuels.length > 256) throw new Error(`${files.prices} holds ${fuels.length} fuels, over 256`);
  const fuelList = `[${fuels.map((fuel) => `'${fuel.replaceAll("'", "''")}'`).join(', ')}]::VARCHAR[]`;
  // The order the reader's Parquet path gives: by station, then by the fuel's place among the sorted fuels.
  const [ids = [], fuelPlaces = [], values = []] = await query(
    `SELECT station_id, CAST(list_position(${fuelList}, fuel) - 1 AS INTEGER), price FROM ${prices}
     ORDER BY station_id, fuel`,
  );
  const [[sourceTime = null] = []] = await query(`SELECT max(source_time) FROM ${prices}`);
  const stationIds: number[] = [];
  const starts: number[] = [];
  ids.forEach((id, row) => {
    if (id === stationIds.at(-1)) return;
    stationIds.push(id as number);
    starts.push(row);
  });
  if (ids.length > 0) starts.push(ids.length);
  const order = 'ORDER BY fuel, level, code';
  // Each group as `${fuel}|${level}|${code}` writes it (a null as "null"), a line each.
  const text = (column: string) => `coalesce(CAST(${column} AS VARCHAR), 'null')`;
  const [[groups = null] = []] = await query(
    `SELECT string_agg(concat(${text('fuel')}, '|', ${text('level')}, '|', ${text('code')}), chr(10) ${order})
     FROM ${aggregates}`,
  );
  const [average = [], median = [], minimum = [], maximum = [], stations = []] = await query(
    `SELECT average, median, minimum, maximum, stations FROM ${aggregates} ${order}`,
  );
  const block = encodeHistoryBlock({
    date: files.date,
    prices:
      ids.length === 0
        ? null
        : {
            sourceTime: String(sourceTime),
            stationIds: Int32Array.from(stationIds),
            starts: Uint32Array.from(starts),
            fuels,
            fuel: Uint8Array.from(fuelPlaces as number[]),
            millis: millis(values, files.prices),
          },
    aggregates: {
      groups: (groups as string | null) ?? '',
      average: millis(average, files.aggregates),
      median: millis(median, files.aggregates),
      minimum: millis(minimum, files.aggregates),
      maximum: millis(maximum, files.aggregates),
      stations: Uint32Array.from(stations as number[]),
    },
    madeFrom: { prices: statSync(files.prices).size, aggregates: statSync(files.aggregates).size },
  });
  writeFileSync(out, block);
  wrote(out);
}

/**
 * Writes the block of each day of `days` that has none (days written by a version before blocks, or whose block a stop
 * left unwritten), so the next start views every day instead of decoding it. Returns how many it wrote.
 */
export async function writeMissingHistoryBlocks(dataDir: string, days: readonly DayFiles[]): Promise<number> {
  const missing = days.filter((day) => !existsSync(historyBlockPath(dataDir, day.date)));
  if (missing.length === 0) return 0;
  const dir = join(dataDir, HISTORY_BLOCKS_DIR);
  mkdirSync(dir, { recursive: true });
  const db = await openEtlDatabase(dir);
  try {
    for (const day of missing) {
      const temporary = temporaryPath(dir, '.partial');
      try {
        await writeHistoryBlock(db.connection, day, temporary);
        renameTemporary(temporary, historyBlockPath(dataDir, day.date));
      } finally {
        discardTemporary(temporary);
      }
    }
  } finally {
    db.close();
  }
  return missing.length;
}
