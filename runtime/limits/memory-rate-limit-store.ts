// The one-process rate-limit store: a sliding log per client and policy. Once a second of the clock, clients idle
// longer than the longest window (nothing of theirs counts any more) are dropped, so memory stays bounded by the
// clients of the last minute. (Keeping the map in last-use order to drop from its front costs more: a Map's
// deleted slots pile up at the front until it is rehashed, and every sweep walks them.)
import type { RateDecision, RateLimitStore, RatePolicy } from './rate-limit.js';
import { SlidingLog } from './sliding-log.js';

const SWEEP_EVERY_MS = 1000;

interface Client {
  lastMs: number;
  /** One per policy met so far (an array: a Map costs some 200 bytes more per client). */
  logs: SlidingLog[];
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly clients = new Map<string, Client>();
  private longestWindowMs = 0;
  private lastSweepMs = Number.NEGATIVE_INFINITY;

  /** Clients held now. */
  get size(): number {
    return this.clients.size;
  }

  consume(key: string, policies: readonly RatePolicy[], nowMs: number): RateDecision {
    for (const p of policies) this.longestWindowMs = Math.max(this.longestWindowMs, p.windowSeconds * 1000);
    if (nowMs - this.lastSweepMs >= SWEEP_EVERY_MS) this.dropIdle(nowMs);
    const known = this.clients.get(key);
    const client = known ?? { lastMs: nowMs, logs: [] };
    const now = Math.max(nowMs, client.lastMs); // a clock stepping back must not unsort a log
    const skewMs = now - nowMs;
    const logs = policies.map((p) => client.logs.find((log) => log.policy.name === p.name) ?? new SlidingLog(p));
    const counts = logs.map((log) => log.countAt(now));
    const allowed = logs.every((log, i) => (counts[i] as number) < log.quota);
    if (allowed) {
      for (const log of logs) log.record(now);
      const added = logs.filter((log) => !client.logs.includes(log));
      if (added.length > 0) client.logs = [...client.logs, ...added]; // exact size: a push reserves 17 slots
      client.lastMs = now;
      if (!known) this.clients.set(key, client);
    }

    const decision: RateDecision = {
      allowed,
      policy: '',
      remaining: Number.POSITIVE_INFINITY,
      resetMs: 0,
      retryAfterMs: 0,
    };
    for (const [i, log] of logs.entries()) {
      const remaining = log.quota - (counts[i] as number) - (allowed ? 1 : 0);
      const resetMs = log.msUntilOneLeaves(now) + skewMs;
      if (remaining === 0 && !allowed) decision.retryAfterMs = Math.max(decision.retryAfterMs, resetMs);
      if (remaining < decision.remaining || (remaining === decision.remaining && resetMs > decision.resetMs)) {
        Object.assign(decision, { policy: log.policy.name, remaining, resetMs });
      }
    }
    return decision;
  }

  private dropIdle(nowMs: number): void {
    this.lastSweepMs = nowMs;
    for (const [key, client] of this.clients)
      if (client.lastMs + this.longestWindowMs <= nowMs) this.clients.delete(key);
  }
}
