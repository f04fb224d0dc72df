// The tables the sample is drawn from, read from etl/sample/data/ (provenance in its README.md) on first use and
// kept, so importing this costs nothing until a sample is built. Every row is checked; an error names file and line.

import { type CsvRow, dataFileLabel, readCsv, readJson } from './data-files.js';

export interface CommunityDef {
  id: string; // the ministry's IDCCAA
  name: string; // the ministry's spelling
}

export interface ProvinceDef {
  code: string; // INE = the ministry's IDProvincia
  name: string; // the ministry's spelling
  ccaa: string; // the ministry's IDCCAA
  stations: number;
}

export interface Road {
  ref: string; // "A-4", "N-340", "AP-7", "CM-332"
  km: number; // approximate kilometre point at the town
}

/** A real municipality the sample places stations in (approximate public coordinates of its centre). */
export interface Town {
  /** Municipality name in the ministry's style ("Rozas de Madrid (Las)"). */
  name: string;
  lat: number;
  lng: number;
  /** Relative share of the province's stations; 1 when absent. */
  weight?: number | undefined;
  /** Radius in km around the centre where stations go; smaller on coasts and islands to stay on land. */
  spread?: number | undefined;
  roads: readonly Road[];
}

export const BRAND_KINDS = ['major', 'low-cost', 'hypermarket', 'independent', 'cooperative'] as const;
export type BrandKind = (typeof BRAND_KINDS)[number];

export interface Brand {
  name: string; // the Rótulo; '' for independents and cooperatives, whose names are made up per station
  kind: BrandKind;
  /** EUR/L against the national mean for liquid fuels. */
  offset: number;
  /** Chance of changing prices on a given day (low-cost chains reprice most days). */
  repriceChance: number;
}

/** Items with their relative weights, in the order pickWeighted walks them. */
export type Weighted<T> = readonly (readonly [T, number])[];

export const BRAND_MIXES = ['peninsula', 'north', 'northeast', 'canarias', 'baleares', 'ceuta-melilla'] as const;
export type BrandMixName = (typeof BRAND_MIXES)[number];

export interface SampleTables {
  communities: readonly CommunityDef[];
  provinces: readonly ProvinceDef[];
  /** Towns by province code, in the file's order: the capital first. */
  towns: ReadonlyMap<string, readonly Town[]>;
  brandMixes: Readonly<Record<BrandMixName, Weighted<Brand>>>;
  hours: Readonly<Record<BrandKind, Weighted<string>>>;
  streetNames: { streets: readonly string[]; outskirts: readonly string[]; estates: readonly string[] };
  stationNames: {
    places: readonly string[];
    more_places: readonly string[];
    surnames: readonly string[];
    patrons: readonly string[];
  };
}

const TWO_DIGITS = /^\d{2}$/;
const ROAD = /^([A-Z]+-[0-9A-Z]+):(\d+)$/;
// Spain's bounding box, Canarias included: a town outside it is a typo (a sign or two digits swapped).
const LAT = [27.4, 44] as const;
const LNG = [-18.4, 4.6] as const;

function unique<T>(rows: readonly CsvRow[], keyOf: (row: CsvRow) => string, build: (row: CsvRow) => T): T[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = keyOf(row);
    if (seen.has(key)) row.fail(`duplicate "${key}"`);
    seen.add(key);
    return build(row);
  });
}

// "A-4:400 N-432:250": the roads through the town with their kilometre points.
function roadsOf(row: CsvRow): Road[] {
  const text = row.optionalText('roads');
  return (text?.split(' ') ?? []).map((part) => {
    const [, ref = '', km = ''] = ROAD.exec(part) ?? row.fail(`bad road "${part}", expected "REF:KM"`);
    return { ref, km: Number(km) };
  });
}

function townsOf(provinces: readonly ProvinceDef[]): Map<string, Town[]> {
  const towns = new Map<string, Town[]>(provinces.map((p) => [p.code, []]));
  const columns = ['province', 'name', 'lat', 'lng', 'weight', 'spread', 'roads'];
  for (const row of readCsv('towns.csv', columns)) {
    const list = towns.get(row.text('province')) ?? row.fail(`no province "${row.text('province')}" in provinces.csv`);
    const name = row.text('name');
    if (list.some((t) => t.name === name)) row.fail(`duplicate town "${name}"`);
    const [lat, lng] = [row.number('lat'), row.number('lng')];
    if (!(lat > LAT[0] && lat < LAT[1] && lng > LNG[0] && lng < LNG[1])) row.fail(`${lat}, ${lng} is outside Spain`);
    const [weight, spread] = [row.optionalNumber('weight'), row.optionalNumber('spread')];
    if ([weight, spread].some((v) => v !== undefined && v <= 0)) row.fail('"weight" and "spread" must be positive');
    list.push({ name, lat, lng, weight, spread, roads: roadsOf(row) });
  }
  const empty = [...towns].filter(([, list]) => list.length === 0).map(([code]) => code);
  if (empty.length > 0) fail(dataFileLabel('towns.csv'), `no towns for province ${empty.join(', ')}`);
  return towns;
}

function fail(where: string, message: string): never {
  throw new Error(`${where}: ${message}`);
}

const word = (value: unknown, where: string): string =>
  typeof value === 'string' && value !== '' ? value : fail(where, 'expected a non-empty string');

function words(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'expected a non-empty list of words');
  return value.map((item: unknown, i) => word(item, `${where}[${i}]`));
}

function weighted<T>(value: unknown, where: string, itemOf: (item: unknown, where: string) => T): Weighted<T> {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'expected a non-empty list of [item, weight]');
  return value.map((entry: unknown, i) => {
    const at = `${where}[${i}]`;
    if (!Array.isArray(entry) || entry.length !== 2 || !(typeof entry[1] === 'number' && entry[1] > 0)) {
      fail(at, 'expected [item, positive weight]');
    }
    return [itemOf(entry[0], at), entry[1]] as const;
  });
}

/** The named members of a JSON object, each checked by `read`; missing or unknown names are errors. */
function record<K extends string, T>(file: string, names: readonly K[], read: (v: unknown, where: string) => T) {
  const { value, where } = readJson(file);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'expected an object');
  const extra = Object.keys(value).filter((key) => !names.some((name) => name === key));
  if (extra.length > 0) fail(where, `unknown entries ${extra.join(', ')}`);
  const entries = names.map((name) => [name, read((value as Record<string, unknown>)[name], `${where}: ${name}`)]);
  return Object.fromEntries(entries) as Record<K, T>;
}

// Keyed by the brand column, which the mixes name; INDEPENDENT and COOPERATIVE are kinds of station, not a Rótulo.
function brandsByKey(): Map<string, Brand> {
  const rows = readCsv('brands.csv', ['brand', 'kind', 'offset', 'reprice_chance']);
  const brand = (row: CsvRow): [string, Brand] => {
    const [key, kind] = [row.text('brand'), row.oneOf('kind', BRAND_KINDS)];
    const name = kind === 'independent' || kind === 'cooperative' ? '' : key;
    const [offset, repriceChance] = [row.number('offset'), row.number('reprice_chance')];
    if (repriceChance > 1) row.fail(`"reprice_chance" is ${repriceChance}, more than 1`);
    return [key, { name, kind, offset, repriceChance }];
  };
  return new Map(unique(rows, (row) => row.text('brand', /^[A-Z]+$/), brand));
}

function load(): SampleTables {
  const communities = unique(
    readCsv('communities.csv', ['id', 'name']),
    (row) => row.text('id', TWO_DIGITS),
    (row) => ({ id: row.text('id'), name: row.text('name') }),
  );
  const ccaa = new Set(communities.map((c) => c.id));
  const provinces = unique(
    readCsv('provinces.csv', ['code', 'name', 'ccaa', 'stations']),
    (row) => row.text('code', TWO_DIGITS),
    (row) => ({
      code: row.text('code'),
      name: row.text('name'),
      ccaa: ccaa.has(row.text('ccaa')) ? row.text('ccaa') : row.fail(`no community "${row.text('ccaa')}"`),
      stations: Number(row.text('stations', /^[1-9]\d*$/)),
    }),
  );
  const brands = brandsByKey();
  const brandOf = (key: unknown, where: string) =>
    brands.get(String(key)) ?? fail(where, `no brand "${String(key)}" in brands.csv`);
  return {
    communities,
    provinces,
    towns: townsOf(provinces),
    brandMixes: record('brand-mixes.json', BRAND_MIXES, (v, where) => weighted(v, where, brandOf)),
    hours: record('opening-hours.json', BRAND_KINDS, (v, where) => weighted(v, where, word)),
    streetNames: record('street-names.json', ['streets', 'outskirts', 'estates'], words),
    stationNames: record('station-names.json', ['places', 'more_places', 'surnames', 'patrons'], words),
  };
}

let cached: SampleTables | undefined;

/** The sample's tables, read and checked on the first call and kept. */
export function sampleTables(): SampleTables {
  cached ??= load();
  return cached;
}
