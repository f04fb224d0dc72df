// The one owner of what /v1/status says of the last refresh (DataStore.lastRefresh; a swap says the data it serves is
// good): this process's own refresh, as the ETL's outcome tells it (data from its worker thread, classified there), what
// the refresher recorded in DATA_DIR (so every server of a fleet says the same), the embedded sample standing in for
// the register, and a publication this server cannot load.
import { readRefreshRecord } from '../core/data-dir/refresh-record.js';
import {
  type RefreshErrorCategory,
  type RefreshFailure,
  SAMPLE_SERVED,
  SNAPSHOT_UNLOADABLE,
  sampleServedAfter,
} from '../core/refresh-outcome.js';
import type { DataStore, RefreshState } from './data-store.js';
import type { Dataset } from './dataset.js';

export class RefreshStatus {
  /** What the status says while the sample is served: the register's data has not been loaded (and why, once known). */
  private sampleReason: RefreshFailure = SAMPLE_SERVED;

  constructor(
    private readonly store: DataStore,
    private readonly dataDir: string,
    private readonly now: () => Date,
  ) {}

  /** A dataset was swapped in, whoever published it. The sample is never fresh data: it stands in for the register. */
  served(dataset: Dataset): void {
    if (dataset.isSample) this.failed(this.sampleReason);
  }

  /**
   * This process's own refresh, attempted at `attemptedAt`, ended: `failure` null when it published and what it
   * published is served. Its record in DATA_DIR is then what the status shows, when the record is of this attempt
   * (it is not when the disk was full: the failure stays).
   */
  refreshed(attemptedAt: Date, failure: RefreshFailure | null): void {
    if (failure !== null) this.failed(failure);
    this.showRecord({ attemptedAt: attemptedAt.toISOString(), category: failure?.category ?? null });
  }

  /** The register could not be loaded at start: from now on the sample says so, and it does at once if served. */
  sampleStandsInAfter(failure: RefreshFailure): void {
    this.sampleReason = sampleServedAfter(failure);
    if (this.store.current()?.isSample) this.failed(this.sampleReason);
  }

  /**
   * DATA_DIR changed under another writer (a refusal publishes nothing, so the manifest may not change): what it
   * recorded of its last refresh, unless this server could not load what was published, which its status must say.
   */
  followed(unloadable: boolean): void {
    this.showRecord();
    if (unloadable) this.cannotLoad();
  }

  /** This server cannot load the data published last: it keeps serving what it loaded before. */
  cannotLoad(): void {
    this.failed(SNAPSHOT_UNLOADABLE);
  }

  private failed(failure: RefreshFailure): void {
    this.store.markRefreshFailed(this.now(), failure);
  }

  /** Shows DATA_DIR's refresh record; none, or one not of `attempt`, leaves the status as it is. */
  private showRecord(attempt?: { attemptedAt: string; category: RefreshErrorCategory | null }): void {
    const record = readRefreshRecord(this.dataDir);
    if (record === null) return;
    if (attempt && (record.attempted_at !== attempt.attemptedAt || record.category !== attempt.category)) return;
    const state: RefreshState = {
      attemptedAt: record.attempted_at,
      succeeded: record.succeeded,
      error: record.message,
      errorCategory: record.category,
      sourceAnsweredAt: record.source_answered_at,
      sourceDataTime: record.source_data_time,
    };
    if (this.store.current()?.isSample) {
      // The sample is never fresh data: it stands in for a register that could not be loaded.
      const failure =
        record.succeeded || record.category === null || record.message === null
          ? SAMPLE_SERVED
          : sampleServedAfter({ category: record.category, message: record.message });
      this.store.noteRefresh({ ...state, succeeded: false, error: failure.message, errorCategory: failure.category });
      return;
    }
    this.store.noteRefresh(state);
  }
}
