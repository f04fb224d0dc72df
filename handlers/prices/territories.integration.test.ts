import { describe, expect, it } from 'vitest';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import { nationalList } from '../../test/support/ministry-files.js';
import { isRounded3, readPricesLong, summarise } from '../../test/support/prices-long.js';
import type { Schemas } from '../shared/types.js';

type Body = { data: Schemas['TerritoriesData']; meta: { web_url: string | null } };
type ProductBody = { data: Schemas['ProductData'] };

describe('GET /v1/territories and /v1/products/{id} on the real register (the committed slice)', () => {
  const slice = useSliceCoreServer();

  it('lists the 19 communities by code (those without a station of the slice too), counts adding up to all', async () => {
    const { body } = await slice.server.json<Body>('/v1/territories');
    expect(body.data.level).toBe('community');
    expect(body.data.parent).toBeNull();
    const codes = body.data.territories.map((t) => t.code);
    expect(codes).toHaveLength(19);
    expect(codes).toEqual([...codes].sort());
    expect(body.data.territories.find((t) => t.code === '08')).toMatchObject({
      slug: 'castilla-la-mancha',
      name: 'Castilla-La Mancha',
      parent: null,
      web_url: 'https://gasolineras.dev/comunidad/castilla-la-mancha',
    });
    expect(body.data.territories.reduce((sum, t) => sum + t.stations, 0)).toBe(slice.dataset.stations.length);
  });

  it('lists the 52 provinces, or those of one community by code or slug', async () => {
    const all = await slice.server.json<Body>('/v1/territories?level=province');
    expect(all.body.data.territories).toHaveLength(52);
    // Counted from the raw list: IDProvincia is the INE code.
    const raw = nationalList().ListaEESSPrecio;
    for (const t of all.body.data.territories) {
      expect(t.stations, t.code).toBe(raw.filter((s) => s.IDProvincia === t.code).length);
    }
    const byCode = await slice.server.json<Body>('/v1/territories?level=province&parent=08');
    const bySlug = await slice.server.json<Body>('/v1/territories?level=province&parent=castilla-la-mancha');
    expect(bySlug.body.data).toEqual(byCode.body.data);
    expect(byCode.body.data.territories.map((t) => t.code)).toEqual(['02', '13', '16', '19', '45']);
    const albacete = byCode.body.data.territories[0];
    expect(albacete?.stations).toBe(slice.dataset.stations.filter((s) => s.province_code === '02').length);
    expect(albacete?.parent).toEqual(byCode.body.data.parent);
    expect(byCode.body.meta.web_url).toBe('https://gasolineras.dev/comunidad/castilla-la-mancha');
  });

  it('lists the municipalities of a province by name, with ministry ids as codes', async () => {
    const { body } = await slice.server.json<Body>('/v1/territories?level=municipality&parent=albacete');
    const expected = slice.dataset.territories.municipalities.filter((m) => m.province_code === '02');
    expect(body.data.territories).toHaveLength(expected.length);
    const names = body.data.territories.map((t) => t.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(body.data.territories.find((t) => t.slug === 'albacete')).toMatchObject({
      code: '54',
      parent: { level: 'province', code: '02', slug: 'albacete', name: 'Albacete' },
      stations: slice.dataset.stations.filter((s) => s.municipality_id === 54).length,
      web_url: 'https://gasolineras.dev/municipio/albacete',
    });
  });

  it('gives a product statistics and cheapest stations in Spain or one community', async () => {
    const spain = (await slice.server.json<ProductBody>('/v1/products/adblue')).body.data;
    expect(spain).toMatchObject({ product: 'adblue', label: 'AdBlue', unit: 'L', area: { level: 'spain' } });
    const adblue = summarise([...((await readPricesLong()).get('2026-08-22')?.get('adblue')?.values() ?? [])]);
    expect(adblue.count).toBeGreaterThan(50);
    expect(spain.statistics).toMatchObject({ minimum: adblue.min, maximum: adblue.max, stations: adblue.count });
    expect(isRounded3(spain.statistics?.median, adblue.median)).toBe(true);
    expect(spain.stations).toHaveLength(10);
    expect(spain.stations[0]?.price).toBe(adblue.min);
    const byCode = (await slice.server.json<ProductBody>('/v1/products/lng?community=08&limit=3')).body.data;
    const bySlug = (await slice.server.json<ProductBody>('/v1/products/lng?community=castilla-la-mancha&limit=3')).body
      .data;
    expect(bySlug).toEqual(byCode);
    expect(byCode.unit).toBe('kg');
    expect(byCode.stations).toHaveLength(3);
    expect(byCode.stations.every((s) => s.community.code === '08')).toBe(true);
    const prices = byCode.stations.map((s) => s.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives a product nobody sells null statistics and no stations', async () => {
    const { body } = await slice.server.json<ProductBody>('/v1/products/hvo');
    expect(body.data.statistics).toBeNull();
    expect(body.data.stations).toEqual([]);
  });
});
