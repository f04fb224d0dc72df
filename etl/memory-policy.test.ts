import { describe, expect, it } from 'vitest';
import { collectGarbage } from './memory-policy.js';

describe('collectGarbage', () => {
  it('collects what nothing reaches any more, in a process started without --expose-gc', async () => {
    expect(process.execArgv).not.toContain('--expose-gc');
    let dropped: object | null = { rows: Array.from({ length: 1000 }, (_, i) => ({ i })) };
    const reference = new WeakRef(dropped);
    dropped = null;
    // A WeakRef's target is kept until the end of the turn that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(reference.deref()).toBeUndefined();
  });
});
