import { describe, expect, it } from 'vitest';
import { DataStore } from '../store/data-store.js';
import { fakeDataset } from '../test/support/fakes.js';
import { buildMeta, createAnswerWriter } from './meta.js';

const HEAD = '{"data":{"é":[1]},"meta":';

const expected = (store: DataStore, now: Date, id: string, webUrl: string | null, stale: boolean) =>
  `${HEAD}${JSON.stringify(buildMeta(store, now, id, webUrl, stale))}}`;

/** The writer's answer after HEAD, as text. */
function metaWriter(store: DataStore) {
  const writeAnswer = createAnswerWriter(store);
  return (now: Date, id: string, webUrl: string | null, stale: boolean) =>
    writeAnswer(Buffer.from(HEAD), now, id, webUrl, stale).toString();
}

describe('createAnswerWriter', () => {
  it('writes the head, then meta as JSON.stringify(buildMeta(...)) writes it, with and without data, sample or real', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    const now = new Date('2026-08-22T14:00:00Z');
    expect(write(now, 'req-1', null, false)).toBe(expected(store, now, 'req-1', null, false));
    for (const isSample of [false, true]) {
      store.swap(fakeDataset({ isSample, sourceTime: '2026-08-22T13:53:31Z' }), now);
      for (const stale of [false, true]) {
        for (const webUrl of [null, 'https://gasolineras.dev/gasolinera/14932', 'https://x.example/"quoted"\u00e9']) {
          expect(write(now, 'req-2', webUrl, stale)).toBe(expected(store, now, 'req-2', webUrl, stale));
        }
      }
    }
  });

  it('follows the clock: data age every second, next_update across a refresh slot, a new dataset at once', () => {
    const store = new DataStore();
    const write = metaWriter(store);
    store.swap(fakeDataset({ sourceTime: '2026-08-22T05:53:31Z' }), new Date('2026-08-22T06:00:00Z'));
    // 08:00 in Madrid (summer time) is 06:00 UTC: the instants straddle a refresh slot.
    for (const at of ['2026-08-22T05:59:58Z', '2026-08-22T05:59:59Z', '2026-08-22T06:00:00Z', '2026-08-22T06:00:01Z']) {
      const now = new Date(at);
      expect(write(now, 'r', null, false)).toBe(expected(store, now, 'r', null, false));
    }
    const now = new Date('2026-08-22T06:00:02Z');
    store.swap(fakeDataset({ sourceTime: '2026-08-22T06:00:00Z', isSample: true }), now);
    expect(write(now, 'r', null, false)).toBe(expected(store, now, 'r', null, false));
    expect(JSON.parse(write(now, 'r', null, false)).meta.data_age_seconds).toBe(2);
  });
});
