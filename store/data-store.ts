// Holds the data being served and swaps in a new snapshot atomically, without failing requests in flight.
import { overdueAtMs } from '../core/freshness.js';
import type { Localized } from '../core/language.js';
import type { RefreshErrorCategory, RefreshFailure } from '../core/refresh-outcome.js';
import type { Dataset } from './dataset.js';

export interface RefreshState {
  attemptedAt: string | null;
  succeeded: boolean | null;
  /** A plain sentence for /v1/status in each language (etl/refresh-failure.ts); the full error is in the log only. */
  error: Localized | null;
  errorCategory: RefreshErrorCategory | null;
  /** When the register last answered a refresh with a list, and its own time of that list (the refresh record). */
  sourceAnsweredAt: string | null;
  sourceDataTime: string | null;
}

const NO_REFRESH: RefreshState = {
  attemptedAt: null,
  succeeded: null,
  error: null,
  errorCategory: null,
  sourceAnsweredAt: null,
  sourceDataTime: null,
};

/**
 * A replaced dataset is freed as soon as no request holds it; one still held this long after a swap (longer than the
 * server's request timeout) is freed anyway.
 */
export const RELEASE_DELAY_MS = 60_000;

/** A request's hold on the dataset it reads; `done()` when it has answered. */
export interface DatasetHold {
  readonly dataset: Dataset | null;
  done(): void;
}

export class DataStore {
  constructor(private readonly releaseDelayMs = RELEASE_DELAY_MS) {}

  private dataset: Dataset | null = null;
  /** When the dataset served becomes overdue (core/freshness.ts), read once per swap. */
  private overdueAt = Number.POSITIVE_INFINITY;
  private refresh: RefreshState = NO_REFRESH;
  /** The embedded sample is being loaded to be served (an empty DATA_DIR): /v1/status says sample before it is. */
  sampleLoading = false;
  private readonly listeners: ((dataset: Dataset) => void)[] = [];
  /** Requests in flight per dataset. */
  private readonly holds = new Map<Dataset, number>();
  /** Replaced datasets still held, with the timer that frees them at the latest. */
  private readonly retired = new Map<Dataset, NodeJS.Timeout>();

  /** The dataset in use, or null before the first load. A request keeps the object it took even if a swap follows. */
  current(): Dataset | null {
    return this.dataset;
  }

  /** The current dataset, kept from being freed by a swap until `done()` (the pipeline holds it per request). */
  hold(): DatasetHold {
    const dataset = this.dataset;
    if (dataset) this.holds.set(dataset, (this.holds.get(dataset) ?? 0) + 1);
    let open = true;
    return {
      dataset,
      done: () => {
        if (!open || !dataset) return;
        open = false;
        const left = (this.holds.get(dataset) ?? 1) - 1;
        if (left > 0) this.holds.set(dataset, left);
        else {
          this.holds.delete(dataset);
          if (this.retired.has(dataset)) this.free(dataset);
        }
      },
    };
  }

  /**
   * Whether an answer at `now` says meta.stale: the last refresh failed and the last good copy (or the embedded sample,
   * marked so when loaded) is served, or the data is overdue (core/freshness.ts), whatever the cause.
   */
  staleAt(now: Date): boolean {
    if (this.dataset === null) return false;
    return this.refresh.succeeded === false || now.getTime() >= this.overdueAt;
  }

  get lastRefresh(): RefreshState {
    return { ...this.refresh };
  }

  swap(next: Dataset, at: Date): void {
    const previous = this.dataset;
    this.dataset = next;
    this.overdueAt = overdueAtMs(next.sourceTime);
    this.refresh = {
      ...this.refresh,
      attemptedAt: at.toISOString(),
      succeeded: true,
      error: null,
      errorCategory: null,
    };
    for (const listener of this.listeners) listener(next);
    if (previous && previous !== next) this.retire(previous);
  }

  /** Frees a replaced dataset now if no request reads it, else when the last one answers (or after the delay). */
  private retire(dataset: Dataset): void {
    if (!this.holds.has(dataset)) {
      dataset.release();
      return;
    }
    const latest = setTimeout(() => this.free(dataset), this.releaseDelayMs);
    latest.unref();
    this.retired.set(dataset, latest);
  }

  private free(dataset: Dataset): void {
    clearTimeout(this.retired.get(dataset));
    this.retired.delete(dataset);
    this.holds.delete(dataset);
    dataset.release();
  }

  /**
   * The last refresh as the refresher recorded it (every reader of a DATA_DIR shows the same). Its one caller, with
   * markRefreshFailed's, is the owner of the status, store/refresh-status.ts.
   */
  noteRefresh(state: RefreshState): void {
    this.refresh = { ...state };
  }

  markRefreshFailed(at: Date, failure: RefreshFailure): void {
    this.refresh = {
      ...this.refresh,
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
