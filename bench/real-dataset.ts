// For benchmarks: today's snapshot of ../shared/data built by the real ETL (through the fixture server) and loaded
// the way the server loads it. Never copies ../shared into the repository: the output goes to a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../core/clock.js';
import { loadConfig } from '../core/config.js';
import { createLinks } from '../core/links.js';
import { backfillHistory } from '../etl/backfill.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import type { HandlerContext } from '../handlers/shared/types.js';
import { DataStore } from '../store/data-store.js';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

/** The real dataset, or undefined when ../shared is not on this machine. */
export async function loadRealDataset(): Promise<Dataset | undefined> {
  if (!sharedDataAvailable) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-bench-'));
  const fixture = await startMinistryFixtureServer({ dataDir: SHARED_MINISTRY_DIR });
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    await refreshSnapshot({ source, dataDir, now: new Date('2026-08-22T14:00:00Z') });
    const dataset = await loadPublishedDataset(dataDir);
    if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
    return dataset;
  } finally {
    await fixture.close();
    // The dataset lives in memory once loaded; only its (unused here) history would read the folder again.
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A DATA_DIR holding the ETL's output for ../shared/data with `historyDays` of history, or undefined without it. With
 * `redate`, the days before the real data's are its days dated again (made up: bench/etl-memory.ts labels them).
 */
export async function buildRealDataDir(
  historyDays: number,
  prefix = 'fuel-bench-',
  options: { redate?: boolean } = {},
): Promise<string | undefined> {
  if (!sharedDataAvailable) return undefined;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const fixture = await startMinistryFixtureServer({ dataDir: SHARED_MINISTRY_DIR, redate: options.redate });
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const { manifest, territories } = await refreshSnapshot({ source, dataDir: dir, now: new Date() });
    await backfillHistory({ source, dataDir: dir, territories, endDate: manifest.source_date, days: historyDays });
  } finally {
    await fixture.close();
  }
  return dir;
}

/**
 * The published data a bench reads: DATA_DIR's, or the ETL's output for ../shared/data with `historyDays` of history;
 * undefined (said on the console for `bench`) without either.
 */
export async function benchData(
  bench: string,
  historyDays: number,
): Promise<{ dir: string; dataset: Dataset } | undefined> {
  const dir = process.env.DATA_DIR ?? (await buildRealDataDir(historyDays));
  if (!dir) {
    console.log(`bench/${bench}: ${WITHOUT_SHARED}; set DATA_DIR to an ETL output to run it`);
    return undefined;
  }
  const dataset = await loadPublishedDataset(dir);
  if (!dataset) throw new Error(`no snapshot published in ${dir}`);
  return { dir, dataset };
}

/** What a handler called in process gets: `dataset` served, the default config, the clock at `at`, Spanish answers. */
export function benchHandlerContext(dataset: Dataset, at: string): HandlerContext {
  const store = new DataStore();
  store.swap(dataset, new Date());
  return {
    store,
    config: loadConfig({}),
    clock: fixedClock(at),
    links: createLinks('http://127.0.0.1', 'https://gasolineras.dev', ''),
    language: 'es',
  };
}
