// The 19 autonomous communities with the ministry's own ids and names. The ministry numbers them like INE
// except that it swaps 07 and 08: its 07 is Castilla la Mancha (INE 08) and its 08 Castilla y León (INE 07).

export interface CommunityDef {
  id: string; // the ministry's IDCCAA
  name: string; // the ministry's spelling
}

export const COMMUNITIES: readonly CommunityDef[] = [
  { id: '01', name: 'Andalucia' },
  { id: '02', name: 'Aragón' },
  { id: '03', name: 'Asturias' },
  { id: '04', name: 'Baleares' },
  { id: '05', name: 'Canarias' },
  { id: '06', name: 'Cantabria' },
  { id: '07', name: 'Castilla la Mancha' },
  { id: '08', name: 'Castilla y León' },
  { id: '09', name: 'Cataluña' },
  { id: '10', name: 'Comunidad Valenciana' },
  { id: '11', name: 'Extremadura' },
  { id: '12', name: 'Galicia' },
  { id: '13', name: 'Madrid' },
  { id: '14', name: 'Murcia' },
  { id: '15', name: 'Navarra' },
  { id: '16', name: 'País Vasco' },
  { id: '17', name: 'Rioja (La)' },
  { id: '18', name: 'Ceuta' },
  { id: '19', name: 'Melilla' },
];

/** Communities whose fuel carries little or no hydrocarbon excise (Canarias) or a lower local tax (Ceuta, Melilla). */
export const LOW_TAX_CCAA: ReadonlySet<string> = new Set(['05', '18', '19']);
export const CANARIAS_CCAA = '05';
export const BALEARES_CCAA = '04';
