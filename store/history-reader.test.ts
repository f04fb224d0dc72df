import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir/layout.js';
import { Slicer } from '../core/yielding.js';
import { collectGarbage as fullCollection, writeParquet } from '../etl/memory-policy.js';
import { loadHistoryDays } from './history-days.js';
import { openHistoryReader } from './history-reader.js';

let dataDir: string;

/** A full collection, once the current job (which keeps the WeakRef targets it made) is over. */
async function collectGarbage(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  fullCollection();
}

/** A day of territory aggregates: rows of level, code, fuel, average, median, minimum, maximum, stations. */
const writeAggregates = (date: string, rows: readonly (readonly (string | number)[])[]) =>
  writeParquet(
    join(dataDir, HISTORY_AGGREGATES_DIR, `${date}.parquet`),
    [
      { name: 'date', type: 'DATE' },
      { name: 'level', type: 'VARCHAR' },
      { name: 'code', type: 'VARCHAR' },
      { name: 'fuel', type: 'VARCHAR' },
      { name: 'average', type: 'DOUBLE' },
      { name: 'median', type: 'DOUBLE' },
      { name: 'minimum', type: 'DOUBLE' },
      { name: 'maximum', type: 'DOUBLE' },
      { name: 'stations', type: 'INTEGER' },
    ],
    rows.map((row) => [date, ...row]),
  );

const writeDay = (date: string, [diesel7, gasoline7, diesel8]: readonly [number, number, number]) =>
  writeParquet(
    join(dataDir, HISTORY_DAYS_DIR, `${date}.parquet`),
    [
      { name: 'date', type: 'DATE' },
      { name: 'station_id', type: 'INTEGER' },
      { name: 'fuel', type: 'VARCHAR' },
      { name: 'price', type: 'DOUBLE' },
      { name: 'source_time', type: 'VARCHAR' },
    ],
    // Not in the order answers give: by station, then by fuel.
    [
      [date, 8, 'diesel', diesel8, `${date}T18:00:00Z`],
      [date, 7, 'gasoline_95', gasoline7, `${date}T18:00:00Z`],
      [date, 7, 'diesel', diesel7, `${date}T18:00:00Z`],
    ],
  );

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'history-reader-test-'));
  mkdirSync(join(dataDir, HISTORY_DAYS_DIR), { recursive: true });
  mkdirSync(join(dataDir, HISTORY_AGGREGATES_DIR), { recursive: true });
  await writeDay('2026-08-20', [1.4, 1.6, 1.5]);
  await writeDay('2026-08-21', [1.5, 1.7, 1.6]);
  await writeAggregates('2026-08-21', [
    ['province', '28', 'diesel', 1.525, 1.525, 1.5, 1.55, 2],
    ['spain', 'es', 'diesel', 1.55, 1.55, 1.5, 1.6, 2],
  ]);
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openHistoryReader', () => {
  it("answers a station's days by date and fuel, and an area's daily aggregates", async () => {
    const reader = await openHistoryReader(dataDir);
    expect(await reader.stationHistory(7, '2026-08-01', '2026-08-31')).toEqual([
      { date: '2026-08-20', fuel: 'diesel', price: 1.4 },
      { date: '2026-08-20', fuel: 'gasoline_95', price: 1.6 },
      { date: '2026-08-21', fuel: 'diesel', price: 1.5 },
      { date: '2026-08-21', fuel: 'gasoline_95', price: 1.7 },
    ]);
    expect(await reader.stationHistory(8, '2026-08-21', '2026-08-21')).toEqual([
      { date: '2026-08-21', fuel: 'diesel', price: 1.6 },
    ]);
    expect(await reader.stationHistory(9, '2026-08-01', '2026-08-31')).toEqual([]);
    expect(await reader.dailyAggregates('diesel', { level: 'spain' }, '2026-08-01', '2026-08-31')).toEqual([
      { date: '2026-08-21', average: 1.55, median: 1.55, minimum: 1.5, maximum: 1.6, stations: 2 },
    ]);
    expect(await reader.dailyAggregates('diesel', { level: 'spain' }, '2026-08-22', '2026-08-31')).toEqual([]);
    expect(await reader.latestMeans('2026-08-14', '2026-08-21')).toEqual(
      new Map([
        ['diesel|province|28', 1.525],
        ['diesel|spain|es', 1.55],
      ]),
    );
    expect(await reader.months()).toEqual([{ month: '2026-08', days: 1, from: '2026-08-21', to: '2026-08-21' }]);
  });

  it('lets go of the history on close', async () => {
    const reader = await openHistoryReader(dataDir);
    reader.close();
    expect(await reader.stationHistory(7, '2026-08-01', '2026-08-31')).toEqual([]);
  });

  it('refuses a history whose files cannot be read, or with a price of more than three decimals', async () => {
    writeFileSync(join(dataDir, HISTORY_DAYS_DIR, '2026-08-22.parquet'), 'not parquet');
    await expect(openHistoryReader(dataDir)).rejects.toThrow();
    await writeDay('2026-08-22', [1.4005, 1.6, 1.5]);
    await expect(openHistoryReader(dataDir)).rejects.toThrow(/1\.4005, not a price with three decimals/);
  });
});

describe('loadHistoryDays', () => {
  it('finds an area first seen in a later load, whose name sorts before those it already knew', async () => {
    await openHistoryReader(dataDir);
    await writeAggregates('2026-08-22', [
      ['spain', 'es', 'diesel', 1.56, 1.56, 1.5, 1.6, 2],
      ['community', '99', 'diesel', 1.57, 1.57, 1.57, 1.57, 1],
    ]);
    const reader = await openHistoryReader(dataDir);
    const day = (average: number, minimum: number, maximum: number, stations: number) => [
      { date: '2026-08-22', average, median: average, minimum, maximum, stations },
    ];
    expect(
      await reader.dailyAggregates('diesel', { level: 'community', code: '99' }, '2026-08-22', '2026-08-22'),
    ).toEqual(day(1.57, 1.57, 1.57, 1));
    expect(await reader.dailyAggregates('diesel', { level: 'spain' }, '2026-08-22', '2026-08-22')).toEqual(
      day(1.56, 1.5, 1.6, 2),
    );
  });

  it('reads a file once while it is unchanged and a dataset holds it, and again once it is replaced', async () => {
    const first = await loadHistoryDays(dataDir, new Slicer());
    expect(first.filesRead).toBe(3);
    await collectGarbage();
    const again = await loadHistoryDays(dataDir, new Slicer());
    expect(again.filesRead).toBe(0);
    expect(again.prices).toEqual(first.prices);
    expect(again.prices[0]).toBe(first.prices[0]);

    await writeDay('2026-08-21', [1.45, 1.65, 1.55]);
    const replaced = await loadHistoryDays(dataDir, new Slicer());
    expect(replaced.filesRead).toBe(1);
    expect(replaced.prices[0]).toBe(first.prices[0]);
    expect(replaced.prices[1]).not.toBe(first.prices[1]);
    expect(Array.from(replaced.prices[1]?.millis ?? [])).toEqual([1450, 1650, 1550]);
  });

  it('lets go of the blocks no dataset holds any more', async () => {
    await loadHistoryDays(dataDir, new Slicer());
    await collectGarbage();
    expect((await loadHistoryDays(dataDir, new Slicer())).filesRead).toBe(3);
  });
});
