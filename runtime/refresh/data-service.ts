// Keeps the served data current: loads what is published, bootstraps the embedded sample offline, refreshes on schedule.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../core/config.js';
import { MONTHLY_SERIES_FILE } from '../../core/data-dir/layout.js';
import { readManifest } from '../../core/data-dir/manifest.js';
import type { LoggedError, RefreshErrorCategory, RefreshFailure, RefreshOutcome } from '../../core/refresh-outcome.js';
import {
  createMinistryHttpSource,
  createSampleSource,
  describeHolder,
  type EtlLog,
  MAX_BACKFILL_DAYS,
  type MinistrySource,
  refreshOilBulletin,
  runBackfill,
  runRefresh,
  type SourceDescription,
  withWriterLock,
} from '../../etl/refresh-jobs.js';
import type { DataStore } from '../../store/data-store.js';
import { PublishedDataFollower } from '../../store/published-data-follower.js';
import { RefreshStatus } from '../../store/refresh-status.js';
import { runBackfillInWorker, runRefreshInWorker } from './etl-in-worker.js';
import { copyPrebuiltSample, PREBUILT_SAMPLE_DIR } from './prebuilt-sample.js';

/** The register a refresh reads: the ministry's service at MINISTRY_BASE_URL, or (tests) an object of this thread. */
export type RefreshSource = MinistrySource;

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

export class DataService {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly refreshListeners: ((report: RefreshReport) => void)[] = [];
  /** The one owner of what the status says of the last refresh. */
  private readonly status: RefreshStatus;
  /** The one loader of every publication: this service's own, and another writer's it follows. */
  private readonly loader: PublishedDataFollower;
  /** The failed refresh's error comes serialized by the ETL (pino's own serializer): it is written as it is. */
  private readonly failureLog: Logger;

  private readonly ministry: MinistrySource;
  /** The service's own sources refresh in a worker thread; a source passed in (tests) is an object of this thread. */
  private readonly refreshInWorker: boolean;

  constructor(
    private readonly store: DataStore,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly logger: Logger,
    ministry?: RefreshSource,
    /** The sample the build published (runtime/refresh/prebuilt-sample.ts); null: generate it when needed. */
    private readonly prebuiltSampleDir: string | null = PREBUILT_SAMPLE_DIR,
  ) {
    this.ministry = ministry ?? createMinistryHttpSource({ baseUrl: config.ministryBaseUrl });
    this.refreshInWorker = ministry === undefined;
    const now = () => clock.now();
    this.status = new RefreshStatus(store, config.dataDir, now);
    this.loader = new PublishedDataFollower({
      dataDir: config.dataDir,
      store,
      now,
      log: (level, event, message) => logger[level](event, message),
      status: this.status,
    });
    this.failureLog = logger.child({}, { serializers: { err: (error: LoggedError) => error } });
  }

  /**
   * Serves what DATA_DIR publishes from now on, whoever writes it (this service, `npm run etl`, another server): true
   * when something is served. A reader (REFRESH=false) only does this.
   */
  follow(): Promise<boolean> {
    return this.loader.start();
  }

  stopFollowing(): void {
    this.loader.stop();
  }

  /**
   * ETL work runs one job at a time, so a refresh and a backfill never write the same files together, and under
   * DATA_DIR's writer lock, so neither does another process; while another holds it, the job is skipped (`whenBusy`).
   * What a job publishes is this service's own to load.
   */
  private exclusive<T>(job: () => Promise<T>, whenBusy: T): Promise<T> {
    const locked = async () => {
      const result = await withWriterLock(this.config.dataDir, () => this.loader.writing(job));
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
    if (await this.loadPublished()) {
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
      this.status.sampleStandsInAfter(failure);
      if (!prebuilt) {
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
      return this.loadPublished();
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

  /** Fills missing history days, then loads the snapshot published again with them. */
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
        : await runBackfill({ source, ...job });
      if (result.written.length > 0) await this.loadPublished();
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
      const attemptedAt = this.clock.now();
      const outcome = await this.runRefresh(source, {
        dataDir: this.config.dataDir,
        now: attemptedAt,
        log: (event) => this.logger.info(event),
      });
      const failure = outcome.published ? await this.loader.publishedHere() : outcome.failure;
      // The record of this refresh, as every server of this DATA_DIR shows it (the register's times included).
      this.status.refreshed(attemptedAt, failure);
      const durationSeconds = (performance.now() - started) / 1000;
      const report = failure === null ? { succeeded: true } : { succeeded: false, category: failure.category };
      for (const listener of this.refreshListeners) listener({ ...report, durationSeconds });
      if (!outcome.published) {
        this.failureLog.error(
          {
            event: 'refresh_failed',
            source: source.description,
            category: outcome.failure.category,
            err: outcome.error,
          },
          this.store.current()
            ? 'refresh rejected; the last good data keeps being served'
            : 'refresh failed, and there is no earlier data to serve',
        );
      }
      return failure;
    }, WRITER_BUSY);
  }

  /** Parsing and transforming the register takes about a second of CPU: in a worker, it never holds the event loop. */
  private runRefresh(
    source: MinistrySource,
    options: { dataDir: string; now: Date; log: EtlLog },
  ): Promise<RefreshOutcome> {
    if (!this.refreshInWorker) return runRefresh({ source, ...options });
    return runRefreshInWorker({ source: this.describe(source), ...options });
  }

  /** One of the service's own sources, as the worker rebuilds it. */
  private describe(source: MinistrySource): SourceDescription {
    return source.isSample ? { kind: 'sample' } : { kind: 'ministry', baseUrl: this.config.ministryBaseUrl };
  }

  /** Loads what this service published (or finds published at start) through the one loader; true when served. */
  private async loadPublished(): Promise<boolean> {
    return (await this.loader.publishedHere()) === null;
  }

  private warnIfSample(): void {
    if (this.store.current()?.isSample) {
      this.logger.warn(
        'serving SAMPLE data generated by the project (every answer says so in meta.source); to load the real register run `npm run etl` with network access',
      );
    }
  }
}
