// Brands (Rótulo) and opening hours, drawn from the tables in data/ (brands, their mixes, hours, name words): here
// is which mix each community gets and how a station without a brand is named.

import { pick, pickWeighted, type Rng } from './prng.js';
import { type Brand, type BrandKind, type BrandMixName, sampleTables } from './sample-tables.js';

// Petronor is Repsol's brand in the Basque Country and around it; bonÀrea sells fuel in Cataluña and Aragón.
function mixOf(ccaa: string): BrandMixName {
  if (['16', '15', '06', '17'].includes(ccaa)) return 'north';
  if (ccaa === '09' || ccaa === '02') return 'northeast';
  if (ccaa === '05') return 'canarias';
  if (ccaa === '04') return 'baleares';
  if (ccaa === '18' || ccaa === '19') return 'ceuta-melilla';
  return 'peninsula';
}

export function pickBrand(rng: Rng, ccaa: string): Brand {
  return pickWeighted(rng, sampleTables().brandMixes[mixOf(ccaa)], ([, weight]) => weight)[0];
}

/** A made-up Rótulo for a station without a brand, in the styles seen in the register. */
export function independentName(rng: Rng, kind: BrandKind, locality: string): string {
  const { places, more_places, surnames, patrons } = sampleTables().stationNames;
  if (kind === 'cooperative') return `COOPERATIVA AGRICOLA ${pick(rng, patrons)}`;
  const r = rng();
  if (r < 0.3) return `ESTACION DE SERVICIO ${pick(rng, rng() < 0.5 ? places : more_places)}`;
  if (r < 0.5) return `E.S. ${locality}`;
  if (r < 0.62) return `GASOLINERA ${pick(rng, more_places)}`;
  if (r < 0.74) return `AREA DE SERVICIO ${pick(rng, places)}`;
  if (r < 0.88) return `PETROLEOS ${pick(rng, surnames)}`;
  return `Nº ${Math.floor(1 + rng() * 15)}.${String(Math.floor(rng() * 1000)).padStart(3, '0')}`;
}

const H24 = 'L-D: 24H';

/** Opening hours in the register's text format; stations on main roads are mostly open all day. */
export function pickHours(rng: Rng, kind: BrandKind, onRoad: boolean): string {
  if (onRoad && kind !== 'cooperative' && rng() < 0.6) return H24;
  return pickWeighted(rng, sampleTables().hours[kind], ([, weight]) => weight)[0];
}
