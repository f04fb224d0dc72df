// Loads the published snapshot (manifest -> Parquet -> memory) into a Dataset.
import { join } from 'node:path';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import type { Community, Municipality, Province } from '../core/model.js';
import { readManifest } from '../etl/manifest.js';
import { stationFromRow } from '../etl/tables.js';
import type { Dataset } from './dataset.js';
import { attachMonthQueries, openHistoryReader } from './history-reader.js';
import { buildDataset } from './memory-dataset.js';

/** The dataset of the published snapshot, or null when nothing has been published yet. */
export async function loadPublishedDataset(dataDir: string): Promise<Dataset | null> {
  const manifest = readManifest(dataDir);
  if (!manifest) return null;
  const dir = join(dataDir, manifest.snapshot);
  const database = await openScratchDatabase();
  const { connection } = database;
  const read = async (table: string) =>
    (
      await connection.runAndReadAll(`SELECT * FROM read_parquet(${sqlPath(join(dir, `${table}.parquet`))})`)
    ).getRowObjectsJS();
  try {
    const stations = (await read('stations')).map((row) => stationFromRow(row as Record<string, unknown>));
    const communities = (await read('communities')) as unknown as Community[];
    const provinces = (await read('provinces')) as unknown as Province[];
    const municipalities = (await read('municipalities')) as unknown as Municipality[];
    const history = await openHistoryReader(dataDir, {
      stationBrands: stations.map((s) => [s.id, s.brand_slug] as const),
    });
    const dataset = buildDataset({
      version: manifest.snapshot,
      sourceTime: manifest.source_time,
      sourceDate: manifest.source_date,
      isSample: manifest.is_sample,
      stations,
      territories: { communities, provinces, municipalities },
      history,
    });
    attachMonthQueries(dataset, history);
    return dataset;
  } finally {
    database.close();
  }
}
