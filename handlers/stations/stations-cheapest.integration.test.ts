import { describe, expect, it } from 'vitest';
import type { Fuel, Station } from '../../core/model.js';
import { haversineKm } from '../../store/spatial/geo.js';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import type { Schemas } from '../shared/types.js';

type Body = { data: Schemas['CheapestData']; meta: { web_url: string | null } };

/** The expected order: price, then id (every price of a snapshot has the same update time). */
const cheapest = (stations: readonly Station[], fuel: Fuel, limit: number) =>
  stations
    .filter((s) => s.prices[fuel] !== undefined)
    .sort((a, b) => (a.prices[fuel] as number) - (b.prices[fuel] as number) || a.id - b.id)
    .slice(0, limit)
    .map((s) => s.id);

const ids = (entries: readonly { id: number }[] | null) => entries?.map((e) => e.id) ?? null;

describe('GET /v1/stations/cheapest on the real register (the committed slice)', () => {
  const slice = useSliceCoreServer();

  it('Spain: peninsula and Balearics in stations, Canaries, Ceuta and Melilla ranked apart', async () => {
    const { status, body } = await slice.server.json<Body>('/v1/stations/cheapest?fuel=diesel&limit=20');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ scope: 'spain', center: null, radius_km: null, include_low_tax: false });
    expect(body.data.area).toEqual({ level: 'spain', code: 'es', name: 'España', web_url: 'https://gasolineras.dev/' });
    const taxed = slice.dataset.stations.filter((s) => !s.low_tax_area);
    const lowTax = slice.dataset.stations.filter((s) => s.low_tax_area);
    expect(ids(body.data.stations)).toEqual(cheapest(taxed, 'diesel', 20));
    expect(ids(body.data.low_tax_stations)).toEqual(cheapest(lowTax, 'diesel', 20));
    expect(
      body.data.stations.every((s) => !s.low_tax_area && !['35', '38', '51', '52'].includes(s.province.code)),
    ).toBe(true);
    expect(body.data.low_tax_stations?.every((s) => ['35', '38', '51', '52'].includes(s.province.code))).toBe(true);
  });

  it('Spain with include_low_tax=true: one list, low_tax_stations null', async () => {
    const { body } = await slice.server.json<Body>('/v1/stations/cheapest?fuel=diesel&include_low_tax=true');
    expect(body.data).toMatchObject({ scope: 'spain', include_low_tax: true, low_tax_stations: null });
    expect(ids(body.data.stations)).toEqual(cheapest(slice.dataset.stations, 'diesel', 10));
    expect(body.data.stations.some((s) => s.low_tax_area)).toBe(true);
  });

  it('a territory by code or slug, with its page; ties in price fall to the id', async () => {
    const byCode = await slice.server.json<Body>(
      '/v1/stations/cheapest?level=province&code=28&fuel=gasoline_95&limit=50',
    );
    const bySlug = await slice.server.json<Body>(
      '/v1/stations/cheapest?level=province&code=madrid&fuel=gasoline_95&limit=50',
    );
    expect(bySlug.body.data).toEqual(byCode.body.data);
    expect(byCode.body.data).toMatchObject({ scope: 'territory', low_tax_stations: null, center: null });
    expect(byCode.body.data.area).toMatchObject({ level: 'province', code: '28', name: 'Madrid' });
    expect(byCode.body.meta.web_url).toBe('https://gasolineras.dev/provincia/madrid');
    const madrid = slice.dataset.stations.filter((s) => s.province_code === '28');
    expect(ids(byCode.body.data.stations)).toEqual(cheapest(madrid, 'gasoline_95', 50));
    const prices = byCode.body.data.stations.map((s) => s.price as number);
    expect(prices.some((p, i) => i > 0 && p === prices[i - 1])).toBe(true);
  });

  it('the Canary Islands as a territory rank their own stations', async () => {
    const { body } = await slice.server.json<Body>('/v1/stations/cheapest?level=community&code=canarias&fuel=diesel');
    expect(body.data.stations.every((s) => s.low_tax_area && s.community.code === '05')).toBe(true);
    expect(body.data.include_low_tax).toBe(true);
  });

  it('around a point: radius_km defaults to 10, area is Spain, entries carry their distance', async () => {
    // Albacete, kept whole in the slice.
    const { body } = await slice.server.json<Body>('/v1/stations/cheapest?lat=38.995&lng=-1.856&fuel=diesel');
    expect(body.data).toMatchObject({ scope: 'point', center: { lat: 38.995, lng: -1.856 }, radius_km: 10 });
    expect(body.data.area.level).toBe('spain');
    const inCircle = slice.dataset.stations.filter((s) => haversineKm(38.995, -1.856, s.lat, s.lng) <= 10);
    expect(inCircle.length).toBeGreaterThan(10);
    expect(ids(body.data.stations)).toEqual(cheapest(inCircle, 'diesel', 10));
    for (const s of body.data.stations) expect(s.distance_km).toBeLessThanOrEqual(10);
  });
});
