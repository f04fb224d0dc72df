import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Station } from '../../core/model.js';
import type { Dataset } from '../../store/dataset.js';
import { roadName, roadSlug, roadType } from '../../store/indexes/road-catalogue.js';
import { byKmPoint } from '../../store/indexes/road-index.js';
import { fixtureDataDir, loadDataset } from '../../test/support/datasets.js';
import { startTestServer, type TestServer } from '../../test/support/test-server.js';
import type { Schemas } from '../shared/types.js';

type RoadsData = Schemas['RoadsData'];
type RoadStationsData = Schemas['RoadStationsData'];

describe('road references', () => {
  it.each([
    ['AP-7', 'motorway'],
    ['R-3', 'motorway'],
    ['A-2', 'dual_carriageway'],
    ['A-92', 'dual_carriageway'],
    ['A-381', 'dual_carriageway'],
    ['N-340', 'national_road'],
    ['N-340a', 'national_road'],
    ['EX-A1', 'regional_dual_carriageway'],
    ['AG-55', 'regional_dual_carriageway'],
    ['M-40', 'regional_dual_carriageway'],
    ['CM-42', 'regional_dual_carriageway'],
    ['GC-1', 'regional_dual_carriageway'],
  ])('%s is a %s', (ref, type) => {
    expect(roadType(ref)).toBe(type);
  });

  it.each(['A-1101', 'A-357', 'A-7a', 'CM-412', 'C-17', 'CL-601', 'M-600', 'CU-V-8307'])(
    '%s is an ordinary road or not known as an autovía: left out',
    (ref) => {
      expect(roadType(ref)).toBeNull();
    },
  );

  it('names the well-known roads only, and slugs are the lowercase reference', () => {
    expect(roadName('A-2')).toBe('Autovía del Nordeste');
    expect(roadName('AP-7')).toBe('Autopista del Mediterráneo');
    expect(roadName('N-340')).toBe('Carretera de Cádiz y Gibraltar a Barcelona');
    expect(roadName('N-432')).toBeNull();
    expect([roadSlug('A-2'), roadSlug('N-340a'), roadSlug('EX-A1')]).toEqual(['a-2', 'n-340a', 'ex-a1']);
  });

  it('orders by km point, stations without one last, ties by id', () => {
    const at = (id: number, road_km: number | null) => ({ id, road_km }) as Station;
    const sorted = [at(5, null), at(4, 12), at(3, null), at(2, 12), at(1, 3.5)].sort(byKmPoint);
    expect(sorted.map((s) => s.id)).toEqual([1, 2, 4, 3, 5]);
  });
});

describe('GET /v1/roads and /v1/roads/{slug}/stations on the committed slice', () => {
  let server: TestServer;
  let dataset: Dataset;
  const onRoad = (ref: string) => dataset.stations.filter((s) => s.road_ref === ref);

  beforeAll(async () => {
    server = await startTestServer();
    dataset = await loadDataset(fixtureDataDir());
    server.store.swap(dataset, new Date());
  });
  afterAll(() => server.close());

  async function data<T>(path: string): Promise<T> {
    const { status, body } = await server.json<{ data: T }>(path);
    expect(status, path).toBe(200);
    return body.data;
  }

  it('lists the roads the slice keeps, with plausible counts, types, names and communities', async () => {
    const { currency, roads } = await data<RoadsData>('/v1/roads');
    expect(currency).toBe('EUR');
    const bySlug = new Map(roads.map((r) => [r.slug, r]));
    // The kept whole (test/fixtures/README.md); the A-31 and N-322 of Albacete, kept whole.
    const expected = {
      'a-2': ['A-2', 'dual_carriageway', 'aragon', 50],
      'a-4': ['A-4', 'dual_carriageway', 'andalucia', 45],
      'a-31': ['A-31', 'dual_carriageway', 'castilla-la-mancha', 10],
      'n-322': ['N-322', 'national_road', 'castilla-la-mancha', 8],
    } as const;
    for (const [slug, [ref, type, community, atLeast]] of Object.entries(expected)) {
      const road = bySlug.get(slug);
      expect(road, slug).toMatchObject({ ref, type, name: roadName(ref), stations: onRoad(ref).length });
      expect(road?.stations).toBeGreaterThanOrEqual(atLeast);
      expect(road?.stations).toBeLessThanOrEqual(400);
      expect(road?.communities.map((c) => c.slug)).toContain(community);
      expect(road?.web_url).toBe(`${server.config.siteUrl}/carretera/${slug}`);
      const diesel = onRoad(ref).flatMap((s) => s.prices.diesel ?? []);
      expect(road?.cheapest.diesel).toBe(Math.min(...diesel));
    }
  });

  it('keeps roads of 8 stations or more, the known kinds only, most stations first', async () => {
    const { roads } = await data<RoadsData>('/v1/roads');
    expect(roads.length).toBeGreaterThanOrEqual(4);
    for (const road of roads) {
      expect(road.stations).toBeGreaterThanOrEqual(8);
      expect(road.type).toBe(roadType(road.ref));
      expect(road.slug).toBe(road.ref.toLowerCase());
    }
    const counts = roads.map((r) => r.stations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(roads.map((r) => r.ref)).not.toContain('C-17');
  });

  it.each(['a-2', 'a-4', 'a-31', 'n-322'])('gives the stations of %s in km order, unknown km last', async (slug) => {
    const { road, stations, fuel } = await data<RoadStationsData>(`/v1/roads/${slug}/stations?fuel=diesel`);
    expect(fuel).toBe('diesel');
    const all = onRoad(road.ref).sort(byKmPoint);
    expect(stations.map((s) => s.station.id)).toEqual(all.slice(0, 50).map((s) => s.id));
    const kms = stations.map((s) => s.km ?? Number.POSITIVE_INFINITY);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    for (const { km, margin, station } of stations) {
      const source = dataset.station(station.id) as Station;
      expect([km, margin, station.price]).toEqual([source.road_km, source.margin, source.prices.diesel ?? null]);
    }
  });

  it('filters by km_from and km_to and keeps the first `limit`', async () => {
    const { stations } = await data<RoadStationsData>('/v1/roads/a-2/stations?km_from=100&km_to=600&limit=5');
    const expected = onRoad('A-2')
      .filter((s) => s.road_km !== null && s.road_km >= 100 && s.road_km <= 600)
      .sort(byKmPoint);
    expect(expected.length).toBeGreaterThan(5);
    expect(stations.map((s) => s.station.id)).toEqual(expected.slice(0, 5).map((s) => s.id));
  });

  it('answers ROAD_NOT_FOUND for unknown roads, ordinary roads and roads under 8 stations', async () => {
    const counts = new Map<string, number>();
    for (const s of dataset.stations) if (s.road_ref) counts.set(s.road_ref, (counts.get(s.road_ref) ?? 0) + 1);
    const small = [...counts].find(([ref, n]) => n < 8 && roadType(ref) !== null)?.[0] as string;
    for (const slug of ['a-9999', 'c-17', roadSlug(small)]) {
      const { status, body } = await server.json<{ code: string }>(`/v1/roads/${slug}/stations`);
      expect([slug, status, body.code]).toEqual([slug, 404, 'ROAD_NOT_FOUND']);
    }
  });
});
