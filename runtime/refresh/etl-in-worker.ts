// Runs an ETL refresh (or backfill) in a worker thread: parsing and transforming the register (~11,400 stations, about a
// second of CPU) and writing the files never hold the event loop that serves requests. The same job runs there, with
// the same outcome and log events as in-process: both are data, posted as they are.

import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Territories } from '../../core/model.js';
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

// The worker's file has this module's extension: .ts under tsx (development, tests), .js once compiled.
const EXTENSION = extname(fileURLToPath(import.meta.url));
const WORKER_FILE = new URL(`./etl-worker${EXTENSION}`, import.meta.url);
const TSX_ESM_API = 'dist/esm/api/index.mjs';

/**
 * A worker on the worker's file. Node 20 does not hand a loader given in execArgv (tsx's) to a worker thread, so a
 * TypeScript worker starts from a line of JavaScript that registers tsx in the thread, then imports the file.
 */
function startWorker(workerData: EtlWorkerData): Worker {
  if (EXTENSION !== '.ts') return new Worker(WORKER_FILE, { workerData });
  // tsx's ESM entry (require.resolve would name its CommonJS one, which cannot register ESM hooks).
  const tsxApi = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), TSX_ESM_API),
  ).href;
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE.href)}); })`;
  return new Worker(code, { eval: true, workerData });
}

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
