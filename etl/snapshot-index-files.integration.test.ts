// The snapshot's index files a refresh writes are computed in a worker thread from a copy of the fields the indexes
// read (etl/snapshot-index-files.ts): they must be the texts the loader's own builders give on the whole stations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../core/data-dir/manifest.js';
import { SNAPSHOT_TABLES_FILE, type SnapshotTableRows, stationFromRow } from '../core/data-dir/tables.js';
import type { CleanSnapshot, Community, Municipality, Province, Station, Territories } from '../core/model.js';
import { snapshotIndexFilesOf } from '../store/snapshot-indexes.js';
import { fixtureDataDir } from '../test/support/datasets.js';
import { snapshotIndexTexts } from './snapshot-index-files.js';

/** The stations (public or not, every field) and territories of the fixture's published snapshot. */
function publishedTables(): { stations: Station[]; territories: Territories } {
  const dataDir = fixtureDataDir();
  const snapshot = readManifest(dataDir)?.snapshot as string;
  const rows = JSON.parse(readFileSync(join(dataDir, snapshot, SNAPSHOT_TABLES_FILE), 'utf8')) as SnapshotTableRows;
  return {
    stations: rows.stations.map(stationFromRow),
    territories: {
      communities: rows.communities as unknown as Community[],
      provinces: rows.provinces as unknown as Province[],
      municipalities: rows.municipalities as unknown as Municipality[],
    },
  };
}

const snapshotOf = (stations: Station[]) => ({ stations }) as CleanSnapshot;

describe('the index files computed in a worker thread', () => {
  it('are the texts the builders give on the whole stations, in this thread', async () => {
    const published = publishedTables();
    const { territories } = published;
    // Some restricted stations too (the slice has none): the indexes leave them out.
    const stations = published.stations.map((s, i) => (i % 7 === 3 ? { ...s, sells_to_public: false } : s));
    expect(stations.some((s) => s.opening_hours !== null && s.address !== null)).toBe(true);
    const inThread = await snapshotIndexFilesOf(stations, territories);
    expect(Object.keys(inThread).length).toBe(2);
    expect(await snapshotIndexTexts(snapshotOf(stations), territories)).toEqual(inThread);
  });

  it('rejects with the error the build threw in the worker', async () => {
    const { stations, territories } = publishedTables();
    const broken = stations.map((s, i) => (i === 3 ? { ...s, prices: null as unknown as Station['prices'] } : s));
    await expect(snapshotIndexTexts(snapshotOf(broken), territories)).rejects.toThrow(/null/);
  });
});
