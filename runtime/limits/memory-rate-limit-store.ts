// The one-process rate-limit store: a sliding log per client and policy, in bounded memory whatever the number of
// clients. Clients idle longer than the longest window (nothing of theirs counts any more) are dropped once a second,
// by a timer as well as by the requests, so a flood's clients are gone a minute after it ends even if nothing else
// comes. At most `maxClients` are held: a new client past that drops the least recently seen ones first, a few at a
// time (under a flood of new addresses, those are the flood's own; a client dropped while its window still counts
// starts afresh: the limits fail open for it, the service stays up). Refused requests count as a client's activity,
// so a throttled client that keeps asking is never the least recently seen.
import type { RateDecision, RateLimitStore, RatePolicy } from './rate-limit.js';
import { SlidingLog } from './sliding-log.js';

const SWEEP_EVERY_MS = 1000;
/** The default bound: about 10 MB of clients that sent one request each, 120 MB of the busiest (bench/rate-limit-memory.ts). */
export const DEFAULT_MAX_CLIENTS = 50_000;

interface Client {
  lastMs: number;
  /** One per policy met so far (an array: a Map costs some 200 bytes more per client). */
  logs: SlidingLog[];
}

/**
 * A client seen once, as most of a flood's and many real ones are: the time of its one admitted request and the
 * policies it met, a sixth of a Client's memory. Its second request makes it a Client.
 */
class SeenOnce {
  constructor(
    readonly lastMs: number,
    readonly policies: readonly RatePolicy[],
  ) {}

  toClient(): Client {
    return {
      lastMs: this.lastMs,
      logs: this.policies.map((policy) => {
        const log = new SlidingLog(policy);
        log.record(this.lastMs);
        return log;
      }),
    };
  }
}

/** How many clients a store holds and has had to drop, for /metrics. */
export interface RateLimitStoreStats {
  clients: number;
  /** Clients dropped to stay within maxClients (not those dropped for being idle). */
  evicted: number;
}

export interface MemoryRateLimitStoreOptions {
  maxClients?: number;
}

export class MemoryRateLimitStore implements RateLimitStore {
  /** In order of first sight, with clients found active moved to the end when a full store looks for some to drop. */
  private readonly clients = new Map<string, Client | SeenOnce>();
  /** One shared copy of each list of policies met (those from the primary's IPC arrive as new objects each time). */
  private readonly sharedPolicies = new Map<string, readonly RatePolicy[]>();
  private readonly maxClients: number;
  private longestWindowMs = 0;
  private lastSweepMs = Number.NEGATIVE_INFINITY;
  /** The latest request time seen (the caller's clock), and when it was seen on this process's clock. */
  private latestMs = Number.NEGATIVE_INFINITY;
  private latestSeenAt = 0;
  private evicted = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    this.maxClients = Math.max(1, options.maxClients ?? DEFAULT_MAX_CLIENTS);
  }

  /** Clients held now. */
  get size(): number {
    return this.clients.size;
  }

  stats(): RateLimitStoreStats {
    return { clients: this.clients.size, evicted: this.evicted };
  }

  /** Stops the sweeping timer (it never keeps a process alive either way). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  consume(key: string, policies: readonly RatePolicy[], nowMs: number): RateDecision {
    for (const p of policies) this.longestWindowMs = Math.max(this.longestWindowMs, p.windowSeconds * 1000);
    if (nowMs > this.latestMs) {
      this.latestMs = nowMs;
      this.latestSeenAt = performance.now();
    }
    if (nowMs - this.lastSweepMs >= SWEEP_EVERY_MS) this.dropIdle(nowMs);
    this.timer ??= this.startTimer();
    const held = this.clients.get(key);
    const known = held instanceof SeenOnce ? held.toClient() : held;
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
    }
    // A refused request is activity too: a client throttled while a flood of new ones comes in must not look idle,
    // be dropped first and come back with empty windows.
    client.lastMs = now;
    if (!known) {
      if (allowed) {
        if (this.clients.size >= this.maxClients) this.evictLeastRecent(nowMs);
        this.clients.set(key, new SeenOnce(now, this.shared(policies)));
      }
    } else if (held !== known) {
      this.clients.set(key, client); // a client seen once comes back: it keeps its place in the order
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

  private shared(policies: readonly RatePolicy[]): readonly RatePolicy[] {
    const name = policies.map((p) => `${p.name}:${p.quota}/${p.windowSeconds}`).join(',');
    let shared = this.sharedPolicies.get(name);
    if (!shared) {
      shared = policies.map((p) => ({ ...p }));
      this.sharedPolicies.set(name, shared);
    }
    return shared;
  }

  /** Once a second, whether requests come or not: the caller's clock, advanced by the time since its last request. */
  private startTimer(): NodeJS.Timeout {
    const timer = setInterval(() => {
      const nowMs = this.latestMs + (performance.now() - this.latestSeenAt);
      if (nowMs - this.lastSweepMs >= SWEEP_EVERY_MS) this.dropIdle(nowMs);
    }, SWEEP_EVERY_MS);
    timer.unref();
    return timer;
  }

  private dropIdle(nowMs: number): void {
    this.lastSweepMs = nowMs;
    for (const [key, client] of this.clients)
      if (client.lastMs + this.longestWindowMs <= nowMs) this.clients.delete(key);
  }

  /**
   * Makes room for new clients: drops a hundredth of the store, oldest first sight first, sparing (moving to the end)
   * those seen in the last second, which are busy now and will not be looked at again soon.
   */
  private evictLeastRecent(nowMs: number): void {
    const target = this.clients.size - Math.max(1, Math.floor(this.maxClients / 100));
    let looked = 0;
    for (const [key, client] of this.clients) {
      if (this.clients.size <= target || looked++ >= this.maxClients) break;
      this.clients.delete(key);
      if (client.lastMs + SWEEP_EVERY_MS > nowMs) this.clients.set(key, client);
      else this.evicted++;
    }
    // Every client busy: the bound holds all the same.
    for (const key of this.clients.keys()) {
      if (this.clients.size < this.maxClients) break;
      this.clients.delete(key);
      this.evicted++;
    }
  }
}
