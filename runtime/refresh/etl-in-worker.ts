// Runs an ETL refresh (or backfill) in a worker thread: parsing and transforming the register (~11,400 stations, about a
// second of CPU) and writing the files never hold the event loop that serves requests. The same job runs there, with
// the same outcome and log events as in-process: both are data, posted as they are.

import type { Territories } from '../../core/model.js';
import { startModuleWorker } from '../../core/module-worker.js';
import type { LoggedError, RefreshOutcome } from '../../core/refresh-outcome.js';
import type { BackfillResult, EtlLog, SourceDescription } from '../../etl/refresh-jobs.js';

/** The ETL job a worker runs: a refresh, or a backfill of missing history days. */
export type EtlWorkerData =
  | { job: 'refresh'; source: SourceDescription; dataDir: string; now: Date }
  | {
      job: 'backfill';
      source: SourceDescription;
      dataDir: string;
      territories: Territories;
      endDate: string;
      days: number;
    };

/** What the worker says: a log line, the job's outcome, or why a job could not run at all. */
export type EtlWorkerMessage =
  | { type: 'log'; event: Record<string, unknown> }
  | { type: 'done'; value: RefreshOutcome | BackfillResult }
  | { type: 'failed'; error: LoggedError };

/** A worker on etl-worker.ts (.js once compiled). */
const startWorker = (workerData: EtlWorkerData) => startModuleWorker(import.meta.url, 'etl-worker', workerData);

export interface RefreshInWorkerOptions {
  source: SourceDescription;
  dataDir: string;
  now: Date;
  log?: EtlLog;
}

/** The refresh's outcome, as runRefresh (etl/refresh-jobs.ts) gives it in-process. */
export function runRefreshInWorker(options: RefreshInWorkerOptions): Promise<RefreshOutcome> {
  const { log, ...job } = options;
  return runInWorker({ job: 'refresh', ...job }, log) as Promise<RefreshOutcome>;
}

export interface BackfillInWorkerOptions {
  source: SourceDescription;
  dataDir: string;
  territories: Territories;
  endDate: string;
  days: number;
  log?: EtlLog;
}

/** The backfill parses a register's list per missing day (up to 90 on a first start): in a worker, too. */
export function runBackfillInWorker(options: BackfillInWorkerOptions): Promise<BackfillResult> {
  const { log, territories, ...job } = options;
  // Plain lists only: a served dataset's territories carry lookup functions, which cannot cross threads.
  const lists: Territories = {
    communities: [...territories.communities],
    provinces: [...territories.provinces],
    municipalities: [...territories.municipalities],
  };
  return runInWorker({ job: 'backfill', territories: lists, ...job }, log) as Promise<BackfillResult>;
}

function runInWorker(data: EtlWorkerData, log: EtlLog | undefined): Promise<unknown> {
  const worker = startWorker(data);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      // The ministry client may keep sockets open: the answer is in, the thread has nothing left to do.
      void worker.terminate();
    };
    worker.on('message', (message: EtlWorkerMessage) => {
      if (message.type === 'log') log?.(message.event);
      else if (message.type === 'done') settle(() => resolve(message.value));
      else settle(() => reject(new Error(`the ETL worker failed: ${message.error.type}: ${message.error.message}`)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the ETL worker stopped (exit code ${code}) before it answered`))),
    );
  });
}
