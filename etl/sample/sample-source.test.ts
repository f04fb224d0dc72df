import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINISTRY_PRICE_KEYS } from '../../core/model.js';
import { RAW_EXCERPTS } from '../../test/support/data-paths.js';
import { collectList } from '../source/read-stations.js';
import type { RawMunicipality, RawProvince, RawStation, RawStationList } from '../source/source.js';
import { RAW_KEYS } from './raw-record.js';
import { createSampleSource, SAMPLE_DESCRIPTION } from './sample-source.js';

const source = createSampleSource();
let now: RawStationList;
let provinces: RawProvince[];
let municipalities: RawMunicipality[];

beforeAll(async () => {
  [now, provinces, municipalities] = await Promise.all([
    source.stationsNow(collectList),
    source.provinces(),
    source.municipalities(),
  ]);
});

const stations = () => now.ListaEESSPrecio;
const num = (text: string) => Number(text.replace(',', '.'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const pricesOf = (list: RawStation[], key: string) => list.map((s) => s[key] ?? '').filter((v) => v !== '');

describe('createSampleSource', () => {
  it('says it is a sample', () => {
    expect(source.isSample).toBe(true);
    expect(source.description).toBe(SAMPLE_DESCRIPTION);
  });

  it('gives byte-identical output for the same seed and different output for another', async () => {
    const [a, b, c] = [
      createSampleSource({ seed: 7 }),
      createSampleSource({ seed: 7 }),
      createSampleSource({ seed: 8 }),
    ];
    for (const read of [
      (s: typeof a) => s.stationsNow(collectList),
      (s: typeof a) => s.stationsOn('2026-07-01', collectList),
    ]) {
      const [x, y, z] = await Promise.all([read(a), read(b), read(c)]);
      expect(JSON.stringify(x)).toBe(JSON.stringify(y));
      expect(JSON.stringify(x)).not.toBe(JSON.stringify(z));
    }
    expect(JSON.stringify(await a.municipalities())).toBe(JSON.stringify(await c.municipalities()));
  });

  it('lists about 11,500 distinct stations over all 52 provinces and 19 communities', async () => {
    expect(stations().length).toBeGreaterThan(11_000);
    expect(stations().length).toBeLessThan(12_000);
    expect(new Set(stations().map((s) => s.IDEESS)).size).toBe(stations().length);
    expect(new Set(stations().map((s) => s.IDProvincia)).size).toBe(52);
    expect(new Set(stations().map((s) => s.IDCCAA)).size).toBe(19);
    expect(await source.communities()).toHaveLength(19);
    expect(provinces).toHaveLength(52);
  });

  it('uses the ministry numbering and names for territories', async () => {
    const byCode = new Map(provinces.map((p) => [p.IDPovincia, p]));
    expect(byCode.get('02')).toEqual({
      IDPovincia: '02',
      IDCCAA: '07',
      Provincia: 'ALBACETE',
      CCAA: 'Castilla la Mancha',
    });
    expect(byCode.get('47')).toMatchObject({ IDCCAA: '08', CCAA: 'Castilla y León' });
    expect(byCode.get('15')?.Provincia).toBe('CORUÑA (A)');
    expect(byCode.get('26')?.CCAA).toBe('Rioja (La)');
    expect(new Set(municipalities.map((m) => m.IDMunicipio)).size).toBe(municipalities.length);
  });

  it('keeps every station consistent with the Listados', () => {
    const municipality = new Map(municipalities.map((m) => [m.IDMunicipio, m]));
    const province = new Map(provinces.map((p) => [p.IDPovincia, p]));
    const inconsistent = stations().filter((s) => {
      const m = municipality.get(s.IDMunicipio ?? '');
      const p = province.get(s.IDProvincia ?? '');
      return m?.IDProvincia !== s.IDProvincia || m?.Municipio !== s.Municipio || p?.IDCCAA !== s.IDCCAA;
    });
    expect(inconsistent.map((s) => s.IDEESS)).toEqual([]);
  });

  it('writes all 41 raw keys, in order, as strings', () => {
    expect(RAW_KEYS).toHaveLength(41);
    const keyOrder = RAW_KEYS.join('|');
    expect(stations().filter((s) => Object.keys(s).join('|') !== keyOrder)).toEqual([]);
    expect(stations().filter((s) => Object.values(s).some((v) => typeof v !== 'string'))).toEqual([]);
    expect(new Set(stations().flatMap((s) => [s['% BioEtanol'], s['% Éster metílico']]))).toEqual(new Set(['0,0']));
  });

  it('places every station inside Spain’s bounding box with 6-decimal coordinates', () => {
    const outside = stations().filter((s) => {
      const [lat, lng] = [s.Latitud ?? '', s['Longitud (WGS84)'] ?? ''];
      const format = /^-?\d+,\d{6}$/;
      if (!format.test(lat) || !format.test(lng)) return true;
      return !(num(lat) >= 27.4 && num(lat) <= 44 && num(lng) >= -18.4 && num(lng) <= 4.6);
    });
    expect(outside).toEqual([]);
  });

  it('publishes every price key somewhere, with three decimals and plausible levels', () => {
    for (const key of Object.values(MINISTRY_PRICE_KEYS)) {
      const values = pricesOf(stations(), key);
      expect(values.length, key).toBeGreaterThan(0);
      expect(values.filter((v) => !/^[0-3],\d{3}$/.test(v))).toEqual([]);
    }
    const peninsula = stations().filter((s) => !['04', '05', '18', '19'].includes(s.IDCCAA ?? ''));
    const canarias = stations().filter((s) => s.IDCCAA === '05');
    const g95 = (list: RawStation[]) => median(pricesOf(list, 'Precio Gasolina 95 E5').map(num));
    expect(g95(peninsula)).toBeGreaterThan(1.55);
    expect(g95(peninsula)).toBeLessThan(1.8);
    expect(g95(canarias)).toBeLessThan(g95(peninsula) - 0.2);
    expect(median(pricesOf(peninsula, 'Precio Gasoleo A').map(num))).toBeLessThan(g95(peninsula));
  });

  it('has the register’s other fields in their value sets', () => {
    expect(new Set(stations().map((s) => s['Tipo Venta']))).toEqual(new Set(['P', 'R']));
    expect(new Set(stations().map((s) => s.Margen))).toEqual(new Set(['D', 'I', 'N']));
    expect(new Set(stations().map((s) => s.Remisión))).toEqual(new Set(['dm', 'OM']));
    expect(stations().every((s) => /^\d{5}$/.test(s['C.P.'] ?? ''))).toBe(true);
  });

  it('dates the current list at the end date with a fixed time', async () => {
    expect(now.Fecha).toBe('22/08/2026 15:53:31');
    expect(now.ResultadoConsulta).toBe('OK');
    expect((await createSampleSource({ endDate: '2026-01-05', days: 3 }).stationsNow(collectList)).Fecha).toBe(
      '05/01/2026 15:53:31',
    );
  });

  it('answers history days in the history endpoint’s format and order', async () => {
    const day = await source.stationsOn('2026-07-11', collectList);
    expect(day.Fecha).toBe('11/07/2026 0:00:00');
    const list = day.ListaEESSPrecio;
    expect(list.length).toBeGreaterThan(11_000);
    expect(list.filter((s) => (s.Localidad ?? '').length < 25)).toEqual([]);
    expect(list.some((s) => s.Localidad?.endsWith(' '))).toBe(true);
    const key = (s: RawStation | undefined) => `${s?.IDProvincia}:${String(s?.IDMunicipio).padStart(6, '0')}`;
    expect(list.filter((s, i) => i > 0 && key(list[i - 1]) > key(s))).toEqual([]);
  });

  it('matches the current prices on the end date and moves some prices from day to day', async () => {
    const [today, yesterday] = [
      await source.stationsOn('2026-08-22', collectList),
      await source.stationsOn('2026-08-21', collectList),
    ];
    const byId = new Map(stations().map((s) => [s.IDEESS, s]));
    const differs = today.ListaEESSPrecio.filter(
      (s) => s['Precio Gasoleo A'] !== byId.get(s.IDEESS)?.['Precio Gasoleo A'],
    );
    expect(differs).toEqual([]);
    const before = new Map(yesterday.ListaEESSPrecio.map((s) => [s.IDEESS, s['Precio Gasoleo A']]));
    const changed = stations().filter((s) => before.has(s.IDEESS) && before.get(s.IDEESS) !== s['Precio Gasoleo A']);
    expect(changed.length).toBeGreaterThan(stations().length * 0.05);
    expect(changed.length).toBeLessThan(stations().length * 0.6);
  });

  it('covers the end date and the 90 days before it, and answers an empty list outside', async () => {
    expect((await source.stationsOn('2026-05-24', collectList)).ListaEESSPrecio.length).toBeGreaterThan(11_000);
    for (const date of ['2026-05-23', '2026-08-23', '2025-01-01']) {
      const list = await source.stationsOn(date, collectList);
      expect(list.ResultadoConsulta).toBe('OK');
      expect(list.ListaEESSPrecio).toEqual([]);
    }
    await expect(source.stationsOn('2026-02-30', collectList)).rejects.toThrow(RangeError);
  });

  it('writes the same keys in the same order as real dumps (test/fixtures/raw-excerpts)', () => {
    const files = readdirSync(RAW_EXCERPTS).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const real = JSON.parse(readFileSync(join(RAW_EXCERPTS, file), 'utf8')) as RawStationList;
      expect(Object.keys(real.ListaEESSPrecio[0] ?? {})).toEqual(Object.keys(stations()[0] ?? {}));
    }
  });
});
