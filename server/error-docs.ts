// The errors page of the documentation: one anchor per code, so every problem `type` URI resolves. It wears the
// look of the Redoc page at /docs (same system fonts, colours, sidebar and column) with its own inline CSS, so it
// asks nothing of any other origin.
import { PROBLEM_STATUS, PROBLEM_TITLES, type ProblemCode, problemAnchor } from '../core/problem.js';

/** What each code means and what to do; text between backticks is shown as code. */
const EXPLANATIONS: Record<ProblemCode, string> = {
  INVALID_PARAMETER:
    'Un parámetro desconocido, repetido, mal formado, fuera de rango o una combinación incompleta. `detail` dice cuál y con qué valor. Cambie la petición; no la repita.',
  INVALID_JSON: 'El cuerpo de `POST /v1/route/fuel` no es JSON válido.',
  STATION_NOT_FOUND: 'La estación no existe o ya no vende al público.',
  COMMUNITY_NOT_FOUND: 'No hay ninguna comunidad autónoma con ese código INE o slug.',
  PROVINCE_NOT_FOUND: 'No hay ninguna provincia con ese código INE o slug.',
  MUNICIPALITY_NOT_FOUND:
    'No hay ningún municipio con ese identificador o slug. Use el id del Ministerio que dan `/v1/territories` o `/v1/search`, no el código INE.',
  BRAND_NOT_FOUND: 'No hay ninguna marca con ese slug (vea `/v1/brands`).',
  PRODUCT_NOT_FOUND: 'El producto no existe (vea `/v1/products/{id}`).',
  ROAD_NOT_FOUND: 'No hay ninguna carretera con ese slug (vea `/v1/roads`).',
  REPORT_NOT_FOUND: 'No hay datos para ese mes.',
  GUIDE_NOT_FOUND: 'No hay ninguna guía con ese slug.',
  ARTICLE_NOT_FOUND: 'No hay ningún artículo con ese slug.',
  ROUTE_NOT_FOUND: 'No hay ninguna ruta con ese slug.',
  ENDPOINT_NOT_FOUND: 'La ruta no existe. Todas empiezan por `/v1/` y no llevan extensión; `GET /` las lista.',
  METHOD_NOT_ALLOWED: 'El método no se admite en esa ruta; la cabecera `Allow` dice cuáles sí.',
  PAYLOAD_TOO_LARGE: 'El cuerpo supera 32 KB.',
  URI_TOO_LONG: 'La URL supera 2.048 caracteres.',
  UNSUPPORTED_MEDIA_TYPE: '`POST` sin `Content-Type: application/json`.',
  RATE_LIMITED:
    'Se superó un límite por IP (120 por minuto, 20 cada 10 segundos, 30 por minuto en los endpoints pesados). Espere los segundos de `Retry-After`.',
  INTERNAL_ERROR: 'Error inesperado. Puede reintentarse una vez tras unos segundos.',
  ENDPOINT_DISABLED: 'El endpoint o toda la API están desactivados temporalmente (mantenimiento). `Retry-After: 3600`.',
  TEMPORARILY_UNAVAILABLE:
    'No hay datos con los que responder ahora. `Retry-After` indica cuándo reintentar (normalmente 60 s).',
};

const EXAMPLE = `{
  "type": "https://api.gasolineras.dev/docs/conceptos/errores/#invalid-parameter",
  "title": "Parámetro no válido",
  "status": 400,
  "detail": "lat: "99" must be <= 44",
  "code": "INVALID_PARAMETER",
  "request_id": "81bb1306-ff84-4e07-a7cc-08dc6792eb12",
  "instance": "/v1/stations/nearby"
}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}

/** Escaped text with `backtick` spans as <code>. */
export function renderInline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** The page's colours and sizes are those of Redoc's default theme (its CSS variables, read from the /docs page). */
const STYLE = `
:root {
  --font: system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Oxygen, Ubuntu, Cantarell, 'Fira Sans',
    'Droid Sans', 'Helvetica Neue', Arial, sans-serif;
  --mono: ui-monospace, Menlo, Monaco, 'Cascadia Mono', 'Segoe UI Mono', 'Roboto Mono', 'Oxygen Mono', 'Ubuntu Mono',
    'Fira Mono', 'Droid Sans Mono', 'Courier New', monospace;
  --heading: #1a1c21; --text: #3b3c45; --muted: #555761; --border: #dcdde5; --border-light: #ededf2;
  --code-bg: #ededf2; --hover: #f3f3f6; --panel: #fbfbfc; --link: #1f7cff;
  --s4xx: #e8590c; --s5xx: #e20c0c;
}
* { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body { margin: 0; font-family: var(--font); font-size: 14px; line-height: 22px; color: var(--heading); background: #fff; }
a { color: var(--link); font-weight: 500; text-underline-offset: 4px; }
code { font-family: var(--mono); font-size: 12px; line-height: 20px; color: var(--text); background: var(--code-bg);
  padding: 3px 4px; border-radius: 4px; }
.layout { display: flex; min-height: 100vh; }
nav { flex: 0 0 285px; position: sticky; top: 0; height: 100vh; overflow-y: auto; border-right: 1px solid var(--border-light);
  padding: 16px 0; }
nav a { display: flex; align-items: center; gap: 8px; margin: 0 16px; padding: 4px 8px; border-radius: 8px;
  color: var(--text); font-weight: 400; text-decoration: none; }
nav a:hover { background: var(--hover); color: #2a2b33; }
nav a.top { font-weight: 500; background: var(--code-bg); margin-bottom: 8px; }
nav .label { overflow-wrap: anywhere; }
.status { flex: 0 0 auto; font-family: var(--mono); font-size: 11px; line-height: 16px; font-weight: 600; color: #fff;
  border-radius: 4px; padding: 0 4px; }
.status.s4 { background: var(--s4xx); } .status.s5 { background: var(--s5xx); }
main { flex: 1 1 auto; min-width: 0; padding: 32px 64px 96px; }
.column { max-width: 800px; }
h1 { font-size: 36px; line-height: 44px; font-weight: 600; margin: 0 0 16px; }
h2 { font-size: 20px; line-height: 28px; font-weight: 600; margin: 0 0 8px; display: flex; align-items: center;
  gap: 8px; flex-wrap: wrap; }
h2 code { font-size: 16px; line-height: 24px; color: var(--heading); }
p { color: var(--text); margin: 0 0 12px; }
.back { display: inline-block; margin-bottom: 24px; }
pre { font-family: var(--mono); font-size: 12px; line-height: 20px; color: var(--text); background: var(--panel);
  border: 1px solid var(--border); border-radius: 12px; padding: 16px 20px; overflow-x: auto; margin: 0 0 32px; }
section { border-top: 1px solid var(--border-light); padding: 24px 0 12px; scroll-margin-top: 8px; }
section:target { background: linear-gradient(90deg, #edf5fc, transparent 70%); border-radius: 8px;
  padding-left: 16px; margin-left: -16px; }
@media (max-width: 800px) {
  .layout { display: block; } nav { display: none; }
  main { padding: 24px 20px 64px; }
}
`;

export function renderErrorsPage(): string {
  const codes = Object.keys(PROBLEM_TITLES) as ProblemCode[];
  const badge = (code: ProblemCode) =>
    `<span class="status s${String(PROBLEM_STATUS[code])[0]}">${PROBLEM_STATUS[code]}</span>`;
  const menu = codes
    .map(
      (code) =>
        `<a href="#${problemAnchor(code)}">${badge(code)}<span class="label">${escapeHtml(PROBLEM_TITLES[code])}</span></a>`,
    )
    .join('\n');
  const sections = codes
    .map(
      (code) =>
        `<section id="${problemAnchor(code)}"><h2>${badge(code)}<code>${code}</code> ${escapeHtml(PROBLEM_TITLES[code])}</h2><p>${renderInline(EXPLANATIONS[code])}</p></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Errores de la API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head>
<body><div class="layout">
<nav aria-label="Códigos de error"><a class="top" href="#errores">Errores de la API</a>
${menu}
</nav>
<main><div class="column">
<a class="back" href="/docs">← Documentación de la API</a>
<h1 id="errores">Errores de la API</h1>
<p>${renderInline('Cada error es un `application/problem+json` (RFC 9457) con un `code` estable. Su `type` enlaza con la sección correspondiente de esta página; `detail` explica el caso concreto y `request_id` identifica la petición (es también su cabecera `X-Request-Id`).')}</p>
<pre>${escapeHtml(EXAMPLE)}</pre>
${sections}
</div></main>
</div></body></html>
`;
}
