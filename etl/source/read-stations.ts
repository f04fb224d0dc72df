// Reads a station list into a StationListReader from any MinistrySource: record by record as the HTTP source parses
// it, or from the whole list a source without readStationsNow/On answers (the sample, tests' sources).
import { SchemaDriftError } from '../transform/schema.js';
import type { MinistrySource, RawStationList, StationListReader } from './source.js';

export function readStationsNow<T>(source: MinistrySource, reader: () => StationListReader<T>): Promise<T> {
  if (source.readStationsNow) return source.readStationsNow(reader);
  return source.stationsNow().then((list) => readWholeList(list, reader()));
}

export function readStationsOn<T>(
  source: MinistrySource,
  date: string,
  reader: () => StationListReader<T>,
): Promise<T> {
  if (source.readStationsOn) return source.readStationsOn(date, reader);
  return source.stationsOn(date).then((list) => readWholeList(list, reader()));
}

/** Hands every record of a list read whole to `reader`, then its envelope; a list without records is schema drift. */
export function readWholeList<T>(list: RawStationList, reader: StationListReader<T>): T {
  if (typeof list !== 'object' || list === null || !Array.isArray(list.ListaEESSPrecio)) {
    throw new SchemaDriftError('station list: ListaEESSPrecio is missing or not an array');
  }
  const { ListaEESSPrecio, ...envelope } = list;
  for (const raw of ListaEESSPrecio) reader.record(raw);
  return reader.end({ ...envelope, count: ListaEESSPrecio.length });
}
