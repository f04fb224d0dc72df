import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Tests are told apart by name. `*.integration.test.ts` reads the datasets the integration project's global setup
 * builds with the real ETL (test/support/datasets.ts), starts real servers, processes or worker threads, or takes
 * seconds; `*.browser.test.ts` drives Chromium. Every other `*.test.ts` is a unit test, and its project's setup
 * (test/support/unit-setup.ts) refuses a socket, a process or a worker thread: `npm run test:unit` runs those alone.
 * No test holds a time to a bound (a busy machine would fail it): times are measured by `npm run bench`.
 */
const INTEGRATION = ['**/*.integration.test.ts', '**/*.browser.test.ts'];

// Files that replace a module with `vi.mock`: a module graph shared with other files would already hold the module
// they replace, so each runs in a process of its own.
const OWN_MODULES = ['etl/archive-month-day.integration.test.ts', 'runtime/refresh/etl-in-worker.integration.test.ts'];

// Any node_modules: test/mcp-conformance/ has its own (mcp/conformance.integration.test.ts).
const EXCLUDE = ['**/node_modules/**', 'data/**', 'build/**', 'dist/**'];

// Every temporary folder of the run (the tests', and those of the processes they start, which inherit TMPDIR) goes
// into one folder removed when the run ends: what a failed or killed test leaves behind does not pile up. Screenshots
// to look at are kept outside it.
// Vitest evaluates this file again for each project that `extends` it, in the same process: the folder is made once
// (FUEL_TESTS_TMPDIR marks it), not nested once per evaluation — Chromium refuses a profile whose socket path is
// longer than 107 bytes.
if (process.env.FUEL_TESTS_TMPDIR === undefined) {
  const systemTmp = tmpdir();
  process.env.TEST_SCREENSHOTS_DIR ??= join(systemTmp, 'fuel-price-service-screenshots');
  const runTmp = mkdtempSync(join(systemTmp, 'fuel-tests-'));
  process.env.FUEL_TESTS_TMPDIR = runTmp;
  process.env.TMPDIR = runTmp;
  process.on('exit', () => rmSync(runTmp, { recursive: true, force: true }));
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One worker per core. Vitest's default leaves one core to its own process, which does little once the files are
    // transformed: on a 2-core machine it ran every file one after the other.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Unit tests share nothing but modules: one module graph per worker saves most of the import time.
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: [...EXCLUDE, ...INTEGRATION],
          setupFiles: ['test/support/unit-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // Integration files share modules too: each used to import the app, the contract's validator and DuckDB
        // afresh in a process of its own (a quarter of the suite's time). Nothing they share is changed by a file
        // (no file sets process.env or a module's state), and every server, store and folder is made per file.
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [...EXCLUDE, ...OWN_MODULES],
          globalSetup: ['test/support/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-own-modules',
          include: OWN_MODULES,
          exclude: EXCLUDE,
        },
      },
    ],
  },
});
