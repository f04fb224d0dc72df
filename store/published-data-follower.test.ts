import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataset } from '../test/support/fakes.js';
import { DataStore } from './data-store.js';
import { PublishedDataFollower } from './published-data-follower.js';

function publishedDir(snapshot: string, isSample: boolean): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-follow-'));
  writeFileSync(join(dataDir, 'manifest.json'), JSON.stringify({ format: 1, snapshot, is_sample: isSample }));
  return dataDir;
}

async function follow(dataDir: string, isSample: boolean, now = '2026-08-22T14:00:00Z'): Promise<DataStore> {
  const store = new DataStore(10);
  const follower = new PublishedDataFollower({
    dataDir,
    store,
    now: () => new Date(now),
    log: () => {},
    watch: false,
    load: async () => fakeDataset({ version: 'snapshots/a', isSample }),
  });
  await follower.start();
  follower.stop();
  return store;
}

describe('a reader following what the writer publishes', () => {
  it('serving the register: fresh', async () => {
    const store = await follow(publishedDir('snapshots/a', false), false);
    expect(store.current()?.version).toBe('snapshots/a');
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(false);
  });

  it('serving the register long after the writer stopped publishing: stale, though no refresh failed here', async () => {
    const store = await follow(publishedDir('snapshots/a', false), false, '2027-02-28T14:00:00Z');
    expect(store.lastRefresh.succeeded).not.toBe(false);
    expect(store.staleAt(new Date('2026-08-23T03:53:30Z'))).toBe(false);
    expect(store.staleAt(new Date('2026-08-23T03:53:31Z'))).toBe(true);
    expect(store.staleAt(new Date('2027-02-28T14:00:00Z'))).toBe(true);
  });

  it('serving the embedded sample: never fresh, and the status says it stands in for the register', async () => {
    const store = await follow(publishedDir('snapshots/a', true), true);
    expect(store.current()?.isSample).toBe(true);
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(true);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'source_unreachable' });
    expect(store.lastRefresh.error?.en).toMatch(/sample/);
    expect(store.lastRefresh.error?.es).toMatch(/muestra/);
  });
});

/** A DATA_DIR whose manifest publishes `snapshot` (the register's), written again for each publication. */
function publish(dataDir: string, snapshot: string): void {
  writeFileSync(join(dataDir, 'manifest.json'), JSON.stringify({ format: 1, snapshot, is_sample: false }));
}

/**
 * A loader on `dataDir` whose loads read the manifest's snapshot, wait for `gate`, fail for those in `refused`, and
 * are counted.
 */
function loaderOn(dataDir: string, refused: Set<string> = new Set(), gate: Promise<void> = Promise.resolve()) {
  const store = new DataStore(10);
  const events: Record<string, unknown>[] = [];
  const loads: string[] = [];
  const released: string[] = [];
  const loader = new PublishedDataFollower({
    dataDir,
    store,
    now: () => new Date('2026-08-22T18:00:00Z'),
    log: (_level, event) => events.push(event),
    watch: false,
    load: async (dir) => {
      const version = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).snapshot as string;
      loads.push(version);
      await gate;
      if (refused.has(version)) throw new Error(`${version}: an implausible price`);
      return { ...fakeDataset({ version }), release: () => released.push(version) };
    },
  });
  return { store, events, loads, released, loader };
}

const eventsNamed = (events: Record<string, unknown>[], name: string) =>
  events.filter((e) => e.event === name).map((e) => e.version ?? e.snapshot);

describe('the one loader of every publication', () => {
  it("takes this server's own publication and another writer's by the same path; only the log tells them apart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-load-'));
    const { store, events, loads, loader } = loaderOn(dataDir);
    publish(dataDir, 'snapshots/own');
    expect(await loader.writing(() => loader.publishedHere())).toBeNull();
    expect(store.current()?.version).toBe('snapshots/own');
    publish(dataDir, 'snapshots/theirs');
    expect(await loader.sync()).toBe(true);
    expect(store.current()?.version).toBe('snapshots/theirs');
    expect(loads).toEqual(['snapshots/own', 'snapshots/theirs']);
    expect(eventsNamed(events, 'dataset_loaded')).toEqual(['snapshots/own']);
    expect(eventsNamed(events, 'dataset_followed')).toEqual(['snapshots/theirs']);
    expect(events.find((e) => e.event === 'dataset_loaded')).toHaveProperty('load_times_ms');
    // Noticed again (the watcher fires for the own publication too): loaded once, never twice.
    expect(await loader.sync()).toBe(true);
    expect(loads).toHaveLength(2);
  });

  it('while this server writes, a publication it notices is left to it: loaded once, as its own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-load-'));
    const { store, events, loads, loader } = loaderOn(dataDir);
    const outcome = await loader.writing(async () => {
      publish(dataDir, 'snapshots/own');
      // The watcher saw the manifest change before the refresh said it published.
      expect(await loader.sync()).toBe(false);
      expect(store.current()).toBeNull();
      return loader.publishedHere();
    });
    expect(outcome).toBeNull();
    expect(await loader.sync()).toBe(true);
    expect(loads).toEqual(['snapshots/own']);
    expect(eventsNamed(events, 'dataset_followed')).toEqual([]);
    expect(eventsNamed(events, 'dataset_loaded')).toEqual(['snapshots/own']);
    loader.stop();
  });

  it('two publications in a row: the second is served, the first freed, each loaded once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-load-'));
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { store, loads, released, loader } = loaderOn(dataDir, new Set(), gate);
    publish(dataDir, 'snapshots/a');
    const first = loader.sync();
    await vi.waitFor(() => expect(loads).toEqual(['snapshots/a']));
    publish(dataDir, 'snapshots/b');
    const second = loader.sync();
    const third = loader.sync();
    // Noticed during the first load: one more load after it, which both later notices share.
    expect(third).toBe(second);
    open();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(store.current()?.version).toBe('snapshots/b');
    expect(loads).toEqual(['snapshots/a', 'snapshots/b']);
    expect(released).toEqual(['snapshots/a']);
  });

  it('a failed load keeps serving the data before, own or followed, and the status says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-load-'));
    const refused = new Set(['snapshots/broken-own', 'snapshots/broken-theirs']);
    const { store, events, loader } = loaderOn(dataDir, refused);
    publish(dataDir, 'snapshots/good');
    await loader.sync();
    publish(dataDir, 'snapshots/broken-own');
    expect(await loader.writing(() => loader.publishedHere())).toMatchObject({ category: 'snapshot_unloadable' });
    expect(store.current()?.version).toBe('snapshots/good');
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'snapshot_unloadable' });
    publish(dataDir, 'snapshots/broken-theirs');
    expect(await loader.sync()).toBe(true);
    expect(store.current()?.version).toBe('snapshots/good');
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'snapshot_unloadable' });
    expect(eventsNamed(events, 'dataset_follow_failed')).toEqual(['snapshots/broken-own', 'snapshots/broken-theirs']);
    // The next good publication is served, and the status is good again.
    publish(dataDir, 'snapshots/fixed');
    expect(await loader.sync()).toBe(true);
    expect(store.current()?.version).toBe('snapshots/fixed');
    expect(store.lastRefresh.succeeded).toBe(true);
  });

  it('nothing published: says so, and serves nothing', async () => {
    const { store, loader } = loaderOn(mkdtempSync(join(tmpdir(), 'fuel-load-')));
    expect(await loader.publishedHere()).toMatchObject({ category: 'internal_error' });
    expect(await loader.sync()).toBe(false);
    expect(store.current()).toBeNull();
  });
});
