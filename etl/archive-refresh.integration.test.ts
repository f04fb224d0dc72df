// The archive as refreshes leave it: the open month gains each new day, a day loaded again replaces its own rows,
// a closed month's file is never touched again, and the sample never enters it.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ArchiveMonth, archiveFilePath } from '../core/data-dir/archive-index.js';

/** The month files with one row per day and key (the station table has one per station). */
const DAILY_KINDS = ['prices', 'aggregates'] as const;

import { publishedMonths, readMonthFile, sha256OfFile } from '../test/support/archive-files.js';
import { expectedArchiveRowsOver } from '../test/support/archive-truth.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { backfillArchive } from './archive-backfill.js';
import { readPublishedArchive } from './archive-index.js';
import { refreshSnapshot } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';

let fixture: MinistryFixtureServer;
let dataDir: string;
let shifted = 0;
const source = () => createMinistryHttpSource({ baseUrl: fixture.baseUrl });
// The refresh's clock moves with the register's date: a list dated ahead of it is refused.
const refresh = () =>
  refreshSnapshot({ source: source(), dataDir, now: new Date(Date.parse(TEST_NOW) + shifted * 86_400_000) });
/** Dates the register's current list `days` after the slice's, and the refresh's clock with it. */
const shiftDays = (days: number) => {
  shifted = days;
  fixture.shiftDays(days);
};

/** What a reader of each file could tell apart: its name, bytes and modification time. */
function fingerprint(month: ArchiveMonth | undefined): unknown {
  return DAILY_KINDS.map((kind) => {
    const path = archiveFilePath(dataDir, month?.[kind].file ?? '');
    return { file: month?.[kind].file, sha256: sha256OfFile(path), mtimeMs: statSync(path).mtimeMs };
  });
}

beforeEach(async () => {
  fixture = await startMinistryFixtureServer();
  shifted = 0;
  dataDir = mkdtempSync(join(tmpdir(), 'fuel-archive-refresh-'));
  await refresh();
  await backfillArchive({ source: source(), dataDir, from: '2026-07-30', to: '2026-08-01' });
});
afterEach(() => fixture.close());

describe('the archive across refreshes', () => {
  it("the open month gains each day, a day loaded again replaces its rows, and closed months' bytes never change", async () => {
    const july = fingerprint(publishedMonths(dataDir).get('2026-07'));
    // The same day loaded again (the 20:00 refresh after the 08:00 one): August is written again, without a duplicate.
    await refresh();
    let august = publishedMonths(dataDir).get('2026-08') as ArchiveMonth;
    expect(august.dates).toEqual(['2026-08-01', '2026-08-22']);
    expect(await readMonthFile(dataDir, august, 'prices')).toEqual({
      rows: expectedArchiveRowsOver(august.dates).prices,
      dates: august.dates,
    });

    // The register's list dated 1 September: September opens and August is closed.
    shiftDays(10);
    await refresh();
    august = publishedMonths(dataDir).get('2026-08') as ArchiveMonth;
    const closedAugust = fingerprint(august);
    expect(publishedMonths(dataDir).get('2026-09')?.dates).toEqual(['2026-09-01']);

    // Later refreshes: September gains 2 September, then 2 September is loaded again; July and August stay as they were.
    shiftDays(11);
    await refresh();
    await refresh();
    const months = publishedMonths(dataDir);
    expect([...months.keys()]).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(months.get('2026-09')?.dates).toEqual(['2026-09-01', '2026-09-02']);
    expect(months.get('2026-08')).toEqual(august);
    expect(fingerprint(months.get('2026-08'))).toEqual(closedAugust);
    expect(fingerprint(months.get('2026-07'))).toEqual(july);
  });

  it("a sample refresh carries the register's archive forward untouched and adds none of its days", async () => {
    const index = readPublishedArchive(dataDir);
    const july = fingerprint(publishedMonths(dataDir).get('2026-07'));
    await refreshSnapshot({ source: createSampleSource(), dataDir, now: new Date(TEST_NOW) });
    expect(readPublishedArchive(dataDir)).toEqual(index);
    // Back to the register: the history starts again, the archive keeps its months.
    await refresh();
    expect([...publishedMonths(dataDir).keys()]).toEqual(['2026-07', '2026-08']);
    expect(fingerprint(publishedMonths(dataDir).get('2026-07'))).toEqual(july);
  }, 60_000);
});
