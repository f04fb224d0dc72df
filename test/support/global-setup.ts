// Runs the real ETL once per test run: on ../shared/data through the fixture server (when present) and on the sample.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { backfillHistory } from '../../etl/backfill.js';
import { refreshSnapshot } from '../../etl/refresh.js';
import { createSampleSource } from '../../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../../etl/source/ministry-http-source.js';
import type { MinistrySource } from '../../etl/source/source.js';
import { sharedDataAvailable, startFixtureServer } from './ministry-fixture-server.js';

async function build(source: MinistrySource, days: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-data-'));
  const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date('2026-08-22T14:00:00Z') });
  await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days });
  return dataDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATA_DIR holding the ETL's output for ../shared/data (42 days of history), or '' without ../shared. */
    sharedDataDir: string;
    /** DATA_DIR holding the ETL's output for the embedded sample (7 days of history). */
    sampleDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('sampleDataDir', await build(createSampleSource(), 7));
  if (!sharedDataAvailable) {
    project.provide('sharedDataDir', '');
    return;
  }
  const fixture = await startFixtureServer();
  try {
    project.provide('sharedDataDir', await build(createMinistryHttpSource({ baseUrl: fixture.baseUrl }), 45));
  } finally {
    fixture.stop();
  }
}
