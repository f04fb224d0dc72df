// The meta object of every success, identical in shape everywhere.
import type { Schemas } from '../handlers/types.js';
import type { DataStore } from '../store/data-store.js';
import { nextRefreshSlot } from './clock.js';

export const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
export const REAL_SOURCE =
  'Ministerio para la Transición Ecológica y el Reto Demográfico: registro de precios de carburantes en estaciones de servicio (Geoportal de Gasolineras)';
export const REAL_ATTRIBUTION =
  'Datos: Ministerio para la Transición Ecológica y el Reto Demográfico (Geoportal de Gasolineras), reutilizados bajo CC BY 4.0';
export const SAMPLE_SOURCE =
  'MUESTRA SINTÉTICA generada por el propio proyecto en el formato del Ministerio: no son precios reales (sample data)';
export const SAMPLE_ATTRIBUTION =
  'Datos de muestra generados por Fuel Price Service; no proceden del Ministerio y no son precios reales (sample data)';

export function buildMeta(
  store: DataStore,
  now: Date,
  requestId: string,
  webUrl: string | null,
  stale = store.stale,
): Schemas['Meta'] {
  const dataset = store.current();
  const sample = dataset?.isSample ?? false;
  return {
    api_version: 'v1',
    request_id: requestId,
    last_updated: dataset?.sourceTime ?? null,
    next_update: nextRefreshSlot(now).toISOString(),
    data_age_seconds: dataset ? Math.max(0, Math.floor((now.getTime() - Date.parse(dataset.sourceTime)) / 1000)) : null,
    stale,
    source: sample ? SAMPLE_SOURCE : REAL_SOURCE,
    attribution: sample ? SAMPLE_ATTRIBUTION : REAL_ATTRIBUTION,
    license: LICENSE_URL,
    web_url: webUrl,
  };
}
