import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { historyDates } from '../core/data-dir/history-files.js';
import { DAILY_SERIES_FILE, SNAPSHOTS_DIR, snapshotDownloadPath } from '../core/data-dir/layout.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { datesInDailySeries } from '../test/support/daily-series.js';
import { contents, copyOf, enospc, faultAtStep, temporaries, writeLabel } from '../test/support/data-dir-files.js';
import { fixtureDataDir, sampleDataDir } from '../test/support/datasets.js';
import { killMidWrite } from '../test/support/kill-mid-write.js';
import { fixtureSliceSource } from '../test/support/ministry-files.js';
import { injectWriteFault } from './file-writes.js';
import { refreshSnapshot } from './refresh.js';
import { describeRefreshFailure } from './refresh-failure.js';
import { createSampleSource } from './sample/sample-source.js';

const NOW = new Date('2026-08-22T18:00:00Z');

const fixtureSource = fixtureSliceSource();

function partialWrites(dataDir: string): string[] {
  const found: string[] = [];
  for (const dir of [SNAPSHOTS_DIR, join('history', 'days'), join('history', 'aggregates')]) {
    const full = join(dataDir, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) if (name.startsWith('.tmp-')) found.push(join(dir, name));
  }
  return found;
}

/** The dates in the daily series download of the published snapshot. */
function seriesDates(dataDir: string): string[] {
  const manifest = readManifest(dataDir);
  if (!manifest) return [];
  return datesInDailySeries(readFileSync(snapshotDownloadPath(dataDir, manifest.snapshot, DAILY_SERIES_FILE)));
}

afterEach(() => injectWriteFault(null));

describe('atomic publish', () => {
  it('a process killed in the middle of a refresh never makes a partial snapshot visible', async () => {
    const dataDir = copyOf(sampleDataDir(), 'fuel-crash-');
    const before = readManifest(dataDir);
    const daysBefore = historyDates(dataDir);
    const servedBefore = contents(join(dataDir, before?.snapshot ?? ''));
    const child = spawn(process.execPath, ['--import', 'tsx', 'etl/cli.ts', '--sample', '--backfill-days', '0'], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const killedDuring = await killMidWrite(child, () => partialWrites(dataDir));
    expect(killedDuring.length).toBeGreaterThan(0);
    // The published manifest, the served dataset, its downloads and the list of history days are those of before.
    expect(readManifest(dataDir)).toEqual(before);
    expect(contents(join(dataDir, before?.snapshot ?? ''))).toEqual(servedBefore);
    const dataset = await loadPublishedDataset(dataDir);
    expect(dataset?.version).toBe(before?.snapshot);
    expect(historyDates(dataDir)).toEqual(daysBefore);
    dataset?.release();
    // The next refresh succeeds and clears the leftovers.
    await refreshSnapshot({ source: createSampleSource(), dataDir, now: NOW });
    expect(partialWrites(dataDir)).toEqual([]);
    expect(temporaries(dataDir)).toEqual([]);
    expect(readManifest(dataDir)?.snapshot).not.toBe(before?.snapshot);
  }, 120_000);

  it('the downloads are published with their snapshot: its daily series holds exactly the days of the history', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-series-');
    expect(seriesDates(dataDir)).toEqual(historyDates(dataDir));
    await refreshSnapshot({ source: fixtureSource, dataDir, now: NOW });
    expect(seriesDates(dataDir)).toEqual(historyDates(dataDir));
    expect(historyDates(dataDir).length).toBeGreaterThan(1);
  });
});

describe('a switch between the sample and the register', () => {
  it('starts the history again with the new day, in the history and in the published daily series', async () => {
    const dataDir = copyOf(sampleDataDir(), 'fuel-switch-');
    expect(historyDates(dataDir).length).toBeGreaterThan(1);
    await refreshSnapshot({ source: fixtureSource, dataDir, now: NOW });
    expect(readManifest(dataDir)?.is_sample).toBe(false);
    expect(historyDates(dataDir)).toEqual(['2026-08-22']);
    expect(seriesDates(dataDir)).toEqual(['2026-08-22']);
    expect(temporaries(dataDir)).toEqual([]);
  });
});

describe('a full disk (ENOSPC injected at each file write of a refresh)', () => {
  it('fails as storage_full, changes nothing served, leaves no temporary, and the run after space is freed succeeds', async () => {
    // Which files a refresh writes, in order, on a copy.
    const probe = copyOf(fixtureDataDir(), 'fuel-probe-');
    const steps: string[] = [];
    injectWriteFault((path) => steps.push(writeLabel(probe, path)));
    await refreshSnapshot({ source: fixtureSource, dataDir: probe, now: NOW });
    injectWriteFault(null);
    // Beside the main line (etl/snapshot-writer.ts), each in its own order: the archive's open month, the daily series,
    // written while the archive is staged, the station documents (JSON, then GeoJSON, while DuckDB writes the CSV and
    // Parquet files), the compressed copies of the station list's text files, each file's told once the file is, and
    // the stations that left the register in the window, queried from the archive staged with the snapshot while the
    // snapshot's tables are written, and before its downloads. Where they fall among the others varies from run to run.
    // The rest is in this order.
    const series = [`snapshots/<tmp>/downloads/${DAILY_SERIES_FILE}`, 'snapshots/<tmp>/downloads/daily-prices.parquet'];
    const textFiles = ['stations.csv', 'stations.json', 'stations.geojson'].map(
      (file) => `snapshots/<tmp>/downloads/${file}`,
    );
    const copiesOf = (file: string) => [`${file}.br`, `${file}.gz`];
    const copies = textFiles.flatMap(copiesOf);
    const formerStations = 'snapshots/<tmp>/former-stations.json';
    const [csv, ...documents] = textFiles as [string, ...string[]];
    // The open month of the archive, with the day loaded again (its prices, its aggregates, its station table), staged
    // after the history day and while the snapshot's tables are written: before the snapshot's index of it.
    const archiveMonth = 'archive/<tmp>.partial';
    const beside = [...series, ...documents, ...copies, formerStations, archiveMonth];
    const archiveWrites = steps.flatMap((step, index) => (step === archiveMonth ? [index] : []));
    expect(archiveWrites).toHaveLength(3);
    expect(Math.min(...archiveWrites)).toBeGreaterThan(steps.indexOf('history/stations/<tmp>.partial'));
    expect(Math.max(...archiveWrites)).toBeLessThan(steps.indexOf('snapshots/<tmp>/archive.json'));
    expect(steps.filter((step) => documents.includes(step))).toEqual(documents);
    expect(steps.indexOf(documents[0] as string)).toBeGreaterThan(steps.indexOf('snapshots/<tmp>/archive.json'));
    expect(steps.indexOf(documents[1] as string)).toBeLessThan(steps.indexOf('snapshots/<tmp>/search-tables.json'));
    expect(steps.indexOf(formerStations)).toBeGreaterThan(Math.max(...archiveWrites));
    expect(steps.indexOf(formerStations)).toBeLessThan(steps.indexOf(csv));
    expect(steps.filter((step) => series.includes(step))).toEqual(series);
    for (const file of textFiles) {
      expect(steps.filter((step) => copiesOf(file).includes(step))).toEqual(copiesOf(file));
      expect(steps.indexOf(`${file}.br`)).toBeGreaterThan(steps.indexOf(file));
    }
    expect(steps.filter((step) => !beside.includes(step))).toEqual([
      // The day's prices, its rows of the daily series (a gzip member), its aggregates, its block (what a start loads
      // of the day) and station records.
      'history/days/<tmp>.partial',
      'history/series/<tmp>.partial',
      'history/aggregates/<tmp>.partial',
      'history/blocks/<tmp>.partial',
      'history/stations/<tmp>.partial',
      // The four tables as a start reads them, written while DuckDB writes their Parquet files (told after it).
      'snapshots/<tmp>/tables.json',
      'snapshots/<tmp>/stations.parquet',
      'snapshots/<tmp>/communities.parquet',
      'snapshots/<tmp>/provinces.parquet',
      'snapshots/<tmp>/municipalities.parquet',
      'snapshots/<tmp>/archive.json',
      csv,
      'snapshots/<tmp>/downloads/stations.parquet',
      // What the indexes need from the tables alone (computed beside the history day), once the database is closed.
      'snapshots/<tmp>/search-tables.json',
      'snapshots/<tmp>/spain-orders.json',
      'snapshots/<tmp>/downloads/datapackage.json',
      'snapshots/<tmp>/downloads/datapackage.json.br',
      'snapshots/<tmp>/downloads/datapackage.json.gz',
      // The manifest, then the record of the refresh (for every reader's status).
      '<tmp>',
      '<tmp>',
    ]);
    // What is served and its status apart: a failed refresh writes its record, and changes nothing else.
    const served = (files: Record<string, string>) => {
      const { 'refresh-status.json': _record, ...rest } = files;
      return rest;
    };

    const dataDir = copyOf(fixtureDataDir(), 'fuel-full-');
    const before = served(contents(dataDir));
    // Every write of the publication, known by its file and how many of that name came before it; the record written
    // after it (a full disk there leaves the refresh done).
    for (const [index, step] of steps.slice(0, -1).entries()) {
      injectWriteFault(faultAtStep(dataDir, steps, index, enospc));
      const failure = await refreshSnapshot({ source: fixtureSource, dataDir, now: NOW }).then(
        () => null,
        (error: unknown) => describeRefreshFailure(error),
      );
      injectWriteFault(null);
      expect({ step, category: failure?.category }).toEqual({ step, category: 'storage_full' });
      expect(failure?.message).not.toContain(dataDir);
      expect(temporaries(dataDir), step).toEqual([]);
      expect(served(contents(dataDir)), step).toEqual(before);
      expect(readRefreshRecord(dataDir)?.category, step).toBe('storage_full');
    }

    // Space freed: the next run publishes, with its downloads.
    const published = await refreshSnapshot({ source: fixtureSource, dataDir, now: NOW });
    expect(readManifest(dataDir)).toEqual(published.manifest);
    expect(published.manifest.snapshot).not.toBe(
      JSON.parse(readFileSync(join(fixtureDataDir(), 'manifest.json'), 'utf8')).snapshot,
    );
    expect(seriesDates(dataDir)).toEqual(historyDates(dataDir));
    expect(statSync(snapshotDownloadPath(dataDir, published.manifest.snapshot, 'stations.csv')).size).toBeGreaterThan(
      0,
    );
    expect(temporaries(dataDir)).toEqual([]);
  }, 120_000);

  it('the next run removes what a crashed run left: temporaries named with a dead pid, and older names', async () => {
    const dataDir = copyOf(fixtureDataDir(), 'fuel-leftovers-');
    const dead = '.tmp-999999-0a0b0c0d0e0f';
    mkdirSync(join(dataDir, SNAPSHOTS_DIR, dead, 'downloads'), { recursive: true });
    writeFileSync(join(dataDir, SNAPSHOTS_DIR, dead, 'stations.parquet'), Buffer.alloc(64 * 1024));
    writeFileSync(join(dataDir, 'history', 'days', `${dead}.partial`), Buffer.alloc(1024));
    writeFileSync(join(dataDir, 'history', 'aggregates', `${dead}.partial`), Buffer.alloc(1024));
    writeFileSync(join(dataDir, 'history', 'daily-prices.csv.gz.tmp-1a2b3c4d5e6f'), Buffer.alloc(1024));
    writeFileSync(join(dataDir, dead), '{');
    expect(temporaries(dataDir)).toHaveLength(5);
    const events: Record<string, unknown>[] = [];
    await refreshSnapshot({ source: fixtureSource, dataDir, now: NOW, log: (event) => events.push(event) });
    expect(temporaries(dataDir)).toEqual([]);
    expect(events.find((e) => e.event === 'leftovers_removed')?.files).toHaveLength(5);
  });
});
