// Checks that a parsed answer has the envelope each endpoint promises. Field-level drift inside a station
// (renamed or new price keys) is left to the ETL transform, and an empty station list is left to its guards.

import type { RawStation, RawStationList } from './source.js';

export type ShapeFailure = (message: string) => Error;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope of a station list; its records are checked as they are read (isStationRecord). */
export function checkStationList(body: unknown, fail: ShapeFailure): Omit<RawStationList, 'ListaEESSPrecio'> {
  if (!isRecord(body)) throw fail('expected a JSON object with ListaEESSPrecio');
  const { Fecha, ListaEESSPrecio, Nota, ResultadoConsulta } = body;
  // The service reports its own errors here (with no list), so check it first.
  if (ResultadoConsulta !== 'OK') throw fail(`ResultadoConsulta is ${JSON.stringify(ResultadoConsulta)}, not "OK"`);
  if (typeof Fecha !== 'string') throw fail('Fecha is not a string');
  if (!Array.isArray(ListaEESSPrecio)) throw fail('ListaEESSPrecio is not an array');
  return { Fecha, Nota: typeof Nota === 'string' ? Nota : '', ResultadoConsulta };
}

export const isStationRecord = (value: unknown): value is RawStation => isRecord(value);
export const notARecord = (index: number) => `ListaEESSPrecio[${index}] is not an object`;

/** A Listados answer: an array of objects that each carry the given keys as strings. */
export function asRows<K extends string>(body: unknown, keys: readonly K[], fail: ShapeFailure): Record<K, string>[] {
  if (!Array.isArray(body)) throw fail('expected a JSON array');
  body.forEach((row: unknown, index) => {
    const missing = isRecord(row) ? keys.filter((key) => typeof row[key] !== 'string') : keys;
    if (missing.length > 0) throw fail(`row ${index} lacks string ${missing.join(', ')}`);
  });
  return body as Record<K, string>[];
}
