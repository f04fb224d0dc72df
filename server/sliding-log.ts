// The times of one client's last `quota` admitted requests under one policy, in a ring. Admitting a request only while
// the window ending now holds fewer than `quota` of them makes "at most quota in any window" exact, unlike fixed
// windows (2 x quota across an edge) or GCRA (which spaces requests by window / quota instead).

export class SlidingLog {
  /** Admitted times, oldest at `head` once the ring is full; never more than `quota` of them. */
  private readonly times: number[] = [];
  private head = 0;

  constructor(
    readonly quota: number,
    readonly windowMs: number,
  ) {}

  /** Admitted requests in the window ending at `nowMs`, the span (nowMs - windowMs, nowMs]. */
  countAt(nowMs: number): number {
    const start = nowMs - this.windowMs;
    let count = 0;
    while (count < this.times.length && this.at(this.times.length - 1 - count) > start) count++;
    return count;
  }

  /** Milliseconds until the window holds one request fewer: when the oldest request in it leaves; 0 when empty. */
  msUntilOneLeaves(nowMs: number): number {
    const count = this.countAt(nowMs);
    return count === 0 ? 0 : this.at(this.times.length - count) + this.windowMs - nowMs;
  }

  /** Records an admitted request; times must not go backwards. */
  record(nowMs: number): void {
    if (this.times.length < this.quota) {
      this.times.push(nowMs);
      return;
    }
    this.times[this.head] = nowMs;
    this.head = (this.head + 1) % this.quota;
  }

  /** The i-th time from the oldest. */
  private at(index: number): number {
    return this.times[(this.head + index) % this.times.length] as number;
  }
}
