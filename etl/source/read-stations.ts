// Station lists for a reader: a list held whole handed to it (the sample, tests' sources), and the reader that keeps
// a list whole (for whoever wants the list itself rather than what a reader makes of it).
import { SchemaDriftError } from '../transform/schema.js';
import type { RawStation, RawStationList, StationListReader } from './source.js';

/** Hands every record of a list read whole to `reader`, then its envelope; a list without records is schema drift. */
export function readWholeList<T>(list: RawStationList, reader: StationListReader<T>): T {
  if (typeof list !== 'object' || list === null || !Array.isArray(list.ListaEESSPrecio)) {
    throw new SchemaDriftError('station list: ListaEESSPrecio is missing or not an array');
  }
  const { ListaEESSPrecio, ...envelope } = list;
  for (const raw of ListaEESSPrecio) reader.record(raw);
  return reader.end({ ...envelope, count: ListaEESSPrecio.length });
}

/** A reader that gives the list back whole: `source.stationsNow(collectList)`. */
export function collectList(): StationListReader<RawStationList> {
  const records: RawStation[] = [];
  return {
    record: (raw) => records.push(raw),
    end: ({ count: _count, ...envelope }) => ({ ...envelope, ListaEESSPrecio: records }),
  };
}
