import { describe, expect, it } from 'vitest';
import { StoreTimeoutError, valueWhileAnswering, withinDeadline } from './deadline.js';

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

  it('fails with the store named and the time waited when nothing comes', async () => {
    const never = new Promise<number>(() => {});
    const started = performance.now();
    const error = await withinDeadline(never, 40, 'Redis').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreTimeoutError);
    expect((error as Error).message).toBe('Redis did not answer within 40 ms');
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
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

  it('gives the reply when it comes, undefined once the store has answered nothing for the wait', async () => {
    await expect(valueWhileAnswering(Promise.resolve(7), 50, () => 0)).resolves.toBe(7);
    const started = performance.now();
    await expect(valueWhileAnswering(never(), 20, () => Number.NEGATIVE_INFINITY)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(19);
  });

  it('waits on a store that answers others meanwhile: slow (a queue), not stalled', async () => {
    // Replies to other requests every 10 ms for 100 ms, then this one's: five times the wait, never 20 ms of silence.
    let lastAnswerAt = performance.now();
    const others = setInterval(() => {
      lastAnswerAt = performance.now();
    }, 10);
    const reply = new Promise<string>((resolve) => setTimeout(() => resolve('answered'), 100));
    try {
      await expect(valueWhileAnswering(reply, 20, () => lastAnswerAt)).resolves.toBe('answered');
    } finally {
      clearInterval(others);
    }
  });

  it('takes a reply that arrived while this process was busy past the wait', async () => {
    const reply = new Promise<string>((resolve) => setTimeout(() => setImmediate(() => resolve('answered')), 10));
    const answer = valueWhileAnswering(reply, 20, () => Number.NEGATIVE_INFINITY);
    busyFor(60);
    await expect(answer).resolves.toBe('answered');
  });
});
