import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir.js';
import { writeParquet } from '../core/duckdb.js';
import { openHistoryReader } from './history-reader.js';

let root: string;
let dataDir: string;
let tempDir: string;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'history-reader-test-'));
  dataDir = join(root, 'data');
  tempDir = join(root, 'tmp');
  mkdirSync(join(dataDir, HISTORY_DAYS_DIR), { recursive: true });
  mkdirSync(join(dataDir, HISTORY_AGGREGATES_DIR), { recursive: true });
  mkdirSync(tempDir);
  const day = (date: string, price: number) =>
    writeParquet(
      join(dataDir, HISTORY_DAYS_DIR, `${date}.parquet`),
      [
        { name: 'date', type: 'DATE' },
        { name: 'station_id', type: 'INTEGER' },
        { name: 'fuel', type: 'VARCHAR' },
        { name: 'price', type: 'DOUBLE' },
      ],
      [
        [date, 7, 'diesel', price],
        [date, 8, 'diesel', price + 0.1],
      ],
    );
  await day('2026-08-20', 1.4);
  await day('2026-08-21', 1.5);
  await writeParquet(
    join(dataDir, HISTORY_AGGREGATES_DIR, '2026-08-21.parquet'),
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
    [['2026-08-21', 'spain', 'es', 'diesel', 1.55, 1.55, 1.5, 1.6, 2]],
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('openHistoryReader', () => {
  it('keeps the history in a database file of its own folder, answers from it, and removes the folder on close', async () => {
    const reader = await openHistoryReader(dataDir, { tempDir });
    const [folder, ...others] = readdirSync(tempDir);
    expect(others).toEqual([]);
    expect(readdirSync(join(tempDir, folder as string))).toContain('history.duckdb');

    expect(await reader.stationHistory(7, '2026-08-01', '2026-08-31')).toEqual([
      { date: '2026-08-20', fuel: 'diesel', price: 1.4 },
      { date: '2026-08-21', fuel: 'diesel', price: 1.5 },
    ]);
    expect(await reader.dailyAggregates('diesel', { level: 'spain' }, '2026-08-01', '2026-08-31')).toEqual([
      { date: '2026-08-21', average: 1.55, median: 1.55, minimum: 1.5, maximum: 1.6, stations: 2 },
    ]);

    reader.close();
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('removes the folders of processes that ended without closing theirs, and only those', async () => {
    const ended = join(tempDir, 'fuel-history-2147483646-x1');
    const running = join(tempDir, `fuel-history-${process.pid}-x2`);
    const other = join(tempDir, 'something-else');
    for (const folder of [ended, running, other]) mkdirSync(folder);
    const reader = await openHistoryReader(dataDir, { tempDir });
    reader.close();
    expect(readdirSync(tempDir).sort()).toEqual([`fuel-history-${process.pid}-x2`, 'something-else']);
  });

  it('removes its folder when the history cannot be loaded', async () => {
    // A file that is not Parquet where a day should be: loading fails, and nothing is left behind.
    writeFileSync(join(dataDir, HISTORY_DAYS_DIR, '2026-08-22.parquet'), 'not parquet');
    await expect(openHistoryReader(dataDir, { tempDir })).rejects.toThrow();
    expect(readdirSync(tempDir)).toEqual([]);
  });
});
