// Brands (Rótulo) and opening hours. Mixes follow the real market's shape: Repsol leads, Petronor in the north,
// DISA in the Canary Islands, low-cost unattended chains and hypermarkets cheaper, many independents.

import { pick, pickWeighted, type Rng } from './prng.js';

export type BrandKind = 'major' | 'low-cost' | 'hypermarket' | 'independent' | 'cooperative';

export interface Brand {
  name: string;
  kind: BrandKind;
  /** EUR/L against the national mean for liquid fuels. */
  offset: number;
  /** Chance of changing prices on a given day (low-cost chains reprice most days). */
  repriceChance: number;
}

const b = (name: string, kind: BrandKind, offset: number, repriceChance: number): Brand => ({
  name,
  kind,
  offset,
  repriceChance,
});

export const INDEPENDENT = b('', 'independent', -0.03, 0.12);
export const COOPERATIVE = b('', 'cooperative', -0.05, 0.1);

const BRANDS: Readonly<Record<string, Brand>> = {
  REPSOL: b('REPSOL', 'major', 0.035, 0.3),
  CEPSA: b('CEPSA', 'major', 0.03, 0.3),
  MOEVE: b('MOEVE', 'major', 0.03, 0.3),
  GALP: b('GALP', 'major', 0.015, 0.3),
  BP: b('BP', 'major', 0.03, 0.3),
  SHELL: b('SHELL', 'major', 0.04, 0.3),
  PETRONOR: b('PETRONOR', 'major', 0.03, 0.3),
  DISA: b('DISA', 'major', 0.01, 0.25),
  AVIA: b('AVIA', 'major', -0.02, 0.2),
  BALLENOIL: b('BALLENOIL', 'low-cost', -0.1, 0.7),
  PLENOIL: b('PLENOIL', 'low-cost', -0.11, 0.7),
  PETROPRIX: b('PETROPRIX', 'low-cost', -0.09, 0.6),
  BONAREA: b('BONAREA', 'low-cost', -0.1, 0.5),
  CARREFOUR: b('CARREFOUR', 'hypermarket', -0.07, 0.5),
  ALCAMPO: b('ALCAMPO', 'hypermarket', -0.08, 0.5),
  EROSKI: b('EROSKI', 'hypermarket', -0.06, 0.5),
};

type Mix = readonly (readonly [Brand, number])[];

// "REPSOL 26, CEPSA 7": brand names (or INDEPENDENT / COOPERATIVE) with their relative weights.
function mix(text: string): Mix {
  return text.split(', ').map((part) => {
    const [name = '', weight = ''] = part.split(' ');
    const brand = name === 'INDEPENDENT' ? INDEPENDENT : name === 'COOPERATIVE' ? COOPERATIVE : BRANDS[name];
    if (!brand || !(Number(weight) > 0)) throw new Error(`sample: bad brand mix entry "${part}"`);
    return [brand, Number(weight)] as const;
  });
}

const PENINSULA_MIX =
  'REPSOL 26, CEPSA 7, MOEVE 7, GALP 6, BP 6, SHELL 4, AVIA 3, BALLENOIL 4, PLENOIL 4, PETROPRIX 2, CARREFOUR 2.5, ' +
  'ALCAMPO 1, INDEPENDENT 25, COOPERATIVE 2.5';
const PENINSULA = mix(PENINSULA_MIX);
// Petronor is Repsol's brand in the Basque Country and around it; bonÀrea sells fuel in Cataluña and Aragón.
const NORTH = mix(
  'PETRONOR 16, REPSOL 12, CEPSA 5, MOEVE 5, GALP 5, BP 5, SHELL 3, AVIA 4, BALLENOIL 4, PLENOIL 5, CARREFOUR 2, ' +
    'EROSKI 2, INDEPENDENT 23, COOPERATIVE 2',
);
const NORTHEAST = mix(`${PENINSULA_MIX}, BONAREA 4`);
const CANARIAS = mix('DISA 34, MOEVE 10, CEPSA 6, SHELL 12, BP 8, REPSOL 3, INDEPENDENT 22');
const BALEARES = mix('REPSOL 25, CEPSA 10, MOEVE 8, BP 8, GALP 5, AVIA 5, PLENOIL 4, INDEPENDENT 30');
const CEUTA_MELILLA = mix('REPSOL 30, CEPSA 25, BP 20, SHELL 5, INDEPENDENT 20');

function mixOf(ccaa: string): Mix {
  if (['16', '15', '06', '17'].includes(ccaa)) return NORTH;
  if (ccaa === '09' || ccaa === '02') return NORTHEAST;
  if (ccaa === '05') return CANARIAS;
  if (ccaa === '04') return BALEARES;
  if (ccaa === '18' || ccaa === '19') return CEUTA_MELILLA;
  return PENINSULA;
}

export function pickBrand(rng: Rng, ccaa: string): Brand {
  return pickWeighted(rng, mixOf(ccaa), ([, weight]) => weight)[0];
}

const PLACES = ['EL CRUCE', 'LOS PINOS', 'LA VENTA', 'SAN ISIDRO', 'LA ERMITA', 'EL PUENTE', 'LAS PALMERAS'];
const MORE_PLACES = ['LA RIBERA', 'EL MOLINO', 'SANTA ANA', 'LA ESTRELLA', 'EL OLIVAR', 'LOS ALAMOS', 'LA PAZ'];
const SURNAMES = ['GARCIA', 'MARTINEZ', 'LOPEZ', 'SANCHEZ', 'FERNANDEZ', 'PEREZ', 'GOMEZ', 'RUIZ', 'DIAZ', 'MORENO'];
const PATRONS = ['SAN ISIDRO', 'LA UNION', 'SANTA MARIA', 'VIRGEN DEL CAMPO', 'SAN MIGUEL', 'NUESTRA SEÑORA'];

/** A made-up Rótulo for a station without a brand, in the styles seen in the register. */
export function independentName(rng: Rng, kind: BrandKind, locality: string): string {
  if (kind === 'cooperative') return `COOPERATIVA AGRICOLA ${pick(rng, PATRONS)}`;
  const r = rng();
  if (r < 0.3) return `ESTACION DE SERVICIO ${pick(rng, rng() < 0.5 ? PLACES : MORE_PLACES)}`;
  if (r < 0.5) return `E.S. ${locality}`;
  if (r < 0.62) return `GASOLINERA ${pick(rng, MORE_PLACES)}`;
  if (r < 0.74) return `AREA DE SERVICIO ${pick(rng, PLACES)}`;
  if (r < 0.88) return `PETROLEOS ${pick(rng, SURNAMES)}`;
  return `Nº ${Math.floor(1 + rng() * 15)}.${String(Math.floor(rng() * 1000)).padStart(3, '0')}`;
}

type HoursMix = readonly (readonly [string, number])[];
const H24 = 'L-D: 24H';
const HOURS: Readonly<Record<BrandKind, HoursMix>> = {
  major: [
    [H24, 45],
    ['L-D: 06:00-23:00', 15],
    ['L-D: 07:00-22:00', 20],
    ['L-S: 07:00-22:00; D: 08:00-22:00', 10],
    ['L-D: 7:00-23:00', 5],
    ['L-D: 08:00-22:00', 5],
  ],
  'low-cost': [
    [H24, 90],
    ['L-D: 06:00-23:00', 10],
  ],
  hypermarket: [
    ['L-S: 08:00-22:00; D: 09:00-21:00', 40],
    ['L-D: 07:00-23:00', 30],
    ['L-S: 07:30-22:00', 20],
    [H24, 10],
  ],
  independent: [
    [H24, 20],
    ['L-D: 07:00-22:00', 25],
    ['L-V: 07:00-21:00; S: 08:00-14:00', 15],
    ['L-S: 08:00-21:00', 10],
    ['L-D: 08:00-21:00', 15],
    ['L-V: 08:00-13:30 y 15:30-19:30; S: 09:00-13:00', 5],
    ['L-D: 06:30-22:30', 10],
  ],
  cooperative: [
    ['L-V: 08:00-14:00 y 16:00-19:00; S: 08:00-13:00', 50],
    ['L-V: 08:00-20:00', 30],
    ['L-S: 08:00-14:00', 20],
  ],
};

/** Opening hours in the register's text format; stations on main roads are mostly open all day. */
export function pickHours(rng: Rng, kind: BrandKind, onRoad: boolean): string {
  if (onRoad && kind !== 'cooperative' && rng() < 0.6) return H24;
  return pickWeighted(rng, HOURS[kind], ([, weight]) => weight)[0];
}
