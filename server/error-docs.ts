// The errors page of the documentation: one anchor per code, so every problem `type` URI resolves.
import { PROBLEM_TITLES, type ProblemCode, problemAnchor } from '../core/problem.js';

const EXPLANATIONS: Record<ProblemCode, string> = {
  INVALID_PARAMETER:
    'Un parámetro desconocido, repetido, mal formado, fuera de rango o una combinación incompleta. `detail` dice cuál y con qué valor. Cambie la petición; no la repita.',
  INVALID_JSON: 'El cuerpo de POST /v1/route/fuel no es JSON válido.',
  STATION_NOT_FOUND: 'La estación no existe o ya no vende al público.',
  COMMUNITY_NOT_FOUND: 'No hay ninguna comunidad autónoma con ese código INE o slug.',
  PROVINCE_NOT_FOUND: 'No hay ninguna provincia con ese código INE o slug.',
  MUNICIPALITY_NOT_FOUND:
    'No hay ningún municipio con ese identificador o slug. Use el id del Ministerio que dan /v1/territories o /v1/search, no el código INE.',
  BRAND_NOT_FOUND: 'No hay ninguna marca con ese slug (vea /v1/brands).',
  PRODUCT_NOT_FOUND: 'El producto no existe (vea /v1/products/{id}).',
  ROAD_NOT_FOUND: 'No hay ninguna carretera con ese slug (vea /v1/roads).',
  REPORT_NOT_FOUND: 'No hay datos para ese mes.',
  GUIDE_NOT_FOUND: 'No hay ninguna guía con ese slug.',
  ARTICLE_NOT_FOUND: 'No hay ningún artículo con ese slug.',
  ROUTE_NOT_FOUND: 'No hay ninguna ruta con ese slug.',
  ENDPOINT_NOT_FOUND: 'La ruta no existe. Todas empiezan por /v1/ y no llevan extensión; GET / las lista.',
  METHOD_NOT_ALLOWED: 'El método no se admite en esa ruta; la cabecera Allow dice cuáles sí.',
  PAYLOAD_TOO_LARGE: 'El cuerpo supera 32 KB.',
  URI_TOO_LONG: 'La URL supera 2.048 caracteres.',
  UNSUPPORTED_MEDIA_TYPE: 'POST sin Content-Type: application/json.',
  RATE_LIMITED:
    'Se superó un límite por IP (120 por minuto, 20 cada 10 segundos, 30 por minuto en los endpoints pesados). Espere los segundos de Retry-After.',
  INTERNAL_ERROR: 'Error inesperado. Puede reintentarse una vez tras unos segundos.',
  ENDPOINT_DISABLED: 'El endpoint o toda la API están desactivados temporalmente (mantenimiento). Retry-After: 3600.',
  TEMPORARILY_UNAVAILABLE:
    'No hay datos con los que responder ahora. Retry-After indica cuándo reintentar (normalmente 60 s).',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

export function renderErrorsPage(): string {
  const items = (Object.keys(PROBLEM_TITLES) as ProblemCode[])
    .map(
      (code) =>
        `<section id="${problemAnchor(code)}"><h2><code>${code}</code>: ${escapeHtml(PROBLEM_TITLES[code])}</h2><p>${escapeHtml(EXPLANATIONS[code])}</p></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Errores de la API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Errores de la API</h1>
<p>Cada error es un <code>application/problem+json</code> (RFC 9457) con un <code>code</code> estable. Su <code>type</code> enlaza con la sección correspondiente de esta página.</p>
${items}
</body></html>
`;
}
