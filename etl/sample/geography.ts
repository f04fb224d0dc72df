// The sample's territory: the 52 provinces with the real towns their stations are placed in. Municipality ids
// imitate the ministry's own numbering (sequential over provinces by code, towns by name), unique across Spain.

import { stripAccents } from '../../core/accents.js';
import { type ProvinceDef, type Road, sampleTables } from './sample-tables.js';

export interface SampleMunicipality {
  id: number; // the sample's ministry-style IDMunicipio
  name: string;
  /** The station's Localidad: upper case, article first, accents dropped as the ministry usually writes it. */
  locality: string;
  /** Localidad as the history endpoint writes it: right-padded with spaces to 25 characters. */
  paddedLocality: string;
  isCapital: boolean;
  lat: number;
  lng: number;
  weight: number;
  spreadKm: number;
  roads: readonly Road[];
}

export interface SampleProvince extends ProvinceDef {
  communityName: string;
  municipalities: readonly SampleMunicipality[];
}

const HISTORY_LOCALITY_WIDTH = 25;

/** Upper case without accents but keeping Ñ, for Localidad and for accent-insensitive ordering. */
export function plainUpper(text: string): string {
  return text.toUpperCase().normalize('NFC').split('Ñ').map(stripAccents).join('Ñ');
}

// "Rozas de Madrid (Las)" -> "LAS ROZAS DE MADRID"; "Alicante/Alacant" -> "ALICANTE".
function localityOf(name: string): string {
  const first = name.split('/')[0] ?? name;
  const article = /^(.*) \(([^)]+)\)$/.exec(first);
  const natural = article ? `${article[2]}${article[2]?.endsWith("'") ? '' : ' '}${article[1]}` : first;
  return plainUpper(natural);
}

function build(): SampleProvince[] {
  const tables = sampleTables();
  const communityName = new Map(tables.communities.map((c) => [c.id, c.name]));
  let nextId = 1;
  return [...tables.provinces]
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map((province) => {
      const towns = tables.towns.get(province.code);
      const ccaaName = communityName.get(province.ccaa);
      if (!towns?.length || !ccaaName) throw new Error(`sample: no towns or community for province ${province.code}`);
      const capital = towns[0];
      const municipalities = [...towns]
        .sort((a, b) => (plainUpper(a.name) < plainUpper(b.name) ? -1 : 1))
        .map((town) => ({
          id: nextId++,
          name: town.name,
          locality: localityOf(town.name),
          paddedLocality: localityOf(town.name).padEnd(HISTORY_LOCALITY_WIDTH),
          isCapital: town === capital,
          lat: town.lat,
          lng: town.lng,
          weight: town.weight ?? 1,
          spreadKm: town.spread ?? 2.5,
          roads: town.roads,
        }));
      return { ...province, communityName: ccaaName, municipalities };
    });
}

let cached: readonly SampleProvince[] | undefined;

/** The provinces ordered by code, each with its municipalities ordered by id; built once. */
export function sampleGeography(): readonly SampleProvince[] {
  cached ??= build();
  return cached;
}
