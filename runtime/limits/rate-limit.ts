// Per-IP rate limits over sliding windows, behind a store interface so a shared store (Redis) can replace memory.
// Headers: RateLimit-Policy lists the policies applied, RateLimit the state of the tightest one
// (draft-ietf-httpapi-ratelimit-headers), and a refusal's Retry-After is when the same request passes every policy.
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';

export { MemoryRateLimitStore } from './memory-rate-limit-store.js';

export interface RatePolicy {
  name: string;
  quota: number;
  windowSeconds: number;
}

export const REST_POLICY: RatePolicy = { name: 'rest', quota: 120, windowSeconds: 60 };
export const HEAVY_POLICY: RatePolicy = { name: 'heavy', quota: 30, windowSeconds: 60 };
export const BURST_POLICY: RatePolicy = { name: 'burst', quota: 20, windowSeconds: 10 };
/**
 * MCP's completion/complete, counted apart from the data queries: a completion reads a small index in memory (tens of
 * µs) and no budget, and a person typing in a prompt's form sends about 4 a second, in bursts of 10, which reach at
 * most 26 in any 5 s. 10 a second on average bounds a flood.
 */
export const COMPLETION_POLICY: RatePolicy = { name: 'completion', quota: 50, windowSeconds: 5 };

/** What a request is counted as: an operation's `x-rate-class`, or an MCP completion. */
export type RateClass = 'normal' | 'heavy' | 'completion';

const POLICIES: Record<RateClass, readonly RatePolicy[]> = {
  normal: [REST_POLICY, BURST_POLICY],
  heavy: [REST_POLICY, HEAVY_POLICY, BURST_POLICY],
  completion: [COMPLETION_POLICY],
};

/** In RateLimit-Policy order: the policies the spec names first, then the burst. */
export function policiesFor(rateClass: RateClass): readonly RatePolicy[] {
  return POLICIES[rateClass];
}

/** RateLimit-Policy of each list of policies, written once: every answer carries it. */
const policyHeaders = new WeakMap<readonly RatePolicy[], string>();

export function policyHeader(policies: readonly RatePolicy[]): string {
  let header = policyHeaders.get(policies);
  if (header === undefined) {
    header = policies.map((p) => `"${p.name}";q=${p.quota};w=${p.windowSeconds}`).join(', ');
    policyHeaders.set(policies, header);
  }
  return header;
}

/** The outcome of one request against all its policies. */
export interface RateDecision {
  allowed: boolean;
  /** The tightest policy: fewest requests left, then the longest wait for one more. */
  policy: string;
  /** Requests the tightest policy still admits (after this one, when it was admitted). */
  remaining: number;
  /** Milliseconds until the tightest policy admits one request more than `remaining`. */
  resetMs: number;
  /** When refused: milliseconds after which the same request passes every policy; 0 when admitted. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /**
   * Atomically, for `key`: admits the request when every policy's window ending at `nowMs` has room, and then records
   * it under every policy; a refused request is recorded nowhere. A store in this process decides at once (no promise:
   * a cached answer is then written without waiting a turn); a shared one answers with a promise.
   */
  consume(key: string, policies: readonly RatePolicy[], nowMs: number): RateDecision | Promise<RateDecision>;
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

/** The RateLimit field: `"burst";r=<remaining>;t=<seconds until one more is admitted>`. */
export function rateLimitHeader(decision: RateDecision): string {
  return `"${decision.policy}";r=${decision.remaining};t=${seconds(decision.resetMs)}`;
}

export class RateLimiter {
  /** `store` null: the per-client limits are off (RATE_LIMITS=off): every request is admitted, with no RateLimit headers. */
  constructor(private readonly store: RateLimitStore | null) {}

  /**
   * Counts the request against every policy and returns the RateLimit and RateLimit-Policy headers of its answer;
   * throws RATE_LIMITED with those and Retry-After when a policy refuses it. At once when the store decides at once,
   * else through the store's promise.
   */
  check(
    key: string,
    policies: readonly RatePolicy[],
    nowMs: number,
  ): Record<string, string> | Promise<Record<string, string>> {
    if (this.store === null) return NO_LIMIT_HEADERS;
    const decision = this.store.consume(key, policies, nowMs);
    return decision instanceof Promise
      ? decision.then((d) => standingAfter(d, policies))
      : standingAfter(decision, policies);
  }
}

/** No limit counted, none to describe: frozen, as one object serves every request. */
const NO_LIMIT_HEADERS: Record<string, string> = Object.freeze({});

/** The headers of a decided request, or the refusal that carries them. */
function standingAfter(decision: RateDecision, policies: readonly RatePolicy[]): Record<string, string> {
  const headers = { RateLimit: rateLimitHeader(decision), 'RateLimit-Policy': policyHeader(policies) };
  if (decision.allowed) return headers;
  const retryAfter = Math.max(1, seconds(decision.retryAfterMs));
  const policy = policies.find((p) => p.name === decision.policy);
  const quota = policy && { requests: policy.quota, windowSeconds: policy.windowSeconds };
  throw new ApiProblem('RATE_LIMITED', PROBLEM_DETAILS.rateLimited(decision.policy, retryAfter, quota), {
    'Retry-After': String(retryAfter),
    ...headers,
  });
}
