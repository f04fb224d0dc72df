import { describe, expect, it } from 'vitest';
import { MINISTRY_PRICE_KEYS, PRICE_KEYS, type Territories } from '../../core/model.js';
import { EXCERPTS, historyList, listados, nationalList, readJson } from '../../test/support/ministry-files.js';
import { readWholeList } from '../source/read-stations.js';
import type { RawStation, RawStationList } from '../source/source.js';
import {
  placeInTerritories,
  REQUIRED_KEYS,
  SchemaDriftError,
  stationListReader,
  transformStationList,
  validateRawStation,
} from './stations.js';
import { buildTerritories } from './territories.js';

/** A raw record in the ministry's shape (all strings), Abengibre's station by default. */
function raw(overrides: Record<string, string> = {}): RawStation {
  const base: RawStation = {
    'C.P.': '02250',
    Dirección: 'AVENIDA CASTILLA LA MANCHA, 26',
    Horario: 'L-D: 07:00-22:00',
    Latitud: '39,211417',
    Localidad: 'ABENGIBRE',
    'Longitud (WGS84)': '-1,539167',
    Margen: 'D',
    Municipio: 'Abengibre',
    Provincia: 'ALBACETE',
    Remisión: 'dm',
    Rótulo: 'Nº 10.935',
    'Tipo Venta': 'P',
    '% BioEtanol': '0,0',
    '% Éster metílico': '0,0',
    IDEESS: '4375',
    IDMunicipio: '52',
    IDProvincia: '02',
    IDCCAA: '07',
  };
  for (const key of PRICE_KEYS) base[MINISTRY_PRICE_KEYS[key]] = '';
  base['Precio Gasoleo A'] = '1,749';
  base['Precio Gasoleo B'] = '1,389';
  base['Precio Gasolina 95 E5'] = '1,599';
  return { ...base, ...overrides };
}

const list = (records: RawStation[], Fecha = '18/08/2026 21:26:01'): RawStationList => ({
  Fecha,
  ListaEESSPrecio: records,
  Nota: '',
  ResultadoConsulta: 'OK',
});

// A hand-made slice of the Listados, for records built here and for the raw excerpts.
const small: Territories = buildTerritories(
  [
    { IDCCAA: '07', CCAA: 'Castilla la Mancha' },
    { IDCCAA: '16', CCAA: 'País Vasco' },
    { IDCCAA: '05', CCAA: 'Canarias' },
  ],
  [],
  [
    {
      IDMunicipio: '52',
      IDProvincia: '02',
      IDCCAA: '07',
      Municipio: 'Abengibre',
      Provincia: '',
      CCAA: 'Castilla la Mancha',
    },
    {
      IDMunicipio: '53',
      IDProvincia: '02',
      IDCCAA: '07',
      Municipio: 'Alatoz',
      Provincia: '',
      CCAA: 'Castilla la Mancha',
    },
    {
      IDMunicipio: '54',
      IDProvincia: '02',
      IDCCAA: '07',
      Municipio: 'Albacete',
      Provincia: '',
      CCAA: 'Castilla la Mancha',
    },
    {
      IDMunicipio: '1',
      IDProvincia: '01',
      IDCCAA: '16',
      Municipio: 'Alegría-Dulantzi',
      Provincia: '',
      CCAA: 'País Vasco',
    },
    { IDMunicipio: '2', IDProvincia: '01', IDCCAA: '16', Municipio: 'Amurrio', Provincia: '', CCAA: 'País Vasco' },
    {
      IDMunicipio: '5249',
      IDProvincia: '35',
      IDCCAA: '05',
      Municipio: 'Palmas de Gran Canaria (Las)',
      Provincia: '',
      CCAA: 'Canarias',
    },
  ],
);

describe('validateRawStation', () => {
  it('cleans a record: INE community from the ministry IDCCAA, prices, brand, hours, text', () => {
    const result = validateRawStation(raw());
    expect(result).toEqual({
      ok: true,
      refusedPrices: [],
      truncatedTexts: [],
      station: {
        id: 4375,
        name: 'Nº 10.935',
        brand_slug: 'independiente',
        brand_name: 'Independiente',
        address: 'AVENIDA CASTILLA LA MANCHA, 26',
        locality: 'ABENGIBRE',
        postal_code: '02250',
        municipality_id: 52,
        province_code: '02',
        community_code: '08', // ministry 07 is Castilla-La Mancha, INE 08
        lat: 39.211417,
        lng: -1.539167,
        is_24h: false,
        hours: 'L-D: 07:00-22:00',
        opening_hours: expect.arrayContaining([{ day: 'sun', open: '07:00', close: '22:00' }]),
        low_tax_area: false,
        sells_to_public: true,
        margin: 'D',
        road_ref: null,
        road_km: null,
        prices: { diesel: 1.749, diesel_b: 1.389, gasoline_95: 1.599 },
      },
    });
  });

  it('trims padded text and turns empty strings into null', () => {
    const result = validateRawStation(
      raw({ Localidad: 'ALEGRIA-DULANTZI         ', 'C.P.': '', Rótulo: '  ', Margen: '' }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.station).toMatchObject({ locality: 'ALEGRIA-DULANTZI', postal_code: null, name: null, margin: null });
    expect(result.station.brand_slug).toBe('independiente');
  });

  it('marks restricted sale (Tipo Venta R), low-tax areas and roads', () => {
    const r = validateRawStation(raw({ 'Tipo Venta': 'R' }));
    expect(r.ok && r.station.sells_to_public).toBe(false);
    const canary = validateRawStation(
      raw({ IDProvincia: '35', IDCCAA: '05', IDMunicipio: '5249', Latitud: '28,1', 'Longitud (WGS84)': '-15,4' }),
    );
    expect(canary.ok && canary.station).toMatchObject({
      low_tax_area: true,
      community_code: '05',
      province_code: '35',
    });
    const onRoad = validateRawStation(raw({ Dirección: 'AUTOVIA A-2 KM 24' }));
    expect(onRoad.ok && [onRoad.station.road_ref, onRoad.station.road_km]).toEqual(['A-2', 24]);
  });

  it('leaves out prices that are empty or zero and keeps three decimals', () => {
    const r = validateRawStation(
      raw({ 'Precio Gasoleo A': '0,000', 'Precio Adblue': '0,8995', 'Precio Gasolina 95 E5': '' }),
    );
    expect(r.ok && r.station.prices).toEqual({ diesel_b: 1.389, adblue: 0.9 });
  });

  it('rejects bad values with a reason', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ IDEESS: 'ABC' }, /IDEESS/],
      [{ IDEESS: '' }, /IDEESS/],
      [{ Latitud: '' }, /unreadable coordinates/],
      [{ Latitud: '39,2x' }, /unreadable coordinates/],
      [{ Latitud: '0,0', 'Longitud (WGS84)': '0,0' }, /outside Spain/],
      [{ Latitud: '-1,539167', 'Longitud (WGS84)': '39,211417' }, /outside Spain/],
      [{ IDProvincia: '99' }, /IDProvincia/],
      [{ IDCCAA: '42' }, /IDCCAA/],
      [{ IDCCAA: '08' }, /does not contain province 02/],
      [{ IDMunicipio: 'x' }, /IDMunicipio/],
      [{ 'Precio Gasoleo A': '1,7a9' }, /Precio Gasoleo A is not a price/],
      [{ 'Precio Gasoleo A': '-1,749' }, /negative/],
    ];
    for (const [overrides, reason] of cases) {
      const result = validateRawStation(raw(overrides));
      expect(result.ok, JSON.stringify(overrides)).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    }
  });
});

describe('prices outside their plausible range (core/price-range.ts)', () => {
  it('are left out, the station kept with its other prices, and listed for the log', () => {
    for (const text of ['99999', '0,001', '12,5', '1234,500']) {
      const result = validateRawStation(raw({ 'Precio Gasoleo A': text }));
      expect(result.ok, text).toBe(true);
      if (!result.ok) continue;
      expect(result.station.prices.diesel, text).toBeUndefined();
      expect(result.station.prices.gasoline_95, text).toBeDefined();
      expect(result.refusedPrices).toEqual([{ key: 'diesel', text }]);
    }
    const snapshot = transformStationList(list([raw({ 'Precio Gasoleo A': '99999' })]), small);
    expect(snapshot.stations).toHaveLength(1);
    expect(snapshot.rejected).toEqual([]);
    expect(snapshot.refusedPrices).toEqual([{ id: 4375, key: 'diesel', text: '99999' }]);
  });

  it('keep the real extremes the register showed (AdBlue 0.424 to 3.413, gasoline 98 at 2.500)', () => {
    const result = validateRawStation(
      raw({ 'Precio Adblue': '0,424', 'Precio Gasolina 98 E5': '2,500', 'Precio Gasoleo A': '3,413' }),
    );
    expect(result.ok && result.station.prices).toMatchObject({ adblue: 0.424, gasoline_98: 2.5, diesel: 3.413 });
  });
});

describe('texts over their bound (text-bounds.ts)', () => {
  it('are cut to what the contract promises, the station kept and the cut listed with its length', () => {
    const long = {
      Rótulo: `REPSOL ${'R'.repeat(4_000_000)}`,
      Dirección: 'D'.repeat(301),
      Localidad: `  ${'L'.repeat(200)}  `, // within its bound once trimmed
      'C.P.': '02250-00000',
      Horario: `L-D: 24H${' '.repeat(400)}`,
    };
    const result = validateRawStation(raw(long));
    if (!result.ok) throw new Error(result.reason);
    expect(result.station).toMatchObject({
      name: `REPSOL ${'R'.repeat(192)}…`,
      brand_slug: 'repsol',
      address: `${'D'.repeat(299)}…`,
      locality: 'L'.repeat(200),
      postal_code: '02250-000…',
      hours: 'L-D: 24H',
      is_24h: true,
    });
    expect(result.truncatedTexts).toEqual([
      { field: 'Rótulo', chars: long.Rótulo.length },
      { field: 'Dirección', chars: 301 },
      { field: 'C.P.', chars: 11 },
    ]);
    const snapshot = transformStationList(list([raw(long)]), small);
    expect(snapshot.truncatedTexts).toEqual([
      { id: 4375, field: 'Rótulo', chars: long.Rótulo.length },
      { id: 4375, field: 'Dirección', chars: 301 },
      { id: 4375, field: 'C.P.', chars: 11 },
    ]);
  });

  it('never cut a pair of surrogates in two, and quote a rejected value short', () => {
    const result = validateRawStation(raw({ Rótulo: '😀'.repeat(150) }));
    expect(result.ok && result.station.name).toBe(`${'😀'.repeat(99)}…`);
    const rejected = validateRawStation(raw({ Latitud: 'N'.repeat(1_000_000) }));
    expect(rejected).toEqual({ ok: false, reason: `unreadable coordinates: "${'N'.repeat(39)}…", "-1,539167"` });
  });
});

describe('transformStationList', () => {
  it('turns the Madrid Fecha into a UTC instant and a date', () => {
    const snapshot = transformStationList(list([raw()]), small);
    expect(snapshot.source_time).toBe('2026-08-18T19:26:01Z');
    expect(snapshot.source_date).toBe('2026-08-18');
    expect(transformStationList(list([raw()], '11/07/2026 0:00:00'), small).source_time).toBe('2026-07-10T22:00:00Z');
  });

  it('rejects the whole list on schema drift, naming the key', () => {
    const drifted = raw();
    drifted['Precio Gasóleo A'] = drifted['Precio Gasoleo A'] ?? '';
    delete drifted['Precio Gasoleo A'];
    const attempt = () => transformStationList(list([raw({ IDEESS: '1' }), drifted]), small);
    expect(attempt).toThrow(SchemaDriftError);
    expect(attempt).toThrow(/"Precio Gasoleo A" \(1 records\)/);
    try {
      attempt();
    } catch (error) {
      expect((error as SchemaDriftError).missingKeys).toEqual(['Precio Gasoleo A']);
    }
  });

  it('treats every required key the same way, and values that are not text too', () => {
    for (const key of REQUIRED_KEYS) {
      const record = raw();
      delete record[key];
      expect(() => transformStationList(list([record]), small), key).toThrow(SchemaDriftError);
    }
    const numeric = { ...raw(), Latitud: 39.2 } as unknown as RawStation;
    expect(() => transformStationList(list([numeric]), small)).toThrow(/not text "Latitud"/);
    expect(() => transformStationList({ Fecha: 'x' } as unknown as RawStationList, small)).toThrow(SchemaDriftError);
    expect(() => transformStationList(list([raw()], '2026-08-18'), small)).toThrow(/Fecha/);
  });

  it('tolerates unknown extra keys such as a new price', () => {
    const snapshot = transformStationList(list([raw({ 'Precio Hidrógeno Verde': '9,999' })]), small);
    expect(snapshot.stations).toHaveLength(1);
    expect(snapshot.rejected).toEqual([]);
  });

  it('rejects records with bad values or unknown municipalities, keeping the rest', () => {
    const snapshot = transformStationList(
      list([
        raw(),
        raw({ IDEESS: '2', Latitud: 'N/A' }),
        raw({ IDEESS: '3', IDMunicipio: '999999' }),
        raw({ IDEESS: '4', IDMunicipio: '1' }),
        raw(),
      ]),
      small,
    );
    expect(snapshot.stations.map((s) => s.id)).toEqual([4375]);
    expect(snapshot.rejected).toEqual([
      { id: '2', reason: expect.stringMatching(/coordinates/) },
      { id: '3', reason: 'unknown IDMunicipio 999999' },
      { id: '4', reason: 'IDMunicipio 1 is in province 01, not 02' },
      { id: '4375', reason: 'duplicate IDEESS 4375' },
    ]);
  });
});

describe('stationListReader, then placeInTerritories (a refresh reads the register while it fetches the territories)', () => {
  const records = [
    raw({ IDEESS: '4375', IDMunicipio: '999999' }),
    raw({ IDEESS: '2', Latitud: 'N/A' }),
    raw({ IDEESS: ' 04375 ' }),
    raw({ IDEESS: '0004375' }),
    raw({ IDEESS: '4', IDMunicipio: '1' }),
  ];

  it('reads a list with no territories, and placed in them gives what the transform in one pass gives', () => {
    const reader = stationListReader();
    const read = readWholeList(list(records), reader);
    expect(read.source_time).toBe('2026-08-18T19:26:01Z');
    expect(read.records).toHaveLength(records.length);
    const placed = placeInTerritories(read, small);
    expect(placed).toEqual(transformStationList(list(records), small));
    // A station refused for its municipality does not make a later record of its id a duplicate; the rejections keep
    // the list's order and name the id as the register wrote it.
    expect(placed.stations.map((s) => s.id)).toEqual([4375]);
    expect(placed.rejected).toEqual([
      { id: '4375', reason: 'unknown IDMunicipio 999999' },
      { id: '2', reason: expect.stringMatching(/coordinates/) },
      { id: '0004375', reason: 'duplicate IDEESS 4375' },
      { id: '4', reason: 'IDMunicipio 1 is in province 01, not 02' },
    ]);
  });

  it('gives the list’s verdicts at its end, before any territory is needed', () => {
    expect(() => readWholeList(list([raw()], 'ayer'), stationListReader())).toThrow(SchemaDriftError);
    const { IDEESS: _id, ...drifted } = raw();
    expect(() => readWholeList(list([raw(), drifted as RawStation]), stationListReader())).toThrow(SchemaDriftError);
  });
});

describe('raw excerpts of real responses (test/fixtures/raw-excerpts)', () => {
  it('reads the current feed excerpt (\\/ escapes, decimal commas, ministry IDCCAA)', () => {
    const feed = readJson<RawStationList>(`${EXCERPTS}samcall22_gasolineras-api_2026-08-18_first3.json`);
    const snapshot = transformStationList(feed, small);
    expect(snapshot.rejected).toEqual([]);
    expect(snapshot.source_time).toBe('2026-08-18T19:26:01Z');
    const [abengibre, alatoz, albacete] = snapshot.stations;
    expect(abengibre).toMatchObject({ id: 4375, province_code: '02', community_code: '08', municipality_id: 52 });
    expect(abengibre?.prices).toEqual({ diesel: 1.749, diesel_b: 1.389, gasoline_95: 1.599 });
    expect(alatoz).toMatchObject({ brand_slug: 'repsol', road_ref: 'CM-332', road_km: 46.4, margin: 'I' });
    expect(alatoz?.opening_hours?.[0]).toEqual({ day: 'mon', open: '07:00', close: '23:00' });
    expect(albacete).toMatchObject({ brand_slug: 'carrefour', address: 'AVENIDA 1º DE MAYO, S/N' });
    expect(albacete?.opening_hours?.at(-1)).toEqual({ day: 'sun', open: '09:00', close: '21:00' });
  });

  it('reads the history excerpt (padded Localidad, midnight Fecha)', () => {
    const hist = readJson<RawStationList>(`${EXCERPTS}victor-tfm_hist_2026-06-15_first2.json`);
    const snapshot = transformStationList(hist, small);
    expect(snapshot.rejected).toEqual([]);
    expect(snapshot.source_date).toBe('2026-06-15');
    expect(snapshot.source_time).toBe('2026-06-14T22:00:00Z');
    const [dulantzi, amurrio] = snapshot.stations;
    expect(dulantzi).toMatchObject({ locality: 'ALEGRIA-DULANTZI', brand_slug: 'repsol', community_code: '16' });
    expect(amurrio).toMatchObject({ locality: 'AMURRIO', brand_slug: 'ballenoil', is_24h: true });
  });
});

describe('the real lists of the committed slice', () => {
  const territories = () => {
    const raw = listados();
    return buildTerritories(raw.communities, raw.provinces, raw.municipalities);
  };

  it('cleans every station of the current list, in the province, municipality and community of its record', () => {
    const feed = nationalList();
    const t = territories();
    const snapshot = transformStationList(feed, t);
    expect(snapshot.rejected).toEqual([]);
    expect(snapshot.stations.map((s) => s.id)).toEqual(feed.ListaEESSPrecio.map((s) => Number(s.IDEESS)));
    expect(snapshot.source_time).toBe('2026-08-22T13:53:31Z');
    expect(snapshot.source_date).toBe('2026-08-22');
    const abengibre = snapshot.stations.find((s) => s.id === 4375);
    expect(abengibre).toMatchObject({ province_code: '02', community_code: '08', municipality_id: 52 });
    // Every station sits in a municipality of its own province, and every community code is INE.
    const municipalities = new Map(t.municipalities.map((m) => [m.id, m]));
    const provinces = new Map(t.provinces.map((p) => [p.code, p]));
    feed.ListaEESSPrecio.forEach((raw, i) => {
      const s = snapshot.stations[i];
      expect(s?.province_code).toBe(raw.IDProvincia);
      expect(s?.municipality_id).toBe(Number(raw.IDMunicipio));
      expect(municipalities.get(s?.municipality_id as number)?.province_code).toBe(s?.province_code);
      expect(provinces.get(s?.province_code as string)?.community_code).toBe(s?.community_code);
    });
    // Decimal commas and empty prices: each price is the record's text with a point, each empty one absent.
    feed.ListaEESSPrecio.forEach((raw, i) => {
      for (const key of PRICE_KEYS) {
        const text = raw[MINISTRY_PRICE_KEYS[key]] as string;
        expect(snapshot.stations[i]?.prices[key], `${raw.IDEESS} ${key}`).toBe(
          text === '' ? undefined : Number(text.replace(',', '.')),
        );
      }
    });
    // The slash the current list escapes ("S\/N") reads as a plain slash.
    expect(snapshot.stations.some((s) => s.address?.includes('S/N'))).toBe(true);
  });

  it('cleans a history file (padded Localidad, midnight Fecha)', () => {
    const hist = historyList('30-07-2026');
    expect(hist.ListaEESSPrecio.some((s) => / {2,}$/.test(s.Localidad ?? ''))).toBe(true);
    const snapshot = transformStationList(hist, territories());
    expect(snapshot.rejected).toEqual([]);
    expect(snapshot.stations).toHaveLength(hist.ListaEESSPrecio.length);
    expect(snapshot.source_date).toBe('2026-07-30');
    expect(snapshot.source_time).toBe('2026-07-29T22:00:00Z');
    expect(snapshot.stations.every((s) => s.locality === null || s.locality === s.locality.trim())).toBe(true);
    const padded = hist.ListaEESSPrecio.find((s) => s.IDEESS === '4375');
    expect(padded?.Localidad).toBe('ABENGIBRE                ');
    expect(snapshot.stations.find((s) => s.id === 4375)?.locality).toBe('ABENGIBRE');
  });
});
