// The JSON text of an answer's data: JSON.stringify's, byte for byte, with lists of stations written by their entries.
import { ListedStation } from '../../handlers/shared/station-entry.js';

function isStationList(value: unknown): value is ListedStation[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const item of value) if (!(item instanceof ListedStation)) return false;
  return true;
}

function listJson(stations: readonly ListedStation[]): string {
  let text = '[';
  for (let i = 0; i < stations.length; i++)
    text += i === 0 ? (stations[i] as ListedStation).json() : `,${(stations[i] as ListedStation).json()}`;
  return `${text}]`;
}

/**
 * JSON.stringify(data), with each list of stations at the first level of `data` (nearby, cheapest, brands, products,
 * routes) written by its entries from their stations' text. The rest, and any data without such a list, is
 * JSON.stringify's own work.
 */
export function dataJson(data: unknown): string {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return JSON.stringify(data);
  const fields = data as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (!keys.some((key) => isStationList(fields[key]))) return JSON.stringify(data);
  let text = '{';
  for (const key of keys) {
    const value = fields[key];
    const json = isStationList(value) ? listJson(value) : (JSON.stringify(value) as string | undefined);
    // JSON.stringify leaves out a field whose value it cannot write (undefined, a function, a symbol).
    if (json === undefined) continue;
    text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${json}`;
  }
  return `${text}}`;
}
