// The provinces coloured by today's mean price of one fuel. Outlines: the IGN's, from the es-atlas package (served by
// this server at /home/provinces.json); projection: d3-composite-projections' conic conformal for Spain, which
// draws the Canary Islands in an inset. Ceuta and Melilla are a few pixels wide at this scale, so each also gets a
// marker of its colour.
import { geoConicConformalSpain } from 'd3-composite-projections';
import { geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { RankingResponse } from './api.js';
import { element, formatNumber, formatPercent, formatPrice } from './format.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const WIDTH = 640;
const HEIGHT = 440;
const MARGIN = 8;
const INSET_PADDING = 6;
const CANARY_PROVINCES = ['35', '38'];
/** ColorBrewer YlOrRd, five classes: light is cheap, dark is dear. */
const CLASS_COLOURS = ['#ffffb2', '#fecc5c', '#fd8d3c', '#f03b20', '#bd0026'];
const NO_DATA_COLOUR = '#d9dde3';
/** Provinces too small to see at this scale: a marker shows their colour. */
const ENCLAVES: Readonly<Record<string, string>> = { '51': 'Ceuta', '52': 'Melilla' };
/** INE province codes run from 01 to 52; es-atlas also carries Gibraltar (54), which is not a Spanish province. */
const isProvinceCode = (code: string): boolean => /^(0[1-9]|[1-4]\d|5[0-2])$/.test(code);

type ProvinceFeature = Feature<Geometry, { name: string }> & { id: string };

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

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
  topology: Topology,
): ProvinceMap {
  const collection = topology.objects.provinces as GeometryCollection<{ name: string }>;
  const provinces = (feature(topology, collection).features as ProvinceFeature[]).filter((province) =>
    isProvinceCode(String(province.id)),
  );
  const projection = geoConicConformalSpain().fitSize([WIDTH, HEIGHT], {
    type: 'FeatureCollection',
    features: provinces,
  });
  const path = geoPath(projection);

  const shapes = new Map<string, { fills: SVGElement[]; title: SVGTitleElement; name: string }>();
  const land = svg('g', { class: 'provinces' });
  const canaryLand = svg('g', { class: 'provinces' });
  const markers = svg('g', { class: 'enclaves' });
  let markersBottom = Number.NEGATIVE_INFINITY;
  for (const province of provinces) {
    const code = String(province.id);
    const shape = svg('path', { class: 'province', d: path(province) ?? '', 'data-code': code });
    const title = svg('title', {});
    shape.append(title);
    (CANARY_PROVINCES.includes(code) ? canaryLand : land).append(shape);
    const fills: SVGElement[] = [shape];
    const enclave = ENCLAVES[code];
    if (enclave) {
      const [x, y] = path.centroid(province);
      const marker = svg('circle', { class: 'enclave', cx: x.toFixed(1), cy: y.toFixed(1), r: '7', 'data-code': code });
      marker.append(title.cloneNode());
      const label = svg('text', { class: 'enclave-label', x: (x + 10).toFixed(1), y: (y + 4).toFixed(1) });
      label.textContent = enclave;
      markers.append(marker, label);
      fills.push(marker);
      markersBottom = Math.max(markersBottom, y + 7);
    }
    shapes.set(code, { fills, title, name: province.properties.name });
  }

  // The projection puts the Canary Islands' inset far to the south-west, leaving an empty sea around it: the inset
  // moves under the peninsula's west end, below Ceuta and Melilla, in its own frame; the view is cropped to the land.
  const bounds = (features: ProvinceFeature[]) => path.bounds({ type: 'FeatureCollection', features });
  const [[left, top], [right, bottom]] = bounds(provinces.filter((p) => !CANARY_PROVINCES.includes(String(p.id))));
  const [[insetLeft, insetTop], [insetRight, insetBottom]] = bounds(
    provinces.filter((p) => CANARY_PROVINCES.includes(String(p.id))),
  );
  const dx = left + INSET_PADDING - insetLeft;
  const dy = Math.max(bottom, markersBottom) + MARGIN + INSET_PADDING - insetTop;
  const frame = svg('rect', {
    class: 'inset-border',
    x: (insetLeft - INSET_PADDING).toFixed(1),
    y: (insetTop - INSET_PADDING).toFixed(1),
    width: (insetRight - insetLeft + 2 * INSET_PADDING).toFixed(1),
    height: (insetBottom - insetTop + 2 * INSET_PADDING).toFixed(1),
    rx: '4',
  });
  const canaries = svg('g', { class: 'canaries', transform: `translate(${dx.toFixed(1)} ${dy.toFixed(1)})` });
  canaries.append(frame, canaryLand);
  const viewRight = Math.max(right, insetRight + dx + INSET_PADDING);
  const viewBottom = insetBottom + dy + INSET_PADDING;
  target.setAttribute(
    'viewBox',
    [left - MARGIN, top - MARGIN, viewRight - left + 2 * MARGIN, viewBottom - top + 2 * MARGIN]
      .map((n) => n.toFixed(1))
      .join(' '),
  );
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
  const swatch = document.createElementNS(SVG_NS, 'svg');
  swatch.setAttribute('viewBox', '0 0 14 14');
  swatch.setAttribute('class', 'swatch');
  swatch.append(svg('rect', { width: '14', height: '14', rx: '2', fill: colour }));
  return element(
    'li',
    { 'data-colour': colour },
    swatch,
    element('span', {}, text),
    element('span', { class: 'count' }, `${provinces} prov.`),
  );
}
