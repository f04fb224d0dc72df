import { basename } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plainUpper } from './geography.js';
import { BRAND_KINDS, BRAND_MIXES, sampleTables } from './sample-tables.js';

// Reads of the data files pass through here, so a test can count them or swap one file's text for a broken one.
const files = vi.hoisted(() => ({ reads: 0, replaced: new Map<string, string>() }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((path: string, options: BufferEncoding) => {
    files.reads++;
    return files.replaced.get(basename(String(path))) ?? fs.readFileSync(path, options);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync };
});

/** A fresh copy of the module, with nothing loaded yet. */
async function freshTables() {
  vi.resetModules();
  return import('./sample-tables.js');
}

afterEach(() => files.replaced.clear());

// Capitals whose name is not the province's; every other province is named after its capital.
const CAPITALS: Readonly<Record<string, string>> = {
  '01': 'Vitoria-Gasteiz',
  '07': 'Palma',
  '20': 'Donostia/San Sebastián',
  '26': 'Logroño',
  '31': 'Pamplona/Iruña',
  '33': 'Oviedo',
  '39': 'Santander',
  '48': 'Bilbao',
};

describe('sampleTables', () => {
  const tables = sampleTables();

  it('reads the 19 communities, the 52 provinces and some towns for each, once', () => {
    expect(tables.communities).toHaveLength(19);
    expect(tables.provinces).toHaveLength(52);
    expect(tables.provinces.map((p) => p.code)).toEqual(
      Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    for (const p of tables.provinces) expect(tables.towns.get(p.code)?.length, p.code).toBeGreaterThan(0);
    expect([...tables.towns.keys()].sort()).toEqual(tables.provinces.map((p) => p.code));
    expect(sampleTables()).toBe(tables);
  });

  it('lists each province’s capital first', () => {
    for (const p of tables.provinces) {
      const capital = tables.towns.get(p.code)?.[0]?.name ?? '';
      const provinceWord = plainUpper(p.name.split(/ ?[/(]/)[0] ?? '');
      if (CAPITALS[p.code]) expect(capital, p.code).toBe(CAPITALS[p.code]);
      else expect(plainUpper(capital), p.code).toMatch(new RegExp(`^${provinceWord}\\b`));
    }
  });

  it('gives the optional town fields only where the file has them, and parses roads', () => {
    const madrid = tables.towns.get('28')?.[0];
    expect(madrid).toMatchObject({ name: 'Madrid', weight: 30, spread: 7 });
    expect(madrid?.roads[0]).toEqual({ ref: 'A-1', km: 10 });
    const salvatierra = tables.towns.get('01')?.find((t) => t.name === 'Salvatierra/Agurain');
    expect([salvatierra?.weight, salvatierra?.spread, salvatierra?.roads]).toEqual([
      undefined,
      undefined,
      [{ ref: 'A-1', km: 380 }],
    ]);
    expect(tables.towns.get('51')?.[0]).toMatchObject({ name: 'Ceuta', weight: undefined, spread: 0.6, roads: [] });
  });

  it('has a brand mix for every region and hours for every kind of station, with positive weights', () => {
    expect(Object.keys(tables.brandMixes)).toEqual([...BRAND_MIXES]);
    expect(Object.keys(tables.hours)).toEqual([...BRAND_KINDS]);
    const weights = [...Object.values(tables.brandMixes), ...Object.values(tables.hours)].flat().map(([, w]) => w);
    expect(weights.filter((w) => !(w > 0))).toEqual([]);
    const unbranded = Object.values(tables.brandMixes)
      .flat()
      .filter(([b]) => b.name === '');
    expect(new Set(unbranded.map(([b]) => b.kind))).toEqual(new Set(['independent', 'cooperative']));
    expect(tables.brandMixes.northeast.map(([b]) => b.name)).toContain('BONAREA');
  });

  it('reads nothing when imported, and each of its eight files once, on the first call', async () => {
    const start = files.reads;
    const fresh = await freshTables();
    expect(files.reads).toBe(start);
    fresh.sampleTables();
    fresh.sampleTables();
    expect(files.reads - start).toBe(8);
  });

  it('names the file and line of a bad row', async () => {
    const headers: Readonly<Record<string, string>> = {
      'towns.csv': 'province,name,lat,lng,weight,spread,roads',
      'provinces.csv': 'code,name,ccaa,stations',
      'brands.csv': 'brand,kind,offset,reprice_chance',
    };
    const broken = [
      ['towns.csv', '99,Nowhere,40,-3,,,', 'etl/sample/data/towns.csv line 2: no province "99" in provinces.csv'],
      ['towns.csv', '28,Madrid,40.42,-3.7,30,7,A-1', 'etl/sample/data/towns.csv line 2: bad road "A-1"'],
      ['towns.csv', '28,Madrid,4.42,-3.7,,,', 'etl/sample/data/towns.csv line 2: 4.42, -3.7 is outside Spain'],
      ['provinces.csv', '01,ÁLAVA,20,85', 'etl/sample/data/provinces.csv line 2: no community "20"'],
      ['brands.csv', 'REPSOL,major,0.035', 'etl/sample/data/brands.csv line 2: 3 fields, expected 4'],
    ] as const;
    for (const [file, row, message] of broken) {
      files.replaced.set(file, `${headers[file]}\n${row}\n`);
      const fresh = await freshTables();
      expect(() => fresh.sampleTables(), message).toThrow(message);
      files.replaced.clear();
    }
  });

  it('names the file and entry of a bad JSON table', async () => {
    const mixes = Object.fromEntries(BRAND_MIXES.map((name) => [name, [['REPSOL', 1]]]));
    files.replaced.set('brand-mixes.json', JSON.stringify({ ...mixes, north: [['PETRONORTE', 16]] }));
    const fresh = await freshTables();
    expect(() => fresh.sampleTables()).toThrow('etl/sample/data/brand-mixes.json: north[0]: no brand "PETRONORTE"');
  });
});
