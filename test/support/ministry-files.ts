// Test helper: reads the real ministry data kept outside the repository in ../shared/data (never copied in).
// Tests that need it skip with a message when it is absent.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { RawCommunity, RawMunicipality, RawProvince, RawStationList } from '../../etl/source/source.js';

/** ../shared/data relative to the project root. */
export const SHARED_DATA = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
export const MINISTRY = `${SHARED_DATA}ministry/`;
export const EXCERPTS = `${SHARED_DATA}raw-excerpts/`;

export const hasMinistryData = existsSync(`${MINISTRY}EstacionesTerrestres.json.gz`);
export const hasExcerpts = existsSync(EXCERPTS);
export const MISSING_DATA = `real ministry data not found at ${SHARED_DATA} (../shared/data): skipped`;

export function readJson<T>(path: string): T {
  const bytes = readFileSync(path);
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as T;
}

export function nationalList(): RawStationList {
  return readJson<RawStationList>(`${MINISTRY}EstacionesTerrestres.json.gz`);
}

export function historyList(ddmmyyyy: string): RawStationList {
  return readJson<RawStationList>(`${MINISTRY}EstacionesTerrestresHist/${ddmmyyyy}.json.gz`);
}

export function listados(): {
  communities: RawCommunity[];
  provinces: RawProvince[];
  municipalities: RawMunicipality[];
} {
  return {
    communities: readJson<RawCommunity[]>(`${MINISTRY}Listados/ComunidadesAutonomas.json`),
    provinces: readJson<RawProvince[]>(`${MINISTRY}Listados/Provincias.json`),
    municipalities: readJson<RawMunicipality[]>(`${MINISTRY}Listados/Municipios.json`),
  };
}
