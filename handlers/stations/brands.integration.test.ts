import { describe, expect, it } from 'vitest';
import { useSliceCoreServer } from '../../test/support/core-server.js';
import { nationalList } from '../../test/support/ministry-files.js';
import type { Schemas } from '../shared/types.js';

type BrandsBody = { data: Schemas['BrandsData'] };
type BrandBody = { data: Schemas['BrandData'] };
type RankingBody = { data: Schemas['RankingData'] };

describe('brands and region rankings on the real register (the committed slice)', () => {
  const slice = useSliceCoreServer();

  it('lists every brand by station count, then slug, with counts adding up to all public stations', async () => {
    const { body } = await slice.server.json<BrandsBody>('/v1/brands');
    const brands = body.data.brands;
    expect(brands.length).toBe(new Set(slice.dataset.stations.map((s) => s.brand_slug)).size);
    for (let i = 1; i < brands.length; i++) {
      const [a, b] = [brands[i - 1], brands[i]] as [(typeof brands)[0], (typeof brands)[0]];
      expect(a.stations > b.stations || (a.stations === b.stations && a.slug < b.slug)).toBe(true);
    }
    expect(brands.reduce((sum, b) => sum + b.stations, 0)).toBe(slice.dataset.stations.length);
    // Repsol leads the slice (139 stations signed plainly "REPSOL" in the raw list), then the independents.
    expect(nationalList().ListaEESSPrecio.filter((s) => s.Rótulo === 'REPSOL').length).toBe(139);
    expect(brands.slice(0, 2).map((b) => [b.slug, b.name])).toEqual([
      ['repsol', 'Repsol'],
      ['independiente', 'Independiente'],
    ]);
    const repsolDiesel = brands[0]?.prices.find((p) => p.fuel === 'diesel');
    const prices = slice.dataset.stations.flatMap((s) => (s.brand_slug === 'repsol' && s.prices.diesel) || []);
    const mean = Math.round((prices.reduce((a, b) => a + b, 0) / prices.length) * 1000) / 1000;
    expect(repsolDiesel).toMatchObject({ average: mean, stations: prices.length, unit: 'L' });
    const spain = slice.dataset.priceStats('diesel', { level: 'spain' })?.average as number;
    expect(repsolDiesel?.vs_spain_pct).toBe(Math.round((mean / spain - 1) * 10000) / 100);
  });

  it('ranks a brand per fuel among brands with 10+ stations selling it (1 = cheapest)', async () => {
    const { body } = await slice.server.json<BrandsBody>('/v1/brands');
    const eligible = body.data.brands
      .flatMap((b) => b.prices.filter((p) => p.fuel === 'diesel' && p.stations >= 10).map((p) => ({ b, p })))
      .sort((x, y) => x.p.average - y.p.average || (x.b.slug < y.b.slug ? -1 : 1));
    const repsol = (await slice.server.json<BrandBody>('/v1/brands/repsol?fuel=diesel&limit=5')).body.data;
    const diesel = repsol.prices.find((p) => p.fuel === 'diesel');
    expect(diesel?.ranked_brands).toBe(eligible.length);
    expect(diesel?.rank).toBe(eligible.findIndex((e) => e.b.slug === 'repsol') + 1);
    const cheapestBrand = eligible[0]?.b.slug as string;
    const first = (await slice.server.json<BrandBody>(`/v1/brands/${cheapestBrand}`)).body.data;
    expect(first.prices.find((p) => p.fuel === 'diesel')?.rank).toBe(1);
    const small = body.data.brands.find((b) => b.prices.some((p) => p.stations < 10));
    const smallFuel = small?.prices.find((p) => p.stations < 10)?.fuel;
    const smallBody = (await slice.server.json<BrandBody>(`/v1/brands/${small?.slug}`)).body.data;
    expect(smallBody.prices.find((p) => p.fuel === smallFuel)?.rank).toBeNull();
  });

  it("gives a brand's communities and its cheapest stations of the fuel", async () => {
    const { body } = await slice.server.json<BrandBody>('/v1/brands/repsol?fuel=diesel&limit=5');
    expect(body.data).toMatchObject({ slug: 'repsol', name: 'Repsol', fuel: 'diesel', currency: 'EUR' });
    expect(body.data.web_url).toBe('https://gasolineras.dev/marca/repsol');
    expect(body.data.communities.reduce((sum, c) => sum + c.stations, 0)).toBe(body.data.stations);
    const counts = body.data.communities.map((c) => c.stations);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const expected = slice.dataset.stations
      .filter((s) => s.brand_slug === 'repsol' && s.prices.diesel !== undefined)
      .sort((a, b) => (a.prices.diesel as number) - (b.prices.diesel as number) || a.id - b.id)
      .slice(0, 5)
      .map((s) => s.id);
    expect(body.data.cheapest_stations.map((s) => s.id)).toEqual(expected);
  });

  it('orders communities and provinces by mean (ties by code) with ranks 1..n and the gap to Spain', async () => {
    for (const level of ['community', 'province'] as const) {
      const { body } = await slice.server.json<RankingBody>(`/v1/rankings/regions?level=${level}&fuel=diesel`);
      const regions = body.data.regions;
      // The regions with a diesel price in the raw list (the slice covers some of Spain's).
      const withDiesel = nationalList().ListaEESSPrecio.filter((s) => s['Precio Gasoleo A'] !== '');
      const listed = new Set(withDiesel.map((s) => (level === 'community' ? s.IDCCAA : s.IDProvincia)));
      expect(regions).toHaveLength(listed.size);
      expect(regions.length).toBeGreaterThanOrEqual(level === 'community' ? 9 : 20);
      expect(regions.map((r) => r.rank)).toEqual(regions.map((_, i) => i + 1));
      for (let i = 1; i < regions.length; i++) {
        const [a, b] = [regions[i - 1], regions[i]] as [(typeof regions)[0], (typeof regions)[0]];
        expect(a.average < b.average || (a.average === b.average && a.code < b.code)).toBe(true);
      }
      const spain = body.data.spain_average as number;
      for (const r of regions) {
        expect(r.average).toBe(slice.dataset.priceStats('diesel', { level, code: r.code })?.average);
        expect(r.vs_spain_pct).toBe(Math.round((r.average / spain - 1) * 10000) / 100);
      }
    }
    const communities = (await slice.server.json<RankingBody>('/v1/rankings/regions')).body.data;
    expect(communities).toMatchObject({ level: 'community', fuel: 'gasoline_95', unit: 'L' });
    // No hydrocarbon tax: the low-tax areas are the cheapest for diesel.
    const diesel = (await slice.server.json<RankingBody>('/v1/rankings/regions?fuel=diesel')).body.data;
    expect(new Set(diesel.regions.slice(0, 3).map((r) => r.slug))).toEqual(new Set(['canarias', 'ceuta', 'melilla']));
  });
});
