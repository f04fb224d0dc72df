// The sample's territory: the 52 provinces with the real towns their stations are placed in. Municipality ids
// imitate the ministry's own numbering (sequential over provinces by code, towns by name), unique across Spain.

import { stripAccents } from '../../core/accents.js';
import { COMMUNITIES } from './communities.js';
import { PROVINCES, type ProvinceDef, type Town } from './provinces.js';
import { TOWNS_CENTRE } from './towns-centre.js';
import { TOWNS_EAST } from './towns-east.js';
import { TOWNS_NORTH } from './towns-north.js';
import { TOWNS_SOUTH } from './towns-south.js';

export interface Road {
  ref: string; // "A-4", "N-340", "AP-7", "CM-332"
  km: number; // approximate kilometre point at the town
}

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

const TOWNS: Readonly<Record<string, readonly Town[]>> = {
  ...TOWNS_NORTH,
  ...TOWNS_CENTRE,
  ...TOWNS_EAST,
  ...TOWNS_SOUTH,
};

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

function parseRoads(text: string | undefined): Road[] {
  if (!text) return [];
  return text.split(' ').map((part) => {
    const [ref, km] = part.split(':');
    if (!ref || km === undefined || !Number.isFinite(Number(km))) throw new Error(`sample: bad road "${part}"`);
    return { ref, km: Number(km) };
  });
}

function build(): SampleProvince[] {
  const communityName = new Map(COMMUNITIES.map((c) => [c.id, c.name]));
  let nextId = 1;
  return [...PROVINCES]
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map((province) => {
      const towns = TOWNS[province.code];
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
          roads: parseRoads(town.roads),
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
