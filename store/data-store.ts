// Holds the data being served and swaps in a new snapshot atomically, without failing requests in flight.
import type { RefreshErrorCategory, RefreshFailure } from '../etl/refresh-failure.js';
import type { Dataset } from './dataset.js';

export interface RefreshState {
  attemptedAt: string | null;
  succeeded: boolean | null;
  /** A plain sentence for /v1/status (etl/refresh-failure.ts); the full error is in the log only. */
  error: string | null;
  errorCategory: RefreshErrorCategory | null;
}

/** Longer than the server's request timeout, so no request outlives the dataset it reads. */
export const RELEASE_DELAY_MS = 60_000;

export class DataStore {
  constructor(private readonly releaseDelayMs = RELEASE_DELAY_MS) {}

  private dataset: Dataset | null = null;
  private refresh: RefreshState = { attemptedAt: null, succeeded: null, error: null, errorCategory: null };
  private readonly listeners: ((dataset: Dataset) => void)[] = [];

  /** The dataset in use, or null before the first load. A request keeps the object it took even if a swap follows. */
  current(): Dataset | null {
    return this.dataset;
  }

  /** true when the last refresh failed and the last good copy (or the embedded sample) is served. */
  get stale(): boolean {
    return this.dataset !== null && this.refresh.succeeded === false;
  }

  get lastRefresh(): RefreshState {
    return { ...this.refresh };
  }

  swap(next: Dataset, at: Date): void {
    const previous = this.dataset;
    this.dataset = next;
    this.refresh = { attemptedAt: at.toISOString(), succeeded: true, error: null, errorCategory: null };
    for (const listener of this.listeners) listener(next);
    // Requests that took the previous dataset may still be reading it: free it after they must have finished.
    if (previous && previous !== next) setTimeout(() => previous.release(), this.releaseDelayMs).unref();
  }

  markRefreshFailed(at: Date, failure: RefreshFailure): void {
    this.refresh = {
      attemptedAt: at.toISOString(),
      succeeded: false,
      error: failure.message,
      errorCategory: failure.category,
    };
  }

  onSwap(listener: (dataset: Dataset) => void): void {
    this.listeners.push(listener);
  }
}
