import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Test files that read the datasets the integration project's global setup builds with the real ETL
 * (test/support/datasets.ts: the committed slice of the ministry's data and the embedded sample).
 * Every other test file is a unit test: `npm run test:unit` runs those without the setup.
 */
export const INTEGRATION_TESTS = [
  'server/compression.test.ts',
  'server/data-json.test.ts',
  'contract-tests/answer-language.test.ts',
  'contract-tests/cache-control.test.ts',
  'contract-tests/fuzz.test.ts',
  'contract-tests/limits.test.ts',
  'contract-tests/openapi-fetch-client.test.ts',
  'contract-tests/prism-proxy.test.ts',
  'etl/atomic-publish.test.ts',
  'etl/etl-end-to-end.test.ts',
  'handlers/stations/brands.test.ts',
  'handlers/core-errors.test.ts',
  'handlers/core-sample.test.ts',
  'handlers/history/history.test.ts',
  'handlers/prices/prices.test.ts',
  'handlers/history/reports.test.ts',
  'handlers/travel/roads.test.ts',
  'handlers/travel/route-detail.test.ts',
  'handlers/travel/route-fuel.test.ts',
  'handlers/stations/open-now-searches.test.ts',
  'handlers/stations/search.test.ts',
  'handlers/stations/stations-batch.test.ts',
  'handlers/stations/stations-cheapest.test.ts',
  'handlers/stations/stations-detail.test.ts',
  'handlers/stations/stations-nearby.test.ts',
  'handlers/prices/territories.test.ts',
  'mcp/http.test.ts',
  'mcp/stdio.test.ts',
  'server/cluster.test.ts',
  'server/compiled-start.test.ts',
  'server/data-service.test.ts',
  // Not a dataset, but a real browser against the real server: half a minute, so not in the fast loop.
  'server/docs-pages.browser.test.ts',
  'server/downloads.test.ts',
  'server/downloads-dictionary.test.ts',
  'server/archive-downloads.test.ts',
  // The page at GET / in Chromium, on the slice and on the sample.
  'server/home-page.browser.test.ts',
  'server/etl-in-worker.test.ts',
  'server/fleet-readers.test.ts',
  'server/metrics-refresh.test.ts',
  'store/data-store.test.ts',
  'store/history-reader-duckdb.test.ts',
  'store/snapshot-loader.test.ts',
  'store/load-slices.test.ts',
  // The bench server (compiled app, Node's own servers) on the slice.
  'bench/bench-server.test.ts',
  // Starts the check:credits script as a process, against closed ports and a stand-in of Commons.
  'scripts/check-credits.test.ts',
];

// A moved or renamed test would otherwise drop out of the integration project (and into the unit one) silently.
for (const file of INTEGRATION_TESTS) {
  if (!existsSync(fileURLToPath(new URL(file, import.meta.url)))) {
    throw new Error(`vitest.config.ts lists ${file} as an integration test, but there is no such file`);
  }
}

const EXCLUDE = ['node_modules/**', 'data/**', 'build/**', 'dist/**'];

// Every temporary folder of the run (the tests', and those of the processes they start, which inherit TMPDIR) goes
// into one folder removed when the run ends: what a failed or killed test leaves behind does not pile up. Screenshots
// to look at are kept outside it.
const systemTmp = tmpdir();
process.env.TEST_SCREENSHOTS_DIR ??= join(systemTmp, 'fuel-price-service-screenshots');
const runTmp = mkdtempSync(join(systemTmp, 'fuel-tests-'));
process.env.TMPDIR = runTmp;
process.on('exit', () => rmSync(runTmp, { recursive: true, force: true }));

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        // Unit tests share nothing but modules: one module graph per worker saves most of the import time.
        test: { name: 'unit', include: ['**/*.test.ts'], exclude: [...EXCLUDE, ...INTEGRATION_TESTS], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION_TESTS,
          exclude: EXCLUDE,
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
