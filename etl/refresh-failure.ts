// Why a refresh failed, as /v1/status may tell it: a category and a plain sentence, never a path, an address or a
// stack (those go to the log with the full error).
import { GuardRejection } from './guards.js';
import { SourceError } from './source/source-error.js';
import { InvalidNumberError } from './transform/numbers.js';
import { SchemaDriftError } from './transform/schema.js';
import { TerritoryListError } from './transform/territories.js';

export type RefreshErrorCategory =
  | 'source_unreachable'
  | 'source_invalid'
  | 'guard_rejected'
  | 'storage_full'
  | 'storage_error'
  | 'internal_error';

export interface RefreshFailure {
  category: RefreshErrorCategory;
  message: string;
}

const UNREADABLE = "The ministry's register answered data that could not be read; it was refused.";

const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const STORAGE_CODES: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EIO: 'an input-output error',
  ENOENT: 'a file or folder is missing',
  ENOTDIR: 'a folder is missing',
  EISDIR: 'a folder stands where a file was expected',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EBUSY: 'a file is busy',
};
// DuckDB's file errors carry no code, only the operating system's words.
const DUCKDB_FULL = /No space left on device|Disk quota exceeded/i;
const DUCKDB_STORAGE = /IO Error|Permission denied|Read-only file system|Input\/output error/i;

export function describeRefreshFailure(error: unknown): RefreshFailure {
  if (error instanceof SourceError) return describeSourceError(error);
  if (error instanceof GuardRejection) {
    return { category: 'guard_rejected', message: `The new data was refused by the data checks: ${error.summary}.` };
  }
  if (error instanceof SchemaDriftError || error instanceof TerritoryListError || error instanceof InvalidNumberError) {
    return { category: 'source_invalid', message: UNREADABLE };
  }
  const full = 'The data folder is full: the new data could not be written. It is retried at the next refresh.';
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return { category: 'storage_full', message: full };
    if (typeof code === 'string' && code in STORAGE_CODES) {
      return {
        category: 'storage_error',
        message: `The data folder could not be written (${STORAGE_CODES[code]}). It is retried at the next refresh.`,
      };
    }
    const text = cause instanceof Error ? cause.message : String(cause);
    if (DUCKDB_FULL.test(text)) return { category: 'storage_full', message: full };
    if (DUCKDB_STORAGE.test(text)) {
      return {
        category: 'storage_error',
        message: 'The data folder could not be written (a file error). It is retried at the next refresh.',
      };
    }
  }
  return {
    category: 'internal_error',
    message: 'The refresh stopped on an unexpected error; the details are in the service log.',
  };
}

function describeSourceError(error: SourceError): RefreshFailure {
  const unreachable = (why: string): RefreshFailure => ({
    category: 'source_unreachable',
    message: `The ministry's register could not be reached: ${why}.`,
  });
  switch (error.kind) {
    case 'timeout':
      return unreachable('no answer in time');
    case 'network':
      return unreachable('network error');
    case 'http':
      return unreachable(`it answered HTTP ${error.status ?? 'error'}`);
    case 'html':
      return unreachable('it answered an error page instead of data');
    case 'truncated':
      return unreachable('its answer was cut off');
    case 'invalid-json':
    case 'shape':
    case 'too-large':
      return { category: 'source_invalid', message: UNREADABLE };
  }
}

/** The error and its causes, outermost first (bounded: a cause chain may loop). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** What the status says while the embedded sample is served: the register's data has not been loaded. */
export const SAMPLE_SERVED: RefreshFailure = {
  category: 'source_unreachable',
  message: "The ministry's register has not been loaded: the embedded sample (not real prices) is served.",
};

/** The failure that made a server fall back to the embedded sample. */
export function sampleServedAfter(failure: RefreshFailure): RefreshFailure {
  return { category: failure.category, message: `${failure.message} The embedded sample (not real prices) is served.` };
}
