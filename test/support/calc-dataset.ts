// Test double for the calculators: a tiny Dataset with known prices, and a handler context around it.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fixedClock } from '../../core/clock.js';
import { loadConfig } from '../../core/config.js';
import { createLinks } from '../../core/links.js';
import type { Prices, Station } from '../../core/model.js';
import type { operations } from '../../generated/openapi-types.js';
import type { Handler, HandlerContext, HandlerInput } from '../../handlers/shared/types.js';
import { DataStore } from '../../store/data-store.js';
import type { AreaRef, Dataset, PriceStats, TerritoryMatch } from '../../store/dataset.js';
import { PointIndex } from '../../store/spatial/point-index.js';
import { startTestServer, type TestServer } from './test-server.js';

export const TEST_PROVINCES: readonly { code: string; slug: string; name: string; community: string }[] = [
  { code: '02', slug: 'albacete', name: 'Albacete', community: '08' },
  { code: '28', slug: 'madrid', name: 'Madrid', community: '13' },
  { code: '33', slug: 'asturias', name: 'Asturias', community: '03' },
  { code: '35', slug: 'las-palmas', name: 'Las Palmas', community: '05' },
  { code: '38', slug: 'santa-cruz-de-tenerife', name: 'Santa Cruz de Tenerife', community: '05' },
  { code: '51', slug: 'ceuta', name: 'Ceuta', community: '18' },
  { code: '52', slug: 'melilla', name: 'Melilla', community: '19' },
];

export function testStation(id: number, provinceCode: string, prices: Prices): Station {
  const province = TEST_PROVINCES.find((p) => p.code === provinceCode);
  if (!province) throw new Error(`no test province ${provinceCode}`);
  return {
    id,
    name: `Station ${id}`,
    brand_slug: 'test',
    brand_name: 'Test',
    address: null,
    locality: null,
    postal_code: null,
    municipality_id: id,
    province_code: province.code,
    community_code: province.community,
    lat: 40,
    lng: -3,
    is_24h: true,
    hours: null,
    opening_hours: null,
    low_tax_area: ['35', '38', '51', '52'].includes(province.code),
    sells_to_public: true,
    margin: null,
    road_ref: null,
    road_km: null,
    prices,
  };
}

/**
 * Five stations. gasoline_95: Madrid 1.700 (id 1) and 1.800 (id 2), Albacete 1.600 (id 3), Las Palmas 1.300
 * (id 4), Ceuta 1.250 (id 5). diesel: 1.600, 1.650, 1.500, 1.200, 1.150. adblue: 0.900 and 1.000 in Madrid.
 * No station sells cng; Asturias has no station.
 */
export const TEST_STATIONS: readonly Station[] = [
  testStation(1, '28', { gasoline_95: 1.7, gasoline_98: 1.85, diesel: 1.6, diesel_premium: 1.7, adblue: 0.9 }),
  testStation(2, '28', { gasoline_95: 1.8, diesel: 1.65, adblue: 1.0 }),
  testStation(3, '02', { gasoline_95: 1.6, diesel: 1.5, lpg: 0.95 }),
  testStation(4, '35', { gasoline_95: 1.3, diesel: 1.2 }),
  testStation(5, '51', { gasoline_95: 1.25, diesel: 1.15 }),
];

function stats(stations: readonly Station[], key: keyof Prices): PriceStats | null {
  const priced = stations
    .flatMap((s) => (s.prices[key] === undefined ? [] : [{ id: s.id, price: s.prices[key] as number }]))
    .sort((a, b) => a.price - b.price || a.id - b.id);
  const first = priced[0];
  const last = priced[priced.length - 1];
  if (!first || !last) return null;
  const mid = priced.length >> 1;
  const median =
    priced.length % 2 === 1
      ? (priced[mid]?.price ?? 0)
      : ((priced[mid - 1]?.price ?? 0) + (priced[mid]?.price ?? 0)) / 2;
  const sum = priced.reduce((total, p) => total + p.price, 0);
  return {
    average: Math.round((sum / priced.length) * 1000) / 1000,
    median,
    minimum: first.price,
    maximum: last.price,
    stations: priced.length,
    cheapestStationId: first.id,
  };
}

export function fakeCalcDataset(options: { stations?: readonly Station[]; sourceDate?: string } = {}): Dataset {
  const stations = options.stations ?? TEST_STATIONS;
  const inArea = (area: AreaRef) =>
    stations.filter(
      (s) =>
        area.level === 'spain' ||
        (area.level === 'province' && s.province_code === area.code) ||
        (area.level === 'community' && s.community_code === area.code),
    );
  const fake: Partial<Dataset> = {
    version: 'calc-test',
    sourceTime: `${options.sourceDate ?? '2026-08-22'}T11:53:31Z`,
    sourceDate: options.sourceDate ?? '2026-08-22',
    isSample: false,
    publicStationCount: stations.length,
    stations,
    territories: {
      resolve: (level: string, codeOrSlug: string): TerritoryMatch | undefined => {
        if (level !== 'province') return undefined;
        const p = TEST_PROVINCES.find((x) => x.code === codeOrSlug || x.slug === codeOrSlug);
        return p && { level: 'province', code: p.code, slug: p.slug, name: p.name };
      },
    } as unknown as Dataset['territories'],
    station: (id) => stations.find((s) => s.id === id),
    // The same H3 index a loaded snapshot has, so route and point searches run on these stations too.
    pointIndex: new PointIndex(
      stations.map((s) => s.id),
      Float64Array.from(stations, (s) => s.lat),
      Float64Array.from(stations, (s) => s.lng),
    ),
    priceStats: (key, area) => stats(inArea(area), key),
    stationsIn: inArea,
    release: () => {},
  };
  return fake as unknown as Dataset;
}

/** A handler context whose store holds `dataset` (or nothing), with a fixed clock. */
export function calcContext(dataset: Dataset | null, now = '2026-08-22T14:00:00Z'): HandlerContext {
  const store = new DataStore();
  if (dataset) store.swap(dataset, new Date(now));
  return {
    store,
    config: { ...loadConfig({}), refresh: false },
    clock: fixedClock(now),
    links: createLinks('http://api.test', 'https://gasolineras.dev', ''),
    language: 'es',
  };
}

type Query<K extends keyof operations> = HandlerInput<K>['query'];
type Data<K extends keyof operations> = Awaited<ReturnType<Handler<K>>>['data'];

/** Calls a handler directly, as the app does after validation (defaults already filled in or not). */
export async function runHandler<K extends keyof operations>(
  handler: Handler<K>,
  query: Query<K>,
  context: HandlerContext,
): Promise<Data<K>> {
  const result = await handler(
    { query, path: undefined as never, body: undefined as HandlerInput<K>['body'] },
    context,
  );
  return result.data;
}

/** The real app in-process with the calculators plugged in; every 200 is checked against openapi.yaml. */
export function startCalcServer(): Promise<TestServer> {
  return startTestServer();
}

/**
 * A test server for the describe block it is called in: started once, given `dataset()` before every test (none when
 * omitted), closed at the end. Returns the server itself, usable from the first test on.
 */
export function useCalcServer(dataset?: () => Dataset): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startCalcServer();
  });
  if (dataset) beforeEach(() => started?.store.swap(dataset(), new Date()));
  afterAll(() => started?.close());
  return new Proxy({} as TestServer, {
    get(_, name) {
      if (!started) throw new Error('useCalcServer: the server is used before its beforeAll ran');
      const value = Reflect.get(started, name);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** A problem answer's status and code. */
/** The problem a path answers, in English (the language its tests read; the language tests cover both). */
export async function problemOf(
  server: TestServer,
  path: string,
): Promise<{ status: number; code: string; detail: string }> {
  const { status, body } = await server.json<{ code: string; detail: string }>(path, {
    headers: { 'accept-language': 'en' },
  });
  return { status, code: body.code, detail: body.detail };
}
