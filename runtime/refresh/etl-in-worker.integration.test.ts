import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { historyDayPath } from '../../core/data-dir/history-files.js';
import { readManifest } from '../../core/data-dir/manifest.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import { DataStore } from '../../store/data-store.js';
import { nationalList } from '../../test/support/ministry-files.js';
import { type MinistryFixtureServer, startMinistryFixtureServer } from '../../test/support/ministry-fixture-server.js';
import { DataService } from './data-service.js';
import { runBackfillInWorker, runRefreshInWorker } from './etl-in-worker.js';

// Counts the refreshes the data service hands to a worker thread (the real function still runs).
const workerRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('./etl-in-worker.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./etl-in-worker.js')>();
  return {
    ...actual,
    runRefreshInWorker: (...args: Parameters<typeof actual.runRefreshInWorker>) => {
      workerRuns.count++;
      return actual.runRefreshInWorker(...args);
    },
  };
});

const emptyDataDir = () => mkdtempSync(join(tmpdir(), 'fuel-worker-'));

describe('the ETL refresh in a worker thread (the event loop that serves requests never parses the register)', () => {
  let ministry: MinistryFixtureServer;
  beforeAll(async () => {
    ministry = await startMinistryFixtureServer();
  });
  afterAll(() => ministry.close());

  it('publishes the snapshot refreshSnapshot publishes, with its log events and result', async () => {
    const dataDir = emptyDataDir();
    const events: Record<string, unknown>[] = [];
    const source = { kind: 'ministry', baseUrl: ministry.baseUrl } as const;
    const outcome = await runRefreshInWorker({
      source,
      dataDir,
      now: new Date('2026-08-22T14:00:00Z'),
      log: (event) => events.push(event),
    });
    if (!outcome.published) throw new Error(`the refresh failed: ${outcome.error.message}`);
    const { manifest, territories } = outcome;
    expect(readManifest(dataDir)).toEqual(manifest);
    expect(manifest.station_count).toBe(nationalList().ListaEESSPrecio.length);
    expect(manifest.published_at).toBe('2026-08-22T14:00:00.000Z');
    expect(territories.communities.length).toBeGreaterThan(0);
    expect(events.map((e) => e.event)).toContain('refresh_published');

    // The backfill of missing history days runs there too, on the territories just loaded.
    const backfill = await runBackfillInWorker({
      source,
      dataDir,
      territories,
      endDate: manifest.source_date,
      days: 3,
    });
    expect(backfill.written.length + backfill.empty.length + backfill.skipped.length).toBe(3);
    expect(backfill.failed).toEqual([]);
    for (const date of backfill.written) expect(existsSync(historyDayPath(dataDir, date))).toBe(true);
  }, 60_000);

  it('answers a failure classified in the worker, as data: the category, the sentences, the error as the log writes it', async () => {
    ministry.fault('empty');
    try {
      const dataDir = emptyDataDir();
      const outcome = await runRefreshInWorker({
        source: { kind: 'ministry', baseUrl: ministry.baseUrl },
        dataDir,
        now: new Date(),
      });
      // What crosses the thread is what runRefresh gives in-process, and it survives another clone unchanged.
      expect(structuredClone(outcome)).toEqual(outcome);
      expect(outcome).toMatchObject({
        published: false,
        failure: { category: 'guard_rejected', message: { en: expect.stringMatching(/refused by the data checks/) } },
        error: {
          type: 'GuardRejection',
          message: expect.stringContaining('the register answered an empty station list'),
        },
      });
      expect(readManifest(dataDir)).toBeNull();
    } finally {
      ministry.fault('none');
    }
  }, 60_000);

  it('is how the data service refreshes from its own sources, and a failed refresh reads as one run in-process', async () => {
    const clock = fixedClock('2026-08-22T18:00:00Z');
    const silent = pino({ level: 'silent' });
    const serviceOn = (ministrySource?: ReturnType<typeof createMinistryHttpSource>) => {
      const store = new DataStore();
      const config = { ...loadConfig({}), dataDir: emptyDataDir(), ministryBaseUrl: ministry.baseUrl };
      return { store, service: new DataService(store, config, clock, silent, ministrySource) };
    };
    const inWorker = serviceOn();
    const inProcess = serviceOn(createMinistryHttpSource({ baseUrl: ministry.baseUrl }));
    const before = workerRuns.count;
    await inWorker.service.bootstrap({ backfillDays: 0 });
    await inProcess.service.bootstrap({ backfillDays: 0 });
    expect(workerRuns.count).toBe(before + 1); // the source passed in is this thread's object: it runs here
    expect(inWorker.store.current()?.publicStationCount).toBe(inProcess.store.current()?.publicStationCount);
    expect(inWorker.store.current()?.isSample).toBe(false);

    ministry.fault('empty');
    try {
      expect(await inWorker.service.refresh()).toBe(false);
      expect(await inProcess.service.refresh()).toBe(false);
    } finally {
      ministry.fault('none');
    }
    expect(workerRuns.count).toBe(before + 2);
    expect(inWorker.store.lastRefresh.succeeded).toBe(false);
    expect(inWorker.store.lastRefresh.error).toEqual(inProcess.store.lastRefresh.error);
    expect(inWorker.store.staleAt(clock.now())).toBe(true);
  }, 120_000);
});
