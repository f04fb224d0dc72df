// Dirección and C.P. in the register's styles: street addresses in towns, kilometre points on roads
// ("AUTOVIA A-2 KM 24,5", "CARRETERA N-340 KM 1052", "AP-7 KM 150", "CR CM-332, 46,4").

import type { SampleMunicipality } from './geography.js';
import { intBetween, pick, pickWeighted, type Rng } from './prng.js';
import { type Road, sampleTables } from './sample-tables.js';

// The kinds stay here, not in the data: POLIGONO and CARRETERA are written differently below.
const STREET_KINDS = [
  ['CALLE', 45],
  ['AVENIDA', 25],
  ['CARRETERA', 10],
  ['PASEO', 4],
  ['RONDA', 6],
  ['POLIGONO', 10],
] as const;

function houseNumber(rng: Rng): string {
  return rng() < 0.15 ? 'S/N' : String(intBetween(rng, 1, rng() < 0.7 ? 60 : 250));
}

export function streetAddress(rng: Rng): string {
  const { streets, outskirts, estates } = sampleTables().streetNames;
  const [kind] = pickWeighted(rng, STREET_KINDS, ([, weight]) => weight);
  if (kind === 'POLIGONO') return `POLIGONO INDUSTRIAL ${pick(rng, estates)}, PARCELA ${intBetween(rng, 1, 120)}`;
  if (kind === 'CARRETERA') return `CARRETERA ${pick(rng, outskirts)}, ${houseNumber(rng)}`;
  return `${kind} ${pick(rng, streets)}, ${houseNumber(rng)}`;
}

function kmText(rng: Rng, km: number): string {
  const value = Math.max(0, km + intBetween(rng, -6, 6));
  return rng() < 0.4 ? `${value},${intBetween(rng, 1, 9)}` : String(value);
}

export function roadAddress(rng: Rng, road: Road): string {
  const km = kmText(rng, road.km);
  const r = rng();
  if (road.ref.startsWith('AP-')) return r < 0.7 ? `${road.ref} KM ${km}` : `AUTOPISTA ${road.ref} KM. ${km}`;
  if (road.ref.startsWith('A-')) return r < 0.8 ? `AUTOVIA ${road.ref} KM ${km}` : `AUTOVIA ${road.ref}, KM. ${km}`;
  if (road.ref.startsWith('N-')) {
    if (r < 0.6) return `CARRETERA ${road.ref} KM ${km}`;
    return r < 0.85 ? `CTRA. ${road.ref} KM. ${km}` : `CR ${road.ref}, KM ${km}`;
  }
  return r < 0.6 ? `CARRETERA ${road.ref} KM ${km}` : `CR ${road.ref}, ${km}`;
}

/** Capitals spread over their 0xx city codes; other towns keep one code (a few for the big ones). */
export function postalCode(rng: Rng, provinceCode: string, municipality: SampleMunicipality): string {
  if (municipality.isCapital) {
    const district = intBetween(rng, 1, Math.min(60, 3 + municipality.weight * 2));
    return `${provinceCode}0${String(district).padStart(2, '0')}`;
  }
  const base = 100 + ((municipality.id * 7919) % 880);
  const extra = municipality.weight >= 3 ? intBetween(rng, 0, municipality.weight) : 0;
  return `${provinceCode}${base + extra}`;
}
