// Spain's 19 autonomous communities and cities: our INE code, name and slug (used by the API, the ETL and the
// content), with the ministry's id and spellings, which the ETL checks the register against.
import type { Community } from './model.js';

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
