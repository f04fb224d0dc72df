import { describe, expect, it } from 'vitest';
import { StoreTimeoutError, valueWithin, withinDeadline } from './deadline.js';

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

describe('valueWithin', () => {
  it('gives the reply when it comes in time, undefined when it does not, and a reply that arrived while busy', async () => {
    await expect(valueWithin(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(valueWithin(new Promise<number>(() => {}), 20)).resolves.toBeUndefined();
    const reply = new Promise<string>((resolve) => setTimeout(() => setImmediate(() => resolve('answered')), 10));
    const answer = valueWithin(reply, 20);
    busyFor(60);
    await expect(answer).resolves.toBe('answered');
  });
});
