// The one error type of the API and the catalogue of its stable codes (RFC 9457 problem details).
import { previewJson } from './value-preview.js';

export const PROBLEM_TITLES = {
  INVALID_PARAMETER: 'Parámetro no válido',
  INVALID_JSON: 'JSON no válido',
  STATION_NOT_FOUND: 'Estación no encontrada',
  COMMUNITY_NOT_FOUND: 'Comunidad autónoma no encontrada',
  PROVINCE_NOT_FOUND: 'Provincia no encontrada',
  MUNICIPALITY_NOT_FOUND: 'Municipio no encontrado',
  BRAND_NOT_FOUND: 'Marca no encontrada',
  PRODUCT_NOT_FOUND: 'Producto no encontrado',
  ROAD_NOT_FOUND: 'Carretera no encontrada',
  REPORT_NOT_FOUND: 'Informe no encontrado',
  GUIDE_NOT_FOUND: 'Guía no encontrada',
  ARTICLE_NOT_FOUND: 'Artículo no encontrado',
  ROUTE_NOT_FOUND: 'Ruta no encontrada',
  ENDPOINT_NOT_FOUND: 'Recurso no encontrado',
  METHOD_NOT_ALLOWED: 'Método no permitido',
  PAYLOAD_TOO_LARGE: 'Cuerpo demasiado grande',
  URI_TOO_LONG: 'URL demasiado larga',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido',
  RATE_LIMITED: 'Demasiadas peticiones',
  INTERNAL_ERROR: 'Error interno',
  ENDPOINT_DISABLED: 'Servicio desactivado temporalmente',
  TEMPORARILY_UNAVAILABLE: 'Datos no disponibles temporalmente',
} as const;

export type ProblemCode = keyof typeof PROBLEM_TITLES;

/** The HTTP status each code is answered with. */
export const PROBLEM_STATUS: Record<ProblemCode, number> = {
  INVALID_PARAMETER: 400,
  INVALID_JSON: 400,
  STATION_NOT_FOUND: 404,
  COMMUNITY_NOT_FOUND: 404,
  PROVINCE_NOT_FOUND: 404,
  MUNICIPALITY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ROAD_NOT_FOUND: 404,
  REPORT_NOT_FOUND: 404,
  GUIDE_NOT_FOUND: 404,
  ARTICLE_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  ENDPOINT_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  ENDPOINT_DISABLED: 503,
  TEMPORARILY_UNAVAILABLE: 503,
};

export class ApiProblem extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  readonly detail: string;
  /** Extra response headers such as Allow or Retry-After. */
  readonly headers: Record<string, string>;

  constructor(code: ProblemCode, detail: string, headers: Record<string, string> = {}) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.status = PROBLEM_STATUS[code];
    this.detail = detail;
    this.headers = headers;
  }
}

/** Longest value quoted whole in a problem's detail; longer ones are cut (a 200-point route would fill a screen). */
const MAX_SHOWN_VALUE = 120;

function showValue(value: unknown): string {
  const json = previewJson(value, MAX_SHOWN_VALUE);
  if (json.length <= MAX_SHOWN_VALUE) return json;
  const count = Array.isArray(value) ? ` (${value.length} items)` : '';
  return `${json.slice(0, MAX_SHOWN_VALUE)}…${count}`;
}

/** "name: value reason", or "name reason" when there is no value to show ("lng is required"). */
export function invalidParameter(name: string, value: unknown, reason: string): ApiProblem {
  const text = value === undefined ? `${name} ${reason}` : `${name}: ${showValue(value)} ${reason}`;
  return new ApiProblem('INVALID_PARAMETER', text.replace(/\s+/g, ' ').trim());
}

/** The documentation anchor of a code: lowercase with hyphens in place of underscores. */
export function problemAnchor(code: ProblemCode): string {
  return code.toLowerCase().replaceAll('_', '-');
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  request_id: string;
  instance?: string;
}

export function problemBody(problem: ApiProblem, docsUrl: string, requestId: string, instance?: string): ProblemBody {
  return {
    type: `${docsUrl}/conceptos/errores/#${problemAnchor(problem.code)}`,
    title: PROBLEM_TITLES[problem.code],
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
    request_id: requestId,
    ...(instance === undefined ? {} : { instance }),
  };
}
