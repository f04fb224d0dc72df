// `npm run etl -- --archive-backfill FROM..TO` as an operator runs it: refusals that name the option and the value,
// the writer lock respected, and a re-run that adds nothing.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_DIR } from '../core/data-dir/archive-index.js';
import { isTemporaryName, MANIFEST_FILE, SNAPSHOTS_DIR, WRITER_LOCK_FILE } from '../core/data-dir/layout.js';
import { publishedMonths } from '../test/support/archive-files.js';
import { contents, copyOf, temporaries } from '../test/support/data-dir-files.js';
import { runEtlCli, spawnEtlCli } from '../test/support/etl-cli.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { killMidWrite } from '../test/support/kill-mid-write.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { refreshSnapshot } from './refresh.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import { acquireWriterLock } from './writer-lock.js';

let fixture: MinistryFixtureServer;
let dataDir: string;
/** DATA_DIR as the refresh left it, before any archive backfill. */
let pristine: string;
beforeAll(async () => {
  fixture = await startMinistryFixtureServer();
  dataDir = mkdtempSync(join(tmpdir(), 'fuel-archive-cli-'));
  await refreshSnapshot({
    source: createMinistryHttpSource({ baseUrl: fixture.baseUrl }),
    dataDir,
    now: new Date(TEST_NOW),
  });
  pristine = copyOf(dataDir, 'fuel-archive-cli-pristine-');
});
afterAll(() => fixture.close());

const runEtl = (args: string[]) => runEtlCli(dataDir, fixture.baseUrl, args);

describe('npm run etl -- --archive-backfill', () => {
  it.each([
    [['--archive-backfill', '2026-02-30'], '--archive-backfill "2026-02-30" is not a day or a range of days'],
    [
      ['--archive-backfill', '2026-08-03..2026-07-28'],
      '--archive-backfill "2026-08-03..2026-07-28" starts after it ends',
    ],
    [['--archive-backfill', '2026-07-30', '--sample'], '--archive-backfill takes no --sample'],
    [
      ['--archive-backfill', '2026-08-21..2026-08-25'],
      '--archive-backfill: 2026-08-25 is after the date of the data served',
    ],
  ])('%j exits 2 naming the option and the value, having fetched nothing', async (args, message) => {
    const { code, stderr } = await runEtl(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(fixture.requests('EstacionesTerrestresHist/21-08-2026')).toBe(0);
  });

  it('waits its turn behind the writer lock, fills the range, and a re-run adds nothing', async () => {
    const before = readFileSync(join(dataDir, MANIFEST_FILE), 'utf8');
    const held = await acquireWriterLock(dataDir);
    const refused = await runEtl(['--archive-backfill', '2026-07-30..2026-08-01']);
    expect(refused.code).toBe(0);
    expect(refused.stderr).toContain(`a refresh is in progress (pid ${process.pid}`);
    expect(fixture.requests('EstacionesTerrestresHist/30-07-2026')).toBe(0);
    expect(readFileSync(join(dataDir, MANIFEST_FILE), 'utf8')).toBe(before);
    held?.release();

    const filled = await runEtl(['--archive-backfill', '2026-07-30..2026-08-01']);
    expect(filled.code).toBe(0);
    expect(filled.stdout).toContain('"event":"archive_month_published","month":"2026-07"');
    expect([...publishedMonths(dataDir).values()].map((m) => m.dates)).toEqual([
      ['2026-07-30', '2026-07-31'],
      ['2026-08-01', '2026-08-22'],
    ]);
    const again = await runEtl(['--archive-backfill', '2026-07-30..2026-08-01']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('"event":"archive_backfill_done","written":0,"skipped":3');
  }, 60_000);
});

describe('an archive backfill killed while it writes', () => {
  it('leaves the served data and the archive as they were, and the next run clears its leftovers and fills the range', async () => {
    const copy = copyOf(pristine, 'fuel-archive-killed-');
    const before = contents(copy);
    const manifest = readFileSync(join(copy, MANIFEST_FILE), 'utf8');
    const child = spawnEtlCli(copy, fixture.baseUrl, ['--archive-backfill', '2026-07-30..2026-08-01']);
    // Once the snapshot is being staged, July's fetched days and its new version are written aside.
    const killedDuring = await killMidWrite(
      child,
      () => temporaries(copy),
      (partial) => partial.some((path) => path.startsWith(`${SNAPSHOTS_DIR}/`)),
    );
    expect(killedDuring.filter((path) => path.startsWith(`${ARCHIVE_DIR}/`)).length).toBeGreaterThanOrEqual(4);
    expect(readFileSync(join(copy, MANIFEST_FILE), 'utf8')).toBe(manifest);
    // Every file there was is as it was; what was added is temporaries, or inside one (a snapshot being staged, its
    // downloads written as each is whole), and the lock the killed run held.
    const after = contents(copy);
    expect(Object.fromEntries(Object.keys(before).map((file) => [file, after[file]]))).toEqual(before);
    const added = Object.keys(after).filter((file) => !(file in before));
    const temporary = (file: string) => file.split('/').some(isTemporaryName);
    expect(added.filter((file) => !temporary(file) && file !== WRITER_LOCK_FILE)).toEqual([]);

    const next = await runEtlCli(copy, fixture.baseUrl, ['--archive-backfill', '2026-07-30..2026-08-01']);
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('"event":"leftovers_removed"');
    expect(temporaries(copy)).toEqual([]);
    expect([...publishedMonths(copy).values()].map((m) => m.dates)).toEqual([
      ['2026-07-30', '2026-07-31'],
      ['2026-08-01', '2026-08-22'],
    ]);
  }, 60_000);
});
