// Runs the refresh at each slot (about 08:00 and 20:00 Europe/Madrid) and retries a failed one every few minutes.
import { type Clock, nextRefreshSlot } from '../../core/clock.js';

export const RETRY_INTERVAL_MS = 5 * 60_000;

export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const nodeTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class RefreshScheduler {
  private timer: unknown = null;
  private stopped = false;

  constructor(
    private readonly refresh: () => Promise<boolean>,
    private readonly clock: Clock,
    private readonly timers: SchedulerTimers = nodeTimers,
  ) {}

  start(): void {
    this.stopped = false;
    this.scheduleAt(nextRefreshSlot(this.clock.now()));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** When the next attempt will run: the next slot, or a retry before it after a failure. */
  nextAttemptAfter(succeeded: boolean, now: Date): Date {
    const slot = nextRefreshSlot(now);
    if (succeeded) return slot;
    const retry = new Date(now.getTime() + RETRY_INTERVAL_MS);
    return retry < slot ? retry : slot;
  }

  private scheduleAt(when: Date): void {
    if (this.stopped) return;
    const delay = Math.max(0, when.getTime() - this.clock.now().getTime());
    this.timer = this.timers.setTimeout(() => void this.run(), delay);
  }

  private async run(): Promise<void> {
    const succeeded = await this.refresh().catch(() => false);
    this.scheduleAt(this.nextAttemptAfter(succeeded, this.clock.now()));
  }
}
