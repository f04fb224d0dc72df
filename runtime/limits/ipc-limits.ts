// Limits and budget shared by the workers of one machine through their primary (WEB_CONCURRENCY without REDIS_URL):
// the primary holds the one memory store and budget counter, and each worker asks it over the cluster's IPC channel.
// The primary answers messages one at a time, so every decision is as atomic as in a single process.
import type { BudgetCounter } from '../budget/budget-counter.js';
import { afterArrivedReplies, StoreTimeoutError } from './deadline.js';
import type { LimitsHealth } from './limits-health.js';
import type { RateDecision, RateLimitStore, RatePolicy } from './rate-limit.js';

/** What travels on the channel; `fps` tells our messages from any other the channel carries. */
type LimitsRequest =
  | { fps: 'limits'; id: number; op: 'consume'; key: string; policies: RatePolicy[]; nowMs: number }
  | { fps: 'limits'; id: number; op: 'budget'; month: string; ttlMs: number }
  | { fps: 'limits'; id: number; op: 'ping' };
type LimitsReply =
  | { fps: 'limits'; id: number; result: RateDecision | number }
  | { fps: 'limits'; id: number; error: string };

type RequestBody = LimitsRequest extends infer R ? (R extends unknown ? Omit<R, 'fps' | 'id'> : never) : never;

/** The side of the channel a worker holds (`process` in a cluster worker). */
export interface WorkerChannel {
  readonly connected: boolean;
  send(message: unknown, callback?: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
}

/** This process's channel to its primary, when it has one (a cluster worker, a forked child). */
export function channelToParent(): WorkerChannel | undefined {
  return process.send ? (process as WorkerChannel) : undefined;
}

/** The side of the channel the primary holds for one worker (a `cluster.Worker`). */
export interface PrimaryChannel {
  send(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

function isLimitsMessage(message: unknown): message is { fps: 'limits'; id: number } {
  return typeof message === 'object' && message !== null && (message as { fps?: unknown }).fps === 'limits';
}

/** In the primary: answers one worker's requests from the shared store and counter. */
export function serveLimits(worker: PrimaryChannel, rates: RateLimitStore, budget: BudgetCounter): void {
  worker.on('message', (message) => {
    if (!isLimitsMessage(message)) return;
    const request = message as LimitsRequest;
    const answer = Promise.resolve(
      request.op === 'consume'
        ? rates.consume(request.key, request.policies, request.nowMs)
        : request.op === 'budget'
          ? budget.increment(request.month, request.ttlMs)
          : 0,
    );
    answer.then(
      (result) => worker.send({ fps: 'limits', id: request.id, result } satisfies LimitsReply),
      (error: unknown) => worker.send({ fps: 'limits', id: request.id, error: String(error) } satisfies LimitsReply),
    );
  });
}

/**
 * How long a worker waits for its primary's decision before deciding itself: a primary busy or stalled must not hold
 * every request (checked a few times a second for all that wait, not with a timer per request).
 */
export const IPC_REPLY_TIMEOUT_MS = 250;

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  sentAt: number;
}

/** In a worker: sends requests to the primary and matches its replies; falls back to this process when cut off. */
export class IpcLimitsClient {
  private nextId = 1;
  private readonly pending = new Map<number, Waiting>();
  private timeouts: NodeJS.Timeout | null = null;

  constructor(
    private readonly channel: WorkerChannel,
    readonly health: LimitsHealth,
  ) {
    channel.on('message', (message) => {
      if (!isLimitsMessage(message)) return;
      const reply = message as LimitsReply;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
    });
    channel.on('disconnect', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('the IPC channel to the primary closed'));
      this.pending.clear();
    });
    // While the primary fails, whether it answers again is asked beside the requests, never by one of them.
    health.probeWith(() => this.send({ op: 'ping' }));
  }

  /** Asks the primary; the fallback answers when the channel is closed, the primary fails or is too slow. */
  async ask<T>(request: RequestBody, fallback: () => T | Promise<T>): Promise<T> {
    const result = await this.health.ask(() => this.send<T>(request));
    return result === undefined ? fallback() : result;
  }

  private send<T>(request: RequestBody): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!this.channel.connected) throw new Error('the IPC channel to the primary is closed');
      const id = this.nextId++;
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sentAt: performance.now() });
      this.timeouts ??= this.watchTimeouts();
      this.channel.send({ fps: 'limits', id, ...request }, (error) => {
        if (!error) return;
        this.pending.delete(id);
        reject(error);
      });
    });
  }

  /** Rejects what has waited longer than IPC_REPLY_TIMEOUT_MS; stops once nothing waits. */
  private watchTimeouts(): NodeJS.Timeout {
    const timer = setInterval(() => {
      const late = performance.now() - IPC_REPLY_TIMEOUT_MS;
      // Replies that arrived while this process was busy are read before any request counts as late.
      afterArrivedReplies(() => {
        for (const [id, waiting] of this.pending) {
          if (waiting.sentAt > late) continue;
          this.pending.delete(id);
          waiting.reject(new StoreTimeoutError('the primary', IPC_REPLY_TIMEOUT_MS));
        }
        if (this.pending.size === 0 && this.timeouts === timer) {
          clearInterval(timer);
          this.timeouts = null;
        }
      });
    }, IPC_REPLY_TIMEOUT_MS / 5);
    timer.unref();
    return timer;
  }
}

export class IpcRateLimitStore implements RateLimitStore {
  constructor(
    private readonly client: IpcLimitsClient,
    private readonly fallback: RateLimitStore,
  ) {}

  consume(key: string, policies: readonly RatePolicy[], nowMs: number): Promise<RateDecision> {
    const local = () => this.fallback.consume(key, policies, nowMs);
    if (policies.length === 0) return Promise.resolve(local());
    return this.client.ask({ op: 'consume', key, policies: [...policies], nowMs }, local);
  }
}

export class IpcBudgetCounter implements BudgetCounter {
  constructor(
    private readonly client: IpcLimitsClient,
    private readonly fallback: BudgetCounter,
  ) {}

  increment(month: string, ttlMs: number): Promise<number> {
    return this.client.ask({ op: 'budget', month, ttlMs }, () => this.fallback.increment(month, ttlMs));
  }
}
