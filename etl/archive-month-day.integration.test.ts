// A month gaining its newest day, written at the cost of that day (etl/archive-month-day.ts), holds what the month
// written whole from its days holds: the same schema and rows of prices, aggregates and station table, for a day
// added, a day loaded again with other prices and records, a day loaded again that a station has left, and a month
// whose table had a station without any record. Each is compared with the month staged from nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ArchiveIndex, archiveFilePath, EMPTY_ARCHIVE, monthFiles } from '../core/data-dir/archive-index.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import type { CleanSnapshot, Station, Territories } from '../core/model.js';
import { historyList, listados } from '../test/support/ministry-files.js';
import * as monthDay from './archive-month-day.js';
import { type KnownRecords, stageArchive } from './archive-writer.js';
import { type DayFiles, writeDayFiles } from './day-files.js';
import { transformStationList } from './transform/stations.js';
import { buildTerritories } from './transform/territories.js';

vi.mock('./archive-month-day.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./archive-month-day.js')>();
  return { ...actual, layNewestDay: vi.fn(actual.layNewestDay) };
});
const laid = vi.mocked(monthDay.layNewestDay);

let territories: Territories;
const scratch = mkdtempSync(join(tmpdir(), 'fuel-month-day-'));

/** The fixtures' list of a day (DD-MM-YYYY), cleaned, changed by `change` before its files are written. */
function dayOf(ddmmyyyy: string, change: (snapshot: CleanSnapshot) => CleanSnapshot = (s) => s): CleanSnapshot {
  return change(transformStationList(historyList(ddmmyyyy), territories));
}

let written = 0;
/** Writes the day's files into a folder of their own; without station records when `records` is false. */
async function filesOf(snapshot: CleanSnapshot, records = true): Promise<DayFiles> {
  const dir = mkdtempSync(join(scratch, `${snapshot.source_date}-${written++}-`));
  const files = {
    prices: join(dir, 'prices.parquet'),
    aggregates: join(dir, 'aggregates.parquet'),
    stations: join(dir, 'stations.parquet'),
  };
  await writeDayFiles(snapshot, files);
  return {
    date: snapshot.source_date,
    prices: files.prices,
    aggregates: files.aggregates,
    ...(records && { stations: files.stations }),
  };
}

/**
 * A DATA_DIR of its own, its archive staged and placed day by day as refreshes do: each given the history's days so
 * far and its own, which it has just loaded; then `reload`, the last day loaded again.
 */
async function stagedDayByDay(
  days: readonly DayFiles[],
  options: { reload?: DayFiles; known?: KnownRecords } = {},
): Promise<{ dataDir: string; index: ArchiveIndex }> {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  let index = EMPTY_ARCHIVE;
  const loads = options.reload ? [...days, options.reload] : days;
  for (const [i, day] of loads.entries()) {
    const history = days.slice(0, i).filter((earlier) => earlier.date !== day.date);
    const staged = await stageArchive(dataDir, index, [...history, day], day.date, options.known);
    staged.place();
    index = staged.index;
  }
  return { dataDir, index };
}

/** The month staged from nothing, all its days at once: the station table by the whole month's query. */
async function stagedWhole(days: readonly DayFiles[], known?: KnownRecords) {
  const dataDir = mkdtempSync(join(scratch, 'whole-'));
  const staged = await stageArchive(dataDir, EMPTY_ARCHIVE, days, undefined, known);
  staged.place();
  return { dataDir, index: staged.index };
}

/** Each month file's schema and rows, in order, by kind and month. */
async function contentOf({
  dataDir,
  index,
}: {
  dataDir: string;
  index: ArchiveIndex;
}): Promise<Record<string, unknown>> {
  const db = await openScratchDatabase();
  try {
    const read = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowsJson();
    const content: Record<string, unknown> = {};
    for (const month of index.months) {
      for (const [kind, file] of monthFiles(month)) {
        const path = sqlPath(archiveFilePath(dataDir, file.file));
        content[`${kind}-${month.month}`] = {
          schema: await read(`SELECT * EXCLUDE (file_name) FROM parquet_schema(${path})`),
          rows: await read(`SELECT * FROM read_parquet(${path})`),
          indexRows: file.rows,
          dates: month.dates,
        };
      }
    }
    return content;
  } finally {
    db.close();
  }
}

const withPrice = (station: Station, delta: number): Station => ({
  ...station,
  prices: Object.fromEntries(
    Object.entries(station.prices).map(([k, v]) => [k, Math.round((v + delta) * 1000) / 1000]),
  ),
});

beforeAll(() => {
  const { communities, provinces, municipalities } = listados();
  territories = buildTerritories(communities, provinces, municipalities);
});

describe("a month gaining its newest day, at that day's cost", () => {
  it('a day added: the same month as written whole, its prices and aggregates one row group per day', async () => {
    const days = [
      await filesOf(dayOf('01-08-2026')),
      await filesOf(dayOf('19-08-2026')),
      await filesOf(dayOf('21-08-2026')),
    ];
    laid.mockClear();
    const byDay = await stagedDayByDay(days);
    expect(laid.mock.results.length).toBe(2);
    for (const result of laid.mock.results) await expect(result.value).resolves.toBe(true);
    expect(await contentOf(byDay)).toEqual(await contentOf(await stagedWhole(days)));
    const db = await openScratchDatabase();
    const prices = archiveFilePath(byDay.dataDir, byDay.index.months[0]?.prices.file ?? '');
    const groups = await db.connection.runAndReadAll(
      `SELECT count(DISTINCT row_group_id)::INTEGER FROM parquet_metadata(${sqlPath(prices)})`,
    );
    db.close();
    expect(groups.getRows()).toEqual([[3]]);
  });

  it('a day loaded again with other prices and records: the month as written whole with the new load', async () => {
    const first = dayOf('21-08-2026');
    const [changed, ...rest] = first.stations;
    const reload = { ...first, stations: [{ ...withPrice(changed as Station, 0.011), name: 'RENAMED' }, ...rest] };
    const earlier = [await filesOf(dayOf('01-08-2026')), await filesOf(dayOf('19-08-2026'))];
    const reloaded = await filesOf(reload);
    laid.mockClear();
    const byDay = await stagedDayByDay([...earlier, await filesOf(first)], { reload: reloaded });
    await expect(laid.mock.results.at(-1)?.value).resolves.toBe(true);
    expect(await contentOf(byDay)).toEqual(await contentOf(await stagedWhole([...earlier, reloaded])));
  });

  it('a day loaded again that a station has left: the whole month is queried, its last day and record an earlier one', async () => {
    const first = dayOf('21-08-2026');
    const leaving = first.stations.find((station) => station.sells_to_public) as Station;
    const reload = { ...first, stations: first.stations.filter((station) => station.id !== leaving.id) };
    const earlier = [await filesOf(dayOf('01-08-2026')), await filesOf(dayOf('19-08-2026'))];
    const reloaded = await filesOf(reload);
    laid.mockClear();
    const byDay = await stagedDayByDay([...earlier, await filesOf(first)], { reload: reloaded });
    await expect(laid.mock.results.at(-1)?.value).resolves.toBe(false);
    const whole = await stagedWhole([...earlier, reloaded]);
    expect(await contentOf(byDay)).toEqual(await contentOf(whole));
  });

  it('a station without a record in the table: the whole month is queried, and the record known now is taken', async () => {
    // 19 August as written before station records were kept, with a station no record of the month names.
    const lone = { ...(dayOf('19-08-2026').stations.find((s) => s.sells_to_public) as Station), id: 999_999 };
    const nineteenth = dayOf('19-08-2026', (s) => ({ ...s, stations: [...s.stations, lone] }));
    const before = [await filesOf(dayOf('01-08-2026')), await filesOf(nineteenth, false)];
    const twentyFirst = await filesOf(dayOf('21-08-2026'));
    const known: KnownRecords = { stations: [{ ...lone, name: 'KNOWN NOW' }], date: '2026-08-21' };
    const dataDir = mkdtempSync(join(scratch, 'unrecorded-'));
    const first = await stageArchive(dataDir, EMPTY_ARCHIVE, before);
    first.place();
    laid.mockClear();
    const next = await stageArchive(dataDir, first.index, [twentyFirst], '2026-08-21', known);
    next.place();
    await expect(laid.mock.results.at(-1)?.value).resolves.toBe(false);
    expect(await contentOf({ dataDir, index: next.index })).toEqual(
      await contentOf(await stagedWhole([...before, twentyFirst], known)),
    );
  });
});
