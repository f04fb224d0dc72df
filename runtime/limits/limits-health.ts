// Whether the store that shares the rate limits and the budget answers. While it does not, the service fails open to
// this process's own counters (a free public API keeps answering; a client may then get its quota once per process)
// and says so in a warning at most once a minute and in /v1/status (`limits.healthy`).
import type { Logger } from 'pino';

/** Where the limits and the budget are counted: this process, the primary of its workers, or Redis. */
export type LimitsStoreKind = 'memory' | 'primary' | 'redis';

export interface LimitsStatus {
  store: LimitsStoreKind;
  /** False while the shared store is unreachable and this process counts on its own. */
  healthy: boolean;
}

const WARN_EVERY_MS = 60_000;

export class LimitsHealth {
  private healthy = true;
  private lastWarnMs = Number.NEGATIVE_INFINITY;
  private failuresSinceWarn = 0;

  constructor(
    readonly store: LimitsStoreKind,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  status(): LimitsStatus {
    return { store: this.store, healthy: this.healthy };
  }

  /** An operation on the shared store failed: count on our own, and warn unless a warning went out this minute. */
  failed(error: unknown): void {
    this.healthy = false;
    this.failuresSinceWarn += 1;
    const now = this.nowMs();
    if (now - this.lastWarnMs < WARN_EVERY_MS) return;
    this.logger.warn(
      { err: error, store: this.store, failures: this.failuresSinceWarn },
      `the ${this.store} limits store is unreachable: limits and budget are counted by this process alone`,
    );
    this.lastWarnMs = now;
    this.failuresSinceWarn = 0;
  }

  /** An operation on the shared store succeeded. */
  succeeded(): void {
    if (this.healthy) return;
    this.healthy = true;
    this.lastWarnMs = Number.NEGATIVE_INFINITY;
    this.failuresSinceWarn = 0;
    this.logger.info({ store: this.store }, `the ${this.store} limits store answers again: limits are shared`);
  }
}
