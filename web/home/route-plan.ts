// Where to refuel on a route of the catalogue (GET /v1/routes/{slug}/plan): the route and its stops drawn on the
// province map, zoomed to the route, the litres at each stop, and what the plan saves against refuelling at the reserve
// and at the cheapest station in reach.
import { ApiError, getJson, type RoutePlanResponse, type RouteResponse, type RoutesResponse } from './api.js';
import { element, formatKm, formatMoney, formatPrice, formatTimeOfDay, svg } from './format.js';
import type { ProvinceMapData } from './map-data.js';
import { projectOnMap } from './map-projection.js';

/** A route every dataset of the project can plan on: the committed slice of the register holds its stations. */
const DEFAULT_ROUTE = 'teide-desde-la-laguna';
/** The margin around the route on the zoomed map, and the smallest width shown, in the map's view-box units. */
const MARGIN = 6;
const MIN_WIDTH = 40;

type Plan = RoutePlanResponse['data'];
type Stop = Plan['plan']['stops'][number];

export interface RoutePlanElements {
  routeSelect: HTMLSelectElement;
  tank: HTMLInputElement;
  start: HTMLInputElement;
  button: HTMLButtonElement;
  map: SVGSVGElement;
  summary: HTMLElement;
  table: HTMLTableElement;
  panel: HTMLElement;
}

const fixed = (value: number): string => value.toFixed(2);

/** The answer of a plan, or the problem's own words when the API refuses it (PLAN_NOT_FEASIBLE, a bad number). */
async function fetchPlan(path: string): Promise<{ plan: Plan } | { refusal: string }> {
  const response = await fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': 'es' } });
  if (response.ok) return { plan: ((await response.json()) as RoutePlanResponse).data };
  const problem = (await response.json().catch(() => ({}))) as { detail?: string };
  if (response.status === 400 || response.status === 422) return { refusal: problem.detail ?? response.statusText };
  throw new ApiError(`${path}: ${problem.detail ?? `${response.status} ${response.statusText}`}`);
}

export function createRoutePlan(elements: RoutePlanElements, mapData: ProvinceMapData, fuel: () => string) {
  const { routeSelect, tank, start, button, map, summary, table, panel } = elements;
  const place = (lat: number, lng: number) => projectOnMap(mapData.projection, lng, lat);
  // The provinces as a grey ground under the route, the same outlines as the price map.
  const ground = svg('g', { class: 'plan-ground' });
  for (const province of mapData.provinces) ground.append(svg('path', { d: province.d }));
  const drawn = svg('g', { class: 'plan-drawn' });
  map.replaceChildren(ground, drawn);

  function draw(route: RouteResponse['data']['route'], stops: readonly Stop[]): void {
    const path = route.path.map((point) => place(point.lat, point.lng));
    const marks = stops.map((stop) => place(stop.station.lat, stop.station.lng));
    const xs = [...path, ...marks].map(([x]) => x);
    const ys = [...path, ...marks].map(([, y]) => y);
    const width = Math.max(MIN_WIDTH, Math.max(...xs) - Math.min(...xs) + 2 * MARGIN);
    const height = Math.max(width * 0.6, Math.max(...ys) - Math.min(...ys) + 2 * MARGIN);
    const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
    const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
    map.setAttribute('viewBox', `${fixed(cx - width / 2)} ${fixed(cy - height / 2)} ${fixed(width)} ${fixed(height)}`);
    // Sizes in the zoomed view's units, so that marks and labels keep their size on screen.
    const unit = width / 100;
    const line = svg('polyline', {
      class: 'plan-route',
      points: path.map(([x, y]) => `${fixed(x)},${fixed(y)}`).join(' '),
    });
    line.style.strokeWidth = String(unit * 0.6);
    const ends = [path[0], path.at(-1)].flatMap((point, i) => {
      if (!point) return [];
      const [x, y] = point;
      const end = svg('rect', {
        class: 'plan-end',
        x: fixed(x - unit),
        y: fixed(y - unit),
        width: fixed(2 * unit),
        height: fixed(2 * unit),
      });
      const place = (i === 0 ? route.path[0] : route.path.at(-1))?.name ?? '';
      const title = svg('title', {});
      title.textContent = `${i === 0 ? 'Salida' : 'Llegada'}: ${place}`;
      end.append(title);
      // The place's name under its mark, clear of the stops' labels beside theirs.
      const name = svg('text', { class: 'plan-place', x: fixed(x), y: fixed(y + 5 * unit), 'text-anchor': 'middle' });
      name.style.fontSize = fixed(3.2 * unit);
      name.textContent = place;
      return [end, name];
    });
    const stopMarks = stops.flatMap((stop, i) => {
      const [x, y] = marks[i] ?? [0, 0];
      const circle = svg('circle', {
        class: 'plan-stop',
        cx: fixed(x),
        cy: fixed(y),
        r: fixed(1.8 * unit),
        'data-station-id': String(stop.station.id),
      });
      const title = svg('title', {});
      title.textContent = `${i + 1}. ${stop.station.name ?? stop.station.brand?.name ?? ''}: ${stop.litres} L`;
      circle.append(title);
      const label = svg('text', { class: 'plan-label', x: fixed(x + 2.4 * unit), y: fixed(y + unit) });
      label.style.fontSize = fixed(4 * unit);
      label.textContent = `${i + 1} · ${stop.litres} L`;
      return [circle, label];
    });
    drawn.replaceChildren(line, ...ends, ...stopMarks);
  }

  function describe(plan: Plan): void {
    const { reserve_fill: reserve, cheapest_in_range: cheapest } = plan.baselines;
    const saving = (name: string, baseline: typeof reserve) =>
      baseline.saving === null
        ? `${name} se queda sin combustible en el km ${formatKm(baseline.runs_dry_at_km ?? 0)}`
        : `${formatMoney(baseline.saving)} frente a ${name}`;
    const stops = plan.plan.stops.length;
    summary.replaceChildren(
      element('strong', { class: 'plan-total' }, `${formatMoney(plan.plan.total_cost)}`),
      ` en combustible y desvíos: ${stops === 0 ? 'sin paradas' : `${stops} ${stops === 1 ? 'parada' : 'paradas'}, ${plan.plan.litres} L`}` +
        `, saliendo a las ${formatTimeOfDay(plan.options.departure)}. Ahorra ${saving('repostar al entrar en la reserva', reserve)} y ` +
        `${saving('la estación más barata al alcance', cheapest)}.`,
    );
  }

  function list(plan: Plan): void {
    const body = table.tBodies[0];
    if (!body) return;
    if (plan.plan.stops.length === 0) {
      body.replaceChildren(
        element('tr', {}, element('td', { colspan: '6' }, 'Llega con lo que lleva en el depósito.')),
      );
      return;
    }
    body.replaceChildren(
      ...plan.plan.stops.map((stop, i) =>
        element(
          'tr',
          { 'data-station-id': String(stop.station.id) },
          element('td', {}, String(i + 1)),
          element(
            'td',
            {},
            element('span', { class: 'station-name' }, stop.station.name ?? stop.station.brand?.name ?? ''),
            element(
              'span',
              { class: 'station-address' },
              `km ${formatKm(stop.position_km)} · llegada ${formatTimeOfDay(stop.arrival_at)}`,
            ),
          ),
          element('td', { class: 'num' }, `${stop.litres} L`),
          element('td', { class: 'num' }, formatPrice(stop.price_after_discount, plan.unit)),
          element('td', { class: 'num' }, formatMoney(stop.cost)),
        ),
      ),
    );
  }

  async function show(): Promise<void> {
    const slug = routeSelect.value;
    // Until the catalogue has arrived there is no route to plan (start() plans the first one).
    if (slug === '') return;
    const query = new URLSearchParams({ fuel: fuel(), tank_l: tank.value, start_l: start.value });
    panel.removeAttribute('data-plan-ready');
    summary.textContent = 'Calculando el plan…';
    try {
      const [route, answer] = await Promise.all([
        getJson<RouteResponse>(`/v1/routes/${slug}`),
        fetchPlan(`/v1/routes/${slug}/plan?${query}`),
      ]);
      if ('refusal' in answer) {
        draw(route.data.route, []);
        table.tBodies[0]?.replaceChildren();
        summary.replaceChildren(element('span', { class: 'failure' }, answer.refusal));
        panel.dataset.planReady = 'refused';
        return;
      }
      draw(route.data.route, answer.plan.plan.stops);
      describe(answer.plan);
      list(answer.plan);
      panel.dataset.planReady = slug;
    } catch (error) {
      summary.replaceChildren(element('span', { class: 'failure' }, `No se pudo calcular el plan: ${String(error)}`));
      panel.dataset.planReady = 'failed';
    }
  }

  return {
    /** Lists the catalogue's routes, then plans the default one. */
    async start(): Promise<void> {
      const routes = await getJson<RoutesResponse>('/v1/routes?limit=50');
      const sorted = [...routes.data.routes].sort((a, b) => a.title.localeCompare(b.title, 'es'));
      routeSelect.replaceChildren(...sorted.map((route) => element('option', { value: route.slug }, route.title)));
      if (sorted.some((route) => route.slug === DEFAULT_ROUTE)) routeSelect.value = DEFAULT_ROUTE;
      button.addEventListener('click', () => void show());
      routeSelect.addEventListener('change', () => void show());
      await show();
    },
    /** Plans again, for another fuel. */
    refresh: show,
  };
}
