// Who the data comes from and under which licence: the texts every answer and every download carry.

export const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
const REAL_SOURCE =
  'Ministerio para la Transición Ecológica y el Reto Demográfico: registro de precios de carburantes en estaciones de servicio (Geoportal de Gasolineras)';
const REAL_ATTRIBUTION =
  'Datos: Ministerio para la Transición Ecológica y el Reto Demográfico (Geoportal de Gasolineras), reutilizados bajo CC BY 4.0';
const SAMPLE_SOURCE =
  'MUESTRA SINTÉTICA generada por el propio proyecto en el formato del Ministerio: no son precios reales (sample data)';
const SAMPLE_ATTRIBUTION =
  'Datos de muestra generados por Fuel Price Service; no proceden del Ministerio y no son precios reales (sample data)';

/** meta.source: the ministry's register, or the project's own sample, which must never pass for real prices. */
export function sourceFor(isSample: boolean): string {
  return isSample ? SAMPLE_SOURCE : REAL_SOURCE;
}

export function attributionFor(isSample: boolean): string {
  return isSample ? SAMPLE_ATTRIBUTION : REAL_ATTRIBUTION;
}
