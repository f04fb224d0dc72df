import { describe, expect, it } from 'vitest';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import type { Schemas } from '../shared/types.js';

type Body = { data: Schemas['StationDetail']; meta: { web_url: string | null } };

describe('GET /v1/stations/{id} on the real register (the committed slice)', () => {
  const slice = useSliceCoreServer();

  it('gives the full record of station 4375 (Abengibre, Albacete)', async () => {
    const { status, body } = await slice.server.json<Body>('/v1/stations/4375');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 4375,
      name: 'Nº 10.935',
      brand: { slug: 'independiente', name: 'Independiente' },
      address: 'AVENIDA CASTILLA LA MANCHA, 26',
      locality: 'ABENGIBRE',
      postal_code: '02250',
      municipality: { level: 'municipality', code: '52', slug: 'abengibre', name: 'Abengibre' },
      province: { level: 'province', code: '02', slug: 'albacete', name: 'Albacete' },
      community: { level: 'community', code: '08', slug: 'castilla-la-mancha', name: 'Castilla-La Mancha' },
      lat: 39.211417,
      lng: -1.539167,
      is_24h: false,
      hours: 'L-D: 07:00-22:00',
      low_tax_area: false,
      margin: 'D',
      road: null,
      web_url: 'https://gasolineras.dev/gasolinera/4375',
    });
    expect(body.data.opening_hours).toHaveLength(7);
    expect(body.data.opening_hours?.[0]).toEqual({ day: 'mon', open: '07:00', close: '22:00' });
    const updated_at = '2026-08-22T13:53:31Z';
    // Each price in context (issue 41), from the slice's six days (prices_long.csv.gz): petrol 95 at 1.549 from 30 July
    // to 1 August, 1.599 on 19, 21 and 22 August (20 August has no list); diesel 1.669, then 1.749 on 19 August and
    // 1.789 from 21 August; Gasóleo B 1.369, 1.399, 1.399, 1.389, then 1.449 from 21 August. Of Albacete's stations
    // selling each, 90 %, 75 % and 70 % charge more.
    expect(body.data.prices).toEqual([
      {
        id: 'gasoline_95',
        kind: 'fuel',
        label: 'Gasolina 95 E5',
        price: 1.599,
        unit: 'L',
        currency: 'EUR',
        updated_at,
        price_since: '2026-08-19',
        previous_price: 1.549,
        cheaper_than_pct: 90,
        range_90d: { days: 6, min: 1.549, max: 1.599, mean: 1.574 },
      },
      {
        id: 'diesel',
        kind: 'fuel',
        label: 'Gasóleo A',
        price: 1.789,
        unit: 'L',
        currency: 'EUR',
        updated_at,
        price_since: '2026-08-21',
        previous_price: 1.749,
        cheaper_than_pct: 75,
        range_90d: { days: 6, min: 1.669, max: 1.789, mean: 1.722 },
      },
      {
        id: 'diesel_b',
        kind: 'product',
        label: 'Gasóleo B',
        price: 1.449,
        unit: 'L',
        currency: 'EUR',
        updated_at,
        price_since: '2026-08-21',
        previous_price: 1.389,
        cheaper_than_pct: 70,
        range_90d: { days: 6, min: 1.369, max: 1.449, mean: 1.409 },
      },
    ]);
    expect(body.meta.web_url).toBe('https://gasolineras.dev/gasolinera/4375');
  });

  it('gives the road and km point where the register has them, and natural gas per kg', async () => {
    const onRoad = slice.dataset.stations.find((s) => s.road_ref !== null && s.road_km !== null);
    const { body } = await slice.server.json<Body>(`/v1/stations/${onRoad?.id}`);
    expect(body.data.road).toEqual({ ref: onRoad?.road_ref, km: onRoad?.road_km });
    const gas = slice.dataset.stations.find((s) => s.prices.cng !== undefined && s.prices.lng !== undefined);
    const gasBody = (await slice.server.json<Body>(`/v1/stations/${gas?.id}`)).body;
    expect(gasBody.data.prices.filter((p) => p.unit === 'kg').map((p) => p.id)).toEqual(['cng', 'lng']);
  });
});
