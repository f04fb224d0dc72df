// The page at `GET /` in a browser: fills the frame the server sends (server/pages/home-page.ts) from this API's answers.
// Bundled with its styles by `npm run docs` (scripts/build-home.ts) into build/home/app.js and app.css.
import 'uplot/dist/uPlot.min.css';
import './home.css';
import { afterNextPaint } from './after-next-paint.js';
import {
  type Fuel,
  type FuelView,
  getJson,
  type IndexResponse,
  type InsightsResponse,
  insightsQuery,
  loadFuelView,
  type StationEntry,
  type StatusResponse,
} from './api.js';
import { renderCheapest, renderCheapestLowTax } from './cheapest-table.js';
import { element, formatAge, formatMadridTime, formatSize } from './format.js';
import { createHistoryChart, type HistoryChart } from './history-chart.js';
import { createInsightsPanel } from './insights-panel.js';
import type { ProvinceMapData } from './map-data.js';
import { createProvinceMap, type ProvinceMap } from './province-map.js';
import { createRoutePlan } from './route-plan.js';
import { createStationPopup } from './station-popup.js';

/** uPlot, bundled on its own from chart-library.ts. */
const CHART_LIBRARY = '/home/uplot.js';

function byId<T extends HTMLElement | SVGElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found as T;
}

function showIndex(index: IndexResponse): void {
  const { documentation_url: docs, openapi_url: openapi, mcp_url: mcp, downloads, archive } = index.data;
  for (const id of ['link-docs', 'link-docs-2']) byId<HTMLAnchorElement>(id).href = docs;
  byId<HTMLAnchorElement>('link-openapi').href = openapi;
  byId<HTMLAnchorElement>('link-mcp').href = mcp;
  byId('mcp-url').textContent = mcp;
  byId('downloads').replaceChildren(
    ...downloads.map((download) =>
      element(
        'li',
        {},
        element('a', { href: download.url, download: '' }, new URL(download.url).pathname),
        ` ${download.description}`,
      ),
    ),
  );
  showArchive(archive);
}

const ARCHIVE_LABELS = { prices: 'precios', aggregates: 'agregados', stations: 'estaciones' } as const;

/** One line per month of the archive, newest first: its files of prices, aggregates and stations, with their sizes. */
function showArchive(archive: IndexResponse['data']['archive']): void {
  const months = [...new Set(archive.map((file) => file.month))].reverse();
  byId('archive-note').textContent =
    months.length === 0
      ? 'Aún no hay ningún mes archivado (la muestra no se archiva).'
      : `Cada día cargado desde ${months.at(-1)}, un Parquet por mes (la API sirve 90 días).`;
  byId('archive').replaceChildren(
    ...months.map((month) => {
      const files = archive.filter((file) => file.month === month);
      const links = files.flatMap((file, i) => [
        ...(i > 0 ? [' · '] : []),
        element('a', { href: file.url, download: '' }, ARCHIVE_LABELS[file.name]),
        ` (${formatSize(file.bytes)})`,
      ]);
      return element('li', { 'data-month': month }, `${month}: `, ...links);
    }),
  );
}

function showStatus(status: StatusResponse): void {
  const { data, meta } = status;
  const age = byId('data-age');
  if (data.status === 'no_data' || !data.last_updated) {
    age.textContent = 'El servicio aún no tiene datos que mostrar.';
  } else {
    age.textContent =
      `Datos del registro del ${formatMadridTime(data.last_updated)}, ${formatAge(meta.data_age_seconds ?? 0)}` +
      ` · ${data.stations?.toLocaleString('es-ES') ?? '–'} estaciones · próxima actualización: ${formatMadridTime(data.next_update)}` +
      (data.status === 'stale' ? ' · la última actualización falló: se sirve la última copia buena.' : '.');
  }
  age.dataset.ageSeconds = String(meta.data_age_seconds ?? '');
  const attribution = byId('attribution');
  attribution.replaceChildren(
    `${meta.attribution}. `,
    element('a', { href: meta.license, rel: 'license' }, 'Texto de la licencia'),
    '.',
  );
  if (data.sample) {
    const notice = byId('sample-notice');
    notice.hidden = false;
    notice.querySelector('span')?.replaceChildren(meta.attribution);
    document.body.dataset.sample = 'true';
  }
}

function showFailure(where: HTMLElement, error: unknown): void {
  where.replaceChildren(element('p', { class: 'failure' }, `No se pudieron cargar los datos: ${String(error)}`));
}

async function main(): Promise<void> {
  const select = byId<HTMLSelectElement>('fuel');
  const fuels = [...select.options].map((option) => option.value);
  const fromHash = location.hash.slice(1);
  if (fuels.includes(fromHash)) select.value = fromHash;

  // uPlot is bundled apart (scripts/build-home.ts): evaluated in a task of its own when it arrives, not in this
  // module's (its first Intl object alone costs some 20 ms), and asked for beside the API's answers.
  const chartLibrary = import(CHART_LIBRARY) as Promise<{ default: typeof import('uplot') }>;
  const views = new Map<string, Promise<FuelView>>();
  const viewOf = (fuel: string): Promise<FuelView> => {
    let view = views.get(fuel);
    if (!view) {
      view = loadFuelView(fuel as Fuel);
      views.set(fuel, view);
      view.catch(() => views.delete(fuel));
    }
    return view;
  };
  // The chosen fuel's answers are asked for at once, beside the index, the status and the map.
  void viewOf(select.value);
  const [index, status, mapData] = await Promise.allSettled([
    getJson<IndexResponse>('/'),
    getJson<StatusResponse>('/v1/status'),
    getJson<ProvinceMapData>('/home/map.json'),
  ]);
  if (index.status === 'fulfilled') showIndex(index.value);
  if (status.status === 'fulfilled') showStatus(status.value);
  else byId('data-age').textContent = `No se pudo leer el estado del servicio: ${String(status.reason)}`;

  const mapFigure = byId('map');
  let map: ProvinceMap | null = null;
  if (mapData.status === 'fulfilled') {
    await afterNextPaint();
    map = createProvinceMap(byId<SVGSVGElement>('map-svg'), byId('legend'), byId('map-caption'), mapData.value);
  } else {
    showFailure(mapFigure, mapData.reason);
  }
  let chart: HistoryChart | null = null;
  try {
    chart = createHistoryChart((await chartLibrary).default, byId('chart'), byId('chart-note'));
  } catch (error) {
    showFailure(byId('chart'), error);
  }

  /**
   * Draws `fuel` in pieces, one per frame (the map's colours, the chart without its data, the series, each table), so
   * that none is a long task; stops when another fuel has been chosen meanwhile.
   */
  async function show(fuel: string): Promise<void> {
    document.body.removeAttribute('data-ready');
    const label = select.selectedOptions[0]?.textContent ?? fuel;
    const pieces: Array<(view: FuelView) => void> = [
      ({ ranking }) => {
        map?.render(ranking);
        mapFigure.removeAttribute('aria-busy');
      },
      () => chart?.prepare(label),
      ({ history }) => chart?.render(history, label),
      ({ cheapest }) => renderCheapest(cheapest, byId<HTMLTableElement>('cheapest')),
      ({ cheapest }) => renderCheapestLowTax(cheapest, byId<HTMLTableElement>('cheapest-low-tax')),
    ];
    try {
      const view = await viewOf(fuel);
      for (const piece of pieces) {
        await afterNextPaint();
        if (select.value !== fuel) return;
        piece(view);
      }
      document.body.dataset.ready = fuel;
    } catch (error) {
      showFailure(byId('chart-note'), error);
      byId('map-caption').textContent = `No se pudieron cargar los datos: ${String(error)}`;
    }
  }

  // The plan of a route: started once the panel is in sight (below).
  const plan =
    mapData.status === 'fulfilled'
      ? createRoutePlan(
          {
            routeSelect: byId<HTMLSelectElement>('plan-route'),
            tank: byId<HTMLInputElement>('plan-tank'),
            start: byId<HTMLInputElement>('plan-start'),
            button: byId<HTMLButtonElement>('plan-go'),
            map: byId<SVGSVGElement>('plan-map'),
            summary: byId('plan-summary'),
            table: byId<HTMLTableElement>('plan-stops'),
            panel: byId('plan'),
          },
          mapData.value,
          () => select.value,
        )
      : null;

  select.addEventListener('change', () => {
    history.replaceState(null, '', `#${select.value}`);
    void show(select.value);
    void plan?.refresh();
    void showInsights();
  });
  showStationPopups(viewOf, select);
  const showInsights = insightsSection(select, mapData.status === 'fulfilled' ? mapData.value : null);
  await show(select.value);
  // The plan is at the foot of the page: its answers and its drawing wait until it is scrolled to.
  const planPanel = byId('plan');
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    void plan?.start().catch((error: unknown) => showFailure(byId('plan-summary'), error));
  });
  seen.observe(planPanel);
  await showInsights();
}

/** A click on a station of the cheapest tables opens its popup, from the answer the table was drawn from. */
function showStationPopups(viewOf: (fuel: string) => Promise<FuelView>, select: HTMLSelectElement): void {
  const popup = createStationPopup(byId<HTMLDialogElement>('station-popup'));
  for (const table of ['cheapest', 'cheapest-low-tax']) {
    byId(table).addEventListener('click', async (event) => {
      const button = (event.target as Element).closest<HTMLElement>('button[data-station-id]');
      if (!button) return;
      const { cheapest } = await viewOf(select.value);
      const id = Number(button.dataset.stationId);
      const station = [...cheapest.data.stations, ...(cheapest.data.low_tax_stations ?? [])].find(
        (candidate: StationEntry) => candidate.id === id,
      );
      if (station) popup.open(station, cheapest.data.unit, select.selectedOptions[0]?.textContent ?? select.value);
    });
  }
}

/**
 * The panel "¿Repostar hoy o esperar?": Spain or the province chosen in its selector (or clicked on the map), for the
 * fuel chosen above. Returns what draws it again.
 */
function insightsSection(fuelSelect: HTMLSelectElement, map: ProvinceMapData | null): () => Promise<void> {
  const territory = byId<HTMLSelectElement>('territory');
  for (const province of [...(map?.provinces ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'es'))) {
    territory.append(element('option', { value: province.code }, province.name));
  }
  const panel = createInsightsPanel({
    advice: byId('advice'),
    evidence: byId('advice-evidence'),
    backtest: byId('advice-backtest'),
    bars: byId<SVGSVGElement>('weekday-bars'),
    caption: byId('weekday-caption'),
    facts: byId('insights-facts'),
  });
  const section = byId('insights');
  let asked = '';
  async function draw(): Promise<void> {
    const query = insightsQuery(fuelSelect.value as Fuel, territory.value === '' ? null : territory.value);
    asked = query;
    section.setAttribute('aria-busy', 'true');
    try {
      const answer = await getJson<InsightsResponse>(query);
      await afterNextPaint();
      if (asked !== query) return;
      panel.render(answer.data);
      section.dataset.ready = query;
    } catch (error) {
      showFailure(byId('advice-evidence'), error);
    } finally {
      if (asked === query) section.removeAttribute('aria-busy');
    }
  }
  territory.addEventListener('change', () => void draw());
  // A province clicked on the map is chosen in the panel.
  byId('map-svg').addEventListener('click', (event) => {
    const code = (event.target as Element).closest('[data-code]')?.getAttribute('data-code');
    if (!code || territory.value === code) return;
    territory.value = code;
    void draw();
  });
  return draw;
}

void main();
