import { describe, expect, it, vi } from 'vitest';
import { StoreTimeoutError, valueWhileAnswering, withinDeadline } from './deadline.js';

/** Moves the fake clock on by `ms`. A verdict waits for the loop's next turn: 1 ms after its timer, on this clock. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('withinDeadline', () => {
  it('gives the reply when it comes in time', async () => {
    await expect(withinDeadline(Promise.resolve(7), 50, 'Redis')).resolves.toBe(7);
  });

  it('gives the store’s own failure as it is', async () => {
    await expect(withinDeadline(Promise.reject(new Error('NOSCRIPT')), 50, 'Redis')).rejects.toThrow('NOSCRIPT');
  });

  it('fails with the store named and the time waited when nothing comes, not before', async () => {
    vi.useFakeTimers();
    try {
      let error: unknown = null;
      void withinDeadline(new Promise<number>(() => {}), 40, 'Redis').catch((e: unknown) => (error = e));
      await elapse(39);
      expect(error).toBeNull();
      await elapse(2);
      expect(error).toBeInstanceOf(StoreTimeoutError);
      expect((error as Error).message).toBe('Redis did not answer within 40 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a reply that arrived while this process was busy past the deadline (a timer, then I/O, as Node orders them)', async () => {
    // The reply comes with the I/O of the loop's next poll: after the timers due by then, as a socket's data would.
    const reply = new Promise<string>((resolve) => setTimeout(() => setImmediate(() => resolve('answered')), 10));
    const answer = withinDeadline(reply, 20, 'Redis');
    busyFor(60);
    await expect(answer).resolves.toBe('answered');
  });
});

describe('valueWhileAnswering', () => {
  const never = () => new Promise<number>(() => {});

  it('gives the reply when it comes, undefined once the store has answered nothing for the wait, not before', async () => {
    await expect(valueWhileAnswering(Promise.resolve(7), 50, () => 0)).resolves.toBe(7);
    vi.useFakeTimers();
    try {
      let value: number | undefined | null = null;
      void valueWhileAnswering(never(), 20, () => Number.NEGATIVE_INFINITY).then((v) => (value = v));
      await elapse(19);
      expect(value).toBeNull();
      await elapse(2);
      expect(value).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits on a store that answers others meanwhile: slow (a queue), not stalled', async () => {
    // Replies to other requests every 10 ms for 100 ms, then this one's: five times the wait, never 20 ms of silence.
    // On a clock of its own: a busy machine cannot stretch the 10 ms between two replies past the 20 ms wait.
    vi.useFakeTimers();
    let lastAnswerAt = performance.now();
    const others = setInterval(() => {
      lastAnswerAt = performance.now();
    }, 10);
    try {
      const reply = new Promise<string>((resolve) => setTimeout(() => resolve('answered'), 100));
      let value: string | undefined | null = null;
      void valueWhileAnswering(reply, 20, () => lastAnswerAt).then((v) => (value = v));
      await elapse(99);
      expect(value).toBeNull();
      await elapse(2);
      expect(value).toBe('answered');
    } finally {
      clearInterval(others);
      vi.useRealTimers();
    }
  });

  it('takes a reply that arrived while this process was busy past the wait', async () => {
    const reply = new Promise<string>((resolve) => setTimeout(() => setImmediate(() => resolve('answered')), 10));
    const answer = valueWhileAnswering(reply, 20, () => Number.NEGATIVE_INFINITY);
    busyFor(60);
    await expect(answer).resolves.toBe('answered');
  });
});
