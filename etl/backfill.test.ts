import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backfillHistory, daysBefore } from './backfill.js';
import { historyDates } from './history-writer.js';
import { refreshSnapshot } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';

describe('history backfill', () => {
  it('counts back from the date of the snapshot', () => {
    expect(daysBefore('2026-03-01', 3)).toEqual(['2026-02-28', '2026-02-27', '2026-02-26']);
  });

  it('fills day by day and resumes where it stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-backfill-'));
    const source = createSampleSource();
    const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date('2026-08-22T14:00:00Z') });
    const first = await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 2 });
    expect(first.written).toEqual(['2026-08-21', '2026-08-20']);
    const second = await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 4 });
    expect(second.skipped).toEqual(['2026-08-21', '2026-08-20']);
    expect(second.written).toEqual(['2026-08-19', '2026-08-18']);
    expect(historyDates(dataDir)).toEqual(['2026-08-18', '2026-08-19', '2026-08-20', '2026-08-21', '2026-08-22']);
  }, 60_000);

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
