import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../core/contract.js';
import {
  STATION_ENTRY_MEMO,
  STATION_LIST_FIELDS,
  STATION_STATIC_FIELDS,
  type StationEntry,
  type StationEntryMemo,
  stationEntryMemo,
  writeStationEntry,
} from '../generated/station-entry-json.js';
import type { Schema } from './inline-refs.js';
import { renderStationWriterModule } from './render-station-writer.js';

const STATIC = 'x-station-static';

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

/** `entry` holding `memo`, as a listed station holds its station's and fuel's. */
const withMemoOf = (memo: StationEntryMemo, entry: StationEntry): StationEntry =>
  Object.assign(entry, { [STATION_ENTRY_MEMO]: memo });

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
      // With a memo: the first write makes its static texts, the second is written from them.
      const memo = stationEntryMemo();
      for (let i = 0; i < 2; i++) expect(writeStationEntry(withMemoOf(memo, { ...entry }))).toBe(json);
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

  it('with a memo, writes the static fields as the first entry had them and every other field as each entry has it', () => {
    const memo = stationEntryMemo();
    const withMemo = (entry: StationEntry) => withMemoOf(memo, entry);
    const first = allSet();
    const variants: StationEntry[] = [
      first,
      { ...first, distance_km: 3.5, distance_to_route_km: undefined },
      { ...first, open_now: false, next_change_at: null, position_km: null, total_cost: undefined },
      { ...first, web_url: 'https://other.test/gasolinera/2' },
    ];
    for (const variant of variants)
      expect(writeStationEntry(withMemo({ ...variant }))).toBe(JSON.stringify(inSchemaOrder(variant)));
    expect(memo.texts.every((text) => typeof text === 'string')).toBe(true);
    // The memo stands for one station and fuel of one snapshot: its static fields are those it was written from.
    const renamed = withMemo({ ...first, name: 'Otra', price: 1.5 });
    const written = JSON.parse(writeStationEntry(renamed));
    expect([written.name, written.price]).toEqual([first.name, first.price]);
    expect(JSON.parse(writeStationEntry(withMemoOf(stationEntryMemo(), { ...renamed }))).name).toBe('Otra');
  });

  it('writes once the fields openapi.yaml marks x-station-static, in runs, and every other field per entry', () => {
    const properties = (schema?.properties ?? {}) as Record<string, Schema>;
    const marked = schemaOrder.filter((name) => properties[name]?.[STATIC] === true);
    expect(STATION_STATIC_FIELDS).toEqual(marked);
    // The station's own fields and its price of the fuel asked are static; the time's and the answer's are not.
    expect(marked).toEqual(expect.arrayContaining(['id', 'name', 'hours', 'low_tax_area', 'price', 'price_since']));
    for (const name of ['open_now', 'next_change_at', 'distance_km', 'position_km', 'total_cost', 'web_url'])
      expect(marked).not.toContain(name);
    const rendered = renderStationWriterModule(document);
    expect(rendered).toContain('function writeStaticRun0(entry: StationEntry)');
    expect(rendered).toContain('function writeStaticRun1(entry: StationEntry)');
    expect(rendered).not.toContain('writeStaticRun2');
  });

  it('follows the marks: a field marked in the middle of the dynamic ones starts a run of its own', () => {
    const changed = structuredClone(document);
    const properties = (changed.components.schemas as Record<string, { properties: Record<string, Schema> }>)
      .StationEntry?.properties as Record<string, Schema>;
    properties.distance_to_route_km = { ...properties.distance_to_route_km, [STATIC]: true };
    properties.low_tax_area = { ...properties.low_tax_area, [STATIC]: false };
    const rendered = renderStationWriterModule(changed);
    const run = (r: number) => rendered.slice(rendered.indexOf(`function writeStaticRun${r}(`)).split('\n}\n')[0];
    expect(run(1)).toContain('entry.price');
    expect(run(1)).not.toContain('entry.low_tax_area');
    expect(run(2)).toContain('entry.distance_to_route_km');
    expect(run(2)).not.toContain('entry.distance_km');
    expect(rendered).toContain('texts: new Array(3)');
  });

  it('refuses a contract whose StationEntry marks no field static', () => {
    const changed = structuredClone(document);
    const properties = (changed.components.schemas as Record<string, { properties: Record<string, Schema> }>)
      .StationEntry?.properties as Record<string, Schema>;
    for (const name of Object.keys(properties)) properties[name] = { ...properties[name], [STATIC]: false };
    expect(() => renderStationWriterModule(changed)).toThrow(/no x-station-static field/);
  });

  it('writes a date, date-time or URI as it is, and any other string as JSON.stringify does', () => {
    const rendered = renderStationWriterModule(document);
    expect(rendered).toContain('",\\"next_change_at\\":\\"" + entry.next_change_at + "\\""');
    expect(rendered).toContain('stringJson(entry.hours)');
    const entry = { ...allSet(), hours: 'L-V: "06:00-22:00"\t' };
    expect(writeStationEntry(entry)).toBe(JSON.stringify(inSchemaOrder(entry)));
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
    expect(rendered).toContain(
      '(entry.rating === null ? ",\\"rating\\":null" : ",\\"rating\\":" + numberJson(entry.rating))',
    );
    // Not marked static, it is written per entry, between the run holding id and the one holding name.
    const writer = rendered.slice(rendered.indexOf('export function writeStationEntry'));
    expect(writer.indexOf('writeStaticRun0(entry)')).toBeLessThan(writer.indexOf('entry.rating'));
    expect(writer.indexOf('entry.rating')).toBeLessThan(writer.indexOf('writeStaticRun1(entry)'));
    const firstRun = rendered.slice(rendered.indexOf('function writeStaticRun0(')).split('\n}\n')[0];
    expect(firstRun).toContain('entry.id');
    expect(firstRun).not.toContain('entry.name');
  });
});
