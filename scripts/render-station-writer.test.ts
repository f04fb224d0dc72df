import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';
import {
  STATION_ENTRY_MEMO,
  STATION_LIST_FIELDS,
  type StationEntry,
  stationEntryMemo,
  writeStationEntry,
} from '../generated/station-entry-json.js';
import { renderStationWriterModule } from './render-station-writer.js';

const document = loadOpenApi();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: 'openapi' } as object);
const validEntry = ajv.compile({ $ref: 'openapi#/components/schemas/StationEntry' });

const schema = (document.components.schemas as Record<string, { properties: Record<string, unknown> }>).StationEntry;
const schemaOrder = Object.keys(schema?.properties ?? {});

/** Every field of the schema, nullable ones null, optional ones left out. */
const allNull = (): StationEntry => ({
  id: 1,
  name: null,
  brand: null,
  address: null,
  postal_code: null,
  municipality: { id: null, name: null },
  province: { code: '28', name: null },
  community: { code: '13', name: null },
  lat: 40.4168,
  lng: -3.7038,
  is_24h: false,
  hours: null,
  open_now: null,
  next_change_at: null,
  low_tax_area: false,
  price: null,
  price_updated_at: null,
  price_since: null,
  previous_price: null,
  cheaper_than_pct: null,
  distance_km: null,
  distance_to_route_km: null,
  position_km: null,
  web_url: 'https://site.test/gasolinera/1',
});

/** Every field of the schema with a value, names that JSON must escape included. */
const allSet = (): StationEntry => ({
  id: 2147483647,
  name: 'Estación "El Cruce" \\ Málaga\n\u2028',
  brand: Object.freeze({ slug: 'repsol', name: 'Repsol' }),
  address: 'CALLE MAYOR, 1',
  postal_code: '28013',
  municipality: Object.freeze({ id: 4354, name: 'Madrid' }),
  province: Object.freeze({ code: '28', name: 'Madrid' }),
  community: Object.freeze({ code: '13', name: 'Comunidad de Madrid' }),
  lat: 40.4168,
  lng: -3.7038,
  is_24h: true,
  hours: 'L-D: 24H',
  open_now: true,
  next_change_at: '2026-08-22T22:00:00+02:00',
  low_tax_area: true,
  price: 1.459,
  price_updated_at: '2026-08-22T13:53:31Z',
  price_since: '2026-08-20',
  previous_price: 1.489,
  cheaper_than_pct: 87.5,
  distance_km: 0.25,
  distance_to_route_km: 1.2,
  position_km: 104.3,
  total_cost: { litres: 40, price_after_discount: 1.409, detour_km: 0.325, detour_fuel_l: 0.039, cost: 56.417 },
  web_url: 'https://site.test/gasolinera/2',
});

/** `entry`'s fields in the schema's order (JSON.stringify writes them in the order they were added). */
const inSchemaOrder = (entry: StationEntry): StationEntry => {
  const fields = entry as unknown as Record<string, unknown>;
  return Object.fromEntries(
    schemaOrder.filter((name) => Object.hasOwn(fields, name)).map((name) => [name, fields[name]]),
  ) as unknown as StationEntry;
};

describe('the StationEntry writer generated from openapi.yaml', () => {
  it('writes what JSON.stringify writes, in the schema’s order, with every nullable field null and with none null', () => {
    for (const entry of [allNull(), allSet()]) {
      const json = writeStationEntry(entry);
      expect(json).toBe(JSON.stringify(inSchemaOrder(entry)));
      expect(Object.keys(JSON.parse(json))).toEqual(schemaOrder.filter((name) => Object.hasOwn(entry, name)));
      expect(validEntry(JSON.parse(json)), ajv.errorsText(validEntry.errors)).toBe(true);
    }
    expect(Object.keys(JSON.parse(writeStationEntry(allSet())))).toEqual(schemaOrder);
  });

  it('writes the fields of issue 41 and every other the schema has', () => {
    expect(schemaOrder).toEqual(expect.arrayContaining(['price_since', 'previous_price', 'cheaper_than_pct']));
    const written = JSON.parse(writeStationEntry(allSet()));
    for (const name of schemaOrder) expect(written, name).toHaveProperty(name);
  });

  it('with a memo, reuses only the fields that are the same, and rewrites a changed or unfrozen object', () => {
    const memo = stationEntryMemo();
    const withMemo = (entry: StationEntry) => Object.assign(entry, { [STATION_ENTRY_MEMO]: memo });
    const first = allSet();
    const variants: StationEntry[] = [
      first,
      { ...first },
      { ...first, distance_km: 3.5 },
      { ...first, price: 1.399, distance_km: 3.5 },
      { ...first, open_now: false, next_change_at: null },
      { ...first, brand: Object.freeze({ slug: 'cepsa', name: 'Cepsa' }) },
      { ...first, web_url: 'https://other.test/gasolinera/2' },
      allNull(),
      { ...allNull(), distance_km: undefined, distance_to_route_km: undefined, position_km: undefined },
    ];
    for (const variant of variants) {
      const entry = withMemo({ ...variant });
      expect(writeStationEntry(entry)).toBe(JSON.stringify(inSchemaOrder(variant)));
    }
    // The same municipality object, changed in place between two writes: not frozen, so written again.
    const municipality = { id: 1, name: 'Uno' };
    const before = withMemo({ ...allNull(), municipality });
    expect(writeStationEntry(before)).toContain('"municipality":{"id":1,"name":"Uno"}');
    municipality.name = 'Dos';
    expect(writeStationEntry(withMemo({ ...allNull(), municipality }))).toContain('"name":"Dos"');
  });

  it('lists the data fields that hold StationEntry lists, from each operation’s schema', () => {
    expect(STATION_LIST_FIELDS.findStationsNearby).toEqual(['stations']);
    expect(STATION_LIST_FIELDS.findCheapestStations).toEqual(['stations', 'low_tax_stations']);
    expect(STATION_LIST_FIELDS.getStation).toBeUndefined();
  });

  it('follows the contract: a field added to StationEntry is written, in its place', () => {
    const changed = structuredClone(document);
    const entry = (changed.components.schemas as Record<string, { properties: Record<string, unknown> }>)
      .StationEntry as { properties: Record<string, unknown> };
    entry.properties = { id: entry.properties.id, rating: { type: ['number', 'null'] }, ...entry.properties };
    const rendered = renderStationWriterModule(changed);
    expect(rendered).toContain('",\\"rating\\":" + (entry.rating === null ? \'null\' : numberJson(entry.rating))');
    const writer = rendered.slice(rendered.indexOf('export function writeStationEntry'));
    expect(writer.indexOf('entry.rating')).toBeLessThan(writer.indexOf('entry.name'));
    expect(writer.indexOf('entry.id')).toBeLessThan(writer.indexOf('entry.rating'));
  });
});
