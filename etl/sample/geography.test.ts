import { describe, expect, it } from 'vitest';
import { plainUpper, sampleGeography } from './geography.js';
import { sampleTables } from './sample-tables.js';

describe('sampleGeography', () => {
  const provinces = sampleGeography();
  const all = provinces.flatMap((p) => p.municipalities);
  const byName = new Map(all.map((m) => [m.name, m]));

  it('has towns for all 52 provinces, with one capital each', () => {
    const codes = sampleTables().provinces.map((p) => p.code);
    expect(provinces.map((p) => p.code)).toEqual([...codes].sort());
    for (const p of provinces)
      expect(
        p.municipalities.filter((m) => m.isCapital),
        p.code,
      ).toHaveLength(1);
  });

  it('numbers municipalities 1..n across Spain, by province code then name', () => {
    expect(all.map((m) => m.id)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((m) => m.name)).size).toBe(all.length);
  });

  it('writes Localidad as the register does', () => {
    expect(byName.get('Rozas de Madrid (Las)')?.locality).toBe('LAS ROZAS DE MADRID');
    expect(byName.get("Hospitalet de Llobregat (L')")?.locality).toBe("L'HOSPITALET DE LLOBREGAT");
    expect(byName.get('Alicante/Alacant')?.locality).toBe('ALICANTE');
    expect(byName.get('Ávila')?.paddedLocality).toBe('AVILA                    ');
    expect(plainUpper('Peñaranda de Bracamonte')).toBe('PEÑARANDA DE BRACAMONTE');
  });

  it('keeps town centres and spreads inside Spain', () => {
    for (const m of all) {
      const margin = m.spreadKm / 80;
      expect(m.lat - margin).toBeGreaterThan(27.4);
      expect(m.lat + margin).toBeLessThan(44);
      expect(m.lng - margin).toBeGreaterThan(-18.4);
      expect(m.lng + margin).toBeLessThan(4.6);
    }
  });
});
