// The one error type of the API and the catalogue of its stable codes (RFC 9457 problem details).
import type { Language, Localized } from './language.js';
import { previewJson } from './value-preview.js';

/** Each code's title (the spec fixes Spanish; English for clients that prefer it). */
export const PROBLEM_TITLES = {
  INVALID_PARAMETER: { es: 'Parámetro no válido', en: 'Invalid parameter' },
  INVALID_JSON: { es: 'JSON no válido', en: 'Invalid JSON' },
  STATION_NOT_FOUND: { es: 'Estación no encontrada', en: 'Station not found' },
  COMMUNITY_NOT_FOUND: { es: 'Comunidad autónoma no encontrada', en: 'Autonomous community not found' },
  PROVINCE_NOT_FOUND: { es: 'Provincia no encontrada', en: 'Province not found' },
  MUNICIPALITY_NOT_FOUND: { es: 'Municipio no encontrado', en: 'Municipality not found' },
  BRAND_NOT_FOUND: { es: 'Marca no encontrada', en: 'Brand not found' },
  PRODUCT_NOT_FOUND: { es: 'Producto no encontrado', en: 'Product not found' },
  ROAD_NOT_FOUND: { es: 'Carretera no encontrada', en: 'Road not found' },
  REPORT_NOT_FOUND: { es: 'Informe no encontrado', en: 'Report not found' },
  GUIDE_NOT_FOUND: { es: 'Guía no encontrada', en: 'Guide not found' },
  ARTICLE_NOT_FOUND: { es: 'Artículo no encontrado', en: 'Article not found' },
  ROUTE_NOT_FOUND: { es: 'Ruta no encontrada', en: 'Route not found' },
  ENDPOINT_NOT_FOUND: { es: 'Recurso no encontrado', en: 'Resource not found' },
  METHOD_NOT_ALLOWED: { es: 'Método no permitido', en: 'Method not allowed' },
  PRECONDITION_FAILED: { es: 'Condición previa no cumplida', en: 'Precondition failed' },
  PAYLOAD_TOO_LARGE: { es: 'Cuerpo demasiado grande', en: 'Body too large' },
  URI_TOO_LONG: { es: 'URL demasiado larga', en: 'URL too long' },
  UNSUPPORTED_MEDIA_TYPE: { es: 'Tipo de contenido no admitido', en: 'Unsupported content type' },
  RANGE_NOT_SATISFIABLE: { es: 'Rango no disponible', en: 'Range not satisfiable' },
  RATE_LIMITED: { es: 'Demasiadas peticiones', en: 'Too many requests' },
  INTERNAL_ERROR: { es: 'Error interno', en: 'Internal error' },
  ENDPOINT_DISABLED: { es: 'Servicio desactivado temporalmente', en: 'Service temporarily switched off' },
  TEMPORARILY_UNAVAILABLE: { es: 'Datos no disponibles temporalmente', en: 'Data temporarily unavailable' },
  PLAN_NOT_FEASIBLE: { es: 'Ningún plan llega al final', en: 'No plan reaches the end' },
} as const satisfies Record<string, Localized>;

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
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  ENDPOINT_DISABLED: 503,
  TEMPORARILY_UNAVAILABLE: 503,
  PLAN_NOT_FEASIBLE: 422,
};

export class ApiProblem extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  /** The case in every language (from core/problem-details.ts); the answer shows the one negotiated. */
  readonly detail: Localized;
  /** Extra response headers such as Allow or Retry-After. */
  readonly headers: Record<string, string>;
  /** Extension members of the problem (RFC 9457 §3.2), documented in openapi.yaml: `last_seen` of a station, say. */
  readonly extensions: Readonly<Record<string, string | number>>;

  constructor(
    code: ProblemCode,
    detail: Localized,
    headers: Record<string, string> = {},
    extensions: Readonly<Record<string, string | number>> = {},
  ) {
    // The log reads English; clients read the language they asked for.
    super(`${code}: ${detail.en}`);
    this.code = code;
    this.status = PROBLEM_STATUS[code];
    this.detail = detail;
    this.headers = headers;
    this.extensions = extensions;
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

/**
 * "name: value reason", or "name reason" when there is no value to show ("lng is required", "lng es obligatorio"):
 * the parameter and the value as received, the reason (core/parameter-reasons.ts) in each language.
 */
export function invalidParameter(name: string, value: unknown, reason: Localized): ApiProblem {
  const subject = value === undefined ? name : `${name}: ${showValue(value)}`;
  const sentence = (text: string) => `${subject} ${text}`.replace(/\s+/g, ' ').trim();
  return new ApiProblem('INVALID_PARAMETER', { es: sentence(reason.es), en: sentence(reason.en) });
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
  /** Extension members of some problems (openapi.yaml's Problem lists them). */
  [member: string]: string | number | undefined;
}

export function problemBody(
  problem: ApiProblem,
  language: Language,
  docsUrl: string,
  requestId: string,
  instance?: string,
): ProblemBody {
  return {
    type: `${docsUrl}/conceptos/errores/#${problemAnchor(problem.code)}`,
    title: PROBLEM_TITLES[problem.code][language],
    status: problem.status,
    detail: problem.detail[language],
    code: problem.code,
    request_id: requestId,
    ...(instance === undefined ? {} : { instance }),
    ...problem.extensions,
  };
}
