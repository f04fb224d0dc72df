// Keeps a server on whatever DATA_DIR's manifest publishes: another process (`npm run etl`, a CronJob, another
// server's scheduler) is the writer; this one only reads, so it also runs on a read-only mount.

import { MANIFEST_FILE, REFRESH_RECORD_FILE } from '../core/data-dir/layout.js';
import { type Manifest, type PublishedSnapshot, readManifest } from '../core/data-dir/manifest.js';
import { SAMPLE_SERVED, SNAPSHOT_UNLOADABLE } from '../core/refresh-outcome.js';
import type { DataStore } from './data-store.js';
import type { Dataset } from './dataset.js';
import { MANIFEST_POLL_MS, type ManifestWatcher, watchManifest } from './manifest-watcher.js';
import { applyRefreshRecord } from './refresh-state.js';
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
  /**
   * Whether this process's own refresh is publishing into `dataDir` now (it swaps in what it publishes itself, so this
   * follower leaves that publication to it); never, by default (a reader).
   */
  publishingHere?: (dataDir: string) => boolean;
}

export class PublishedDataFollower {
  private watcher: ManifestWatcher | null = null;
  private running: Promise<boolean> | null = null;
  private pending = false;
  private retry: NodeJS.Timeout | null = null;
  /** The published snapshot this server could not load, and how many times it tried. */
  private unloadable: { snapshot: string; attempts: number } | null = null;

  constructor(private readonly options: FollowerOptions) {}

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

  /** One load at a time; a publication noticed during a load is loaded right after it. */
  sync(): Promise<boolean> {
    if (this.running) {
      this.pending = true;
      return this.running;
    }
    this.running = this.loadIfNew().finally(() => {
      this.running = null;
      if (this.pending) {
        this.pending = false;
        void this.sync();
      }
    });
    return this.running;
  }

  private async loadIfNew(): Promise<boolean> {
    const { dataDir, store } = this.options;
    // This process's own refresh is publishing and swaps in what it publishes; look again once it is done.
    if (this.options.publishingHere?.(dataDir)) {
      this.retryLater();
      return store.current() !== null;
    }
    const served = await this.followManifest();
    // What the refresher recorded of its last refresh (a refusal publishes nothing, so the manifest may not change),
    // unless this server could not load what was published: that is what its status must say.
    applyRefreshRecord(store, dataDir);
    if (this.unloadable !== null) store.markRefreshFailed(this.options.now(), SNAPSHOT_UNLOADABLE);
    return served;
  }

  /** Loads what the manifest publishes if it is new; true when something is served. */
  private async followManifest(): Promise<boolean> {
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
    try {
      const dataset = await (this.options.load ?? loadPublishedDataset)(dataDir);
      if (!dataset) return false;
      this.unloadable = null;
      this.swapIn(dataset);
      return true;
    } catch (error) {
      const attempts = this.unloadable?.snapshot === published ? this.unloadable.attempts + 1 : 1;
      this.unloadable = { snapshot: published, attempts };
      log(
        'warn',
        { event: 'dataset_follow_failed', snapshot: published, attempts, err: String(error) },
        store.current() ? 'keeps serving the data loaded before' : 'nothing loaded yet: trying the snapshots before it',
      );
      if (attempts < LOAD_ATTEMPTS) this.retryLater();
      else if (store.current() === null) await this.fallBack(manifest);
      return store.current() !== null;
    }
  }

  /** A server with nothing loaded whose published snapshot it cannot load serves the newest earlier one it can. */
  private async fallBack(manifest: Manifest): Promise<boolean> {
    const { dataDir, log } = this.options;
    for (const earlier of manifest.previous ?? []) {
      try {
        const dataset = await (this.options.loadSnapshot ?? loadSnapshot)(dataDir, earlier);
        this.swapIn(dataset);
        log('warn', { event: 'dataset_fallback', version: dataset.version, instead_of: manifest.snapshot });
        return true;
      } catch (error) {
        log('warn', { event: 'dataset_fallback_failed', snapshot: earlier.snapshot, err: String(error) });
      }
    }
    return false;
  }

  private swapIn(dataset: Dataset): void {
    const { store, now, log } = this.options;
    if (dataset.version === store.current()?.version) {
      dataset.release();
      return;
    }
    store.swap(dataset, now());
    // The sample is never fresh data: it stands in for a register the writer could not load.
    if (dataset.isSample) store.markRefreshFailed(now(), SAMPLE_SERVED);
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
