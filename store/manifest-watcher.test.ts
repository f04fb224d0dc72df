import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../core/data-dir/layout.js';
import { type ManifestWatcher, watchManifest } from './manifest-watcher.js';

function publish(dir: string, snapshot: string): void {
  const temporary = join(dir, `${MANIFEST_FILE}.tmp-${snapshot}`);
  writeFileSync(temporary, JSON.stringify({ snapshot }));
  renameSync(temporary, join(dir, MANIFEST_FILE));
}

function changes(dir: string, options: { pollMs?: number; watch?: boolean }) {
  let count = 0;
  const waiters: (() => void)[] = [];
  const watcher = watchManifest(
    dir,
    () => {
      count += 1;
      for (const wake of waiters.splice(0)) wake();
    },
    options,
  );
  return {
    watcher,
    get count() {
      return count;
    },
    /** Milliseconds until the next change is reported. */
    next: () => {
      const started = Date.now();
      return new Promise<number>((resolve) => waiters.push(() => resolve(Date.now() - started)));
    },
  };
}

describe('manifest watcher', () => {
  let watcher: ManifestWatcher | undefined;
  afterEach(() => watcher?.close());

  it('with events, notices each atomic replacement at once, not at the next poll', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-watch-'));
    publish(dir, 'one');
    const seen = changes(dir, { pollMs: 60_000 });
    watcher = seen.watcher;
    for (const snapshot of ['two', 'three']) {
      const next = seen.next();
      publish(dir, snapshot);
      expect(await next).toBeLessThan(1000);
    }
    expect(seen.count).toBe(2);
  });

  it('without events (a network file system), the poll notices the replacement within its interval', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-poll-'));
    const seen = changes(dir, { pollMs: 100, watch: false });
    watcher = seen.watcher;
    const next = seen.next();
    publish(dir, 'first');
    expect(await next).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.count).toBe(1);
  });

  it('ignores other files written beside the manifest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-watch-other-'));
    publish(dir, 'one');
    const seen = changes(dir, { pollMs: 50 });
    watcher = seen.watcher;
    writeFileSync(join(dir, 'refresh.lock'), '{}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.count).toBe(0);
  });
});
