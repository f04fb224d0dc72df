// The archive under faults: a full disk at each write of an archive backfill, a run stopped after placing new month
// versions but before publishing them, and the removal of versions no snapshot on disk names any more.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_DIR,
  ARCHIVE_INDEX_FILE,
  type ArchiveMonth,
  monthFiles,
  readArchiveIndex,
} from '../core/data-dir/archive-index.js';
import { SNAPSHOTS_DIR } from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { contents, copyOf, enospc, faultAtStep, temporaries, writeLabel } from '../test/support/data-dir-files.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { historyList } from '../test/support/ministry-files.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { backfillArchive } from './archive-backfill.js';
import { pruneArchive, readPublishedArchive } from './archive-index.js';
import { stageArchive } from './archive-writer.js';
import { writeDayFiles } from './day-files.js';
import { injectWriteFault } from './file-writes.js';
import { fetchTerritories, refreshSnapshot } from './refresh.js';
import { describeRefreshFailure } from './refresh-failure.js';
import { pruneSnapshots } from './snapshot-writer.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import { transformStationList } from './transform/stations.js';

let fixture: MinistryFixtureServer;
/** The register's 22 August published, the archive holding 30 July and 1 August: 31 July is missing. */
let base: string;
const source = () => createMinistryHttpSource({ baseUrl: fixture.baseUrl });
const fillJuly31 = (dataDir: string) =>
  backfillArchive({ source: source(), dataDir, from: '2026-07-31', to: '2026-07-31' });

beforeAll(async () => {
  fixture = await startMinistryFixtureServer();
  base = mkdtempSync(join(tmpdir(), 'fuel-archive-faults-'));
  await refreshSnapshot({ source: source(), dataDir: base, now: new Date(TEST_NOW) });
  for (const day of ['2026-07-30', '2026-08-01'])
    await backfillArchive({ source: source(), dataDir: base, from: day, to: day });
});
afterAll(() => fixture.close());
afterEach(() => injectWriteFault(null));

/** Names of the archive's version files on disk. */
const versionsOnDisk = (dataDir: string) => readdirSync(join(dataDir, ARCHIVE_DIR)).sort();

/** Every version file a snapshot on disk names. */
function namedVersions(dataDir: string): string[] {
  const names = readdirSync(join(dataDir, SNAPSHOTS_DIR)).flatMap((snapshot) =>
    readArchiveIndex(join(dataDir, SNAPSHOTS_DIR, snapshot, ARCHIVE_INDEX_FILE)).months.flatMap((m) =>
      monthFiles(m).map(([, file]) => file.file),
    ),
  );
  return [...new Set(names)].sort();
}

describe('the archive under faults', () => {
  it('ENOSPC at each write of a backfill: storage_full, nothing served changes, no temporary; then it succeeds', async () => {
    const probe = copyOf(base, 'fuel-archive-probe-');
    const steps: string[] = [];
    injectWriteFault((path) => steps.push(writeLabel(probe, path)));
    await fillJuly31(probe);
    injectWriteFault(null);
    // The day fetched (prices, aggregates), July's new version (prices, aggregates), then the snapshot published again
    // (its daily series written beside the archive, so anywhere among these).
    const archiveSteps = steps.filter((step) => !step.includes('/downloads/daily-prices.'));
    expect(archiveSteps.slice(0, 4)).toEqual(Array(4).fill('archive/<tmp>.partial'));
    expect(steps).toContain('snapshots/<tmp>/archive.json');
    expect(steps.at(-1)).toBe('<tmp>');

    const dataDir = copyOf(base, 'fuel-archive-full-');
    const before = contents(dataDir);
    for (const [index, step] of steps.entries()) {
      injectWriteFault(faultAtStep(dataDir, steps, index, enospc));
      const failure = await fillJuly31(dataDir).then(
        () => null,
        (error: unknown) => describeRefreshFailure(error),
      );
      injectWriteFault(null);
      expect({ step, category: failure?.category }).toEqual({ step, category: 'storage_full' });
      expect(temporaries(dataDir), step).toEqual([]);
      expect(contents(dataDir), step).toEqual(before);
    }
    expect((await fillJuly31(dataDir)).written).toEqual(['2026-07-31']);
    expect(readPublishedArchive(dataDir).months[0]?.dates).toEqual(['2026-07-30', '2026-07-31']);
    expect(temporaries(dataDir)).toEqual([]);
  }, 120_000);

  it('a run stopped after placing new versions, before its manifest, changes nothing served; the next run removes them', async () => {
    const dataDir = copyOf(base, 'fuel-archive-stopped-');
    const served = readPublishedArchive(dataDir);
    const manifest = readManifest(dataDir);
    // What a kill between placing the month files and renaming the manifest leaves: versions no snapshot names.
    const scratch = mkdtempSync(join(tmpdir(), 'fuel-archive-day-'));
    const day = {
      date: '2026-07-31',
      prices: join(scratch, 'prices.parquet'),
      aggregates: join(scratch, 'agg.parquet'),
      stations: join(scratch, 'stations.parquet'),
    };
    const territories = await fetchTerritories(source());
    await writeDayFiles(transformStationList(historyList('31-07-2026'), territories), day);
    const staged = await stageArchive(dataDir, served, [day]);
    staged.place();
    writeFileSync(join(dataDir, ARCHIVE_DIR, '.tmp-999999-0a0b0c0d0e0f.partial'), Buffer.alloc(1024));
    const orphans = monthFiles(staged.index.months[0] as ArchiveMonth).map(([, file]) => file.file);
    expect(versionsOnDisk(dataDir)).toEqual(expect.arrayContaining(orphans));
    expect(readManifest(dataDir)).toEqual(manifest);
    expect(readPublishedArchive(dataDir)).toEqual(served);

    const events: Record<string, unknown>[] = [];
    await refreshSnapshot({ source: source(), dataDir, now: new Date(TEST_NOW), log: (e) => events.push(e) });
    expect(events.find((e) => e.event === 'leftovers_removed')?.files).toEqual([
      'archive/.tmp-999999-0a0b0c0d0e0f.partial',
    ]);
    expect(temporaries(dataDir)).toEqual([]);
    expect(versionsOnDisk(dataDir)).toEqual(namedVersions(dataDir));
    for (const orphan of orphans) expect(versionsOnDisk(dataDir)).not.toContain(orphan);
    expect(readPublishedArchive(dataDir).months[0]).toEqual(served.months[0]);
  });

  it('removes a version once no snapshot on disk names it, and nothing while an index cannot be read', async () => {
    const dataDir = copyOf(base, 'fuel-archive-prune-');
    await refreshSnapshot({ source: source(), dataDir, now: new Date(TEST_NOW) });
    await fillJuly31(dataDir);
    // Within the grace period every snapshot is kept, and with it every version it names.
    expect(versionsOnDisk(dataDir)).toEqual(namedVersions(dataDir));
    expect(versionsOnDisk(dataDir).length).toBeGreaterThan(4);
    const published = readManifest(dataDir)?.snapshot ?? '';
    const older = readdirSync(join(dataDir, SNAPSHOTS_DIR)).find((name) => !published.endsWith(name)) as string;
    const index = join(dataDir, SNAPSHOTS_DIR, older, ARCHIVE_INDEX_FILE);
    const text = readFileSync(index, 'utf8');
    const orphan = 'prices-2026-07.0123456789abcdef.parquet';
    writeFileSync(join(dataDir, ARCHIVE_DIR, orphan), 'not named by any snapshot');
    writeFileSync(index, '{');
    expect(pruneArchive(dataDir)).toEqual([]);
    writeFileSync(index, text);
    expect(pruneArchive(dataDir)).toEqual([orphan]);

    // An hour later only the published snapshot and the two before it are kept: the versions they name remain.
    pruneSnapshots(dataDir, new Date(Date.now() + 3_600_000));
    expect(readdirSync(join(dataDir, SNAPSHOTS_DIR))).toHaveLength(3);
    expect(versionsOnDisk(dataDir)).toEqual(namedVersions(dataDir));
    const served = readPublishedArchive(dataDir).months.flatMap((m) => monthFiles(m).map(([, file]) => file.file));
    expect(versionsOnDisk(dataDir)).toEqual(expect.arrayContaining(served));
  });
});
