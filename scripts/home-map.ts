// Lays out the province map of the page at `GET /` once, at build time (`npm run docs`), into build/home/map.json:
// the IGN's outlines from the es-atlas package, projected with d3-composite-projections' conic conformal for Spain,
// the Canary Islands' inset moved under the peninsula's west end, below Ceuta and Melilla's markers, and everything
// fitted into the view box the page's <svg> declares (MAP_VIEW_BOX). The browser then only colours 52 ready paths:
// projecting them there took a long task on every load (Lighthouse counted it as blocking time).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import geoConicConformalSpain from 'd3-composite-projections/src/conicConformalSpain.js';
import { type GeoContext, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_VIEW_BOX } from '../server/pages/home-page.js';
import type { MapEnclave, MapProvince, ProvinceMapData } from '../web/home/map-data.js';
import { CANARY_LATITUDE } from '../web/home/map-projection.js';

/** The IGN's province outlines (TopoJSON) as the es-atlas package ships them. */
export const PROVINCE_SHAPES_PATH = createRequire(import.meta.url).resolve('es-atlas/es/provinces.json');

/** The size the projection is first fitted to; the layout is then cropped to the land and fitted to MAP_VIEW_BOX. */
const FIT_WIDTH = 640;
const FIT_HEIGHT = 440;
const MARGIN = 8;
const INSET_PADDING = 6;
const ENCLAVE_RADIUS = 7;
const CANARY_PROVINCES = ['35', '38'];
/** Provinces too small to see at this scale: a marker shows their colour. */
const ENCLAVES: Readonly<Record<string, string>> = { '51': 'Ceuta', '52': 'Melilla' };
/** INE province codes run from 01 to 52; es-atlas also carries Gibraltar (54), which is not a Spanish province. */
const isProvinceCode = (code: string): boolean => /^(0[1-9]|[1-4]\d|5[0-2])$/.test(code);

type ProvinceFeature = Feature<Geometry, { name: string }> & { id: string };
type Point = readonly [number, number];

/** A number in tenths, written as short as SVG reads it: 12 → "1.2", -3 → "-.3", 20 → "2". */
function tenths(value: number): string {
  const text = (Math.abs(value) / 10).toString().replace(/^0\./, '.');
  return value < 0 ? `-${text}` : text;
}

/**
 * Numbers as SVG path data reads them: a space between two only where they would otherwise run together (not before
 * a minus sign, nor before ".5" after a number that has its decimal point already).
 */
function numbers(values: number[]): string {
  let text = '';
  let previous = '';
  for (const value of values) {
    const next = tenths(value);
    const joins = previous === '' || next.startsWith('-') || (next.startsWith('.') && previous.includes('.'));
    text += joins ? next : ` ${next}`;
    previous = next;
  }
  return text;
}

/**
 * A d3-geo path context that writes SVG path data with a relative move per point, to a tenth of a unit, skipping
 * points that round onto the previous one: half the bytes of absolute coordinates, the same drawing at this scale.
 */
class PathData implements GeoContext {
  private text = '';
  private x = 0;
  private y = 0;
  private moves: number[] = [];

  constructor(private readonly place: (x: number, y: number) => Point) {}

  private round(x: number, y: number): Point {
    const [px, py] = this.place(x, y);
    return [Math.round(px * 10), Math.round(py * 10)];
  }

  private flush(): void {
    if (this.moves.length > 0) this.text += `l${numbers(this.moves)}`;
    this.moves = [];
  }

  moveTo(x: number, y: number): void {
    this.flush();
    [this.x, this.y] = this.round(x, y);
    this.text += `M${numbers([this.x, this.y])}`;
  }

  lineTo(x: number, y: number): void {
    const [rx, ry] = this.round(x, y);
    if (rx === this.x && ry === this.y) return;
    this.moves.push(rx - this.x, ry - this.y);
    [this.x, this.y] = [rx, ry];
  }

  closePath(): void {
    this.flush();
    this.text += 'z';
  }

  beginPath(): void {}

  arc(): void {
    throw new Error('the province map draws no points');
  }

  result(): string {
    this.flush();
    return this.text;
  }
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The map's layout from the es-atlas topology: every province's path in MAP_VIEW_BOX, the markers and the inset. */
export function layOutProvinceMap(topology: Topology): ProvinceMapData {
  return layOut(topology).data;
}

/** Where d3 puts a point (longitude, latitude) on the layout: the reference the browser's projection is held to. */
export function placeWithD3(topology: Topology): (lng: number, lat: number) => Point {
  return layOut(topology).placePoint;
}

function layOut(topology: Topology): { data: ProvinceMapData; placePoint: (lng: number, lat: number) => Point } {
  const collection = topology.objects.provinces as GeometryCollection<{ name: string }>;
  const provinces = (feature(topology, collection).features as ProvinceFeature[]).filter((province) =>
    isProvinceCode(String(province.id)),
  );
  const all = (features: ProvinceFeature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
  const isCanary = (province: ProvinceFeature): boolean => CANARY_PROVINCES.includes(String(province.id));
  const projection = geoConicConformalSpain().fitSize([FIT_WIDTH, FIT_HEIGHT], all(provinces));
  const path = geoPath(projection);

  // The projection puts the Canary Islands' inset far to the south-west, leaving an empty sea around it: the inset
  // moves under the peninsula's west end, below Ceuta and Melilla, in its own frame; the view is cropped to the land.
  const centroids = new Map(
    provinces.filter((province) => ENCLAVES[String(province.id)]).map((p) => [String(p.id), path.centroid(p)]),
  );
  const markersBottom = Math.max(...[...centroids.values()].map(([, y]) => y + ENCLAVE_RADIUS));
  const [[left, top], [right, bottom]] = path.bounds(all(provinces.filter((p) => !isCanary(p))));
  const [[insetLeft, insetTop], [insetRight, insetBottom]] = path.bounds(all(provinces.filter(isCanary)));
  const dx = left + INSET_PADDING - insetLeft;
  const dy = Math.max(bottom, markersBottom) + MARGIN + INSET_PADDING - insetTop;
  const view = {
    x: left - MARGIN,
    y: top - MARGIN,
    width: Math.max(right, insetRight + dx + INSET_PADDING) - left + 2 * MARGIN,
    height: insetBottom + dy + INSET_PADDING - top + 2 * MARGIN,
  };

  // Fitted, centred, into the page's view box: one scale for everything, so the layout keeps its proportions.
  const scale = Math.min(MAP_VIEW_BOX.width / view.width, MAP_VIEW_BOX.height / view.height);
  const offsetX = (MAP_VIEW_BOX.width - view.width * scale) / 2 - view.x * scale;
  const offsetY = (MAP_VIEW_BOX.height - view.height * scale) / 2 - view.y * scale;
  const place = (x: number, y: number): Point => [x * scale + offsetX, y * scale + offsetY];
  const placeInset = (x: number, y: number): Point => place(x + dx, y + dy);

  const shapes: MapProvince[] = provinces
    .map((province) => {
      const canary = isCanary(province);
      const context = new PathData(canary ? placeInset : place);
      geoPath(projection, context)(province);
      return { code: String(province.id), name: province.properties.name, d: context.result(), canary };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  const enclaves: MapEnclave[] = [...centroids]
    .map(([code, [x, y]]) => {
      const [px, py] = place(x, y);
      return { code, name: ENCLAVES[code] ?? code, x: round1(px), y: round1(py), r: round1(ENCLAVE_RADIUS * scale) };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  const [frameLeft, frameTop] = placeInset(insetLeft - INSET_PADDING, insetTop - INSET_PADDING);
  const [frameRight, frameBottom] = placeInset(insetRight + INSET_PADDING, insetBottom + INSET_PADDING);
  // d3-composite-projections puts the islands' origin 0.1 × scale right of the peninsula's and 0.094 × scale up.
  const k = projection.scale();
  const [tx, ty] = projection.translate();
  const data: ProvinceMapData = {
    viewBox: `0 0 ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}`,
    provinces: shapes,
    enclaves,
    inset: {
      x: round1(frameLeft),
      y: round1(frameTop),
      width: round1(frameRight - frameLeft),
      height: round1(frameBottom - frameTop),
    },
    projection: {
      scale: k * scale,
      peninsula: [...place(tx, ty)] as [number, number],
      canary: [...placeInset(tx + 0.1 * k, ty - 0.094 * k)] as [number, number],
    },
  };
  const placePoint = (lng: number, lat: number): Point => {
    const [x, y] = projection([lng, lat]) ?? [Number.NaN, Number.NaN];
    return lat < CANARY_LATITUDE ? placeInset(x, y) : place(x, y);
  };
  return { data, placePoint };
}

/** The layout of the outlines es-atlas ships. */
export function provinceMapData(): ProvinceMapData {
  return layOutProvinceMap(JSON.parse(readFileSync(PROVINCE_SHAPES_PATH, 'utf8')) as Topology);
}
