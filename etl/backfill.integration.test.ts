import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyDates } from '../core/data-dir/history-files.js';
import { TEST_NOW } from '../test/support/fixture-facts.js';
import { fixtureSliceSource, historyList } from '../test/support/ministry-files.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { backfillHistory, daysBefore } from './backfill.js';
import { refreshSnapshot } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import { readWholeList } from './source/read-stations.js';
import type { MinistrySource } from './source/source.js';

describe('history backfill', () => {
  it('counts back from the date of the snapshot', () => {
    expect(daysBefore('2026-03-01', 3)).toEqual(['2026-02-28', '2026-02-27', '2026-02-26']);
  });

  it('fills day by day, passes over days the register does not have, and resumes where it stopped', async () => {
    // The committed slice over HTTP: 21 and 19 August are there, 20 August is not (an empty list).
    const fixture = await startMinistryFixtureServer();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), 'fuel-backfill-'));
      const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
      const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date(TEST_NOW) });
      const first = await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 2 });
      expect(first).toEqual({ written: ['2026-08-21'], skipped: [], empty: ['2026-08-20'], failed: [] });
      const second = await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 4 });
      expect(second).toEqual({
        written: ['2026-08-19'],
        skipped: ['2026-08-21'],
        empty: ['2026-08-20', '2026-08-18'],
        failed: [],
      });
      expect(historyDates(dataDir)).toEqual(['2026-08-19', '2026-08-21', '2026-08-22']);
      expect(fixture.requests('EstacionesTerrestresHist/20-08-2026')).toBe(2);
      expect(fixture.requests('EstacionesTerrestresHist/21-08-2026')).toBe(1);
    } finally {
      await fixture.close();
    }
  });

  it('never writes a day under another date than the one asked: a list dated in the future fails its day', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-backfill-dated-'));
    const { manifest, territories } = await refreshSnapshot({
      source: fixtureSliceSource(),
      dataDir,
      now: new Date(TEST_NOW),
    });
    const misdated: MinistrySource = {
      ...fixtureSliceSource(),
      stationsOn: async (_date, reader) =>
        readWholeList({ ...historyList('21-08-2026'), Fecha: '21/05/2027 0:00:00' }, reader()),
    };
    const result = await backfillHistory({
      source: misdated,
      dataDir,
      territories,
      endDate: manifest.source_date,
      days: 1,
    });
    expect(result.failed).toEqual([
      { date: '2026-08-21', error: 'Error: the register answered the list of 2027-05-21' },
    ]);
    expect(historyDates(dataDir)).toEqual(['2026-08-22']);
  });

  it('takes at most 90 days', async () => {
    const args = {
      source: createSampleSource(),
      dataDir: '/nonexistent',
      territories: { communities: [], provinces: [], municipalities: [] },
      endDate: '2026-08-22',
    };
    await expect(backfillHistory({ ...args, days: 91 })).rejects.toThrow(RangeError);
  });
});
