// The one loader of what DATA_DIR's manifest publishes, whoever wrote it: this process's own refresh (which tells it,
// runtime/refresh/data-service.ts), or another process (`npm run etl`, a CronJob, another server's scheduler), which it
// notices. A server that only reads runs it alone, so it also runs on a read-only mount.

import { MANIFEST_FILE, REFRESH_RECORD_FILE } from '../core/data-dir/layout.js';
import { type Manifest, type PublishedSnapshot, readManifest } from '../core/data-dir/manifest.js';
import { NOTHING_PUBLISHED, type RefreshFailure, SNAPSHOT_UNLOADABLE } from '../core/refresh-outcome.js';
import type { DataStore } from './data-store.js';
import type { Dataset } from './dataset.js';
import { MANIFEST_POLL_MS, type ManifestWatcher, watchManifest } from './manifest-watcher.js';
import { RefreshStatus } from './refresh-status.js';
import { loadPublishedDataset, loadSnapshot } from './snapshot-loader.js';

/** Loads of one published snapshot before it is taken as one this server cannot load. */
const LOAD_ATTEMPTS = 3;

export interface FollowerOptions {
  dataDir: string;
  store: DataStore;
  now: () => Date;
  log: (level: 'info' | 'warn', event: Record<string, unknown>, message?: string) => void;
  pollMs?: number;
  /** false: poll only (tests of a file system without events). */
  watch?: boolean;
  /** For tests; loadPublishedDataset by default. */
  load?: (dataDir: string) => Promise<Dataset | null>;
  /** For tests; loadSnapshot by default: an earlier publication, when the newest cannot be loaded. */
  loadSnapshot?: (dataDir: string, snapshot: PublishedSnapshot) => Promise<Dataset>;
  /** The owner of the refresh's status; one of this loader's own by default (a reader). */
  status?: RefreshStatus;
}

/** Whose publication a load takes: this process's own, or one noticed in DATA_DIR (the log tells them apart). */
type Publisher = 'own' | 'followed';

export class PublishedDataFollower {
  private watcher: ManifestWatcher | null = null;
  /** Loads run one at a time, in the order asked. */
  private queue: Promise<unknown> = Promise.resolve();
  /** A follow asked for and not started yet: asking again joins it. */
  private queuedFollow: Promise<boolean> | null = null;
  /** This process's own writes of DATA_DIR in progress: what they publish is theirs to load. */
  private writes = 0;
  private retry: NodeJS.Timeout | null = null;
  /** The published snapshot this server could not load, and how many times it tried. */
  private unloadable: { snapshot: string; attempts: number } | null = null;
  private readonly status: RefreshStatus;

  constructor(private readonly options: FollowerOptions) {
    this.status = options.status ?? new RefreshStatus(options.store, options.dataDir, options.now);
  }

  /** Loads what is published now (true when something is served) and follows every later publication. */
  async start(): Promise<boolean> {
    this.watcher ??= watchManifest(this.options.dataDir, () => void this.sync(), {
      files: [MANIFEST_FILE, REFRESH_RECORD_FILE],
      pollMs: this.options.pollMs,
      watch: this.options.watch,
    });
    return this.sync();
  }

  stop(): void {
    this.watcher?.close();
    this.watcher = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  /** Loads what DATA_DIR publishes if it is new; a publication noticed during a load is loaded right after it. */
  sync(): Promise<boolean> {
    this.queuedFollow ??= this.enqueue(() => {
      this.queuedFollow = null;
      return this.follow();
    });
    return this.queuedFollow;
  }

  /**
   * Runs this process's own writing of DATA_DIR (under its writer lock): a publication noticed meanwhile is its own,
   * loaded by `publishedHere`, so following waits until the writing is done.
   */
  async writing<T>(write: () => Promise<T>): Promise<T> {
    this.writes++;
    try {
      return await write();
    } finally {
      this.writes--;
    }
  }

  /**
   * Loads what this process published, by the same path as another writer's: null when it is served, else why not
   * (what was served before stays).
   */
  publishedHere(): Promise<RefreshFailure | null> {
    return this.enqueue(async () => {
      const published = readManifest(this.options.dataDir)?.snapshot;
      if (published === undefined) return NOTHING_PUBLISHED;
      await this.load('own');
      return published === this.options.store.current()?.version ? null : SNAPSHOT_UNLOADABLE;
    });
  }

  private enqueue<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step, step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async follow(): Promise<boolean> {
    // This process is writing: what it publishes it loads itself; look again once it is done.
    if (this.writes > 0) {
      this.retryLater();
      return this.options.store.current() !== null;
    }
    const served = await this.load('followed');
    this.status.followed(this.unloadable !== null);
    return served;
  }

  /** Loads what the manifest publishes if it is new; true when something is served. */
  private async load(publisher: Publisher): Promise<boolean> {
    const { dataDir, store, log } = this.options;
    const manifest = readManifest(dataDir);
    const published = manifest?.snapshot;
    if (!manifest || !published) return store.current() !== null;
    if (published === store.current()?.version) {
      this.unloadable = null;
      return true;
    }
    // A snapshot that failed to load is tried again a few times (a publication caught half-way on a slow mount), then
    // only when a new one is published: a file it refuses will not change.
    if (this.unloadable?.snapshot === published && this.unloadable.attempts >= LOAD_ATTEMPTS) {
      if (store.current() === null) await this.fallBack(manifest);
      return store.current() !== null;
    }
    const started = performance.now();
    try {
      const dataset = await (this.options.load ?? loadPublishedDataset)(dataDir);
      if (!dataset) return false;
      this.unloadable = null;
      this.swapIn(dataset, publisher, started);
      return true;
    } catch (error) {
      // This process's own publication was complete when it asked: loading it again would fail the same way.
      const attempts =
        publisher === 'own'
          ? LOAD_ATTEMPTS
          : this.unloadable?.snapshot === published
            ? this.unloadable.attempts + 1
            : 1;
      this.unloadable = { snapshot: published, attempts };
      log(
        'warn',
        { event: 'dataset_follow_failed', snapshot: published, attempts, err: String(error) },
        store.current() ? 'keeps serving the data loaded before' : 'nothing loaded yet: trying the snapshots before it',
      );
      if (attempts < LOAD_ATTEMPTS) this.retryLater();
      else if (store.current() === null) await this.fallBack(manifest);
      if (publisher === 'own') this.status.cannotLoad();
      return store.current() !== null;
    }
  }

  /** A server with nothing loaded whose published snapshot it cannot load serves the newest earlier one it can. */
  private async fallBack(manifest: Manifest): Promise<boolean> {
    const { dataDir, log } = this.options;
    for (const earlier of manifest.previous ?? []) {
      try {
        const dataset = await (this.options.loadSnapshot ?? loadSnapshot)(dataDir, earlier);
        this.swapIn(dataset, 'followed', performance.now());
        log('warn', { event: 'dataset_fallback', version: dataset.version, instead_of: manifest.snapshot });
        return true;
      } catch (error) {
        log('warn', { event: 'dataset_fallback_failed', snapshot: earlier.snapshot, err: String(error) });
      }
    }
    return false;
  }

  private swapIn(dataset: Dataset, publisher: Publisher, startedMs: number): void {
    const { store, now, log } = this.options;
    if (dataset.version === store.current()?.version) {
      dataset.release();
      return;
    }
    store.swap(dataset, now());
    this.status.served(dataset);
    if (publisher === 'own') {
      log('info', {
        event: 'dataset_loaded',
        version: dataset.version,
        stations: dataset.publicStationCount,
        sample: dataset.isSample,
        // The whole load, then each step and index: the cost of a snapshot is paid here, not by its first requests.
        load_ms: Math.round(performance.now() - startedMs),
        load_times_ms: dataset.loadTimesMs,
      });
      return;
    }
    log('info', {
      event: 'dataset_followed',
      version: dataset.version,
      source_time: dataset.sourceTime,
      stations: dataset.publicStationCount,
      // Each step of the load, as the writer's dataset_loaded gives them.
      load_times_ms: dataset.loadTimesMs,
    });
  }

  private retryLater(): void {
    if (this.retry || !this.watcher) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.sync();
    }, this.options.pollMs ?? MANIFEST_POLL_MS);
    this.retry.unref();
  }
}
