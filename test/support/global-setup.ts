// Global setup of the integration project: runs the real ETL once per test run, on the committed slice of the
// ministry's data (through the loopback fixture server, so over HTTP as in production) and on the embedded sample.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../bin/build-if-stale.mjs';
import { backfillHistory } from '../../etl/backfill.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { createSampleSource } from '../../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import type { MinistrySource } from '../../etl/source/source.js';
import { WEEKS_MINISTRY_FIXTURES } from './data-paths.js';
import { FIXTURE_BACKFILL_DAYS, SAMPLE_BACKFILL_DAYS, TEST_NOW, WEEKS_BACKFILL_DAYS } from './fixture-facts.js';
import { startMinistryFixtureServer } from './ministry-fixture-server.js';

async function build(source: MinistrySource, days: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-data-'));
  const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date(TEST_NOW) });
  await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days });
  return dataDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATA_DIR holding the ETL's output for test/fixtures/ministry (its current day and history days). */
    fixtureDataDir: string;
    /** DATA_DIR holding the ETL's output for the embedded sample. */
    sampleDataDir: string;
    /** DATA_DIR holding the ETL's output for test/fixtures/ministry-weeks (one province, consecutive weeks). */
    weeksDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // The compiled build `npm start` and `npx fuel-price-mcp` run, made once here rather than by each test that spawns
  // them (a no-op when it is current).
  await ensureBuild({ docs: false });
  for (const [key, dataDir, days] of [
    ['fixtureDataDir', undefined, FIXTURE_BACKFILL_DAYS],
    ['weeksDataDir', WEEKS_MINISTRY_FIXTURES, WEEKS_BACKFILL_DAYS],
  ] as const) {
    const fixture = await startMinistryFixtureServer({ dataDir });
    try {
      project.provide(key, await build(createMinistryHttpSource({ baseUrl: fixture.baseUrl }), days));
    } finally {
      await fixture.close();
    }
  }
  project.provide('sampleDataDir', await build(createSampleSource(), SAMPLE_BACKFILL_DAYS));
}
