import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { MAP_VIEW_BOX } from '../server/pages/home-page.js';
import { projectOnMap } from '../web/home/map-projection.js';
import { PROVINCE_SHAPES_PATH, placeWithD3, provinceMapData } from './home-map.js';

/** The absolute points of SVG path data written with M, relative l and z, as a browser reads them. */
function points(d: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  for (const [, command = '', args = ''] of d.matchAll(/([MlZz])([^MlZz]*)/g)) {
    const values = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let i = 0; i + 1 < values.length; i += 2) {
      const [dx = 0, dy = 0] = [values[i], values[i + 1]];
      [x, y] = command === 'M' && i === 0 ? [dx, dy] : [x + dx, y + dy];
      out.push([x, y]);
    }
  }
  return out;
}

describe('the province map laid out at build time (scripts/home-map.ts)', () => {
  const map = provinceMapData();
  const box = (codes: (code: string) => boolean) => {
    const all = map.provinces.filter((province) => codes(province.code)).flatMap((province) => points(province.d));
    const xs = all.map(([x]) => x);
    const ys = all.map(([, y]) => y);
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };
  const canary = (code: string) => ['35', '38'].includes(code);

  it('has the 52 provinces, in the view box the page declares, with Ceuta and Melilla marked', () => {
    expect(map.viewBox).toBe(`0 0 ${MAP_VIEW_BOX.width} ${MAP_VIEW_BOX.height}`);
    expect(map.provinces.map((province) => province.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(map.provinces.filter((province) => province.canary).map((province) => province.code)).toEqual(['35', '38']);
    expect(map.enclaves.map((enclave) => enclave.name)).toEqual(['Ceuta', 'Melilla']);
    const all = box(() => true);
    expect(all.left).toBeGreaterThanOrEqual(0);
    expect(all.top).toBeGreaterThanOrEqual(0);
    expect(all.right).toBeLessThanOrEqual(MAP_VIEW_BOX.width);
    expect(all.bottom).toBeLessThanOrEqual(MAP_VIEW_BOX.height);
  });

  it('writes path data a browser reads back to the outlines: every province a closed shape of some size', () => {
    for (const province of map.provinces) {
      expect(province.d, province.code).toMatch(/^M[^M]*z(M[^M]*z)*$/);
      const own = box((code) => code === province.code);
      expect(Math.max(own.right - own.left, own.bottom - own.top), province.code).toBeGreaterThan(1);
    }
    // The peninsula spans most of the view's width.
    const peninsula = box((code) => !canary(code));
    expect(peninsula.right - peninsula.left).toBeGreaterThan(MAP_VIEW_BOX.width * 0.9);
  });

  it('puts the Canary Islands in their frame, below the peninsula, Ceuta and Melilla', () => {
    const islands = box(canary);
    const { x, y, width, height } = map.inset;
    expect(islands.left).toBeGreaterThanOrEqual(x);
    expect(islands.right).toBeLessThanOrEqual(x + width);
    expect(islands.top).toBeGreaterThanOrEqual(y);
    expect(islands.bottom).toBeLessThanOrEqual(y + height);
    const above = Math.max(box((code) => !canary(code)).bottom, ...map.enclaves.map((e) => e.y + e.r));
    expect(above).toBeLessThanOrEqual(y);
  });

  it("places a point in the browser where d3 places it, within a tenth of a unit: the route plan's map", () => {
    const d3 = placeWithD3(JSON.parse(readFileSync(PROVINCE_SHAPES_PATH, 'utf8')) as Topology);
    const places: [string, number, number][] = [
      ['Madrid', -3.703, 40.416],
      ['A Coruña', -8.4, 43.37],
      ['Cabo de Gata', -2.19, 36.72],
      ['Girona', 2.82, 41.98],
      ['Palma', 2.65, 39.57],
      ['Ceuta', -5.32, 35.89],
      ['La Laguna', -16.315, 28.487],
      ['Las Palmas', -15.43, 28.12],
      ['El Hierro', -17.99, 27.75],
    ];
    for (const [name, lng, lat] of places) {
      const [x, y] = projectOnMap(map.projection, lng, lat);
      const [ex, ey] = d3(lng, lat);
      expect(Math.abs(x - ex), name).toBeLessThan(0.1);
      expect(Math.abs(y - ey), name).toBeLessThan(0.1);
      expect(x, name).toBeGreaterThan(0);
      expect(y, name).toBeLessThan(MAP_VIEW_BOX.height);
    }
  });
});
