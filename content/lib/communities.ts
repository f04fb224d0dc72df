// The API's naming of Spain's 19 autonomous communities and cities: slug, INE code and official name.
import { normalise } from './words.js';

export interface Community {
  code: string;
  slug: string;
  name: string;
}

export const COMMUNITIES: readonly Community[] = [
  { code: '01', slug: 'andalucia', name: 'Andalucía' },
  { code: '02', slug: 'aragon', name: 'Aragón' },
  { code: '03', slug: 'asturias', name: 'Principado de Asturias' },
  { code: '04', slug: 'illes-balears', name: 'Illes Balears' },
  { code: '05', slug: 'canarias', name: 'Canarias' },
  { code: '06', slug: 'cantabria', name: 'Cantabria' },
  { code: '07', slug: 'castilla-y-leon', name: 'Castilla y León' },
  { code: '08', slug: 'castilla-la-mancha', name: 'Castilla-La Mancha' },
  { code: '09', slug: 'cataluna', name: 'Cataluña' },
  { code: '10', slug: 'comunitat-valenciana', name: 'Comunitat Valenciana' },
  { code: '11', slug: 'extremadura', name: 'Extremadura' },
  { code: '12', slug: 'galicia', name: 'Galicia' },
  { code: '13', slug: 'madrid', name: 'Comunidad de Madrid' },
  { code: '14', slug: 'murcia', name: 'Región de Murcia' },
  { code: '15', slug: 'navarra', name: 'Comunidad Foral de Navarra' },
  { code: '16', slug: 'pais-vasco', name: 'País Vasco' },
  { code: '17', slug: 'la-rioja', name: 'La Rioja' },
  { code: '18', slug: 'ceuta', name: 'Ceuta' },
  { code: '19', slug: 'melilla', name: 'Melilla' },
];

export const COMMUNITY_SLUGS: readonly string[] = COMMUNITIES.map((c) => c.slug);

const BY_KEY = new Map<string, Community>(COMMUNITIES.flatMap((c) => [[c.slug, c] as const, [c.code, c] as const]));

/** A community by slug or INE code; case, accents and spaces are forgiven ("Castilla y León" finds castilla-y-leon). */
export function findCommunity(slugOrCode: string): Community | undefined {
  const key = normalise(slugOrCode)
    .trim()
    .replace(/[^a-z0-9]+/g, '-');
  return BY_KEY.get(key);
}
