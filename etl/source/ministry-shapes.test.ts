import { describe, expect, it } from 'vitest';
import { createMinistryHttpSource, normaliseBaseUrl, toMinistryDate } from './ministry-http-source.js';
import { asRows, checkStationList } from './ministry-shapes.js';
import { collectList } from './read-stations.js';

const fail = (message: string) => new Error(message);
const list = (overrides: object) => ({ Fecha: '11/07/2026 0:00:00', ListaEESSPrecio: [], Nota: '', ...overrides });

describe('checkStationList', () => {
  it('accepts the envelope, an empty list included', () => {
    expect(checkStationList(list({ ResultadoConsulta: 'OK' }), fail)).toEqual({
      Fecha: '11/07/2026 0:00:00',
      Nota: '',
      ResultadoConsulta: 'OK',
    });
  });

  it.each([
    [list({ ResultadoConsulta: 'Error: fecha no válida' }), /ResultadoConsulta/],
    [list({ ResultadoConsulta: 'OK', ListaEESSPrecio: {} }), /not an array/],
    [list({ ResultadoConsulta: 'OK', Fecha: 1 }), /Fecha/],
    [[], /JSON object/],
  ])('rejects %j', (body, message) => {
    expect(() => checkStationList(body, fail)).toThrow(message);
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
    const httpGet: typeof fetch = async (input) => {
      requested.push(String(input));
      return new Response('{"ResultadoConsulta":"Sin datos"}');
    };
    const source = createMinistryHttpSource({ baseUrl: 'http://h/x/PreciosCarburantes', httpGet });
    await expect(source.stationsOn('2026-07-11', collectList)).rejects.toMatchObject({ kind: 'shape', attempts: 1 });
    await expect(source.stationsOn('2026-7-11', collectList)).rejects.toThrow(RangeError);
    await source.communities().catch(() => {});
    expect(requested).toEqual([
      'http://h/x/PreciosCarburantes/EstacionesTerrestresHist/11-07-2026',
      'http://h/x/PreciosCarburantes/Listados/ComunidadesAutonomas/',
    ]);
  });

  it('reads a list record by record into a new reader per attempt, and refuses a record that is not an object', async () => {
    const list = (records: unknown[]) =>
      JSON.stringify({ Fecha: '11/07/2026 0:00:00', ListaEESSPrecio: records, Nota: '', ResultadoConsulta: 'OK' });
    const answers = ['<html>busy</html>', list([{ IDEESS: '1' }, { IDEESS: '2' }]), list([{}, 'x'])];
    const httpGet: typeof fetch = async () => new Response(answers.shift());
    const source = createMinistryHttpSource({
      baseUrl: 'http://h/x/PreciosCarburantes',
      httpGet,
      sleep: async () => {},
    });
    const readers: string[][] = [];
    const reader = () => {
      const seen: string[] = [];
      readers.push(seen);
      return { record: (raw: Record<string, string>) => seen.push(raw.IDEESS ?? ''), end: (end: object) => end };
    };
    expect(await source.stationsNow(reader)).toEqual({
      Fecha: '11/07/2026 0:00:00',
      Nota: '',
      ResultadoConsulta: 'OK',
      count: 2,
    });
    expect(readers).toEqual([[], ['1', '2']]);
    await expect(source.stationsNow(collectList)).rejects.toMatchObject({
      kind: 'shape',
      message: /\[1\] is not an object/,
    });
  });
});
