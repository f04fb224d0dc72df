import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { readManifest } from '../etl/manifest.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import type { MinistrySource } from '../etl/source/source.js';
import { DataStore } from '../store/data-store.js';
import { fixtureDataDir, sampleDataDir } from '../test/support/datasets.js';
import { nationalList } from '../test/support/ministry-files.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { startTestServer } from '../test/support/test-server.js';
import { DataService } from './data-service.js';

const silent = pino({ level: 'silent' });

function copyOf(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'fuel-copy-'));
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

const unreachable: MinistrySource = {
  description: 'must not be called',
  isSample: false,
  stationsNow: () => Promise.reject(new Error('the register was called')),
  stationsOn: () => Promise.reject(new Error('the register was called')),
  communities: () => Promise.reject(new Error('the register was called')),
  provinces: () => Promise.reject(new Error('the register was called')),
  municipalities: () => Promise.reject(new Error('the register was called')),
};

describe('start-up', () => {
  it('serves a snapshot already in DATA_DIR at once, without asking the register', async () => {
    const dataDir = copyOf(sampleDataDir());
    const store = new DataStore();
    const service = new DataService(
      store,
      { ...loadConfig({}), dataDir },
      fixedClock('2026-08-22T14:00:00Z'),
      silent,
      unreachable,
    );
    await service.bootstrap({ backfillDays: 0 });
    expect(store.current()?.isSample).toBe(true);
    expect(store.current()?.publicStationCount).toBeGreaterThan(11_000);
    expect(store.stale).toBe(false);
  });

  it('logs the load once, with the time of each step and of each index built for the snapshot', async () => {
    const dataDir = copyOf(sampleDataDir());
    const events: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => events.push(JSON.parse(line)) });
    const service = new DataService(
      new DataStore(),
      { ...loadConfig({}), dataDir },
      fixedClock('2026-08-22T14:00:00Z'),
      logger,
      unreachable,
    );
    await service.bootstrap({ backfillDays: 0 });
    const loaded = events.filter((e) => e.event === 'dataset_loaded');
    expect(loaded).toHaveLength(1);
    const times = loaded[0]?.load_times_ms as Record<string, number>;
    expect(Object.keys(times).sort()).toEqual(
      [
        'parquet',
        'history',
        'previous_day_means',
        'point_index',
        'territory_stats',
        'search',
        'brands',
        'roads',
        'spain_orders',
      ].sort(),
    );
    for (const ms of Object.values(times)) expect(ms).toBeGreaterThanOrEqual(0);
    expect(loaded[0]?.load_ms).toBeGreaterThanOrEqual(Math.max(...Object.values(times)));
  });

  it('with an empty DATA_DIR and no register, loads the embedded sample labelled as sample', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-empty-'));
    const store = new DataStore();
    const clock = fixedClock('2026-08-22T14:00:00Z');
    const service = new DataService(store, { ...loadConfig({}), dataDir }, clock, silent, unreachable);
    await service.bootstrap({ backfillDays: 0 });
    expect(store.current()?.isSample).toBe(true);
    expect(readManifest(dataDir)?.is_sample).toBe(true);
    const server = await startTestServer({ store });
    const { body } = await server.json<{ data: { sample: boolean }; meta: { source: string } }>('/v1/status');
    expect(body.data.sample).toBe(true);
    expect(body.meta.source).toMatch(/MUESTRA/);
    await server.close();
  }, 120_000);
});

describe('refresh against the fixture server: every fault leaves the last good data served', () => {
  let fixture: MinistryFixtureServer;
  let service: DataService;
  let store: DataStore;
  let dataDir: string;
  beforeAll(async () => {
    fixture = await startMinistryFixtureServer();
    dataDir = copyOf(fixtureDataDir());
    store = new DataStore();
    const source = createMinistryHttpSource({
      baseUrl: fixture.baseUrl,
      timeoutMs: 1500,
      retries: 2,
      sleep: async () => {},
    });
    service = new DataService(
      store,
      { ...loadConfig({}), dataDir },
      fixedClock('2026-08-22T18:00:00Z'),
      silent,
      source,
    );
    await service.bootstrap({ backfillDays: 0 });
  });
  afterAll(() => fixture.close());

  it.each(['html', '500', 'timeout', 'truncated', 'empty', 'drift'] as const)(
    'fault %s: refresh rejected, same snapshot, stale',
    async (mode) => {
      const before = store.current()?.version;
      const manifestBefore = readManifest(dataDir);
      fixture.fault(mode);
      expect(await service.refresh()).toBe(false);
      fixture.fault('none');
      expect(store.current()?.version).toBe(before);
      expect(readManifest(dataDir)).toEqual(manifestBefore);
      expect(store.stale).toBe(true);
      expect(store.lastRefresh.succeeded).toBe(false);
    },
  );

  it('a good refresh after the faults publishes a new snapshot and clears stale', async () => {
    const before = store.current()?.version;
    expect(await service.refresh()).toBe(true);
    expect(store.current()?.version).not.toBe(before);
    expect(store.current()?.stations).toHaveLength(nationalList().ListaEESSPrecio.length);
    expect(store.stale).toBe(false);
  });
});
