// The provinces coloured by today's mean price of one fuel. The outlines (the IGN's, from the es-atlas package) are
// projected at build time by scripts/home-map.ts into build/home/map.json, served at /home/map.json: the Canary
// Islands in an inset, Ceuta and Melilla (a few pixels wide at this scale) each with a marker of its colour. Here they
// only become SVG elements and get their colours.
import type { RankingResponse } from './api.js';
import { element, formatNumber, formatPercent, formatPrice, svg } from './format.js';
import type { ProvinceMapData } from './map-data.js';

/** ColorBrewer YlOrRd, five classes: light is cheap, dark is dear. */
const CLASS_COLOURS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'];
const NO_DATA_COLOUR = '#d9dde3';

/** Up to five classes holding about as many provinces each (quantiles), so the peninsula's spread shows. */
export function classBreaks(values: readonly number[], classes = CLASS_COLOURS.length): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const breaks: number[] = [];
  for (let i = 1; i < classes; i++) {
    const value = sorted[Math.floor((i * sorted.length) / classes)];
    if (value !== undefined && value > (breaks.at(-1) ?? Number.NEGATIVE_INFINITY) && value > (sorted[0] ?? 0)) {
      breaks.push(value);
    }
  }
  return breaks;
}

const classOf = (value: number, breaks: readonly number[]): number => breaks.filter((limit) => value >= limit).length;

export interface ProvinceMap {
  render(ranking: RankingResponse): void;
}

export function createProvinceMap(
  target: SVGSVGElement,
  legend: HTMLElement,
  caption: HTMLElement,
  map: ProvinceMapData,
): ProvinceMap {
  const shapes = new Map<string, { fills: SVGElement[]; title: SVGTitleElement; name: string }>();
  const land = svg('g', { class: 'provinces' });
  const canaryLand = svg('g', { class: 'provinces' });
  for (const province of map.provinces) {
    const shape = svg('path', { class: 'province', d: province.d, 'data-code': province.code });
    const title = svg('title', {});
    shape.append(title);
    (province.canary ? canaryLand : land).append(shape);
    shapes.set(province.code, { fills: [shape], title, name: province.name });
  }
  const markers = svg('g', { class: 'enclaves' });
  for (const { code, name, x, y, r } of map.enclaves) {
    const shape = shapes.get(code);
    if (!shape) continue;
    const marker = svg('circle', { class: 'enclave', cx: String(x), cy: String(y), r: String(r), 'data-code': code });
    marker.append(shape.title.cloneNode());
    const label = svg('text', { class: 'enclave-label', x: (x + r + 3).toFixed(1), y: (y + 4).toFixed(1) });
    label.textContent = name;
    markers.append(marker, label);
    shape.fills.push(marker);
  }
  const { x, y, width, height } = map.inset;
  const frame = svg('rect', {
    class: 'inset-border',
    x: String(x),
    y: String(y),
    width: String(width),
    height: String(height),
    rx: '4',
  });
  const canaries = svg('g', { class: 'canaries' });
  canaries.append(frame, canaryLand);
  target.setAttribute('viewBox', map.viewBox);
  target.replaceChildren(land, canaries, markers);

  return {
    render(ranking) {
      const { regions, unit, spain_average: spainAverage } = ranking.data;
      const byCode = new Map(regions.map((region) => [region.code, region]));
      const breaks = classBreaks(regions.map((region) => region.average));
      const members: number[][] = breaks.map(() => []).concat([[]]);
      let withData = 0;
      for (const [code, { fills, title, name }] of shapes) {
        const region = byCode.get(code);
        const colour = region ? (CLASS_COLOURS[classOf(region.average, breaks)] ?? NO_DATA_COLOUR) : NO_DATA_COLOUR;
        for (const fill of fills) {
          fill.setAttribute('fill', colour);
          fill.toggleAttribute('data-no-data', !region);
        }
        if (region) {
          withData++;
          members[classOf(region.average, breaks)]?.push(region.average);
          title.textContent = `${region.name}: ${formatPrice(region.average, unit)} de media en ${region.stations} estaciones${region.vs_spain_pct === null ? '' : ` (${formatPercent(region.vs_spain_pct)} frente a España)`}`;
        } else {
          title.textContent = `${name}: sin estaciones con este carburante hoy`;
        }
        for (const fill of fills.slice(1)) fill.replaceChildren(title.cloneNode(true));
      }
      const items = members.flatMap((values, index) => {
        if (values.length === 0) return [];
        const low = Math.min(...values);
        const high = Math.max(...values);
        const text = low === high ? formatPrice(low, unit) : `${formatNumber(low)} – ${formatPrice(high, unit)}`;
        return [legendItem(CLASS_COLOURS[index] ?? NO_DATA_COLOUR, text, values.length)];
      });
      if (withData < shapes.size) items.push(legendItem(NO_DATA_COLOUR, 'sin datos', shapes.size - withData));
      legend.replaceChildren(element('ul', { class: 'legend-items' }, ...items));
      caption.textContent =
        `${withData} de ${shapes.size} provincias con precio hoy` +
        (spainAverage === null ? '.' : `; media de España: ${formatPrice(spainAverage, unit)}.`);
    },
  };
}

function legendItem(colour: string, text: string, provinces: number): HTMLLIElement {
  const swatch = svg('svg', { viewBox: '0 0 14 14', class: 'swatch' });
  swatch.append(svg('rect', { width: '14', height: '14', rx: '2', fill: colour }));
  return element(
    'li',
    { 'data-colour': colour },
    swatch,
    element('span', {}, text),
    element('span', { class: 'count' }, `${provinces} prov.`),
  );
}
