// When a shared store (Redis, or the primary of a worker) counts as late. Node runs the timers that are due before it
// reads the sockets: after a stretch of work of this process (a burst of requests, a garbage collection, a core shared
// with other work), a plain timeout fires for a reply already waiting in the socket, and the circuit (LimitsHealth)
// would take a store that answered in time for a stalled one. A verdict of lateness waits one turn of the event loop,
// in which whatever has arrived is read.
import type { Redis } from 'ioredis';

/**
 * How long a Redis command may go unanswered before Redis counts as failed: then the circuit (LimitsHealth) decides
 * every request locally at once, and probes Redis beside the requests once a second.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * How long a request waits on a Redis that answers nothing at all before it is decided locally (the command goes on,
 * and its answer or its deadline still says whether Redis answers): no request waits on a Redis that hangs, even
 * before the circuit opens. A Redis that answers other commands meanwhile is slow, not stalled (a burst of 200 queued
 * behind each other on a loaded machine), and is waited for within the command's deadline.
 */
export const REDIS_REQUEST_WAIT_MS = 50;

/** Calls `verdict` once the I/O ready now has been read (setImmediate runs after the loop's poll for I/O). */
export function afterArrivedReplies(verdict: () => void): void {
  setImmediate(verdict);
}

/** Whether Redis answers: a PING within the command deadline (the circuit's probe). */
export function pingRedis(redis: Pick<Redis, 'ping'>): Promise<unknown> {
  return withinDeadline(redis.ping(), REDIS_COMMAND_TIMEOUT_MS, 'Redis');
}

export class StoreTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'StoreTimeoutError';
  }
}

/** `reply`, or a StoreTimeoutError when it has not come `ms` after the call and after what had arrived by then. */
export function withinDeadline<T>(reply: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () =>
        afterArrivedReplies(() => {
          if (settled) return;
          settled = true;
          reject(new StoreTimeoutError(what, ms));
        }),
      ms,
    );
    reply.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * `reply`'s value, or undefined once the store has answered nothing at all for `ms`: counted from the call, or from the
 * store's last answer to anyone (`lastAnswerAt`, a performance.now() time), after what had arrived by then was read.
 */
export function valueWhileAnswering<T>(
  reply: Promise<T>,
  ms: number,
  lastAnswerAt: () => number,
): Promise<T | undefined> {
  const calledAt = performance.now();
  return new Promise<T | undefined>((resolve) => {
    let settled = false;
    const settle = (value: T | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const check = () =>
      afterArrivedReplies(() => {
        if (settled) return;
        const silentMs = performance.now() - Math.max(calledAt, lastAnswerAt());
        if (silentMs >= ms) settle(undefined);
        else timer = setTimeout(check, ms - silentMs);
      });
    let timer = setTimeout(check, ms);
    reply.then(settle, () => settle(undefined));
  });
}
