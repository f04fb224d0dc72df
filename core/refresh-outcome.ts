// What a refresh that did not publish says in /v1/status: a category and a plain sentence in each language, never a
// path, an address or a stack (those go to the log with the full error). etl/refresh-failure.ts tells it from an error.
import type { Localized } from './language.js';

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
