// The Spain-wide price orders of a snapshot (store/indexes/cheapest-orders.ts), written by the ETL beside its tables
// file: per fuel, the snapshot's public stations that report it, cheapest first (ties by id), which a start used to sort
// again. A reader checks the order against the stations it loaded (every station with the price, once, in order), so
// a file that fails is computed again, as is a snapshot without one (written by an earlier version).
//
// JSON: {"format": 1, "stations": the public stations' count, "orders": {"<fuel>": [positions, ...], ...}}: positions
// into the snapshot's public stations in the order of its stations table.

import { computedFileOf } from './computed-file.js';

export const SNAPSHOT_SPAIN_ORDERS_FILE = 'spain-orders.json';

const FORMAT = 1;

/** The file's text for orders over `stations` public stations. */
export function spainOrdersText(stations: number, orders: Readonly<Record<string, readonly number[]>>): string {
  return `${JSON.stringify({ format: FORMAT, stations, orders })}\n`;
}

/** Each fuel's positions when the file is whole and made for `stations` public stations, else null. */
export function spainOrdersFrom(text: string, stations: number): Record<string, readonly number[]> | null {
  const file = computedFileOf(text, FORMAT);
  if (!file || file.stations !== stations) return null;
  const { orders } = file;
  if (orders === null || typeof orders !== 'object') return null;
  for (const positions of Object.values(orders)) {
    if (!Array.isArray(positions)) return null;
    for (const p of positions) if (!Number.isInteger(p) || p < 0 || p >= stations) return null;
  }
  return orders as Record<string, readonly number[]>;
}
