import { describe, expect, it } from 'vitest';
import { createMinistryHttpSource, normaliseBaseUrl, toMinistryDate } from './ministry-http-source.js';
import { asRows, asStationList } from './ministry-shapes.js';

const fail = (message: string) => new Error(message);
const list = (overrides: object) => ({ Fecha: '11/07/2026 0:00:00', ListaEESSPrecio: [], Nota: '', ...overrides });

describe('asStationList', () => {
  it('accepts the envelope, an empty list included', () => {
    expect(asStationList(list({ ResultadoConsulta: 'OK' }), fail).ListaEESSPrecio).toEqual([]);
  });

  it.each([
    [list({ ResultadoConsulta: 'Error: fecha no válida' }), /ResultadoConsulta/],
    [list({ ResultadoConsulta: 'OK', ListaEESSPrecio: {} }), /not an array/],
    [list({ ResultadoConsulta: 'OK', ListaEESSPrecio: [{}, 'x'] }), /\[1\] is not an object/],
    [list({ ResultadoConsulta: 'OK', Fecha: 1 }), /Fecha/],
    [[], /JSON object/],
  ])('rejects %j', (body, message) => {
    expect(() => asStationList(body, fail)).toThrow(message);
  });
});

describe('asRows', () => {
  it('checks every row for string keys', () => {
    expect(asRows([{ IDCCAA: '01', CCAA: 'Andalucia' }], ['IDCCAA', 'CCAA'], fail)).toHaveLength(1);
    expect(() => asRows([{ IDCCAA: '01', CCAA: 'A' }, { IDCCAA: 2 }], ['IDCCAA', 'CCAA'], fail)).toThrow(
      'row 1 lacks string IDCCAA, CCAA',
    );
    expect(() => asRows({}, ['IDCCAA'], fail)).toThrow('expected a JSON array');
  });
});

describe('URLs', () => {
  it('normalises the base URL and refuses other paths', () => {
    expect(normaliseBaseUrl('http://h/ServiciosRESTCarburantes/PreciosCarburantes')).toBe(
      'http://h/ServiciosRESTCarburantes/PreciosCarburantes/',
    );
    expect(() => normaliseBaseUrl('http://h/ServiciosRESTCarburantes/')).toThrow(TypeError);
  });

  it('turns YYYY-MM-DD into dd-mm-yyyy and refuses impossible days', () => {
    expect(toMinistryDate('2026-07-11')).toBe('11-07-2026');
    for (const bad of ['2026-02-30', '11-07-2026', '2026-7-11', '2026-13-01']) {
      expect(() => toMinistryDate(bad)).toThrow(RangeError);
    }
  });

  it('requests the documented paths and reports shape errors with their URL', async () => {
    const requested: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response('{"ResultadoConsulta":"Sin datos"}');
    };
    const source = createMinistryHttpSource({ baseUrl: 'http://h/x/PreciosCarburantes', fetchImpl });
    await expect(source.stationsOn('2026-07-11')).rejects.toMatchObject({ kind: 'shape', attempts: 1 });
    await expect(source.stationsOn('2026-7-11')).rejects.toThrow(RangeError);
    await source.communities().catch(() => {});
    expect(requested).toEqual([
      'http://h/x/PreciosCarburantes/EstacionesTerrestresHist/11-07-2026',
      'http://h/x/PreciosCarburantes/Listados/ComunidadesAutonomas/',
    ]);
  });
});
