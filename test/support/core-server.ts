// Test support for the core handlers: the real app with them wired in, and an in-process handler context.
import { afterAll, beforeAll } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { createLinks } from '../../core/links.js';
import type { HandlerContext } from '../../handlers/shared/types.js';
import { DataStore } from '../../store/data-store.js';
import type { Dataset } from '../../store/dataset.js';
import { fixtureDataDir, loadDataset, sampleDataDir } from './datasets.js';
import { TEST_NOW } from './fixture-facts.js';
import { startTestServer, type TestServer } from './test-server.js';

export const SITE = 'https://gasolineras.dev';

/** The real application answering with the core handlers from `dataset` (none loaded when null). */
export async function startCoreServer(dataset: Dataset | null): Promise<TestServer> {
  const server = await startTestServer({
    clock: fixedClock(TEST_NOW),
  });
  if (dataset) server.store.swap(dataset, new Date(TEST_NOW));
  return server;
}

/** For one describe block (or file): the ETL's output in `dataDir` and the real application on it, started once, closed after. */
function useCoreServer(dataDir: () => string): { readonly server: TestServer; readonly dataset: Dataset } {
  const state = {} as { server: TestServer; dataset: Dataset };
  beforeAll(async () => {
    state.dataset = await loadDataset(dataDir());
    state.server = await startCoreServer(state.dataset);
  });
  afterAll(() => state.server?.close());
  return state;
}

/** The embedded sample and the real application on it. */
export const useSampleCoreServer = () => useCoreServer(sampleDataDir);
/** The committed slice of the real register (test/fixtures/ministry) and the real application on it. */
export const useSliceCoreServer = () => useCoreServer(fixtureDataDir);

/** What the app hands a handler, for calling handlers directly (thousands of calls, no HTTP in between). */
export function handlerContext(dataset: Dataset): HandlerContext {
  const store = new DataStore();
  store.swap(dataset, new Date(TEST_NOW));
  return {
    store,
    config: { ...loadConfig({}), refresh: false },
    clock: fixedClock(TEST_NOW),
    links: createLinks('http://127.0.0.1', SITE, ''),
    language: 'es',
  };
}
