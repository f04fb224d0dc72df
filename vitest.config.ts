import { defineConfig } from 'vitest/config';

/**
 * Test files that read the datasets the integration project's global setup builds with the real ETL
 * (test/support/datasets.ts: the committed slice of the ministry's data and the embedded sample).
 * Every other test file is a unit test: `npm run test:unit` runs those without the setup.
 */
export const INTEGRATION_TESTS = [
  'contract-tests/cache-control.test.ts',
  'contract-tests/fuzz.test.ts',
  'contract-tests/limits.test.ts',
  'contract-tests/prism-proxy.test.ts',
  'etl/atomic-publish.test.ts',
  'etl/etl-end-to-end.test.ts',
  'handlers/brands.test.ts',
  'handlers/core-errors.test.ts',
  'handlers/core-sample.test.ts',
  'handlers/history.test.ts',
  'handlers/prices.test.ts',
  'handlers/reports.test.ts',
  'handlers/roads.test.ts',
  'handlers/route-detail.test.ts',
  'handlers/route-fuel.test.ts',
  'handlers/search.test.ts',
  'handlers/stations-cheapest.test.ts',
  'handlers/stations-detail.test.ts',
  'handlers/stations-nearby.test.ts',
  'handlers/territories.test.ts',
  'mcp/http.test.ts',
  'mcp/stdio.test.ts',
  'server/data-service.test.ts',
  'server/downloads.test.ts',
  'store/data-store.test.ts',
];

const EXCLUDE = ['node_modules/**', 'data/**', 'build/**'];

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
