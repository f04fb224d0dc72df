// What the ETL needs from the ministry's register, whether it comes over HTTP or from the embedded sample.
import type { StringCut } from './station-list-parser.js';

/** One station as the ministry sends it: every value is a string (decimal commas, "" for no price). */
export type RawStation = Record<string, string>;

export interface RawStationList {
  Fecha: string; // "22/08/2026 15:53:31" (Europe/Madrid) or "11/07/2026 0:00:00" for a past day
  ListaEESSPrecio: RawStation[];
  Nota: string;
  ResultadoConsulta: string;
}

/** A station list but its records, once it has been read: what a StationListReader is given at the end. */
export type StationListEnd = Omit<RawStationList, 'ListaEESSPrecio'> & { count: number };

/**
 * Takes a station list as it is read: each record of ListaEESSPrecio, in order, then the rest of the list (after a
 * failure, a new reader is asked for and the list read again).
 */
export interface StationListReader<T> {
  /** `cuts`: the record's strings the HTTP source cut to their bound as it read them (station-list-parser.ts). */
  record(raw: RawStation, cuts?: readonly StringCut[]): void;
  end(list: StationListEnd): T;
}

export interface RawCommunity {
  IDCCAA: string;
  CCAA: string;
}

/** The ministry spells the province id key `IDPovincia` in this list. */
export interface RawProvince {
  IDPovincia: string;
  IDCCAA: string;
  Provincia: string;
  CCAA: string;
}

export interface RawMunicipality {
  IDMunicipio: string;
  IDProvincia: string;
  IDCCAA: string;
  Municipio: string;
  Provincia: string;
  CCAA: string;
}

export interface MinistrySource {
  /** Human-readable origin, for logs and meta.source (says "sample" for generated data). */
  readonly description: string;
  /** true when the data is the project's generated sample, not the ministry's register. */
  readonly isSample: boolean;
  /**
   * EstacionesTerrestres/: today's national list, read record by record into a reader (a new one from `reader` for
   * each attempt), so that the HTTP source never holds the list whole; `collectList` gives it whole.
   */
  stationsNow<T>(reader: () => StationListReader<T>): Promise<T>;
  /** EstacionesTerrestresHist/{dd-mm-yyyy}: the list as it was on a past day (date given as YYYY-MM-DD), the same way. */
  stationsOn<T>(date: string, reader: () => StationListReader<T>): Promise<T>;
  communities(): Promise<RawCommunity[]>;
  provinces(): Promise<RawProvince[]>;
  municipalities(): Promise<RawMunicipality[]>;
}
