// The times of one client's last `quota` admitted requests under one policy, in a ring. Admitting a request only while
// the window ending now holds fewer than `quota` of them makes "at most quota in any window" exact, unlike fixed
// windows (2 x quota across an edge) or GCRA (which spaces requests by window / quota instead).
import type { RatePolicy } from './rate-limit.js';

export class SlidingLog {
  /** Admitted times, oldest at `head` once the ring is full; never more than `quota` of them. */
  private times: number[] = [];
  private head = 0;

  constructor(readonly policy: RatePolicy) {}

  get quota(): number {
    return this.policy.quota;
  }

  /** Admitted requests in the window ending at `nowMs`, the span (nowMs - windowMs, nowMs]. */
  countAt(nowMs: number): number {
    return this.times.length - this.firstInWindow(nowMs);
  }

  /** Milliseconds until the window holds one request fewer: when the oldest request in it leaves; 0 when empty. */
  msUntilOneLeaves(nowMs: number): number {
    const first = this.firstInWindow(nowMs);
    return first === this.times.length ? 0 : this.at(first) + this.policy.windowSeconds * 1000 - nowMs;
  }

  /** Records an admitted request; times must not go backwards. */
  record(nowMs: number): void {
    if (this.times.length === 0) {
      this.times = [nowMs]; // one slot: a first push would reserve 17, and most clients send a few requests
      return;
    }
    if (this.times.length < this.quota) {
      this.times.push(nowMs);
      return;
    }
    this.times[this.head] = nowMs;
    this.head = (this.head + 1) % this.times.length;
  }

  /** The position (from the oldest) of the first time inside the window ending at `nowMs`: a binary search. */
  private firstInWindow(nowMs: number): number {
    const start = nowMs - this.policy.windowSeconds * 1000;
    let low = 0;
    let high = this.times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.at(middle) > start) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The i-th time from the oldest. */
  private at(index: number): number {
    return this.times[(this.head + index) % this.times.length] as number;
  }
}
