import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RefreshErrorCategory, RefreshOutcome } from '../core/refresh-outcome.js';
import { FutureSourceError, GuardRejection, OutdatedSourceError } from '../etl/guards.js';
import { describeRefreshFailure } from '../etl/refresh-failure.js';
import { loggedError } from '../etl/refresh-jobs.js';
import { writeRefreshRecord } from '../etl/refresh-record.js';
import { SourceError } from '../etl/source/source-error.js';
import { SchemaDriftError } from '../etl/transform/schema.js';
import { fakeDataset } from '../test/support/fakes.js';
import { DataStore } from './data-store.js';
import { RefreshStatus } from './refresh-status.js';

const ATTEMPT = new Date('2026-08-22T18:00:00.000Z');
const LATER = new Date('2026-08-22T18:00:09.000Z');
const ANSWERED = { source_answered_at: '2026-08-22T18:00:00.000Z', source_data_time: '2026-08-22T17:53:31Z' };

/** A store serving `isSample` data, its DATA_DIR, and the owner of its status. */
function serving(isSample = false) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-status-'));
  const store = new DataStore(10);
  const status = new RefreshStatus(store, dataDir, () => LATER);
  const dataset = fakeDataset({ version: 'snapshots/a', isSample });
  store.swap(dataset, ATTEMPT);
  status.served(dataset);
  return { dataDir, store, status };
}

/** The ETL's record of a refresh at ATTEMPT that published. */
function recordSuccess(dataDir: string): void {
  const outcome = { succeeded: true, category: null, message: null };
  writeRefreshRecord(dataDir, { format: 1, attempted_at: ATTEMPT.toISOString(), ...outcome, ...ANSWERED });
}

/** A failed refresh's outcome as the ETL's worker thread posts it: classified there, then cloned across the thread. */
function failedInWorker(error: unknown): Extract<RefreshOutcome, { published: false }> {
  const outcome: RefreshOutcome = {
    published: false,
    failure: describeRefreshFailure(error),
    error: loggedError(error),
  };
  return structuredClone(outcome);
}

/** One error the ETL throws for each category a refresh of the register can end in. */
const ERRORS: [RefreshErrorCategory, unknown][] = [
  ['source_unreachable', new SourceError('timeout', 'no answer', { url: 'https://ministry.example/x', attempts: 3 })],
  ['source_invalid', new SchemaDriftError('the field Precio Gasolina 95 E5 is missing')],
  ['source_outdated', new OutdatedSourceError('2026-08-21T17:53:31Z', '2026-08-22T07:53:31Z')],
  ['source_future_dated', new FutureSourceError('2026-09-22T07:53:31Z', '2026-08-22T18:00:00Z')],
  [
    'guard_rejected',
    new GuardRejection({ en: 'the station count fell by 40 %', es: 'las estaciones bajaron un 40 %' }),
  ],
  ['storage_full', Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })],
  ['storage_error', Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })],
  ['internal_error', new TypeError("Cannot read properties of undefined (reading 'IDEESS')")],
];

describe('the one owner of the refresh status', () => {
  it.each(ERRORS)(
    'a refresh that failed with %s, from the worker: the status says it, in both languages',
    (category, error) => {
      const outcome = failedInWorker(error);
      expect(outcome.failure.category).toBe(category);
      // The ETL wrote its record of this attempt: that is what the status shows (the register's times with it).
      const { dataDir, store, status } = serving();
      writeRefreshRecord(dataDir, {
        format: 1,
        attempted_at: ATTEMPT.toISOString(),
        succeeded: false,
        ...outcome.failure,
        ...ANSWERED,
      });
      status.refreshed(ATTEMPT, outcome.failure);
      expect(store.lastRefresh).toEqual({
        attemptedAt: ATTEMPT.toISOString(),
        succeeded: false,
        error: outcome.failure.message,
        errorCategory: category,
        sourceAnsweredAt: ANSWERED.source_answered_at,
        sourceDataTime: ANSWERED.source_data_time,
      });
      expect(store.staleAt(ATTEMPT)).toBe(true);
      // Without the record of this attempt (a full disk refused it): the outcome itself, when it ended.
      const unrecorded = serving();
      unrecorded.status.refreshed(ATTEMPT, outcome.failure);
      expect(unrecorded.store.lastRefresh).toMatchObject({
        attemptedAt: LATER.toISOString(),
        succeeded: false,
        error: outcome.failure.message,
        errorCategory: category,
      });
      for (const sentence of Object.values(outcome.failure.message)) expect(sentence).not.toMatch(/https?:|\/x|IDEESS/);
    },
  );

  it('a refresh that published and is served: its record, fresh; one of another attempt is not shown as this one', () => {
    const { dataDir, store, status } = serving();
    recordSuccess(dataDir);
    status.refreshed(ATTEMPT, null);
    expect(store.lastRefresh).toEqual({
      attemptedAt: ATTEMPT.toISOString(),
      succeeded: true,
      error: null,
      errorCategory: null,
      sourceAnsweredAt: ANSWERED.source_answered_at,
      sourceDataTime: ANSWERED.source_data_time,
    });
    expect(store.staleAt(ATTEMPT)).toBe(false);

    const other = serving();
    const earlier = {
      attempted_at: '2026-08-22T08:00:00.000Z',
      succeeded: false,
      category: 'source_unreachable' as const,
    };
    writeRefreshRecord(other.dataDir, { format: 1, ...earlier, message: { en: 'x', es: 'x' }, ...ANSWERED });
    other.status.refreshed(ATTEMPT, null);
    expect(other.store.lastRefresh).toMatchObject({ succeeded: true, errorCategory: null });
  });

  it('the sample never says fresh: it stands in for the register, and says why once a refresh of it failed', () => {
    const { store, status } = serving(true);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'source_unreachable' });
    expect(store.lastRefresh.error?.en).toMatch(/embedded sample/);
    const failure = failedInWorker(new GuardRejection({ en: 'an empty list', es: 'una lista vacía' })).failure;
    status.sampleStandsInAfter(failure);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'guard_rejected' });
    expect(store.lastRefresh.error?.en).toMatch(/an empty list.*embedded sample/);
    expect(store.lastRefresh.error?.es).toMatch(/una lista vacía.*muestra integrada/);
    // A later load of the sample keeps saying so.
    status.served(fakeDataset({ version: 'snapshots/b', isSample: true }));
    expect(store.lastRefresh.errorCategory).toBe('guard_rejected');
  });

  it("another writer's record is shown as it is, and a publication this server cannot load overrides it", () => {
    const { dataDir, store, status } = serving();
    recordSuccess(dataDir);
    status.followed(false);
    expect(store.lastRefresh).toMatchObject({ succeeded: true, sourceDataTime: ANSWERED.source_data_time });
    status.followed(true);
    expect(store.lastRefresh).toMatchObject({ succeeded: false, errorCategory: 'snapshot_unloadable' });
    expect(store.current()?.version).toBe('snapshots/a');
  });
});
