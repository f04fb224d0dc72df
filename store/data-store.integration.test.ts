import { describe, expect, it } from 'vitest';
import { loadDataset, sampleDataDir } from '../test/support/datasets.js';
import { fakeDataset } from '../test/support/fakes.js';
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
    store.swap(fakeDataset(), new Date('2026-08-22T14:00:00Z'));
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(false);
    store.markRefreshFailed(new Date('2026-08-22T18:00:00Z'), {
      category: 'source_unreachable',
      message: { en: 'no answer in time', es: 'no respondió a tiempo' },
    });
    expect(store.staleAt(new Date('2026-08-22T18:00:00Z'))).toBe(true);
    store.swap(fakeDataset(), new Date('2026-08-22T18:05:00Z'));
    expect(store.staleAt(new Date('2026-08-22T18:05:00Z'))).toBe(false);
  });

  it('the data overdue 14 hours after its time (its update due after 12, a grace of 2), whatever the refreshes did', () => {
    const store = new DataStore(10);
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(false); // nothing served: no_data, not stale
    store.swap(fakeDataset({ sourceTime: '2026-08-22T13:53:31Z' }), new Date('2026-08-22T14:00:00Z'));
    expect(store.staleAt(new Date('2026-08-23T03:53:30.999Z'))).toBe(false);
    expect(store.staleAt(new Date('2026-08-23T03:53:31Z'))).toBe(true);
    store.swap(fakeDataset({ sourceTime: '2026-08-23T01:53:31Z' }), new Date('2026-08-23T04:00:00Z'));
    expect(store.staleAt(new Date('2026-08-23T04:00:00Z'))).toBe(false);
  });
});
