// The communities the price model treats apart, by the ministry's IDCCAA (the full list is data/communities.csv;
// the ministry swaps INE's 07 and 08: its 07 is Castilla la Mancha and its 08 Castilla y León).

/** Communities whose fuel carries little or no hydrocarbon excise (Canarias) or a lower local tax (Ceuta, Melilla). */
export const LOW_TAX_CCAA: ReadonlySet<string> = new Set(['05', '18', '19']);
export const CANARIAS_CCAA = '05';
export const BALEARES_CCAA = '04';
