// Static tables of Spain's 19 autonomous communities and cities and 52 provinces, keyed by INE code.
// Names and slugs are ours (used across the API and content); the ministry's numbering is checked against them.

import type { Community, Province } from '../../core/model.js';

/** `ministry_names` are the spellings the ministry's lists use, compared after slugify. */
export interface CommunityRow extends Community {
  ministry_names: readonly string[];
}

// The ministry numbers communities like INE except that it swaps the two Castillas (07 <-> 08).
export const COMMUNITIES: readonly CommunityRow[] = [
  { code: '01', ministry_id: '01', name: 'Andalucía', slug: 'andalucia', ministry_names: ['Andalucia'] },
  { code: '02', ministry_id: '02', name: 'Aragón', slug: 'aragon', ministry_names: ['Aragón'] },
  {
    code: '03',
    ministry_id: '03',
    name: 'Principado de Asturias',
    slug: 'asturias',
    ministry_names: ['Asturias', 'Principado de Asturias'],
  },
  { code: '04', ministry_id: '04', name: 'Illes Balears', slug: 'illes-balears', ministry_names: ['Baleares'] },
  { code: '05', ministry_id: '05', name: 'Canarias', slug: 'canarias', ministry_names: ['Canarias'] },
  { code: '06', ministry_id: '06', name: 'Cantabria', slug: 'cantabria', ministry_names: ['Cantabria'] },
  {
    code: '07',
    ministry_id: '08',
    name: 'Castilla y León',
    slug: 'castilla-y-leon',
    ministry_names: ['Castilla y León'],
  },
  {
    code: '08',
    ministry_id: '07',
    name: 'Castilla-La Mancha',
    slug: 'castilla-la-mancha',
    ministry_names: ['Castilla la Mancha'],
  },
  { code: '09', ministry_id: '09', name: 'Cataluña', slug: 'cataluna', ministry_names: ['Cataluña', 'Catalunya'] },
  {
    code: '10',
    ministry_id: '10',
    name: 'Comunitat Valenciana',
    slug: 'comunitat-valenciana',
    ministry_names: ['Comunidad Valenciana', 'Comunitat Valenciana'],
  },
  { code: '11', ministry_id: '11', name: 'Extremadura', slug: 'extremadura', ministry_names: ['Extremadura'] },
  { code: '12', ministry_id: '12', name: 'Galicia', slug: 'galicia', ministry_names: ['Galicia'] },
  {
    code: '13',
    ministry_id: '13',
    name: 'Comunidad de Madrid',
    slug: 'madrid',
    ministry_names: ['Madrid', 'Comunidad de Madrid'],
  },
  {
    code: '14',
    ministry_id: '14',
    name: 'Región de Murcia',
    slug: 'murcia',
    ministry_names: ['Murcia', 'Región de Murcia'],
  },
  {
    code: '15',
    ministry_id: '15',
    name: 'Comunidad Foral de Navarra',
    slug: 'navarra',
    ministry_names: ['Navarra', 'Comunidad Foral de Navarra'],
  },
  { code: '16', ministry_id: '16', name: 'País Vasco', slug: 'pais-vasco', ministry_names: ['País Vasco'] },
  { code: '17', ministry_id: '17', name: 'La Rioja', slug: 'la-rioja', ministry_names: ['Rioja (La)', 'La Rioja'] },
  { code: '18', ministry_id: '18', name: 'Ceuta', slug: 'ceuta', ministry_names: ['Ceuta'] },
  { code: '19', ministry_id: '19', name: 'Melilla', slug: 'melilla', ministry_names: ['Melilla'] },
];

const p = (code: string, name: string, slug: string, community_code: string): Province => ({
  code,
  name,
  slug,
  community_code,
});

export const PROVINCES: readonly Province[] = [
  p('01', 'Araba/Álava', 'araba-alava', '16'),
  p('02', 'Albacete', 'albacete', '08'),
  p('03', 'Alicante/Alacant', 'alicante', '10'),
  p('04', 'Almería', 'almeria', '01'),
  p('05', 'Ávila', 'avila', '07'),
  p('06', 'Badajoz', 'badajoz', '11'),
  p('07', 'Illes Balears', 'illes-balears', '04'),
  p('08', 'Barcelona', 'barcelona', '09'),
  p('09', 'Burgos', 'burgos', '07'),
  p('10', 'Cáceres', 'caceres', '11'),
  p('11', 'Cádiz', 'cadiz', '01'),
  p('12', 'Castellón/Castelló', 'castellon', '10'),
  p('13', 'Ciudad Real', 'ciudad-real', '08'),
  p('14', 'Córdoba', 'cordoba', '01'),
  p('15', 'A Coruña', 'a-coruna', '12'),
  p('16', 'Cuenca', 'cuenca', '08'),
  p('17', 'Girona', 'girona', '09'),
  p('18', 'Granada', 'granada', '01'),
  p('19', 'Guadalajara', 'guadalajara', '08'),
  p('20', 'Gipuzkoa', 'gipuzkoa', '16'),
  p('21', 'Huelva', 'huelva', '01'),
  p('22', 'Huesca', 'huesca', '02'),
  p('23', 'Jaén', 'jaen', '01'),
  p('24', 'León', 'leon', '07'),
  p('25', 'Lleida', 'lleida', '09'),
  p('26', 'La Rioja', 'la-rioja', '17'),
  p('27', 'Lugo', 'lugo', '12'),
  p('28', 'Madrid', 'madrid', '13'),
  p('29', 'Málaga', 'malaga', '01'),
  p('30', 'Murcia', 'murcia', '14'),
  p('31', 'Navarra', 'navarra', '15'),
  p('32', 'Ourense', 'ourense', '12'),
  p('33', 'Asturias', 'asturias', '03'),
  p('34', 'Palencia', 'palencia', '07'),
  p('35', 'Las Palmas', 'las-palmas', '05'),
  p('36', 'Pontevedra', 'pontevedra', '12'),
  p('37', 'Salamanca', 'salamanca', '07'),
  p('38', 'Santa Cruz de Tenerife', 'santa-cruz-de-tenerife', '05'),
  p('39', 'Cantabria', 'cantabria', '06'),
  p('40', 'Segovia', 'segovia', '07'),
  p('41', 'Sevilla', 'sevilla', '01'),
  p('42', 'Soria', 'soria', '07'),
  p('43', 'Tarragona', 'tarragona', '09'),
  p('44', 'Teruel', 'teruel', '02'),
  p('45', 'Toledo', 'toledo', '08'),
  p('46', 'Valencia/València', 'valencia', '10'),
  p('47', 'Valladolid', 'valladolid', '07'),
  p('48', 'Bizkaia', 'bizkaia', '16'),
  p('49', 'Zamora', 'zamora', '07'),
  p('50', 'Zaragoza', 'zaragoza', '02'),
  p('51', 'Ceuta', 'ceuta', '18'),
  p('52', 'Melilla', 'melilla', '19'),
];

/** Provinces with their own lower fuel taxation: Canarias (35, 38), Ceuta (51) and Melilla (52). */
export const LOW_TAX_PROVINCES: ReadonlySet<string> = new Set(['35', '38', '51', '52']);

export const COMMUNITY_BY_CODE: ReadonlyMap<string, CommunityRow> = new Map(COMMUNITIES.map((c) => [c.code, c]));
export const COMMUNITY_BY_MINISTRY_ID: ReadonlyMap<string, CommunityRow> = new Map(
  COMMUNITIES.map((c) => [c.ministry_id, c]),
);
export const PROVINCE_BY_CODE: ReadonlyMap<string, Province> = new Map(PROVINCES.map((x) => [x.code, x]));
