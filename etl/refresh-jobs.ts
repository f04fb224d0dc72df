// The ETL's one face to a serving process: runtime/ imports nothing else of etl/ (test/layering.test.ts holds it).
// The jobs a server runs on DATA_DIR, under the writer lock, each ending in data that crosses a worker thread's
// boundary as it is: a refresh ends classified here, once, and the server never sees the ETL's error classes.
import { stdSerializers } from 'pino';
import type { LoggedError, RefreshOutcome } from '../core/refresh-outcome.js';
import { type BackfillResult, backfillHistory } from './backfill.js';
import { attemptRefresh, type EtlLog, type RefreshOptions } from './refresh.js';
import { createSampleSource } from './sample/sample-source.js';
import { createMinistryHttpSource } from './source/ministry-http-source.js';
import type { MinistrySource } from './source/source.js';

export { MAX_BACKFILL_DAYS } from './backfill.js';
export { refreshOilBulletin } from './oil-bulletin/refresh-oil-bulletin.js';
export { describeHolder, withWriterLock } from './writer-lock.js';
export type { BackfillResult, EtlLog, MinistrySource };
export { createMinistryHttpSource, createSampleSource };

/** A source a worker thread rebuilds on its side: the ministry's service at a URL, or the embedded sample. */
export type SourceDescription = { kind: 'ministry'; baseUrl: string } | { kind: 'sample' };

export function sourceOf(description: SourceDescription): MinistrySource {
  return description.kind === 'sample'
    ? createSampleSource()
    : createMinistryHttpSource({ baseUrl: description.baseUrl });
}

/** `error` as the service log writes it: pino's own serializer, made plain data (JSON) so it crosses threads whole. */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: 'Error', message: String(error) };
  return JSON.parse(JSON.stringify(stdSerializers.err(error))) as LoggedError;
}

/** One refresh (etl/refresh.ts), its outcome as data: never throws, in this thread or a worker's. */
export async function runRefresh(job: RefreshOptions): Promise<RefreshOutcome> {
  const attempt = await attemptRefresh(job);
  if ('error' in attempt) return { published: false, failure: attempt.failure, error: loggedError(attempt.error) };
  return { published: true, ...attempt.published };
}

/** Fills the history's missing days (etl/backfill.ts); a day that fails is in the result, not thrown. */
export function runBackfill(job: Parameters<typeof backfillHistory>[0]): Promise<BackfillResult> {
  return backfillHistory(job);
}
