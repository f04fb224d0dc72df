// Refuses a refresh that looks broken, so the last good snapshot keeps being served.
import type { Localized } from '../core/language.js';
import type { CleanSnapshot } from '../core/model.js';

export const MAX_STATION_DROP = 0.1;
/**
 * More than this share of stations over the last good snapshot is refused. It must let a register that fell by the
 * largest drop allowed come back (1 / 0.9, +11.1 %); real registers move by ±1.3 % at the most from one day to the next.
 */
export const MAX_STATION_GROWTH = 0.2;
export const MAX_INVALID_SHARE = 0.02;
/** A register may be dated this far ahead of the refresh's clock (a clock a little behind, an hour of summer time). */
export const MAX_SOURCE_AHEAD_MS = 3 * 60 * 60 * 1000;

export class GuardRejection extends Error {
  override readonly name = 'GuardRejection';
  /** The reason without the records quoted as examples: what /v1/status shows, in each language. */
  readonly summary: Localized;

  constructor(summary: Localized, examples?: string) {
    super(examples ? `${summary.en}: ${examples}` : summary.en);
    this.summary = summary;
  }
}

/**
 * The register answered a list older than the data published (an upstream cache, a mirror or a restored backup can
 * answer an old copy): publishing it would roll the service back in time and rewrite that day's history and archive.
 */
export class OutdatedSourceError extends Error {
  override readonly name = 'OutdatedSourceError';

  constructor(
    readonly sourceTime: string,
    readonly publishedTime: string,
  ) {
    super(`the register answered data of ${sourceTime}, older than the data published (${publishedTime})`);
  }
}

/** Throws OutdatedSourceError when `sourceTime` is earlier than the published data's (`publishedTime`, if any). */
export function checkNotOlder(sourceTime: string, publishedTime: string | null): void {
  if (publishedTime !== null && Date.parse(sourceTime) < Date.parse(publishedTime)) {
    throw new OutdatedSourceError(sourceTime, publishedTime);
  }
}

/**
 * The register answered a list dated after the refresh's clock (a wrong date at the source, a day and month swapped):
 * publishing it would make every true list after it look older than the data served, and write its month.
 */
export class FutureSourceError extends Error {
  override readonly name = 'FutureSourceError';

  constructor(
    readonly sourceTime: string,
    readonly now: string,
  ) {
    super(`the register answered data of ${sourceTime}, ahead of the clock (${now})`);
  }
}

/** Throws FutureSourceError when `sourceTime` is more than MAX_SOURCE_AHEAD_MS after `now`. */
export function checkNotAhead(sourceTime: string, now: Date): void {
  if (Date.parse(sourceTime) > now.getTime() + MAX_SOURCE_AHEAD_MS) {
    throw new FutureSourceError(sourceTime, now.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  }
}

/**
 * Throws GuardRejection when the station count drops more than 10 % or grows more than 20 % against the last good
 * snapshot, or more than 2 % of records are invalid.
 */
export function checkRefresh(snapshot: CleanSnapshot, lastGoodStationCount: number | null): void {
  const valid = snapshot.stations.length;
  const total = valid + snapshot.rejected.length;
  if (total === 0) {
    throw new GuardRejection({
      en: 'the register answered an empty station list',
      es: 'el registro respondió una lista de estaciones vacía',
    });
  }
  const invalidShare = snapshot.rejected.length / total;
  if (invalidShare > MAX_INVALID_SHARE) {
    const examples = snapshot.rejected
      .slice(0, 3)
      .map((r) => `${r.id ?? '?'}: ${r.reason}`)
      .join('; ');
    const share = (invalidShare * 100).toFixed(1);
    throw new GuardRejection(
      {
        en: `${snapshot.rejected.length} of ${total} records are invalid (${share} % > ${MAX_INVALID_SHARE * 100} %)`,
        es: `${snapshot.rejected.length} de ${total} registros no son válidos (${share.replace('.', ',')} % > ${MAX_INVALID_SHARE * 100} %)`,
      },
      examples,
    );
  }
  if (lastGoodStationCount !== null && valid < lastGoodStationCount * (1 - MAX_STATION_DROP)) {
    throw new GuardRejection({
      en: `${valid} stations against ${lastGoodStationCount} in the last good snapshot (a drop of more than ${MAX_STATION_DROP * 100} %)`,
      es: `${valid} estaciones frente a ${lastGoodStationCount} en la última instantánea buena (una caída de más del ${MAX_STATION_DROP * 100} %)`,
    });
  }
  if (lastGoodStationCount !== null && valid > lastGoodStationCount * (1 + MAX_STATION_GROWTH)) {
    throw new GuardRejection({
      en: `${valid} stations against ${lastGoodStationCount} in the last good snapshot (a rise of more than ${MAX_STATION_GROWTH * 100} %)`,
      es: `${valid} estaciones frente a ${lastGoodStationCount} en la última instantánea buena (una subida de más del ${MAX_STATION_GROWTH * 100} %)`,
    });
  }
}
