// What a refresh that did not publish says in /v1/status: a category and a plain sentence in each language, never a
// path, an address or a stack (those go to the log with the full error). etl/refresh-failure.ts tells it from an error.
import type { Manifest } from './data-dir/manifest.js';
import type { Localized } from './language.js';
import type { Territories } from './model.js';

export type RefreshErrorCategory =
  | 'source_unreachable'
  | 'source_invalid'
  | 'source_outdated'
  | 'source_future_dated'
  | 'snapshot_unloadable'
  | 'guard_rejected'
  | 'storage_full'
  | 'storage_error'
  | 'internal_error';

export interface RefreshFailure {
  category: RefreshErrorCategory;
  message: Localized;
}

/** What the status says while the embedded sample is served: the register's data has not been loaded. */
export const SAMPLE_SERVED: RefreshFailure = {
  category: 'source_unreachable',
  message: {
    en: "The ministry's register has not been loaded: the embedded sample (not real prices) is served.",
    es: 'No se ha cargado el registro del Ministerio: se sirve la muestra integrada (no son precios reales).',
  },
};

/** The failure that made a server fall back to the embedded sample. */
export function sampleServedAfter(failure: RefreshFailure): RefreshFailure {
  const { message } = failure;
  return {
    category: failure.category,
    message: {
      en: `${message.en} The embedded sample (not real prices) is served.`,
      es: `${message.es} Se sirve la muestra integrada (no son precios reales).`,
    },
  };
}

/** A server that cannot load the data published (a file it refuses): it keeps serving what it loaded before. */
export const SNAPSHOT_UNLOADABLE: RefreshFailure = {
  category: 'snapshot_unloadable',
  message: {
    en: 'The data published last could not be loaded by this server; it serves the data it loaded before.',
    es: 'Este servidor no pudo cargar los últimos datos publicados; sirve los que cargó antes.',
  },
};

/** A refresh said it published, and the manifest names nothing. */
export const NOTHING_PUBLISHED: RefreshFailure = {
  category: 'internal_error',
  message: { en: 'The refresh ended without publishing data.', es: 'La actualización terminó sin publicar datos.' },
};

/** An error as the service log writes it (pino's serializer): its class as `type`, its text, stack and own fields. */
export type LoggedError = { type: string; message: string; stack?: string } & Record<string, unknown>;

/**
 * How one refresh ended, as data: classified once, where the ETL ran (its worker thread), and handed to the server as
 * it is. Published, with what it published; or not, with what the status says and the error for the log.
 */
export type RefreshOutcome =
  | { published: true; manifest: Manifest; territories: Territories }
  | { published: false; failure: RefreshFailure; error: LoggedError };
