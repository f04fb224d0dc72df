// Keeps a server on whatever DATA_DIR's manifest publishes: another process (`npm run etl`, a CronJob, another
// server's scheduler) is the writer; this one only reads, so it also runs on a read-only mount.
import { readManifest } from '../core/data-dir/manifest.js';
import { SAMPLE_SERVED } from '../core/refresh-outcome.js';
import type { DataStore } from './data-store.js';
import type { Dataset } from './dataset.js';
import { MANIFEST_POLL_MS, type ManifestWatcher, watchManifest } from './manifest-watcher.js';
import { loadPublishedDataset } from './snapshot-loader.js';

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

  constructor(private readonly options: FollowerOptions) {}

  /** Loads what is published now (true when something is served) and follows every later publication. */
  async start(): Promise<boolean> {
    this.watcher ??= watchManifest(this.options.dataDir, () => void this.sync(), {
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
    const { dataDir, store, now, log } = this.options;
    // This process's own refresh is publishing and swaps in what it publishes; look again once it is done.
    if (this.options.publishingHere?.(dataDir)) {
      this.retryLater();
      return store.current() !== null;
    }
    const load = this.options.load ?? loadPublishedDataset;
    try {
      const published = readManifest(dataDir)?.snapshot;
      if (!published) return store.current() !== null;
      if (published === store.current()?.version) return true;
      const dataset = await load(dataDir);
      if (!dataset) return false;
      if (dataset.version === store.current()?.version) {
        dataset.release();
        return true;
      }
      store.swap(dataset, now());
      // The sample is never fresh data: it stands in for a register the writer could not load.
      if (dataset.isSample) store.markRefreshFailed(now(), SAMPLE_SERVED);
      log('info', {
        event: 'dataset_followed',
        version: dataset.version,
        source_time: dataset.sourceTime,
        stations: dataset.publicStationCount,
      });
      return true;
    } catch (error) {
      // A publication caught half-way on a slow mount, say: the last good dataset stays; try again shortly.
      log('warn', { event: 'dataset_follow_failed', err: String(error) }, 'keeps serving the data loaded before');
      this.retryLater();
      return store.current() !== null;
    }
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
