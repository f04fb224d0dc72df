// The errors page of the documentation: one anchor per code, so every problem `type` URI resolves, in Spanish and in
// English. The address the `type` URIs name ({docs}/conceptos/errores/) answers in the language the browser prefers;
// /es/ and /en/ below it are each language's own address, and every section links to itself in the other language,
// so a reader who landed in the wrong one switches without losing the code. It wears the look of the Redoc page at
// /docs (same system fonts, colours, sidebar and column) with its own inline CSS, so it asks nothing of any other
// origin.
import type { Language, Localized } from '../../core/language.js';
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import {
  invalidParameter,
  PROBLEM_STATUS,
  PROBLEM_TITLES,
  type ProblemCode,
  problemAnchor,
  problemBody,
} from '../../core/problem.js';

/** The page's address as the problem `type` URIs name it, and each language's own address below it. */
export const ERRORS_PAGE_PATH = '/docs/conceptos/errores/';
export const errorsPagePath = (language: Language): string => `${ERRORS_PAGE_PATH}${language}/`;

/** What each code means and what to do; text between backticks is shown as code. */
const EXPLANATIONS: Record<ProblemCode, Localized> = {
  INVALID_PARAMETER: {
    es: 'Un parámetro desconocido, repetido, mal formado, fuera de rango o una combinación incompleta. `detail` dice cuál y con qué valor. Cambie la petición; no la repita.',
    en: 'A parameter that is unknown, repeated, malformed or out of range, or an incomplete combination. `detail` says which one and with what value. Change the request; do not retry it.',
  },
  INVALID_JSON: {
    es: 'El cuerpo de `POST /v1/route/fuel` no es JSON válido.',
    en: 'The body of `POST /v1/route/fuel` is not valid JSON.',
  },
  STATION_NOT_FOUND: {
    es: 'La estación no existe o ya no vende al público.',
    en: 'The station does not exist or no longer sells to the public.',
  },
  COMMUNITY_NOT_FOUND: {
    es: 'No hay ninguna comunidad autónoma con ese código INE o slug.',
    en: 'No autonomous community has that INE code or slug.',
  },
  PROVINCE_NOT_FOUND: {
    es: 'No hay ninguna provincia con ese código INE o slug.',
    en: 'No province has that INE code or slug.',
  },
  MUNICIPALITY_NOT_FOUND: {
    es: 'No hay ningún municipio con ese identificador o slug. Use el id del Ministerio que dan `/v1/territories` o `/v1/search`, no el código INE.',
    en: 'No municipality has that id or slug. Use the ministry id that `/v1/territories` or `/v1/search` give, not the INE code.',
  },
  BRAND_NOT_FOUND: {
    es: 'No hay ninguna marca con ese slug (vea `/v1/brands`).',
    en: 'No brand has that slug (see `/v1/brands`).',
  },
  PRODUCT_NOT_FOUND: {
    es: 'El producto no existe (vea `/v1/products/{id}`).',
    en: 'The product does not exist (see `/v1/products/{id}`).',
  },
  ROAD_NOT_FOUND: {
    es: 'No hay ninguna carretera con ese slug (vea `/v1/roads`).',
    en: 'No road has that slug (see `/v1/roads`).',
  },
  REPORT_NOT_FOUND: { es: 'No hay datos para ese mes.', en: 'There is no data for that month.' },
  GUIDE_NOT_FOUND: { es: 'No hay ninguna guía con ese slug.', en: 'No guide has that slug.' },
  ARTICLE_NOT_FOUND: { es: 'No hay ningún artículo con ese slug.', en: 'No post has that slug.' },
  ROUTE_NOT_FOUND: { es: 'No hay ninguna ruta con ese slug.', en: 'No route has that slug.' },
  ENDPOINT_NOT_FOUND: {
    es: 'La ruta no existe. Todas empiezan por `/v1/` y no llevan extensión; `GET /` las lista.',
    en: 'The path does not exist. Every path starts with `/v1/` and has no extension; `GET /` lists them.',
  },
  METHOD_NOT_ALLOWED: {
    es: 'El método no se admite en esa ruta; la cabecera `Allow` dice cuáles sí.',
    en: 'The method is not supported on that path; the `Allow` header says which are.',
  },
  PRECONDITION_FAILED: {
    es: 'Una descarga pedida con `If-Match` o `If-Unmodified-Since` ha cambiado desde entonces: pídala de nuevo sin la condición.',
    en: 'A download asked with `If-Match` or `If-Unmodified-Since` has changed since: ask again without the condition.',
  },
  PAYLOAD_TOO_LARGE: { es: 'El cuerpo supera 32 KB.', en: 'The body is larger than 32 KB.' },
  URI_TOO_LONG: { es: 'La URL supera 2.048 caracteres.', en: 'The URL is longer than 2,048 characters.' },
  UNSUPPORTED_MEDIA_TYPE: {
    es: '`POST` sin `Content-Type: application/json`.',
    en: '`POST` without `Content-Type: application/json`.',
  },
  RANGE_NOT_SATISFIABLE: {
    es: 'El rango de bytes (`Range`) de una descarga empieza después de su final; `Content-Range` da su tamaño.',
    en: 'The byte range (`Range`) asked of a download starts past its end; `Content-Range` gives its size.',
  },
  RATE_LIMITED: {
    es: 'Se superó un límite por IP (120 por minuto, 20 cada 10 segundos, 30 por minuto en los endpoints pesados). Espere los segundos de `Retry-After`.',
    en: 'A per-IP limit was exceeded (120 a minute, 20 every 10 seconds, 30 a minute on the heavy endpoints). Wait the seconds `Retry-After` gives.',
  },
  INTERNAL_ERROR: {
    es: 'Error inesperado. Puede reintentarse una vez tras unos segundos.',
    en: 'An unexpected error. It may be retried once after a few seconds.',
  },
  ENDPOINT_DISABLED: {
    es: 'El endpoint o toda la API están desactivados temporalmente (mantenimiento). `Retry-After: 3600`.',
    en: 'The endpoint or the whole API is switched off for a while (maintenance). `Retry-After: 3600`.',
  },
  TEMPORARILY_UNAVAILABLE: {
    es: 'No hay datos con los que responder ahora. `Retry-After` indica cuándo reintentar (normalmente 60 s).',
    en: 'There is no data to answer with now. `Retry-After` says when to retry (usually 60 s).',
  },
  PLAN_NOT_FEASIBLE: {
    es: 'Ningún plan de repostaje llega al final de la ruta con ese depósito, esa reserva, las estaciones abiertas a la llegada y el máximo de paradas. `dry_at_km` dice dónde se llega a la reserva; `gap_km`, cuánto falta desde ahí hasta la siguiente estación abierta o hasta el final (`gap_to`).',
    en: 'No refuelling plan reaches the end of the route with that tank, that reserve, the stations open at arrival and the most stops allowed. `dry_at_km` says where the reserve is reached; `gap_km`, how far it is from there to the next open station or to the end (`gap_to`).',
  },
};

/** The page's own words. */
const WORDS = {
  title: { es: 'Errores de la API', en: 'API errors' },
  menu: { es: 'Códigos de error', en: 'Error codes' },
  back: { es: '← Documentación de la API', en: '← API documentation' },
  languages: { es: 'Idioma', en: 'Language' },
  intro: {
    es: 'Cada error es un `application/problem+json` (RFC 9457) con un `code` estable. Su `type` enlaza con la sección correspondiente de esta página; `title` y `detail` vienen en el idioma que pida `Accept-Language` (español, salvo que se prefiera el inglés); `detail` explica el caso concreto y `request_id` identifica la petición (es también su cabecera `X-Request-Id`).',
    en: 'Every error is an `application/problem+json` (RFC 9457) with a stable `code`. Its `type` links to the matching section of this page; `title` and `detail` come in the language `Accept-Language` asks for (Spanish unless English is preferred); `detail` explains the case and `request_id` identifies the request (it is also its `X-Request-Id` header).',
  },
} as const;

/** Each language named in itself, for the switch. */
const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };
const OTHER: Record<Language, Language> = { es: 'en', en: 'es' };

/** A real problem body, as the API answers it in `language`. */
function example(language: Language): string {
  const problem = invalidParameter('lat', '99', PARAMETER_REASONS.limit('<=', 44));
  const body = problemBody(
    problem,
    language,
    'https://api.gasolineras.dev/docs',
    '81bb1306-ff84-4e07-a7cc-08dc6792eb12',
    '/v1/stations/nearby',
  );
  return JSON.stringify(body, null, 2);
}

export function escapeHtml(text: string): string {
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
.bar { display: flex; justify-content: space-between; align-items: baseline; gap: 16px; flex-wrap: wrap;
  margin-bottom: 24px; }
.languages { margin: 0; color: var(--muted); }
.languages strong { color: var(--heading); font-weight: 600; }
h2 .switch { margin-left: auto; font-size: 12px; line-height: 20px; font-weight: 400; }
pre { font-family: var(--mono); font-size: 12px; line-height: 20px; color: var(--text); background: var(--panel);
  border: 1px solid var(--border); border-radius: 12px; padding: 16px 20px; overflow-x: auto; margin: 0 0 32px; }
section { border-top: 1px solid var(--border-light); padding: 24px 0 12px; scroll-margin-top: 8px; }
section:target { background: linear-gradient(90deg, #edf5fc, transparent 70%); border-radius: 8px;
  padding-left: 16px; margin-left: -16px; }
@media (max-width: 800px) {
  .layout { display: block; } nav { display: none; }
  main { padding: 24px 20px 64px; }
  h2 .switch { margin-left: 0; }
}
`;

/** The page in one language. */
export function renderErrorsPage(language: Language): string {
  const other = OTHER[language];
  const codes = Object.keys(PROBLEM_TITLES) as ProblemCode[];
  const title = (code: ProblemCode) => escapeHtml(PROBLEM_TITLES[code][language]);
  const badge = (code: ProblemCode) =>
    `<span class="status s${String(PROBLEM_STATUS[code])[0]}">${PROBLEM_STATUS[code]}</span>`;
  // The same section in the other language: a reader who landed in the wrong one keeps the code in view.
  const elsewhere = (anchor: string) =>
    `<a class="switch" href="${errorsPagePath(other)}#${anchor}" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a>`;
  const menu = codes
    .map((code) => `<a href="#${problemAnchor(code)}">${badge(code)}<span class="label">${title(code)}</span></a>`)
    .join('\n');
  const sections = codes
    .map(
      (code) =>
        `<section id="${problemAnchor(code)}"><h2>${badge(code)}<code>${code}</code> ${title(code)}${elsewhere(problemAnchor(code))}</h2><p>${renderInline(EXPLANATIONS[code][language])}</p></section>`,
    )
    .join('\n');
  const switcher = (['es', 'en'] as const)
    .map((each) =>
      each === language
        ? `<strong lang="${each}">${LANGUAGE_NAMES[each]}</strong>`
        : `<a href="${errorsPagePath(each)}" hreflang="${each}" lang="${each}">${LANGUAGE_NAMES[each]}</a>`,
    )
    .join(' · ');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${WORDS.title[language]}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head>
<body><div class="layout">
<nav aria-label="${WORDS.menu[language]}"><a class="top" href="#errores">${WORDS.title[language]}</a>
${menu}
</nav>
<main><div class="column">
<div class="bar"><a class="back" href="/docs">${WORDS.back[language]}</a><p class="languages" aria-label="${WORDS.languages[language]}">${switcher}</p></div>
<h1 id="errores">${WORDS.title[language]}</h1>
<p>${renderInline(WORDS.intro[language])}</p>
<pre>${escapeHtml(example(language))}</pre>
${sections}
</div></main>
</div></body></html>
`;
}
