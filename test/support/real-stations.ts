// Test and benchmark support: station positions and diesel prices read straight from a ministry list, without the ETL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MINISTRY_FIXTURES } from './data-paths.js';

export interface RealStations {
  ids: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** NaN where the station has no diesel (Gasoleo A) price. */
  diesel: Float64Array;
}

interface RawStation {
  IDEESS: string;
  Latitud: string;
  'Longitud (WGS84)': string;
  'Precio Gasoleo A': string;
}

/** The ministry writes decimal commas ("39,211417") and "" for a missing value. */
function decimal(value: string): number {
  return value === '' ? Number.NaN : Number(value.replace(',', '.'));
}

/** The stations of an EstacionesTerrestres.json.gz: by default the committed slice (benchmarks pass ../shared's). */
export function loadRealStations(path = join(MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz')): RealStations {
  const raw = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as { ListaEESSPrecio: RawStation[] };
  const list = raw.ListaEESSPrecio;
  const stations: RealStations = {
    ids: new Int32Array(list.length),
    lat: new Float64Array(list.length),
    lng: new Float64Array(list.length),
    diesel: new Float64Array(list.length),
  };
  list.forEach((s, i) => {
    stations.ids[i] = Number(s.IDEESS);
    stations.lat[i] = decimal(s.Latitud);
    stations.lng[i] = decimal(s['Longitud (WGS84)']);
    stations.diesel[i] = decimal(s['Precio Gasoleo A']);
  });
  return stations;
}
