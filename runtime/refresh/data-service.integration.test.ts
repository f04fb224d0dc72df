import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { readManifest } from '../../core/data-dir/manifest.js';
import { injectWriteFault } from '../../etl/file-writes.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { collectList } from '../../etl/source/read-stations.js';
import type { MinistrySource } from '../../etl/source/source.js';
import { SourceError } from '../../etl/source/source-error.js';
import { DataStore } from '../../store/data-store.js';
import { fixtureDataDir, sampleDataDir } from '../../test/support/datasets.js';
import { nationalList } from '../../test/support/ministry-files.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { startTestServer } from '../../test/support/test-server.js';
import { DataService } from './data-service.js';

const silent = pino({ level: 'silent' });

function capturingLogger(): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { logger: pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }), lines };
}

function copyOf(dataDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'fuel-copy-'));
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}

/** The register as a server without network sees it: every call fails to connect. */
function offline(): MinistrySource {
  const fail = () =>
    Promise.reject(
      new SourceError('network', 'request failed: connect ECONNREFUSED 10.0.0.1:443', {
        url: 'https://sedeaplicaciones.minetur.gob.es/ServiciosRESTCarburantes/PreciosCarburantes/EstacionesTerrestres/',
        attempts: 3,
      }),
    );
  return {
    description: 'ministry (offline)',
    isSample: false,
    stationsNow: fail,
    stationsOn: fail,
    communities: fail,
    provinces: fail,
    municipalities: fail,
  };
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
    // The sample stands in for a register not loaded yet: never fresh data.
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(true);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'source_unreachable' });
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
        'tables',
        'history',
        'previous_day_means',
        'former_stations',
        'point_index',
        'territory_stats',
        'search',
        'brands',
        'roads',
        'spain_orders',
        'price_context',
        'price_changes',
      ].sort(),
    );
    for (const ms of Object.values(times)) expect(ms).toBeGreaterThanOrEqual(0);
    expect(loaded[0]?.load_ms).toBeGreaterThanOrEqual(Math.max(...Object.values(times)));
  });

  it("with an empty DATA_DIR and the build's copy of the sample: serves it while the register is still asked, then says why", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-empty-'));
    const store = new DataStore();
    let answerRegister: () => void = () => {};
    const registerAnswers = new Promise<void>((resolve) => {
      answerRegister = resolve;
    });
    let registerAsked = false;
    const failOnceAnswered = async (): Promise<never> => {
      registerAsked = true;
      await registerAnswers;
      await offline().stationsNow(collectList);
      throw new Error('offline() always fails');
    };
    const register: MinistrySource = {
      ...offline(),
      stationsNow: failOnceAnswered,
      stationsOn: failOnceAnswered,
      communities: failOnceAnswered,
      provinces: failOnceAnswered,
      municipalities: failOnceAnswered,
    };
    const config = { ...loadConfig({}), dataDir };
    const service = new DataService(
      store,
      config,
      fixedClock('2026-08-22T14:00:00Z'),
      silent,
      register,
      sampleDataDir(),
    );
    const booting = service.bootstrap({ backfillDays: 0 });
    // Before its first await: /v1/status already says the sample is on its way (no_data, sample true).
    expect([store.current(), store.sampleLoading]).toEqual([null, true]);
    await vi.waitFor(() => expect(registerAsked).toBe(true), { timeout: 60_000 });
    // The register has not answered yet, and the copy is served: the sample, as what it is.
    expect(store.current()?.isSample).toBe(true);
    expect(store.sampleLoading).toBe(false);
    expect(store.staleAt(new Date('2026-08-22T14:00:00Z'))).toBe(true);
    expect(readManifest(dataDir)?.is_sample).toBe(true);
    answerRegister();
    await booting;
    expect(store.current()?.isSample).toBe(true);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'source_unreachable' });
    expect(store.lastRefresh.error?.es).toMatch(/No se pudo contactar con el registro.*muestra/);
  });

  it('with an empty DATA_DIR and no register, serves the embedded sample and says so: status, meta.stale, short caching', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuel-empty-'));
    const store = new DataStore();
    const clock = fixedClock('2026-08-22T14:00:00Z');
    const { logger, lines } = capturingLogger();
    const service = new DataService(store, { ...loadConfig({}), dataDir }, clock, logger, offline());
    await service.bootstrap({ backfillDays: 0 });
    expect(store.current()?.isSample).toBe(true);
    expect(readManifest(dataDir)?.is_sample).toBe(true);
    const server = await startTestServer({ store, clock });
    try {
      const { body } = await server.json<{
        data: {
          status: string;
          sample: boolean;
          last_refresh: { succeeded: boolean; error: string; error_category: string };
        };
        meta: { source: string; stale: boolean };
      }>('/v1/status');
      expect(body.data).toMatchObject({ status: 'sample', sample: true });
      expect(body.data.last_refresh).toMatchObject({ succeeded: false, error_category: 'source_unreachable' });
      expect(body.data.last_refresh.error).toMatch(/No se pudo contactar con el registro.*muestra/);
      expect(body.data.last_refresh.error).not.toMatch(/https?:|minetur|ECONNREFUSED/);
      expect(body.meta).toMatchObject({ stale: true });
      expect(body.meta.source).toMatch(/MUESTRA/);
      const prices = await server.json<{ meta: { stale: boolean } }>('/v1/prices?fuel=gasoline_95');
      expect(prices.status).toBe(200);
      expect(prices.body.meta.stale).toBe(true);
      expect(prices.headers.get('cache-control')).toBe('public, max-age=60');
    } finally {
      await server.close();
    }
    // No earlier data existed: the log must not claim it keeps being served; the full error is in the log only.
    const failed = lines.filter((line) => line.event === 'refresh_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.msg).toBe('refresh failed, and there is no earlier data to serve');
    expect(JSON.stringify(failed[0])).toMatch(/minetur/);
    expect(lines.some((line) => String(line.msg).includes('the last good data keeps being served'))).toBe(false);
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

  it.each([
    ['html', 'source_unreachable'],
    ['500', 'source_unreachable'],
    ['timeout', 'source_unreachable'],
    ['truncated', 'source_unreachable'],
    ['empty', 'guard_rejected'],
    ['drift', 'source_invalid'],
  ] as const)(
    'fault %s: refresh rejected, same snapshot, stale, status says %s without the address',
    async (mode, category) => {
      const before = store.current()?.version;
      const manifestBefore = readManifest(dataDir);
      fixture.fault(mode);
      expect(await service.refresh()).toBe(false);
      fixture.fault('none');
      expect(store.current()?.version).toBe(before);
      expect(readManifest(dataDir)).toEqual(manifestBefore);
      expect(store.staleAt(new Date('2026-08-22T18:00:00Z'))).toBe(true);
      expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: category });
      for (const sentence of Object.values(store.lastRefresh.error ?? {})) {
        expect(sentence).not.toContain(fixture.baseUrl.replace(/^https?:\/\//, '').split('/')[0]);
        expect(sentence).not.toMatch(/https?:|\//);
      }
    },
  );

  it('a full disk: refresh rejected as storage_full without paths, no temporary left, and the next one succeeds', async () => {
    const before = store.current()?.version;
    injectWriteFault((path) => {
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${path}'`), { code: 'ENOSPC' });
    });
    try {
      expect(await service.refresh()).toBe(false);
    } finally {
      injectWriteFault(null);
    }
    expect(store.current()?.version).toBe(before);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'storage_full' });
    for (const sentence of Object.values(store.lastRefresh.error ?? {})) expect(sentence).not.toMatch(/\/|tmp|partial/);
    const left = readdirSync(dataDir, { recursive: true }).filter((name) => String(name).includes('.tmp-'));
    expect(left).toEqual([]);
  });

  it('a good refresh after the faults publishes a new snapshot and clears stale', async () => {
    const before = store.current()?.version;
    expect(await service.refresh()).toBe(true);
    expect(store.current()?.version).not.toBe(before);
    expect(store.current()?.stations).toHaveLength(nationalList().ListaEESSPrecio.length);
    expect(store.staleAt(new Date('2026-08-22T18:00:00Z'))).toBe(false);
  });
});
