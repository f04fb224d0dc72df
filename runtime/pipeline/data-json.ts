// The JSON text of an answer's data: JSON.stringify's, byte for byte, with the lists of stations the contract declares
// in the operation's data written by the writer generated from the contract.
import { STATION_LIST_FIELDS, writeStationEntry } from '../../generated/station-entry-json.js';
import type { StationEntry } from '../../handlers/shared/station-entry.js';

const NONE: readonly string[] = [];

/** The data fields of `operationId`'s answer that are lists of StationEntry (openapi.yaml says which). */
export const stationListFields = (operationId: string): readonly string[] => STATION_LIST_FIELDS[operationId] ?? NONE;

function listJson(stations: readonly StationEntry[]): string {
  let text = '[';
  for (let i = 0; i < stations.length; i++)
    text +=
      i === 0 ? writeStationEntry(stations[i] as StationEntry) : `,${writeStationEntry(stations[i] as StationEntry)}`;
  return `${text}]`;
}

/**
 * JSON.stringify(data), with each of `stationLists`, the fields of `data` that hold lists of stations (nearby,
 * cheapest, brands, products, routes), written entry by entry by the generated writer. The rest, and any data without
 * such a list, is JSON.stringify's own work.
 */
export function dataJson(data: unknown, stationLists: readonly string[] = NONE): string {
  if (stationLists.length === 0 || data === null || typeof data !== 'object' || Array.isArray(data))
    return JSON.stringify(data);
  const fields = data as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    const json =
      Array.isArray(value) && stationLists.includes(key)
        ? listJson(value)
        : (JSON.stringify(value) as string | undefined);
    // JSON.stringify leaves out a field whose value it cannot write (undefined, a function, a symbol).
    if (json === undefined) continue;
    text += `${text.length === 1 ? '' : ','}${JSON.stringify(key)}:${json}`;
  }
  return `${text}}`;
}
