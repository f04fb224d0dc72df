// Per-IP rate limits in fixed windows, behind a store interface so a shared store (Redis) can replace memory.
import { ApiProblem } from '../core/problem.js';

export interface RateLimitStore {
  /** Counts one hit for `key` in the window that contains `nowMs`; returns the count and when the window ends. */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAtMs: number }>();
  private lastSweepMs = 0;

  async hit(key: string, windowMs: number, nowMs: number) {
    this.sweep(nowMs);
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const id = `${key}@${windowStart}`;
    const entry = this.windows.get(id) ?? { count: 0, resetAtMs: windowStart + windowMs };
    entry.count += 1;
    this.windows.set(id, entry);
    return { ...entry };
  }

  /** Drops ended windows at most once a second so memory stays bounded by the active clients. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweepMs < 1000) return;
    this.lastSweepMs = nowMs;
    for (const [id, entry] of this.windows) if (entry.resetAtMs <= nowMs) this.windows.delete(id);
  }
}

export interface RatePolicy {
  name: string;
  quota: number;
  windowSeconds: number;
  /** Announced in RateLimit-Policy; the burst limit is enforced without being a named policy. */
  announced: boolean;
}

export const REST_POLICY: RatePolicy = { name: 'rest', quota: 120, windowSeconds: 60, announced: true };
export const BURST_POLICY: RatePolicy = { name: 'burst', quota: 20, windowSeconds: 10, announced: false };
export const HEAVY_POLICY: RatePolicy = { name: 'heavy', quota: 30, windowSeconds: 60, announced: true };

export function policiesFor(rateClass: 'normal' | 'heavy'): RatePolicy[] {
  return rateClass === 'heavy' ? [REST_POLICY, BURST_POLICY, HEAVY_POLICY] : [REST_POLICY, BURST_POLICY];
}

export function policyHeader(policies: RatePolicy[]): string {
  return policies
    .filter((p) => p.announced)
    .map((p) => `"${p.name}";q=${p.quota};w=${p.windowSeconds}`)
    .join(', ');
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts the request against every policy; throws RATE_LIMITED with Retry-After when one is exceeded. */
  async check(ip: string, policies: RatePolicy[], nowMs: number): Promise<void> {
    let retryAfterSeconds = 0;
    let exceeded: RatePolicy | null = null;
    for (const policy of policies) {
      const { count, resetAtMs } = await this.store.hit(`${policy.name}:${ip}`, policy.windowSeconds * 1000, nowMs);
      if (count > policy.quota) {
        const wait = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
        if (wait > retryAfterSeconds) {
          retryAfterSeconds = wait;
          exceeded = policy;
        }
      }
    }
    if (exceeded) {
      throw new ApiProblem(
        'RATE_LIMITED',
        `More than ${exceeded.quota} requests in ${exceeded.windowSeconds} s from this address; retry in ${retryAfterSeconds} s`,
        { 'Retry-After': String(retryAfterSeconds), 'RateLimit-Policy': policyHeader(policies) },
      );
    }
  }
}
