// One refresh: fetch, clean, guard, stage the history day, the archive's open month and the snapshot with its
// downloads, then publish them (renames, the manifest last). A failure at any step leaves the served data as it was and no temporary behind.

import { type Manifest, readManifest } from '../core/data-dir/manifest.js';
import { type RefreshRecord, readRefreshRecord } from '../core/data-dir/refresh-record.js';
import type { CleanSnapshot, Territories } from '../core/model.js';
import type { RefreshFailure } from '../core/refresh-outcome.js';
import { readPublishedArchive } from './archive-index.js';
import { stageArchive } from './archive-writer.js';
import { removeLeftovers } from './file-writes.js';
import { checkNotAhead, checkNotOlder, checkRefresh } from './guards.js';
import { writeMissingHistoryBlocks } from './history-blocks.js';
import { historyDayFiles, historyDays, pruneHistory, stageHistoryDay } from './history-writer.js';
import { collectGarbage } from './memory-policy.js';
import { describeRefreshFailure } from './refresh-failure.js';
import { writeRefreshRecord } from './refresh-record.js';
import { snapshotIndexTexts } from './snapshot-index-files.js';
import { manifestFor, pruneSnapshots, publishStaged, stageSnapshot } from './snapshot-writer.js';
import type { MinistrySource } from './source/source.js';
import { type KnownCells, knownStationCells, stationCells } from './station-cells.js';
import { placeInTerritories, stationListReader } from './transform/stations.js';
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

export interface RefreshOptions {
  source: MinistrySource;
  dataDir: string;
  now: Date;
  log?: EtlLog;
}

/** What the register answered during a refresh, for its record. */
interface SourceAnswer {
  answeredAt: string | null;
  dataTime: string | null;
}

/**
 * Call as DATA_DIR's one writer (etl/writer-lock.ts): it removes what interrupted runs left. Its outcome, success or
 * failure, is recorded in DATA_DIR for every reader's status (a refresh from the embedded sample records nothing: it
 * stands in for the register, whose last outcome stays what the status shows).
 */
export async function refreshSnapshot(options: RefreshOptions): Promise<Published> {
  const attempt = await attemptRefresh(options);
  if ('error' in attempt) throw attempt.error;
  return attempt.published;
}

/** What a refresh published: the manifest, and the territories it loaded (a backfill that follows reuses them). */
export interface Published {
  manifest: Manifest;
  territories: Territories;
}

/**
 * One refresh (refreshSnapshot's rules): what it published, or the error that stopped it and the failure its record
 * says, classified here once.
 */
export async function attemptRefresh(
  options: RefreshOptions,
): Promise<{ published: Published } | { error: unknown; failure: RefreshFailure }> {
  const { source, dataDir, now } = options;
  const earlier = readRefreshRecord(dataDir);
  const answer: SourceAnswer = {
    answeredAt: earlier?.source_answered_at ?? null,
    dataTime: earlier?.source_data_time ?? null,
  };
  const record = (outcome: Pick<RefreshRecord, 'succeeded' | 'category' | 'message'>) => {
    if (source.isSample) return;
    const written = writeRefreshRecord(dataDir, {
      format: 1,
      attempted_at: now.toISOString(),
      ...outcome,
      source_answered_at: answer.answeredAt,
      source_data_time: answer.dataTime,
    });
    if (!written) options.log?.({ event: 'refresh_record_not_written' });
  };
  try {
    const published = await publishFromSource(options, answer);
    record({ succeeded: true, category: null, message: null });
    return { published };
  } catch (error) {
    const failure = describeRefreshFailure(error);
    record({ succeeded: false, ...failure });
    return { error, failure };
  }
}

/**
 * The territories and the station list, read at once, and the list's stations placed in the territories; and the cells
 * of the stations `dataDir` serves under `served` (knownStationCells), read while the register prepares its answer.
 */
async function readSource(
  source: MinistrySource,
  dataDir: string,
  served: Manifest | null,
): Promise<{ territories: Territories; snapshot: CleanSnapshot; knownCells: KnownCells }> {
  // The territories and the register are asked at once: only the list's last checks need the territories, which
  // come while the register prepares its 12 MB. Read record by record, those are never one string, nor 11,400 raw
  // records at once.
  const territoriesFetched = fetchTerritories(source);
  const reading = source.stationsNow(stationListReader);
  // DuckDB's package (0.2–0.3 s of the event loop) is loaded, and the known cells read with it, once the territories
  // are in, while the register prepares its answer: not on the refresh's path at its first database, nor while the
  // territories are read. Never rejects.
  const knownCells = territoriesFetched.then(
    () => new Promise<KnownCells>((resolve) => setImmediate(() => resolve(knownStationCells(dataDir, served)))),
    () => new Map() as KnownCells,
  );
  // None is left running when the refresh ends; a failure of the territories is told first, as when they came first.
  const [territoriesOutcome, readingOutcome] = await Promise.allSettled([territoriesFetched, reading]);
  const known = await knownCells;
  if (territoriesOutcome.status === 'rejected') throw territoriesOutcome.reason;
  if (readingOutcome.status === 'rejected') throw readingOutcome.reason;
  const territories = territoriesOutcome.value;
  return { territories, snapshot: placeInTerritories(readingOutcome.value, territories), knownCells: known };
}

async function publishFromSource(options: RefreshOptions, answer: SourceAnswer): Promise<Published> {
  const { source, dataDir, now } = options;
  const log = options.log ?? (() => {});
  const startedAt = performance.now();
  const leftovers = removeLeftovers(dataDir);
  if (leftovers.length > 0) log({ event: 'leftovers_removed', files: leftovers });
  // Read once: the known cells come from its snapshot, and the guards below compare the register with it.
  const lastGood = readManifest(dataDir);
  const { territories, snapshot, knownCells } = await readSource(source, dataDir, lastGood);
  // Only new and moved stations' cells are computed, beside the history day and the index texts.
  const cells = stationCells(snapshot.stations, knownCells);
  cells.catch(() => undefined); // reported where the snapshot awaits it
  // The refresh's own clock (the one its record and the status read), not the wall's.
  answer.answeredAt = now.toISOString();
  answer.dataTime = snapshot.source_time;
  const sameKind = lastGood !== null && lastGood.is_sample === source.isSample;
  // Nothing is written for a register dated ahead of the clock (every true one after it would look older) or older
  // than what is served: its day's history and archive stay as they were. The sample's date is the project's own.
  if (!source.isSample) checkNotAhead(snapshot.source_time, now);
  checkNotOlder(snapshot.source_time, sameKind ? lastGood.source_time : null);
  // Guard against the last good snapshot of the same kind: a sample says nothing about the register's size.
  checkRefresh(snapshot, sameKind ? lastGood.station_count : null);
  // Never mix the sample's history with the register's: on a switch the new history starts with this day.
  const replacesHistory = lastGood !== null && lastGood.is_sample !== source.isSample;
  // What reading the register left is collected before the history day and the index files' worker fill memory.
  collectGarbage();
  // The snapshot's index files are computed in a worker while DuckDB writes the history day.
  const indexFiles = snapshotIndexTexts(snapshot, territories);
  indexFiles.catch(() => undefined); // reported where the snapshot awaits it
  const day = await stageHistoryDay(dataDir, snapshot);
  collectGarbage();
  // Days written before blocks were (an upgrade) get theirs now: the next start views them instead of decoding them.
  if (!replacesHistory) await writeMissingHistoryBlocks(dataDir, historyDays(dataDir, day.date));
  const keptDays = replacesHistory ? [] : historyDayFiles(dataDir, day.date);
  // The archive keeps the register's days only; the history's other days are in it already unless it predates them.
  const loaded = { date: day.date, prices: day.dayFile, aggregates: day.aggregatesFile, stations: day.stationsFile };
  const archiveDays = source.isSample ? [] : [...(replacesHistory ? [] : historyDays(dataDir, day.date)), loaded];
  let archiveMs = 0;
  const manifest = await publishStaged({
    dataDir,
    archive: async () => {
      const started = performance.now();
      // The snapshot's records stand in for days archived before station records were kept (never the sample's).
      const known = source.isSample ? undefined : { stations: snapshot.stations, date: snapshot.source_date };
      const staged = await stageArchive(dataDir, readPublishedArchive(dataDir), archiveDays, day.date, known);
      archiveMs = performance.now() - started;
      return staged;
    },
    stage: (archive) =>
      stageSnapshot(dataDir, snapshot, {
        territories,
        isSample: source.isSample,
        dayFiles: [...keptDays, { date: day.date, file: day.dayFile, member: day.seriesMember }],
        archive,
        indexFiles,
        cells,
      }),
    manifest: (snapshotDir) => manifestFor(snapshotDir, snapshot, source, now, lastGood),
    day,
    replacesHistory,
  });
  pruneSnapshots(dataDir);
  pruneHistory(dataDir, snapshot.source_date);
  log({
    event: 'refresh_published',
    snapshot: manifest.snapshot,
    source_time: snapshot.source_time,
    stations: snapshot.stations.length,
    rejected: snapshot.rejected.length,
    refused_prices: snapshot.refusedPrices.length,
    ...(snapshot.refusedPrices.length > 0 && { refused_price_examples: snapshot.refusedPrices.slice(0, 5) }),
    truncated_texts: snapshot.truncatedTexts.length,
    ...(snapshot.truncatedTexts.length > 0 && { truncated_text_examples: snapshot.truncatedTexts.slice(0, 5) }),
    ms: Math.round(performance.now() - startedAt),
    archive_ms: Math.round(archiveMs),
  });
  return { manifest, territories };
}
