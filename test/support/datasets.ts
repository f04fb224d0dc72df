// The datasets built once by global-setup.ts, loaded the way the server loads them.
import { inject } from 'vitest';
import type { Dataset } from '../../store/dataset.js';
import { loadPublishedDataset } from '../../store/snapshot-loader.js';

export const sharedDataDir = (): string => inject('sharedDataDir');
export const sampleDataDir = (): string => inject('sampleDataDir');

export async function loadDataset(dataDir: string): Promise<Dataset> {
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  return dataset;
}
