// Global setup of the integration project: runs the real ETL once per test run, on the committed slice of the
// ministry's data (through the loopback fixture server, so over HTTP as in production) and on the embedded sample.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
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

const BUILD_IF_STALE = fileURLToPath(new URL('../../bin/build-if-stale.mjs', import.meta.url));

/** The ETL's output for a folder of the ministry's files, served over HTTP by a fixture server of its own. */
async function buildFromFixtures(dataDir: string | undefined, days: number): Promise<string> {
  const fixture = await startMinistryFixtureServer({ dataDir });
  try {
    return await build(createMinistryHttpSource({ baseUrl: fixture.baseUrl }), days);
  } finally {
    await fixture.close();
  }
}

export default async function setup(project: TestProject): Promise<void> {
  // No test runs before this ends, so everything in it runs at once: the compiled build `npm start` and
  // `npx fuel-price-mcp` run (made once here rather than by each test that spawns them, a no-op when it is current; in
  // a process of its own, as its compiler blocks the process it runs in) and the three datasets.
  const [, fixtureDataDir, weeksDataDir, sampleDataDir] = await Promise.all([
    promisify(execFile)(process.execPath, [BUILD_IF_STALE, '--no-docs']),
    buildFromFixtures(undefined, FIXTURE_BACKFILL_DAYS),
    buildFromFixtures(WEEKS_MINISTRY_FIXTURES, WEEKS_BACKFILL_DAYS),
    build(createSampleSource(), SAMPLE_BACKFILL_DAYS),
  ]);
  project.provide('fixtureDataDir', fixtureDataDir);
  project.provide('weeksDataDir', weeksDataDir);
  project.provide('sampleDataDir', sampleDataDir);
}
