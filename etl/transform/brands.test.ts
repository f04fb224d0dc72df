import { describe, expect, it } from 'vitest';
import { INDEPENDENT } from '../../core/model.js';
import { nationalList } from '../../test/support/ministry-files.js';
import { brandOf, knownBrands } from './brands.js';

describe('brandOf', () => {
  it('finds a known brand anywhere in the free text', () => {
    expect(brandOf('ES DULANTZI REPSOL')).toEqual({ slug: 'repsol', name: 'Repsol' });
    expect(brandOf('REPSOL ')).toEqual({ slug: 'repsol', name: 'Repsol' });
    expect(brandOf('BP OIL ESPAÑA, S.A.U.').slug).toBe('bp');
    expect(brandOf('"BP"').slug).toBe('bp');
    expect(brandOf('E.S. FRES - BP').slug).toBe('bp');
    expect(brandOf('GALP&GO').slug).toBe('galp');
    expect(brandOf('Q8 EASY').slug).toBe('q8');
    expect(brandOf('KUWAIT PETROLEUM').slug).toBe('q8');
    expect(brandOf('AGIP').slug).toBe('eni');
    expect(brandOf('E.LECLERC LEON').slug).toBe('e-leclerc');
    expect(brandOf('GM OIL').slug).toBe('gm-oil');
    expect(brandOf('GMOIL').slug).toBe('gm-oil');
    expect(brandOf('AUTONET&OIL').slug).toBe('autonetoil');
    expect(brandOf('bonÀrea').slug).toBe('bonarea');
    expect(brandOf('A.N. ENERGETICOS - LOS ARCOS').slug).toBe('an-energeticos');
  });

  it('puts Cepsa under Moeve, its name since 2024', () => {
    expect(brandOf('CEPSA')).toEqual({ slug: 'moeve', name: 'Moeve' });
    expect(brandOf('MOEVE')).toEqual({ slug: 'moeve', name: 'Moeve' });
    expect(brandOf('CEPSA-MOEVE').slug).toBe('moeve');
    expect(brandOf('MOEVE (ANTERIORMENTE CEPSA) PENDIENTE DE CANVIAR TODA LA IMAGEN').slug).toBe('moeve');
  });

  it('matches whole words only', () => {
    expect(brandOf('BPX GASOLINERAS')).toBe(INDEPENDENT);
    expect(brandOf('SUBPRIME OIL')).toBe(INDEPENDENT);
    expect(brandOf('ENIGMA')).toBe(INDEPENDENT);
    expect(brandOf('PETRONORTE')).toBe(INDEPENDENT);
  });

  it('counts everyday words only at the start', () => {
    expect(brandOf('NIEVES').slug).toBe('nieves');
    expect(brandOf('VIRGEN DE LAS NIEVES')).toBe(INDEPENDENT);
    expect(brandOf('HAM IGUALADA').slug).toBe('ham');
  });

  it('sends unbranded and one-off names to independiente', () => {
    for (const rotulo of ['Nº 10.935', '(SIN RÓTULO)', 'SIN ROTULO', '', '   ', '-', 'GASOLINERA LOS POZUELOS']) {
      expect(brandOf(rotulo), rotulo).toEqual({ slug: 'independiente', name: 'Independiente' });
    }
  });

  it('lists unique slugs', () => {
    const slugs = knownBrands().map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.at(-1)).toBe('independiente');
  });
});

describe('brands on the real list of the committed slice', () => {
  it('gives a brand to every Rótulo used by 6 or more stations of the slice', () => {
    const stations = nationalList().ListaEESSPrecio;
    const byRotulo = new Map<string, number>();
    const byBrand = new Map<string, number>();
    for (const s of stations) {
      const rotulo = (s.Rótulo ?? '').trim().toUpperCase();
      byRotulo.set(rotulo, (byRotulo.get(rotulo) ?? 0) + 1);
      const slug = brandOf(s.Rótulo ?? '').slug;
      byBrand.set(slug, (byBrand.get(slug) ?? 0) + 1);
    }
    const frequentUnbranded = [...byRotulo].filter(([r, n]) => n >= 6 && brandOf(r) === INDEPENDENT);
    expect(frequentUnbranded).toEqual([]);
    // Counted here without the rules: Rótulos that are the brand's name alone.
    const named = (name: string) => stations.filter((s) => (s.Rótulo ?? '').trim().toUpperCase() === name).length;
    expect(byBrand.get('repsol')).toBeGreaterThanOrEqual(named('REPSOL'));
    expect(byBrand.get('moeve')).toBeGreaterThanOrEqual(named('MOEVE'));
    expect(named('REPSOL')).toBeGreaterThan(100);
    // Independents stay a minority: the rules catch the chains.
    expect((byBrand.get('independiente') ?? 0) / stations.length).toBeLessThan(0.3);
  });
});
