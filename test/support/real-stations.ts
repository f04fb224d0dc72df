// Test and benchmark support: the real station register from ../shared (never copied into the repository).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** ../shared/data relative to the project root (this file sits in <root>/store/spatial). */
export const REAL_STATIONS_PATH = fileURLToPath(
  new URL('../../../shared/data/ministry/EstacionesTerrestres.json.gz', import.meta.url),
);

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

/** The real stations, or undefined when ../shared is not present on this machine. */
export function loadRealStations(): RealStations | undefined {
  if (!existsSync(REAL_STATIONS_PATH)) return undefined;
  const raw = JSON.parse(gunzipSync(readFileSync(REAL_STATIONS_PATH)).toString('utf8')) as {
    ListaEESSPrecio: RawStation[];
  };
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

/** Stand-in while tests that need the real data are being collected but skipped. */
export function noStations(): RealStations {
  return { ids: new Int32Array(0), lat: new Float64Array(0), lng: new Float64Array(0), diesel: new Float64Array(0) };
}

export const SKIP_MESSAGE = `real station data not found at ${REAL_STATIONS_PATH}; skipping tests that need it`;
