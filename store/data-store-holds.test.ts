// A replaced dataset holds tens of MB (its stations, indexes and history database): it is freed as soon as the
// requests reading it have answered, not a fixed minute later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataStore } from './data-store.js';
import type { Dataset } from './dataset.js';

const fakeDataset = (version: string) =>
  ({ version, release: vi.fn() }) as unknown as Dataset & { release: ReturnType<typeof vi.fn> };

describe('freeing a replaced dataset', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frees it at the swap when no request reads it', () => {
    const store = new DataStore(60_000);
    const first = fakeDataset('first');
    store.swap(first, new Date());
    store.swap(fakeDataset('second'), new Date());
    expect(first.release).toHaveBeenCalledTimes(1);
  });

  it('keeps it while a request that took it is in flight, and frees it when the last one answers', () => {
    const store = new DataStore(60_000);
    const first = fakeDataset('first');
    store.swap(first, new Date());
    const one = store.hold();
    const two = store.hold();
    expect(one.dataset).toBe(first);
    store.swap(fakeDataset('second'), new Date());
    expect(first.release).not.toHaveBeenCalled();
    one.done();
    one.done(); // a second done() of the same hold counts once
    expect(first.release).not.toHaveBeenCalled();
    two.done();
    expect(first.release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(first.release).toHaveBeenCalledTimes(1);
  });

  it('frees it after the delay at the latest, if a request never answers', () => {
    const store = new DataStore(60_000);
    const first = fakeDataset('first');
    store.swap(first, new Date());
    const stuck = store.hold();
    store.swap(fakeDataset('second'), new Date());
    vi.advanceTimersByTime(59_999);
    expect(first.release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.release).toHaveBeenCalledTimes(1);
    stuck.done();
    expect(first.release).toHaveBeenCalledTimes(1);
  });

  it('holds nothing before the first load', () => {
    const store = new DataStore();
    const hold = store.hold();
    expect(hold.dataset).toBeNull();
    hold.done();
  });
});
