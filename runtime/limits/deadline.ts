// When a shared store (Redis, or the primary of a worker) counts as late. Node runs the timers that are due before it
// reads the sockets: after a stretch of work of this process (a burst of requests, a garbage collection, a core shared
// with other work), a plain timeout fires for a reply already waiting in the socket, and the circuit (LimitsHealth)
// would take a store that answered in time for a stalled one. A verdict of lateness waits one turn of the event loop,
// in which whatever has arrived is read.

/**
 * How long a Redis command may take before the request is decided locally: a hung Redis must not hang the API. Then
 * the circuit (LimitsHealth) decides every request locally at once, but one probe a second.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Calls `verdict` once the I/O ready now has been read (setImmediate runs after the loop's poll for I/O). */
export function afterArrivedReplies(verdict: () => void): void {
  setImmediate(verdict);
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
