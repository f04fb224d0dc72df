// Reads a station list into a StationListReader from any MinistrySource: record by record as the HTTP source parses
// it, or from the whole list a source without readStationsNow/On answers (the sample, tests' sources).
import { SchemaDriftError } from '../transform/schema.js';
import type { MinistrySource, RawStationList, StationListReader } from './source.js';

export function readStationsNow<T>(source: MinistrySource, reader: () => StationListReader<T>): Promise<T> {
  if (source.readStationsNow) return source.readStationsNow(reader);
  return source.stationsNow().then((list) => readWhole(list, reader()));
}

export function readStationsOn<T>(
  source: MinistrySource,
  date: string,
  reader: () => StationListReader<T>,
): Promise<T> {
  if (source.readStationsOn) return source.readStationsOn(date, reader);
  return source.stationsOn(date).then((list) => readWhole(list, reader()));
}

function readWhole<T>(list: RawStationList, reader: StationListReader<T>): T {
  // What transformStationList says of such a list.
  if (typeof list !== 'object' || list === null || !Array.isArray(list.ListaEESSPrecio)) {
    throw new SchemaDriftError('station list: ListaEESSPrecio is missing or not an array');
  }
  const { ListaEESSPrecio, ...envelope } = list;
  for (const raw of ListaEESSPrecio) reader.record(raw);
  return reader.end({ ...envelope, count: ListaEESSPrecio.length });
}
