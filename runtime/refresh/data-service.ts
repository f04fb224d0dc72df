// Keeps the served data current: loads what is published, bootstraps the embedded sample offline, refreshes on schedule.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import { MONTHLY_SERIES_FILE } from '../../core/data-dir/layout.js';
import { readManifest } from '../../core/data-dir/manifest.js';
import {
  type RefreshErrorCategory,
  type RefreshFailure,
  SAMPLE_SERVED,
  sampleServedAfter,
} from '../../core/refresh-outcome.js';
import { backfillHistory, MAX_BACKFILL_DAYS } from '../../etl/backfill.js';
import { refreshOilBulletin } from '../../etl/oil-bulletin/refresh-oil-bulletin.js';
import { type EtlLog, refreshSnapshot } from '../../etl/refresh.js';
import { describeRefreshFailure } from '../../etl/refresh-failure.js';
import { createSampleSource } from '../../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import type { MinistrySource } from '../../etl/source/source.js';
import { describeHolder, withWriterLock } from '../../etl/writer-lock.js';
import type { DataStore } from '../../store/data-store.js';
import { applyRefreshRecord } from '../../store/refresh-state.js';
import { loadPublishedDataset } from '../../store/snapshot-loader.js';
import { runBackfillInWorker, runRefreshInWorker } from './etl-in-worker.js';
import type { WorkerSource } from './etl-worker-protocol.js';
import { copyPrebuiltSample, PREBUILT_SAMPLE_DIR } from './prebuilt-sample.js';

const OIL_BULLETIN_MAX_AGE_MS = 7 * 24 * 3600_000;

/** One refresh from a register (or the sample): how it ended and how long it took, the writer lock's wait excluded. */
export interface RefreshReport {
  succeeded: boolean;
  /** Why a failed refresh failed; undefined when it succeeded. */
  category?: RefreshErrorCategory;
  durationSeconds: number;
}

/** A refresh skipped because another process holds DATA_DIR's writer lock: what it publishes is followed. */
const WRITER_BUSY: RefreshFailure = {
  category: 'internal_error',
  message: {
    en: 'Another process is writing the data folder; what it publishes is served when done.',
    es: 'Otro proceso está escribiendo en la carpeta de datos; lo que publique se servirá cuando termine.',
  },
};
const NOTHING_PUBLISHED: RefreshFailure = {
  category: 'internal_error',
  message: { en: 'The refresh ended without publishing data.', es: 'La actualización terminó sin publicar datos.' },
};

export class DataService {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly refreshListeners: ((report: RefreshReport) => void)[] = [];
  /** What the status says while the sample is served. */
  private sampleReason: RefreshFailure = SAMPLE_SERVED;

  private readonly ministry: MinistrySource;
  /** The service's own sources refresh in a worker thread; a source passed in (tests) is an object of this thread. */
  private readonly refreshInWorker: boolean;

  constructor(
    private readonly store: DataStore,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly logger: Logger,
    ministry?: MinistrySource,
    /** The sample the build published (runtime/refresh/prebuilt-sample.ts); null: generate it when needed. */
    private readonly prebuiltSampleDir: string | null = PREBUILT_SAMPLE_DIR,
  ) {
    this.ministry = ministry ?? createMinistryHttpSource({ baseUrl: config.ministryBaseUrl });
    this.refreshInWorker = ministry === undefined;
  }

  /**
   * ETL work runs one job at a time, so a refresh and a backfill never write the same files together, and under
   * DATA_DIR's writer lock, so neither does another process; while another holds it, the job is skipped (`whenBusy`).
   */
  private exclusive<T>(job: () => Promise<T>, whenBusy: T): Promise<T> {
    const locked = async () => {
      const result = await withWriterLock(this.config.dataDir, job, { servesWhatItPublishes: true });
      if (result.ran) return result.value;
      this.logger.info({ event: 'writer_busy', holder: describeHolder(result.holder) }, 'another writer is at work');
      return whenBusy;
    };
    const run = this.queue.then(locked, locked);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Serves what DATA_DIR holds at once. With nothing there, serves the sample the build published at once and loads the
   * register behind it; without one, loads the register, or generates the sample when the register is out of reach.
   */
  async bootstrap(options: { backfillDays?: number } = {}): Promise<void> {
    const backfillDays = options.backfillDays ?? MAX_BACKFILL_DAYS;
    // Set before the first await, so no status between "listening" and the sample says no_data without it.
    this.store.sampleLoading = this.prebuiltSampleDir !== null && readManifest(this.config.dataDir) === null;
    if (await this.reload()) {
      this.store.sampleLoading = false;
      this.warnIfSample();
      if (backfillDays > 0) void this.backfill(backfillDays);
      void this.refreshOilBulletinIfDue();
      return;
    }
    const prebuilt = await this.servePrebuiltSample();
    this.store.sampleLoading = false;
    const failure = await this.refreshFrom(this.ministry);
    // Another process is writing DATA_DIR: the follower serves what it publishes.
    if (failure === WRITER_BUSY) return;
    if (failure) {
      this.logger.warn(
        { ministry: this.config.ministryBaseUrl, category: failure.category },
        'the ministry register could not be loaded: serving the embedded SAMPLE (not real prices). With network, run `npm run etl` or wait for the next scheduled refresh to load real data.',
      );
      // Until the register is loaded, the status and every answer say the sample stands in for it (meta.stale).
      this.sampleReason = sampleServedAfter(failure);
      if (prebuilt) this.store.markRefreshFailed(this.clock.now(), this.sampleReason);
      else {
        this.store.sampleLoading = true;
        await this.refreshFrom(createSampleSource());
      }
    }
    this.store.sampleLoading = false;
    this.warnIfSample();
    if (backfillDays > 0) void this.backfill(backfillDays);
    void this.refreshOilBulletinIfDue();
  }

  /** Publishes and serves the sample the build made, when there is one and DATA_DIR is still empty. */
  private servePrebuiltSample(): Promise<boolean> {
    return this.exclusive(async () => {
      if (readManifest(this.config.dataDir) || !copyPrebuiltSample(this.config.dataDir, this.prebuiltSampleDir)) {
        return false;
      }
      this.logger.info({ event: 'prebuilt_sample_published' }, 'serving the embedded sample while the register loads');
      return this.reload();
    }, false);
  }

  /** One scheduled refresh from the register (and the weekly oil bulletin when due); true when new data is served. */
  async refresh(): Promise<boolean> {
    const failure = await this.refreshFrom(this.ministry);
    await this.refreshOilBulletinIfDue();
    return failure === null;
  }

  /** The bulletin is weekly: reload it when configured and the stored series is missing or a week old. */
  private refreshOilBulletinIfDue(): Promise<void> {
    const url = this.config.oilBulletinUrl;
    if (!url) return Promise.resolve();
    return this.exclusive(async () => {
      const path = join(this.config.dataDir, MONTHLY_SERIES_FILE);
      const age = existsSync(path) ? this.clock.now().getTime() - statSync(path).mtimeMs : Number.POSITIVE_INFINITY;
      if (age < OIL_BULLETIN_MAX_AGE_MS) return;
      try {
        await refreshOilBulletin({ source: url, dataDir: this.config.dataDir });
        this.logger.info({ event: 'oil_bulletin_loaded' });
      } catch (error) {
        this.logger.error(
          { event: 'oil_bulletin_failed', err: String(error) },
          'the monthly series keeps its last good copy',
        );
      }
    }, undefined);
  }

  /** Fills missing history days, then reloads so the new days are served. */
  backfill(days: number): Promise<void> {
    return this.exclusive(async () => {
      const manifest = readManifest(this.config.dataDir);
      if (!manifest) return;
      const source = manifest.is_sample ? createSampleSource() : this.ministry;
      const territories = this.store.current()?.territories;
      if (!territories) return;
      const log = (event: Record<string, unknown>) => this.logger.info(event);
      const job = { dataDir: this.config.dataDir, territories, endDate: manifest.source_date, days, log };
      const result = this.refreshInWorker
        ? await runBackfillInWorker({ source: this.describe(source), ...job })
        : await backfillHistory({ source, ...job });
      if (result.written.length > 0) await this.reload();
    }, undefined);
  }

  /** Told of every refresh this service runs (for the metrics). */
  onRefresh(listener: (report: RefreshReport) => void): void {
    this.refreshListeners.push(listener);
  }

  /** null when the refresh published and new data is served; otherwise why it failed (the full error is logged). */
  private refreshFrom(source: MinistrySource): Promise<RefreshFailure | null> {
    return this.exclusive(async () => {
      const started = performance.now();
      const report = (failure: RefreshFailure | null) => {
        const durationSeconds = (performance.now() - started) / 1000;
        const outcome = failure === null ? { succeeded: true } : { succeeded: false, category: failure.category };
        for (const listener of this.refreshListeners) listener({ ...outcome, durationSeconds });
      };
      const now = this.clock.now();
      try {
        await this.runRefresh(source, { dataDir: this.config.dataDir, now, log: (event) => this.logger.info(event) });
        const failed = (await this.reload()) ? null : NOTHING_PUBLISHED;
        // The record of this refresh, as every server of this DATA_DIR shows it (the register's times included).
        if (failed === null) {
          applyRefreshRecord(this.store, this.config.dataDir, { attemptedAt: now.toISOString(), category: null });
        }
        report(failed);
        return failed;
      } catch (error) {
        const failure = describeRefreshFailure(error);
        report(failure);
        const served = this.store.current();
        // The sample keeps saying what it stands in for: the status still shows this latest failure.
        this.store.markRefreshFailed(this.clock.now(), failure);
        applyRefreshRecord(this.store, this.config.dataDir, {
          attemptedAt: now.toISOString(),
          category: failure.category,
        });
        this.logger.error(
          { event: 'refresh_failed', source: source.description, category: failure.category, err: error },
          served
            ? 'refresh rejected; the last good data keeps being served'
            : 'refresh failed, and there is no earlier data to serve',
        );
        return failure;
      }
    }, WRITER_BUSY);
  }

  /** Parsing and transforming the register takes about a second of CPU: in a worker, it never holds the event loop. */
  private runRefresh(source: MinistrySource, options: { dataDir: string; now: Date; log: EtlLog }) {
    if (!this.refreshInWorker) return refreshSnapshot({ source, ...options });
    return runRefreshInWorker({ source: this.describe(source), ...options });
  }

  /** One of the service's own sources, as the worker rebuilds it. */
  private describe(source: MinistrySource): WorkerSource {
    return source.isSample ? { kind: 'sample' } : { kind: 'ministry', baseUrl: this.config.ministryBaseUrl };
  }

  private async reload(): Promise<boolean> {
    const start = performance.now();
    const dataset = await loadPublishedDataset(this.config.dataDir);
    if (!dataset) return false;
    this.store.swap(dataset, this.clock.now());
    // The sample is never fresh data: it stands in for a register that could not be loaded.
    if (dataset.isSample) this.store.markRefreshFailed(this.clock.now(), this.sampleReason);
    this.logger.info({
      event: 'dataset_loaded',
      version: dataset.version,
      stations: dataset.publicStationCount,
      sample: dataset.isSample,
      // The whole load, then each step and index: the cost of a snapshot is paid here, not by its first requests.
      load_ms: Math.round(performance.now() - start),
      load_times_ms: dataset.loadTimesMs,
    });
    return true;
  }

  private warnIfSample(): void {
    if (this.store.current()?.isSample) {
      this.logger.warn(
        'serving SAMPLE data generated by the project (every answer says so in meta.source); to load the real register run `npm run etl` with network access',
      );
    }
  }
}
