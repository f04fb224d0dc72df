// The archive on the committed slice of the register, over HTTP: a month boundary, a missing day filled later,
// re-runs, and the ranges the backfill refuses. Expected rows come from the raw lists (test/support/archive-truth.ts).
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ArchiveMonth, archiveFilePath } from '../core/data-dir/archive-index.js';

/** The month files with one row per day and key (the station table has one per station). */
const DAILY_KINDS = ['prices', 'aggregates'] as const;

import { historyDates } from '../core/data-dir/history-files.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { publishedMonths, readMonthFile, rowDifference, sha256OfFile } from '../test/support/archive-files.js';
import { expectedArchiveRows, expectedArchiveRowsOver } from '../test/support/archive-truth.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { ArchiveBackfillRefused, backfillArchive } from './archive-backfill.js';
import { readPublishedArchive } from './archive-index.js';
import { stageArchive } from './archive-writer.js';
import type { DayFiles } from './day-files.js';
import { historyDays } from './history-writer.js';
import { refreshSnapshot } from './refresh.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';

let fixture: MinistryFixtureServer;
let dataDir: string;
const source = () => createMinistryHttpSource({ baseUrl: fixture.baseUrl });
const backfill = (from: string, to: string) => backfillArchive({ source: source(), dataDir, from, to });
/** A copy of `file` under another name, in a folder of its own. */
function copyTo(file: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'fuel-archive-day-')), 'copy.parquet');
  copyFileSync(file, copy);
  return copy;
}

beforeEach(async () => {
  fixture = await startMinistryFixtureServer();
  dataDir = mkdtempSync(join(tmpdir(), 'fuel-archive-'));
  // The register's current list (22 August) published: the archive starts with that day.
  await refreshSnapshot({ source: source(), dataDir, now: new Date(TEST_NOW) });
});
afterEach(() => fixture.close());

describe('archive backfill from the per-date service', () => {
  it('across a month boundary writes one file per month and kind, holding exactly its days', async () => {
    const result = await backfill('2026-07-30', '2026-08-01');
    expect(result).toEqual({ written: ['2026-07-30', '2026-07-31', '2026-08-01'], skipped: [], empty: [], failed: [] });
    const months = publishedMonths(dataDir);
    expect([...months.keys()]).toEqual(['2026-07', '2026-08']);
    expect(months.get('2026-07')?.dates).toEqual(['2026-07-30', '2026-07-31']);
    expect(months.get('2026-08')?.dates).toEqual(['2026-08-01', '2026-08-22']);
    for (const month of months.values()) {
      const expected = expectedArchiveRowsOver(month.dates);
      for (const kind of DAILY_KINDS) {
        // Read back with DuckDB: the rows are the sum of the days', and the days those the index names.
        expect(await readMonthFile(dataDir, month, kind)).toEqual({ rows: expected[kind], dates: month.dates });
        expect(month[kind].rows).toBe(expected[kind]);
        expect(sha256OfFile(archiveFilePath(dataDir, month[kind].file))).toBe(month[kind].sha256);
      }
    }
    // The archive is apart from the 90-day history: that keeps only what refreshes and the history backfill load.
    expect(historyDates(dataDir)).toEqual(['2026-08-22']);
  });

  it('fills a missing day later: only its month changes, and only by that day; a re-run changes nothing', async () => {
    await backfill('2026-07-30', '2026-07-30');
    await backfill('2026-08-01', '2026-08-01');
    const before = publishedMonths(dataDir);
    const julyBefore = before.get('2026-07');
    const augustBytes = sha256OfFile(archiveFilePath(dataDir, before.get('2026-08')?.prices.file ?? ''));
    expect(julyBefore?.dates).toEqual(['2026-07-30']);

    const result = await backfill('2026-07-28', '2026-08-03');
    expect(result.written).toEqual(['2026-07-31']);
    expect(result.skipped).toEqual(['2026-07-30', '2026-08-01']);
    expect(result.empty).toEqual(['2026-07-28', '2026-07-29', '2026-08-02', '2026-08-03']);
    const after = publishedMonths(dataDir);
    expect(after.get('2026-08')).toEqual(before.get('2026-08'));
    expect(sha256OfFile(archiveFilePath(dataDir, after.get('2026-08')?.prices.file ?? ''))).toBe(augustBytes);
    const july = after.get('2026-07');
    expect(july?.dates).toEqual(['2026-07-30', '2026-07-31']);
    for (const kind of DAILY_KINDS) {
      expect(july?.[kind].rows).toBe((julyBefore?.[kind].rows ?? 0) + expectedArchiveRows('2026-07-31')[kind]);
      // Every row of the earlier version is kept unchanged; the new rows are those of 31 July alone.
      const [added, lost] = await rowDifference(
        archiveFilePath(dataDir, july?.[kind].file ?? ''),
        archiveFilePath(dataDir, julyBefore?.[kind].file ?? ''),
        "date <> DATE '2026-07-31'",
      );
      expect({ kind, added, lost }).toEqual({ kind, added: 0, lost: 0 });
    }

    const index = readPublishedArchive(dataDir);
    const manifest = readManifest(dataDir);
    const again = await backfill('2026-07-28', '2026-08-03');
    expect(again.written).toEqual([]);
    expect(again.skipped).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
    expect(readPublishedArchive(dataDir)).toEqual(index);
    // Nothing to add: nothing published again, and no day held fetched again.
    expect(readManifest(dataDir)).toEqual(manifest);
    expect(fixture.requests('EstacionesTerrestresHist/31-07-2026')).toBe(1);
  });

  it('refuses, before any request, a range after the data served, the sample, or an empty DATA_DIR', async () => {
    const requests = fixture.requests('EstacionesTerrestresHist/23-08-2026');
    await expect(backfill('2026-08-21', '2026-08-23')).rejects.toThrow(
      new ArchiveBackfillRefused('2026-08-23 is after the date of the data served (2026-08-22)'),
    );
    expect(fixture.requests('EstacionesTerrestresHist/23-08-2026')).toBe(requests);
    expect(fixture.requests('EstacionesTerrestresHist/21-08-2026')).toBe(0);

    dataDir = mkdtempSync(join(tmpdir(), 'fuel-archive-empty-'));
    await expect(backfill('2026-08-21', '2026-08-21')).rejects.toThrow('nothing is published yet');
    writeFileSync(join(dataDir, 'manifest.json'), JSON.stringify({ snapshot: 'x', is_sample: true }));
    await expect(backfill('2026-08-21', '2026-08-21')).rejects.toThrow("the archive keeps the register's days only");
  });

  it('a day given twice, from two files, is written once', async () => {
    const held = readPublishedArchive(dataDir);
    const day = historyDays(dataDir)[0] as DayFiles;
    const twice = [day, { ...day, prices: copyTo(day.prices), aggregates: copyTo(day.aggregates) }];
    const staged = await stageArchive(dataDir, { format: 1, months: [] }, twice);
    try {
      staged.place();
      const august = staged.index.months[0] as ArchiveMonth;
      expect(august.dates).toEqual(['2026-08-22']);
      expect(await readMonthFile(dataDir, august, 'prices')).toEqual({
        rows: expectedArchiveRows('2026-08-22').prices,
        dates: ['2026-08-22'],
      });
    } finally {
      staged.discard();
    }
    expect(readPublishedArchive(dataDir)).toEqual(held);
  });
});
