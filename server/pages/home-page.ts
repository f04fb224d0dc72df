// The page a browser gets at `GET /` (the JSON index stays for every API client, server/http/accept.ts): a map of the
// provinces, the national series and today's cheapest stations, drawn in the browser from this API's own answers by
// the script `npm run docs` bundles into build/home/ (web/home/), with the province outlines laid out at build time
// (scripts/home-map.ts). Everything it loads comes from this server, so the page keeps `default-src 'self'`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DOWNLOADS } from '../../core/data-dir/layout.js';
import { ApiProblem } from '../../core/problem.js';
import { PROBLEM_DETAILS } from '../../core/problem-details.js';
import { projectPath } from '../../core/project-files.js';
import { answeredNotModified, sendText } from '../http/http-rules.js';
import { escapeHtml } from './error-docs.js';

/** With its trailing slash, as the folder's URL gave it before. */
export const HOME_BUILD_DIR = `${projectPath('build', 'home')}/`;
/**
 * The map's view box, in the frame so that the <svg> has its shape before its script runs (nothing moves when the
 * map arrives); scripts/home-map.ts fits the provinces into it at build time.
 */
export const MAP_VIEW_BOX = { width: 452, height: 484 } as const;

/** No inline script or style, nothing from another origin, no framing, no forms, no <base>. */
export const HOME_CSP = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PAGE_CACHE_CONTROL = 'public, max-age=21600';
/**
 * The page shares its address with the JSON index: a browser keeps it 6 hours like the docs, but shared caches must
 * not, since some CDNs ignore `Vary: Accept` and would hand the page to API clients.
 */
const NEGOTIATED_PAGE_CACHE_CONTROL = 'private, max-age=21600';

/** The page's own files, by the path it asks for them; nothing else under /home/ is served. */
function homeAssets(buildDir: string): Readonly<Record<string, { file: string; type: string; built: boolean }>> {
  return {
    '/home/app.js': { file: join(buildDir, 'app.js'), type: 'text/javascript; charset=utf-8', built: true },
    '/home/uplot.js': { file: join(buildDir, 'uplot.js'), type: 'text/javascript; charset=utf-8', built: true },
    '/home/app.css': { file: join(buildDir, 'app.css'), type: 'text/css; charset=utf-8', built: true },
    '/home/map.json': { file: join(buildDir, 'map.json'), type: 'application/json', built: true },
    '/home/icon.svg': {
      file: projectPath('web', 'home', 'icon.svg'),
      type: 'image/svg+xml',
      built: false,
    },
  };
}

const FUEL_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['gasoline_95', 'Gasolina 95 E5'],
  ['gasoline_98', 'Gasolina 98 E5'],
  ['diesel', 'Gasóleo A'],
  ['diesel_premium', 'Gasóleo Premium'],
  ['lpg', 'GLP (autogás)'],
  ['cng', 'Gas natural comprimido'],
];

/**
 * The downloads as the index lists them (its own list, in Spanish), already in the frame: the script only puts the
 * index's absolute addresses in, and the panels below do not move when it does.
 */
const DOWNLOAD_ITEMS = DOWNLOADS.map(
  ({ path, description }) => `        <li><a href="${path}" download="">${path}</a> ${escapeHtml(description.es)}</li>`,
).join('\n');

/**
 * The page's frame: the script fills it from /, /v1/status, /v1/rankings/regions, /v1/history, /v1/stations/cheapest
 * and /v1/insights, and, for the plan of a route, /v1/routes, /v1/routes/{slug} and /v1/routes/{slug}/plan.
 */
export const HOME_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Precios de los carburantes en España · Fuel Price Service</title>
<meta name="description" content="Precio medio de hoy por provincia, serie nacional de 90 días y estaciones más baratas, de la API libre Fuel Price Service.">
<link rel="icon" href="/home/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/home/app.css">
<script type="module" src="/home/app.js"></script>
</head>
<body>
<header class="top">
  <div>
    <h1>Precios de los carburantes en España</h1>
    <p class="lede">Los precios oficiales de cada estación de servicio, servidos por <strong>Fuel Price Service</strong>: una API REST libre y sin clave, con servidor MCP.</p>
  </div>
  <nav aria-label="Enlaces de la API">
    <a id="link-docs" href="/docs">Documentación</a>
    <a id="link-openapi" href="/v1/openapi">OpenAPI</a>
    <a id="link-mcp" href="/mcp" title="Servidor MCP (Streamable HTTP): añada esta dirección a su cliente MCP">MCP</a>
    <a href="#descargas">Descargas</a>
  </nav>
</header>
<p id="sample-notice" class="sample-notice" hidden><strong>Datos de muestra.</strong> <span></span></p>
<section class="controls" aria-label="Carburante">
  <label for="fuel">Carburante</label>
  <select id="fuel">
${FUEL_OPTIONS.map(([value, label]) => `    <option value="${value}">${label}</option>`).join('\n')}
  </select>
  <p id="data-age" class="data-age" aria-live="polite">Cargando los datos…</p>
</section>
<main>
  <section class="panel map-panel">
    <h2>Precio medio de hoy por provincia</h2>
    <figure id="map" class="map" aria-busy="true">
      <svg id="map-svg" class="map-canvas" viewBox="0 0 ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}" role="img" aria-labelledby="map-caption"></svg>
      <div id="map-tooltip" class="tooltip" hidden></div>
      <figcaption id="map-caption"></figcaption>
      <div id="legend" class="legend"></div>
    </figure>
  </section>
  <div class="side">
    <section class="panel insights-panel" id="insights" aria-labelledby="insights-title" aria-busy="true">
      <div class="insights-head">
        <h2 id="insights-title">¿Repostar hoy o esperar?</h2>
        <span class="territory-choice"><label for="territory">Territorio</label>
        <select id="territory"><option value="">España</option></select></span>
      </div>
      <p id="advice" class="advice" aria-live="polite">Cargando…</p>
      <p id="advice-evidence" class="note evidence"></p>
      <p id="advice-backtest" class="note backtest"></p>
      <figure class="weekdays">
        <svg id="weekday-bars" class="weekday-bars" viewBox="0 0 280 140" role="img" aria-labelledby="weekday-caption"></svg>
        <figcaption id="weekday-caption" class="note"></figcaption>
      </figure>
      <p id="insights-facts" class="note facts"></p>
    </section>
    <section class="panel chart-panel">
      <h2>Media nacional de los últimos 90 días</h2>
      <div id="chart" class="chart" aria-busy="true"></div>
      <p id="chart-note" class="note chart-note"></p>
    </section>
    <section class="panel downloads-panel" id="descargas">
      <h2>Descargas y enlaces</h2>
      <ul id="downloads" class="links">
${DOWNLOAD_ITEMS}
      </ul>
      <ul class="links">
        <li><a id="link-docs-2" href="/docs">Documentación de la API</a> (todas las operaciones, con ejemplos)</li>
        <li>Servidor MCP para agentes de IA: <code id="mcp-url">/mcp</code> (Streamable HTTP)</li>
      </ul>
      <h3>Archivo completo</h3>
      <p id="archive-note" class="note"></p>
      <ul id="archive" class="links"></ul>
    </section>
  </div>
  <section class="panel stations-panel">
    <h2>Las estaciones más baratas hoy</h2>
    <div class="stations-columns">
      <div>
        <h3>Península y Baleares</h3>
        <table id="cheapest" class="stations">
          <thead><tr><th scope="col">#</th><th scope="col">Estación</th><th scope="col">Localidad</th><th scope="col" class="num">Precio</th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
      <div>
        <h3>Canarias, Ceuta y Melilla</h3>
        <p class="note">Sin impuesto de hidrocarburos: se ordenan aparte.</p>
        <table id="cheapest-low-tax" class="stations">
          <thead><tr><th scope="col">#</th><th scope="col">Estación</th><th scope="col">Localidad</th><th scope="col" class="num">Precio</th></tr></thead>
          <tbody></tbody>
        </table>
      </div>
    </div>
  </section>
  <section class="panel plan-panel" id="plan" aria-labelledby="plan-title">
    <h2 id="plan-title">Dónde repostar en una ruta</h2>
    <div class="plan-controls">
      <label for="plan-route">Ruta</label>
      <select id="plan-route"><option value="">Cargando las rutas…</option></select>
      <label for="plan-tank">Depósito (L)</label>
      <input id="plan-tank" type="number" min="1" max="200" step="1" value="45" inputmode="numeric">
      <label for="plan-start">Al salir (L)</label>
      <input id="plan-start" type="number" min="0" max="200" step="1" value="8" inputmode="numeric">
      <button id="plan-go" type="button">Planificar</button>
    </div>
    <div class="plan-body">
      <svg id="plan-map" class="plan-map" viewBox="0 0 ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}" role="img" aria-label="La ruta y sus paradas"></svg>
      <div>
        <p id="plan-summary" class="plan-summary" aria-live="polite"></p>
        <table id="plan-stops" class="stations">
          <thead><tr><th scope="col">#</th><th scope="col">Parada</th><th scope="col" class="num">Litros</th><th scope="col" class="num">Precio</th><th scope="col" class="num">Coste</th></tr></thead>
          <tbody></tbody>
        </table>
        <p class="note">El plan más barato con este depósito: no baja de la reserva (5 L) y cada estación está abierta a la hora estimada de llegada. El coste suma el combustible de cada desvío, ida y vuelta, estimado en línea recta × 1,3.</p>
      </div>
    </div>
  </section>
</main>
<dialog id="station-popup" class="station-popup" aria-labelledby="popup-name">
  <h3 id="popup-name" data-part="name"></h3>
  <p class="station-address" data-part="where"></p>
  <p class="popup-price" data-part="price"></p>
  <p data-part="since"></p>
  <p data-part="rank"></p>
  <button type="button" data-part="close">Cerrar</button>
</dialog>
<footer class="bottom">
  <p id="attribution"></p>
  <p>Contornos provinciales: Instituto Geográfico Nacional (paquete <code>es-atlas</code>). Gráfico: <code>uPlot</code>. Canarias, en recuadro.</p>
</footer>
<noscript><p class="noscript">Esta página dibuja el mapa y el gráfico con JavaScript. Los datos están en la API: <a href="/docs">documentación</a>.</p></noscript>
</body>
</html>
`;

interface HomeFile {
  body: string;
  etag: string;
}

function fileOf(text: string): HomeFile {
  return { body: text, etag: `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
}

function sendHomeFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: HomeFile,
  type: string,
  cacheControl = PAGE_CACHE_CONTROL,
): void {
  res.setHeader('Cache-Control', cacheControl);
  if (answeredNotModified(req, res, file.etag)) return;
  sendText(req, res, type, file.body);
}

/** The page at `/` (for clients that prefer HTML) and its files under /home/, read once and kept in memory. */
export function createHomePage({ buildDir = HOME_BUILD_DIR }: { buildDir?: string } = {}): {
  page: (req: IncomingMessage, res: ServerResponse) => void;
  assets: ReadonlyMap<string, (req: IncomingMessage, res: ServerResponse) => void>;
} {
  const page = fileOf(HOME_HTML);
  const loaded = new Map<string, HomeFile>();
  const assets = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  for (const [path, asset] of Object.entries(homeAssets(buildDir))) {
    assets.set(path, (req, res) => {
      let file = loaded.get(path);
      if (!file) {
        if (!existsSync(asset.file)) {
          throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.homeFileMissing(path, asset.built), {
            'Retry-After': '60',
          });
        }
        file = fileOf(readFileSync(asset.file, 'utf8'));
        loaded.set(path, file);
      }
      res.setHeader('Content-Security-Policy', HOME_CSP);
      sendHomeFile(req, res, file, asset.type);
    });
  }
  let bundleBuilt = false;
  return {
    page: (req, res) => {
      // Without its script the frame would say "Cargando…" for ever: refuse it as /docs is refused unbuilt.
      bundleBuilt ||= existsSync(join(buildDir, 'app.js'));
      if (!bundleBuilt) {
        throw new ApiProblem('TEMPORARILY_UNAVAILABLE', PROBLEM_DETAILS.homePageNotBuilt, {
          'Retry-After': '60',
        });
      }
      res.setHeader('Vary', 'Accept');
      res.setHeader('Content-Security-Policy', HOME_CSP);
      // The page is written in Spanish only, and asks the API for Spanish (web/home/api.ts).
      res.setHeader('Content-Language', 'es');
      sendHomeFile(req, res, page, 'text/html; charset=utf-8', NEGOTIATED_PAGE_CACHE_CONTROL);
    },
    assets,
  };
}
