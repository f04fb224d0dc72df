import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
