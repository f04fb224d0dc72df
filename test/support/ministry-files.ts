// Test helper: the committed slice of the ministry's files (test/fixtures), read as plain JSON without the ETL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readWholeList } from '../../etl/source/read-stations.js';
import type {
  MinistrySource,
  RawCommunity,
  RawMunicipality,
  RawProvince,
  RawStationList,
} from '../../etl/source/source.js';
import { MINISTRY_FIXTURES, RAW_EXCERPTS } from './data-paths.js';

export const EXCERPTS = `${RAW_EXCERPTS}/`;

export function readJson<T>(path: string): T {
  const bytes = readFileSync(path);
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as T;
}

/** EstacionesTerrestres: the slice's current list (22/08/2026 15:53:31). */
export function nationalList(): RawStationList {
  return readJson<RawStationList>(join(MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz'));
}

/** EstacionesTerrestresHist/DD-MM-YYYY of the slice. */
export function historyList(ddmmyyyy: string): RawStationList {
  return readJson<RawStationList>(join(MINISTRY_FIXTURES, 'EstacionesTerrestresHist', `${ddmmyyyy}.json.gz`));
}

export function listados(): {
  communities: RawCommunity[];
  provinces: RawProvince[];
  municipalities: RawMunicipality[];
} {
  const listado = <T>(name: string) => readJson<T[]>(join(MINISTRY_FIXTURES, 'Listados', `${name}.json`));
  return {
    communities: listado<RawCommunity>('ComunidadesAutonomas'),
    provinces: listado<RawProvince>('Provincias'),
    municipalities: listado<RawMunicipality>('Municipios'),
  };
}

/**
 * The committed slice of the register as a source, read from the fixtures without HTTP (a refresh takes about a
 * second); `list` gives the station list it answers (the slice's by default).
 */
export function fixtureSliceSource(list: () => RawStationList = nationalList): MinistrySource {
  return {
    description: 'fixture slice',
    isSample: false,
    stationsNow: async (reader) => readWholeList(list(), reader()),
    stationsOn: () => Promise.reject(new Error('not needed')),
    communities: async () => listados().communities,
    provinces: async () => listados().provinces,
    municipalities: async () => listados().municipalities,
  };
}
