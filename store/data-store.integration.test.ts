import { describe, expect, it } from 'vitest';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { SAMPLE_BACKFILL_DAYS } from '../test/support/fixture-facts.js';
import { DataStore } from './data-store.js';

describe('data store swap', () => {
  it('a request that took the previous dataset still completes after a new one is swapped in', async () => {
    const store = new DataStore(200);
    const first = await loadDataset(sampleDataDir());
    store.swap(first, new Date());
    // A request holds the dataset it reads (the pipeline does this for every request).
    const taken = store.hold();
    const dataset = await loadDataset(sampleDataDir());
    store.swap(dataset, new Date());
    expect(store.current()).toBe(dataset);
    const history = await taken.dataset?.dailyAggregates('diesel', { level: 'spain' }, '2026-08-15', '2026-08-22');
    expect(history?.length).toBe(SAMPLE_BACKFILL_DAYS + 1);
    taken.done();
  });

  it('marks the data stale after a failed refresh and fresh after the next good one', async () => {
    const store = new DataStore(10);
    const dataset = await loadDataset(sampleDataDir());
    store.swap(dataset, new Date('2026-08-22T06:00:00Z'));
    expect(store.stale).toBe(false);
    store.markRefreshFailed(new Date('2026-08-22T18:00:00Z'), {
      category: 'source_unreachable',
      message: { en: 'no answer in time', es: 'no respondió a tiempo' },
    });
    expect(store.stale).toBe(true);
    store.swap(await loadDataset(sampleDataDir()), new Date('2026-08-22T18:05:00Z'));
    expect(store.stale).toBe(false);
  });
});
