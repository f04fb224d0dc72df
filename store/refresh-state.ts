// The status a server shows of the last refresh: what the refresher recorded in DATA_DIR, so every server of a fleet
// says the same; the embedded sample says what it stands in for.
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import { type RefreshErrorCategory, SAMPLE_SERVED, sampleServedAfter } from '../core/refresh-outcome.js';
import type { DataStore, RefreshState } from './data-store.js';

/**
 * Shows the refresh record of `dataDir` in `store`'s status; false when there is none (the store keeps its own), or
 * when `attempt` is given and the record is not of that attempt (it could not be written: the disk was full).
 */
export function applyRefreshRecord(
  store: DataStore,
  dataDir: string,
  attempt?: { attemptedAt: string; category: RefreshErrorCategory | null },
): boolean {
  const record = readRefreshRecord(dataDir);
  if (record === null) return false;
  if (attempt && (record.attempted_at !== attempt.attemptedAt || record.category !== attempt.category)) return false;
  const state: RefreshState = {
    attemptedAt: record.attempted_at,
    succeeded: record.succeeded,
    error: record.message,
    errorCategory: record.category,
    sourceAnsweredAt: record.source_answered_at,
    sourceDataTime: record.source_data_time,
  };
  if (store.current()?.isSample) {
    // The sample is never fresh data: it stands in for a register that could not be loaded.
    const failure =
      record.succeeded || record.category === null || record.message === null
        ? SAMPLE_SERVED
        : sampleServedAfter({ category: record.category, message: record.message });
    store.noteRefresh({ ...state, succeeded: false, error: failure.message, errorCategory: failure.category });
    return true;
  }
  store.noteRefresh(state);
  return true;
}
