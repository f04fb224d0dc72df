// One refresh: fetch, clean, guard, write history and snapshot, publish. A failure leaves the served data as it was.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Territories } from '../core/model.js';
import { writeDailySeriesDownload } from './downloads.js';
import { checkRefresh } from './guards.js';
import { pruneHistory, writeHistoryDay } from './history-writer.js';
import { type Manifest, readManifest } from './manifest.js';
import { pruneSnapshots, publishSnapshot, writeSnapshot } from './snapshot-writer.js';
import type { MinistrySource } from './source/source.js';
import { transformStationList } from './transform/stations.js';
import { buildTerritories } from './transform/territories.js';

export type EtlLog = (event: Record<string, unknown>) => void;

export async function fetchTerritories(source: MinistrySource): Promise<Territories> {
  const [communities, provinces, municipalities] = await Promise.all([
    source.communities(),
    source.provinces(),
    source.municipalities(),
  ]);
  return buildTerritories(communities, provinces, municipalities);
}

export async function refreshSnapshot(options: {
  source: MinistrySource;
  dataDir: string;
  now: Date;
  log?: EtlLog;
}): Promise<{ manifest: Manifest; territories: Territories }> {
  const { source, dataDir, now } = options;
  const log = options.log ?? (() => {});
  const startedAt = performance.now();
  const territories = await fetchTerritories(source);
  const snapshot = transformStationList(await source.stationsNow(), territories);
  const lastGood = readManifest(dataDir);
  // Guard against the last good snapshot of the same kind: a sample says nothing about the register's size.
  checkRefresh(snapshot, lastGood && lastGood.is_sample === source.isSample ? lastGood.station_count : null);
  if (lastGood && lastGood.is_sample !== source.isSample) {
    // Never mix the sample's history with the register's.
    rmSync(join(dataDir, 'history'), { recursive: true, force: true });
  }
  await writeHistoryDay(dataDir, snapshot);
  await writeDailySeriesDownload(dataDir);
  const snapshotDir = await writeSnapshot(dataDir, snapshot, territories, source.isSample);
  const manifest = publishSnapshot(dataDir, snapshotDir, snapshot, source, now);
  pruneSnapshots(dataDir);
  pruneHistory(dataDir, snapshot.source_date);
  log({
    event: 'refresh_published',
    snapshot: snapshotDir,
    source_time: snapshot.source_time,
    stations: snapshot.stations.length,
    rejected: snapshot.rejected.length,
    ms: Math.round(performance.now() - startedAt),
  });
  return { manifest, territories };
}
