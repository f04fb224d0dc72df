// Whether the store that shares the rate limits and the budget answers. While it does not, the service fails open to
// this process's own counters (a free public API keeps answering; a client may then get its quota once per process)
// and says so in a warning at most once a minute and in /v1/status (`limits.healthy`). It is also a circuit: after a
// failure every request is decided here at once, and the store is probed beside the requests, once a second, until it
// answers. No request is ever a probe: on a quiet server each one would be, and would wait for a store that may be
// stalled (a Redis stopped, not gone, answers nothing until every command times out).
import type { Logger } from 'pino';
import { valueWhileAnswering } from './deadline.js';

/** Where the limits and the budget are counted: this process, the primary of its workers, or Redis. */
export type LimitsStoreKind = 'memory' | 'primary' | 'redis';

export interface LimitsStatus {
  store: LimitsStoreKind;
  /** False while the shared store is unreachable and this process counts on its own. */
  healthy: boolean;
}

const WARN_EVERY_MS = 60_000;
/** While the store fails, how often it is probed. */
export const PROBE_EVERY_MS = 1_000;

const DECIDE_HERE = Promise.resolve(undefined);

export class LimitsHealth {
  private healthy = true;
  private lastWarnMs = Number.NEGATIVE_INFINITY;
  private failuresSinceWarn = 0;
  private probe: (() => Promise<unknown>) | null = null;
  /** The next probe, while the store fails; a probe under way holds `probing`. */
  private probeTimer: NodeJS.Timeout | null = null;
  private probing = false;
  /** When the store last answered a command (performance.now()). */
  private lastAnswerAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly store: LimitsStoreKind,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  status(): LimitsStatus {
    return { store: this.store, healthy: this.healthy };
  }

  /** How the store is asked whether it answers again (a Redis PING, say): beside the requests, once a second. */
  probeWith(probe: () => Promise<unknown>): void {
    this.probe = probe;
    if (!this.healthy) this.scheduleProbe();
  }

  /**
   * The store's answer for one request, or undefined when the request is decided in this process: at once while the
   * store fails, else (when `waitMs` is given) once the store has answered nothing at all for `waitMs` while this
   * request waits. `command` carries its own deadline, after which the store counts as failed; an answer that comes
   * after the request was decided still says the store answers.
   */
  ask<T>(command: () => Promise<T>, waitMs?: number): Promise<T | undefined> {
    if (!this.healthy) return DECIDE_HERE;
    const answer = command().then(
      (value) => {
        this.lastAnswerAt = performance.now();
        this.succeeded();
        return value;
      },
      (error: unknown) => {
        this.failed(error);
        return undefined;
      },
    );
    return waitMs === undefined ? answer : valueWhileAnswering(answer, waitMs, () => this.lastAnswerAt);
  }

  /** An operation on the shared store failed: count on our own, probe, and warn unless a warning went out this minute. */
  failed(error: unknown): void {
    this.healthy = false;
    this.failuresSinceWarn += 1;
    this.scheduleProbe();
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
    this.stopProbing();
    this.lastWarnMs = Number.NEGATIVE_INFINITY;
    this.failuresSinceWarn = 0;
    this.logger.info({ store: this.store }, `the ${this.store} limits store answers again: limits are shared`);
  }

  /** Stops probing (the process is closing). */
  close(): void {
    this.stopProbing();
    this.probe = null;
  }

  private scheduleProbe(): void {
    const probe = this.probe;
    if (!probe || this.probeTimer || this.probing) return;
    this.probeTimer = setTimeout(() => {
      this.probeTimer = null;
      this.probing = true;
      Promise.resolve()
        .then(probe)
        .then(
          () => {
            this.probing = false;
            this.succeeded();
          },
          (error: unknown) => {
            this.probing = false;
            this.failed(error);
          },
        );
    }, PROBE_EVERY_MS);
    this.probeTimer.unref();
  }

  private stopProbing(): void {
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }
}
