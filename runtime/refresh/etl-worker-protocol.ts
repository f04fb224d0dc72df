// What the server and its ETL worker thread say to each other, and how an error crosses between them intact: a
// structured clone keeps an error's message but not its class or its own fields (SourceError's kind, an errno code),
// which the server's handling of a failed refresh reads.

import type { Manifest } from '../../core/data-dir/manifest.js';
import type { Territories } from '../../core/model.js';
import type { BackfillResult } from '../../etl/backfill.js';
import { GuardRejection } from '../../etl/guards.js';
import { SourceError } from '../../etl/source/source-error.js';
import { SchemaDriftError } from '../../etl/transform/schema.js';
import { TerritoryListError } from '../../etl/transform/territories.js';

/** A source the worker can rebuild on its side: the ministry's service at a URL, or the embedded sample. */
export type WorkerSource = { kind: 'ministry'; baseUrl: string } | { kind: 'sample' };

/** The ETL job a worker runs: a refresh, or a backfill of missing history days. */
export type EtlWorkerData =
  | { job: 'refresh'; source: WorkerSource; dataDir: string; now: Date }
  | { job: 'backfill'; source: WorkerSource; dataDir: string; territories: Territories; endDate: string; days: number };

export interface SerializedError {
  className: string;
  message: string;
  stack?: string;
  /** The error's own fields that survive a clone (name, kind, url, status, code, errno, syscall, path, ...). */
  fields: Record<string, unknown>;
  cause?: SerializedError | { value: unknown };
}

export type EtlWorkerMessage =
  | { type: 'log'; event: Record<string, unknown> }
  | { type: 'done'; value: { manifest: Manifest; territories: Territories } | BackfillResult }
  | { type: 'failed'; error: SerializedError };

/** The ETL's own error classes, rebuilt as themselves so `instanceof` still tells them apart on the server's side. */
const ETL_ERRORS: Record<string, { prototype: Error }> = {
  SourceError,
  GuardRejection,
  SchemaDriftError,
  TerritoryListError,
};
const BUILT_IN_ERRORS: Record<string, { prototype: Error }> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
};

/** Primitives, and flat records of strings (a text in every language, GuardRejection's summary). */
const isCloneable = (value: unknown) =>
  value === null ||
  ['string', 'number', 'boolean', 'undefined', 'bigint'].includes(typeof value) ||
  (Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value as object).every((field) => typeof field === 'string'));

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { className: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (isCloneable(value)) fields[key] = value;
  const cause = (error as { cause?: unknown }).cause;
  return {
    className: error.constructor?.name ?? 'Error',
    message: error.message,
    stack: error.stack,
    fields,
    ...(cause === undefined
      ? {}
      : { cause: cause instanceof Error ? serializeError(cause) : { value: String(cause) } }),
  };
}

export function deserializeError(serialized: SerializedError): Error {
  const type = ETL_ERRORS[serialized.className] ?? BUILT_IN_ERRORS[serialized.className] ?? Error;
  const error = Object.create(type.prototype) as Error;
  const hidden = (key: string, value: unknown) =>
    Object.defineProperty(error, key, { value, writable: true, configurable: true, enumerable: false });
  hidden('message', serialized.message);
  if (serialized.stack !== undefined) hidden('stack', serialized.stack);
  if (serialized.cause !== undefined) {
    hidden('cause', 'className' in serialized.cause ? deserializeError(serialized.cause) : serialized.cause.value);
  }
  Object.assign(error, serialized.fields);
  return error;
}
