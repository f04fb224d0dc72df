// The one-process rate-limit store: a sliding log per client and policy. Clients are kept in the order of their last
// admitted request, so those idle longer than the longest window (nothing of theirs counts any more) are dropped
// from the front in O(1) each, and memory stays bounded by the clients of the last minute.
import type { RateDecision, RateLimitStore, RatePolicy } from './rate-limit.js';
import { SlidingLog } from './sliding-log.js';

interface Client {
  lastMs: number;
  logs: Map<string, SlidingLog>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly clients = new Map<string, Client>();
  private longestWindowMs = 0;

  /** Clients held now. */
  get size(): number {
    return this.clients.size;
  }

  async consume(key: string, policies: readonly RatePolicy[], nowMs: number): Promise<RateDecision> {
    for (const p of policies) this.longestWindowMs = Math.max(this.longestWindowMs, p.windowSeconds * 1000);
    this.dropIdle(nowMs);
    const client = this.clients.get(key) ?? { lastMs: nowMs, logs: new Map<string, SlidingLog>() };
    const now = Math.max(nowMs, client.lastMs); // a clock stepping back must not unsort a log
    const skewMs = now - nowMs;
    const logs = policies.map((p) => client.logs.get(p.name) ?? new SlidingLog(p.quota, p.windowSeconds * 1000));
    const counts = logs.map((log) => log.countAt(now));
    const allowed = logs.every((log, i) => (counts[i] as number) < log.quota);
    if (allowed) {
      for (const [i, log] of logs.entries()) {
        log.record(now);
        client.logs.set((policies[i] as RatePolicy).name, log);
      }
      client.lastMs = now;
      this.clients.delete(key); // re-inserted last: the map stays in order of last admission
      this.clients.set(key, client);
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
        Object.assign(decision, { policy: (policies[i] as RatePolicy).name, remaining, resetMs });
      }
    }
    return decision;
  }

  private dropIdle(nowMs: number): void {
    for (const [key, client] of this.clients) {
      if (client.lastMs + this.longestWindowMs > nowMs) return;
      this.clients.delete(key);
    }
  }
}
