// Static table of Spain's 52 provinces, keyed by INE code (the communities' table is core/communities.ts).
// Names and slugs are ours (used across the API and content); the ministry's numbering is checked against them.

import { COMMUNITIES, type CommunityRow } from '../../core/communities.js';
import type { Province } from '../../core/model.js';

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

export const COMMUNITY_BY_MINISTRY_ID: ReadonlyMap<string, CommunityRow> = new Map(
  COMMUNITIES.map((c) => [c.ministry_id, c]),
);
export const PROVINCE_BY_CODE: ReadonlyMap<string, Province> = new Map(PROVINCES.map((x) => [x.code, x]));
