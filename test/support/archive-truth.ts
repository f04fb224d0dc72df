// Truth for the archive tests, read from the committed slice's raw lists without the ETL: how many rows each day
// must add to a month's price file (one per public station and price it lists) and to its aggregates file (one per
// area and price key with at least one price: Spain, each community, province and municipality).
import { MINISTRY_PRICE_KEYS, PRICE_KEYS } from '../../core/model.js';
import type { RawStationList } from '../../etl/source/source.js';
import { historyList, nationalList } from './ministry-files.js';
import { currentDate } from './prices-long.js';

function listOn(date: string): RawStationList {
  return date === currentDate() ? nationalList() : historyList(date.split('-').reverse().join('-'));
}

export function expectedArchiveRows(date: string): { prices: number; aggregates: number } {
  let prices = 0;
  const areas = new Set<string>();
  for (const s of listOn(date).ListaEESSPrecio) {
    if (s['Tipo Venta'] !== 'P') continue;
    for (const key of PRICE_KEYS) {
      if (!s[MINISTRY_PRICE_KEYS[key]]) continue;
      prices++;
      // The ministry numbers communities its own way, one number per community: the count of areas is the same.
      for (const area of ['es', `c${s.IDCCAA}`, `p${s.IDProvincia}`, `m${s.IDMunicipio}`]) areas.add(`${area}|${key}`);
    }
  }
  return { prices, aggregates: areas.size };
}

/**
 * The rows of month files holding `dates`: the sums of the days' prices and aggregates, and for the station table one
 * row per station the register listed on any of those days (public or not).
 */
export function expectedArchiveRowsOver(dates: readonly string[]): {
  prices: number;
  aggregates: number;
  stations: number;
} {
  const rows = dates.map(expectedArchiveRows);
  const stations = new Set(dates.flatMap((date) => listOn(date).ListaEESSPrecio.map((s) => Number(s.IDEESS))));
  return {
    prices: rows.reduce((sum, r) => sum + r.prices, 0),
    aggregates: rows.reduce((sum, r) => sum + r.aggregates, 0),
    stations: stations.size,
  };
}
