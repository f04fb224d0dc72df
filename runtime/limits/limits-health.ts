// Whether the store that shares the rate limits and the budget answers. While it does not, the service fails open to
// this process's own counters (a free public API keeps answering; a client may then get its quota once per process)
// and says so in a warning at most once a minute and in /v1/status (`limits.healthy`). It is also a circuit: after a
// failure, requests are decided here at once instead of each waiting for a store that may be stalled (a Redis stopped,
// not gone, answers nothing until every command times out), and one request a second probes the store again.
import type { Logger } from 'pino';

/** Where the limits and the budget are counted: this process, the primary of its workers, or Redis. */
export type LimitsStoreKind = 'memory' | 'primary' | 'redis';

export interface LimitsStatus {
  store: LimitsStoreKind;
  /** False while the shared store is unreachable and this process counts on its own. */
  healthy: boolean;
}

const WARN_EVERY_MS = 60_000;
/** While the store fails, how often one request asks it again. */
export const PROBE_EVERY_MS = 1_000;

export class LimitsHealth {
  private healthy = true;
  private lastWarnMs = Number.NEGATIVE_INFINITY;
  private failuresSinceWarn = 0;
  /** While unhealthy: when the next probe may go, and whether one is out. */
  private nextProbeMs = 0;
  private probing = false;

  constructor(
    readonly store: LimitsStoreKind,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  status(): LimitsStatus {
    return { store: this.store, healthy: this.healthy };
  }

  /**
   * Whether this request should ask the shared store: always while it answers; while it does not, only one request at a
   * time, once a second (a probe), every other being decided by this process at once.
   */
  shouldAsk(): boolean {
    if (this.healthy) return true;
    if (this.probing || this.nowMs() < this.nextProbeMs) return false;
    this.probing = true;
    return true;
  }

  /** An operation on the shared store failed: count on our own, and warn unless a warning went out this minute. */
  failed(error: unknown): void {
    this.healthy = false;
    this.failuresSinceWarn += 1;
    const now = this.nowMs();
    this.probing = false;
    this.nextProbeMs = now + PROBE_EVERY_MS;
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
    this.probing = false;
    if (this.healthy) return;
    this.healthy = true;
    this.lastWarnMs = Number.NEGATIVE_INFINITY;
    this.failuresSinceWarn = 0;
    this.logger.info({ store: this.store }, `the ${this.store} limits store answers again: limits are shared`);
  }
}
