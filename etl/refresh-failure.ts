// Why a refresh failed, as /v1/status may tell it: a category and a plain sentence in each language, never a path, an
// address or a stack (those go to the log with the full error).
import type { Localized } from '../core/language.js';
import type { RefreshFailure } from '../core/refresh-outcome.js';
import { FutureSourceError, GuardRejection, OutdatedSourceError } from './guards.js';
import { SourceError } from './source/source-error.js';
import { InvalidNumberError } from './transform/numbers.js';
import { SchemaDriftError } from './transform/schema.js';
import { TerritoryListError } from './transform/territories.js';

const UNREADABLE: Localized = {
  en: "The ministry's register answered data that could not be read; it was refused.",
  es: 'El registro del Ministerio respondió datos que no se pudieron leer; se rechazaron.',
};
const FOLDER_FULL: Localized = {
  en: 'The data folder is full: the new data could not be written. It is retried at the next refresh.',
  es: 'La carpeta de datos está llena: no se pudieron escribir los datos nuevos. Se reintenta en la próxima actualización.',
};
const notWritten = (why: Localized): Localized => ({
  en: `The data folder could not be written (${why.en}). It is retried at the next refresh.`,
  es: `No se pudo escribir en la carpeta de datos (${why.es}). Se reintenta en la próxima actualización.`,
});

const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const TOO_MANY_FILES: Localized = { en: 'too many open files', es: 'demasiados archivos abiertos' };
const STORAGE_CODES: Readonly<Record<string, Localized>> = {
  EACCES: { en: 'permission denied', es: 'permiso denegado' },
  EPERM: { en: 'operation not permitted', es: 'operación no permitida' },
  EROFS: { en: 'read-only file system', es: 'sistema de archivos de solo lectura' },
  EIO: { en: 'an input-output error', es: 'un error de entrada y salida' },
  ENOENT: { en: 'a file or folder is missing', es: 'falta un archivo o una carpeta' },
  ENOTDIR: { en: 'a folder is missing', es: 'falta una carpeta' },
  EISDIR: { en: 'a folder stands where a file was expected', es: 'hay una carpeta donde se esperaba un archivo' },
  EMFILE: TOO_MANY_FILES,
  ENFILE: TOO_MANY_FILES,
  EBUSY: { en: 'a file is busy', es: 'un archivo está ocupado' },
};
// DuckDB's file errors carry no code, only the operating system's words.
const DUCKDB_FULL = /No space left on device|Disk quota exceeded/i;
const DUCKDB_STORAGE = /IO Error|Permission denied|Read-only file system|Input\/output error/i;

export function describeRefreshFailure(error: unknown): RefreshFailure {
  if (error instanceof SourceError) return describeSourceError(error);
  if (error instanceof OutdatedSourceError) {
    return {
      category: 'source_outdated',
      message: {
        en: `The ministry's register answered data of ${error.sourceTime}, older than the data served (${error.publishedTime}); it was refused.`,
        es: `El registro del Ministerio respondió datos de ${error.sourceTime}, anteriores a los que se sirven (${error.publishedTime}); se rechazaron.`,
      },
    };
  }
  if (error instanceof FutureSourceError) {
    return {
      category: 'source_future_dated',
      message: {
        en: `The ministry's register answered data dated ${error.sourceTime}, ahead of the clock (${error.now}); it was refused.`,
        es: `El registro del Ministerio respondió datos con fecha ${error.sourceTime}, posterior a la hora actual (${error.now}); se rechazaron.`,
      },
    };
  }
  if (error instanceof GuardRejection) {
    const { summary } = error;
    return {
      category: 'guard_rejected',
      message: {
        en: `The new data was refused by the data checks: ${summary.en}.`,
        es: `Los datos nuevos no superaron las comprobaciones: ${summary.es}.`,
      },
    };
  }
  if (error instanceof SchemaDriftError || error instanceof TerritoryListError || error instanceof InvalidNumberError) {
    return { category: 'source_invalid', message: UNREADABLE };
  }
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) {
      return { category: 'storage_full', message: FOLDER_FULL };
    }
    const why = typeof code === 'string' ? STORAGE_CODES[code] : undefined;
    if (why) return { category: 'storage_error', message: notWritten(why) };
    const text = cause instanceof Error ? cause.message : String(cause);
    if (DUCKDB_FULL.test(text)) return { category: 'storage_full', message: FOLDER_FULL };
    if (DUCKDB_STORAGE.test(text)) {
      return { category: 'storage_error', message: notWritten({ en: 'a file error', es: 'un error de archivo' }) };
    }
  }
  return {
    category: 'internal_error',
    message: {
      en: 'The refresh stopped on an unexpected error; the details are in the service log.',
      es: 'La actualización se detuvo por un error inesperado; los detalles están en el registro del servicio.',
    },
  };
}

function describeSourceError(error: SourceError): RefreshFailure {
  const unreachable = (why: Localized): RefreshFailure => ({
    category: 'source_unreachable',
    message: {
      en: `The ministry's register could not be reached: ${why.en}.`,
      es: `No se pudo contactar con el registro del Ministerio: ${why.es}.`,
    },
  });
  switch (error.kind) {
    case 'timeout':
      return unreachable({ en: 'no answer in time', es: 'no respondió a tiempo' });
    case 'network':
      return unreachable({ en: 'network error', es: 'error de red' });
    case 'http':
      return unreachable({
        en: `it answered HTTP ${error.status ?? 'error'}`,
        es: `respondió HTTP ${error.status ?? 'con un error'}`,
      });
    case 'html':
      return unreachable({
        en: 'it answered an error page instead of data',
        es: 'respondió una página de error en lugar de datos',
      });
    case 'truncated':
      return unreachable({ en: 'its answer was cut off', es: 'su respuesta llegó cortada' });
    case 'invalid-json':
    case 'shape':
    case 'too-large':
    case 'too-deep':
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
