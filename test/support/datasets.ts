// The datasets built once by global-setup.ts (integration project only), loaded the way the server loads them.
import { inject } from 'vitest';
import type { Dataset } from '../../store/dataset.js';
import { loadPublishedDataset } from '../../store/snapshot-loader.js';

function built(key: 'fixtureDataDir' | 'sampleDataDir' | 'weeksDataDir'): string {
  const dataDir = inject(key);
  if (!dataDir) {
    throw new Error(
      `${key} is built by test/support/global-setup.ts, which runs for the integration project only: ` +
        'name this test file *.integration.test.ts (vitest.config.ts)',
    );
  }
  return dataDir;
}

/** The ETL's output for the committed slice of the ministry's data (test/fixtures/ministry). */
export const fixtureDataDir = (): string => built('fixtureDataDir');
/** The ETL's output for the embedded sample. */
export const sampleDataDir = (): string => built('sampleDataDir');
/** The ETL's output for the second slice (test/fixtures/ministry-weeks): Soria on every day from 13 July 2026. */
export const weeksDataDir = (): string => built('weeksDataDir');

export async function loadDataset(dataDir: string): Promise<Dataset> {
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  return dataset;
}
