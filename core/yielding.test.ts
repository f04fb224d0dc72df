import { describe, expect, it } from 'vitest';
import { runAtOnce, runInSlices, Slicer, type Steps, sortInSteps } from './yielding.js';

function* squares(n: number, log: string[]): Steps<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    out.push(i * i);
    log.push(`step ${i}`);
    yield;
  }
  return out;
}

describe('work in slices', () => {
  it('runs a build at once or in slices to the same result', async () => {
    expect(runAtOnce(squares(5, []))).toEqual([0, 1, 4, 9, 16]);
    expect(await runInSlices(squares(5, []), new Slicer())).toEqual([0, 1, 4, 9, 16]);
  });

  it('gives the event loop back whenever a slice is due, so callbacks waiting meanwhile run between steps', async () => {
    const log: string[] = [];
    const slicer = new Slicer(0); // every step is a slice of its own
    const build = runInSlices(squares(3, log), slicer);
    setImmediate(() => log.push('a waiting callback'));
    await build;
    expect(log.indexOf('a waiting callback')).toBeGreaterThan(0);
    expect(log.indexOf('a waiting callback')).toBeLessThan(log.length - 1);
    expect(slicer.pauses).toBe(3);
  });

  it('does not pause before its slice has run its time', async () => {
    const slicer = new Slicer(60_000);
    await runInSlices(squares(1000, []), slicer);
    expect(slicer.pauses).toBe(0);
  });

  it('sorts in steps exactly as Array.prototype.sort does with the same total order', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const byNameThenEntry = (a: [string, number], b: [string, number]) =>
      a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1];
    for (const n of [0, 1, 1023, 1024, 1025, 5000, 11_400]) {
      const items = Array.from({ length: n }, (_, i): [string, number] => [
        Math.floor(random() * 3000).toString(36),
        i,
      ]);
      const expected = [...items].sort(byNameThenEntry);
      const steps = sortInSteps(items, byNameThenEntry);
      let yields = 0;
      let step = steps.next();
      while (!step.done) {
        yields++;
        step = steps.next();
      }
      expect(step.value).toBe(items);
      expect(items).toEqual(expected);
      expect(yields).toBeGreaterThanOrEqual(Math.floor(n / 1024));
    }
  });
});
