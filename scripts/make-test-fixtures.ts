// Cuts the project's test fixtures (test/fixtures/) out of the real data in ../shared/data, reproducibly:
//   npx tsx scripts/make-test-fixtures.ts
// Records are copied verbatim (decimal commas, `\/` escapes, padded Localidad, empty prices): the script parses each
// file, checks that serialising it again gives back the exact original text, and writes the kept records the same way.
// What is kept and why: test/fixtures/README.md. Run it again only to change the slice, then update the tests' facts.
import {
  copyFileSync,
  createReadStream,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { loadContent } from '../content/lib/load-content.js';
import { daysBefore } from '../etl/backfill.js';
import type { RawMunicipality, RawStation, RawStationList } from '../etl/source/source.js';
import { parseRoad } from '../etl/transform/roads.js';
import { routePoints } from '../handlers/travel/route-detail.js';
import { haversineKm, type LatLng, locateOnPolyline, preparePolyline } from '../store/spatial/geo.js';
import {
  FIXTURES_DIR,
  MINISTRY_FIXTURES,
  OIL_BULLETIN_FIXTURES,
  RAW_EXCERPTS,
  REPO_ROOT,
  SHARED_DATA_DIR,
  SHARED_MINISTRY_DIR,
  sharedDataAvailable,
  WEEKS_MINISTRY_FIXTURES,
} from '../test/support/data-paths.js';
import { MADRID_BARCELONA, MADRID_ZARAGOZA_A2, SEVILLA_MALAGA, TENERIFE_TEIDE } from '../test/support/test-routes.js';

/** The current list's day, and the past days kept (DD-MM-YYYY). 20-08-2026 is left out on purpose: the gap. */
const HISTORY_DAYS = ['30-07-2026', '31-07-2026', '01-08-2026', '19-08-2026', '21-08-2026'];
/** Whole provinces: Albacete (the tests' home province), Ceuta and Melilla (low-tax areas on the mainland side). */
const WHOLE_PROVINCES = new Set(['02', '51', '52']);
/** Roads kept whole, wherever their stations are. */
const ROADS = new Set(['A-2', 'A-4']);
/** Within this of a test route, every station is kept. */
const ROUTE_KM = 0.5;
/** Near each test route, the nearest stations selling these (within 10 km) are kept, so each fuel has a corridor. */
const SCARCE_KEYS = ['Precio Gases licuados del petróleo', 'Precio Gasolina 98 E5', 'Precio Gas Natural Comprimido'];
const SCARCE_PER_ROUTE = 2;
/** Madrid's Puerta del Sol: the stations within 3 km (the nearby tests' default point). */
const MADRID_CENTRE: LatLng = [40.4168, -3.7038];
const MADRID_KM = 3;
/** Weeks of the oil bulletin kept (inclusive ISO dates), each for a rule the tests check. */
const BULLETIN_WEEKS: [from: string, to: string][] = [
  ['2005-01-01', '2005-02-28'], // the first weeks of the series
  ['2013-03-18', '2013-04-30'], // 1 April 2013: no Spain value; 8 April: no petrol 95
  ['2014-12-01', '2015-01-31'], // prices without taxes start on 12 January 2015
  ['2024-01-01', '2024-03-31'], // five Mondays in January 2024; 18 March 2024 rounded
  ['2025-01-01', '2025-03-31'], // the last weeks
];

/**
 * The second slice (test/fixtures/ministry-weeks/): one whole province, Soria, on every day from a Monday, 13 July
 * 2026, to the current list: consecutive full weeks for the weekday effect and the advice's backtest (issue 41).
 */
const WEEKS_PROVINCE = '42';
const WEEKS_FROM = '2026-07-13';

const HIST = 'EstacionesTerrestresHist';
const LISTADOS = ['ComunidadesAutonomas', 'Provincias', 'Municipios'] as const;

interface JsonFile<T> {
  value: T;
  /** The ministry's current list and Listados escape every "/" as "\/"; the history files do not. */
  escaped: boolean;
}

function serialise(value: unknown, escaped: boolean): string {
  const text = JSON.stringify(value);
  return escaped ? text.replaceAll('/', '\\/') : text;
}

/** Reads a JSON file, proving that serialising it again reproduces the original bytes. */
function readVerbatim<T>(path: string): JsonFile<T> {
  const bytes = readFileSync(path);
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const value = JSON.parse(text) as T;
  for (const escaped of [true, false]) if (serialise(value, escaped) === text) return { value, escaped };
  throw new Error(`${path}: re-serialising does not reproduce the file, so records could not be kept verbatim`);
}

function write(path: string, text: string, gzip: boolean): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, gzip ? gzipSync(Buffer.from(text, 'utf8'), { level: 9 }) : text);
}

const decimal = (text: string): number => Number(text.replace(',', '.'));
const position = (s: RawStation): LatLng => [decimal(s.Latitud as string), decimal(s['Longitud (WGS84)'] as string)];

function testRoutes(): Record<string, readonly LatLng[]> {
  const teide = loadContent().find('route', 'teide-desde-la-laguna');
  if (teide?.kind !== 'route') throw new Error('content route teide-desde-la-laguna not found');
  return {
    'Madrid-Zaragoza (A-2)': MADRID_ZARAGOZA_A2,
    'Sevilla-Málaga': SEVILLA_MALAGA,
    'Tenerife by the Teide': TENERIFE_TEIDE,
    'Madrid-Barcelona': MADRID_BARCELONA,
    'Madrid-Barcelona as one segment': [MADRID_BARCELONA[0] as LatLng, MADRID_BARCELONA.at(-1) as LatLng],
    'content route teide-desde-la-laguna': routePoints(teide),
  };
}

/** The stations kept, by IDEESS, each with the first rule that kept it. */
function selectStations(records: Map<string, RawStation>): Map<string, string> {
  const kept = new Map<string, string>();
  const keep = (id: string, why: string) => {
    if (!kept.has(id)) kept.set(id, why);
  };
  for (const [id, s] of records) {
    if (WHOLE_PROVINCES.has(s.IDProvincia as string)) keep(id, `province ${s.IDProvincia}`);
  }
  for (const [id, s] of records) {
    const road = parseRoad(s.Dirección ?? '').road_ref;
    if (road && ROADS.has(road)) keep(id, `road ${road}`);
  }
  for (const [id, s] of records) {
    if (haversineKm(...MADRID_CENTRE, ...position(s)) <= MADRID_KM) keep(id, 'Madrid centre');
  }
  for (const [name, route] of Object.entries(testRoutes())) {
    const polyline = preparePolyline(route);
    const distances = [...records].map(([id, s]) => ({
      id,
      s,
      km: locateOnPolyline(polyline, ...position(s)).distanceKm,
    }));
    for (const { id, km } of distances) if (km <= ROUTE_KM) keep(id, `route ${name}`);
    for (const key of SCARCE_KEYS) {
      const nearest = distances
        .filter(({ s, km }) => km <= 10 && s[key] !== '')
        .sort((a, b) => a.km - b.km || Number(a.id) - Number(b.id))
        .slice(0, SCARCE_PER_ROUTE);
      for (const { id } of nearest) keep(id, `near route ${name} with ${key}`);
    }
  }
  return kept;
}

function sliceList(list: RawStationList, ids: Map<string, string>): RawStationList {
  return { ...list, ListaEESSPrecio: list.ListaEESSPrecio.filter((s) => ids.has(s.IDEESS as string)) };
}

/** prices_long.csv.gz rows of the kept stations on the kept days. */
async function slicePricesLong(ids: Map<string, string>, dates: Set<string>): Promise<string> {
  const lines = createInterface({
    input: createReadStream(join(SHARED_MINISTRY_DIR, 'prices_long.csv.gz')).pipe(createGunzip()),
  });
  const out: string[] = [];
  for await (const line of lines) {
    if (out.length === 0) {
      out.push(line);
      continue;
    }
    const [date, , id] = line.split(',');
    if (dates.has(date as string) && ids.has(id as string)) out.push(line);
  }
  return `${out.join('\n')}\n`;
}

const inWeeks = (iso: string) => BULLETIN_WEEKS.some(([from, to]) => iso >= from && iso <= to);
const isoOfSerial = (serial: number) => new Date((serial - 25_569) * 86_400_000).toISOString().slice(0, 10);

/** The stand-in workbook with only BULLETIN_WEEKS' rows: same sheets, header rows, columns, footer and frozen panes. */
async function sliceBulletin(): Promise<void> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.readFile(join(SHARED_DATA_DIR, 'oil-bulletin', 'Weekly_Oil_Bulletin_Prices_History.xlsx'));
  const target = new ExcelJS.Workbook();
  target.created = new Date('2026-08-22T00:00:00Z');
  target.modified = target.created;
  source.eachSheet((sheet) => {
    const copy = target.addWorksheet(sheet.name, { views: sheet.views });
    let to = 1;
    sheet.eachRow({ includeEmpty: true }, (row, r) => {
      const date = row.getCell(1).value;
      if (r > 3 && typeof date === 'number' && !inWeeks(isoOfSerial(date))) return;
      row.eachCell((cell, c) => {
        copy.getCell(to, c).value = cell.value;
      });
      to++;
    });
  });
  mkdirSync(OIL_BULLETIN_FIXTURES, { recursive: true });
  await target.xlsx.writeFile(join(OIL_BULLETIN_FIXTURES, 'Weekly_Oil_Bulletin_Prices_History.xlsx'));
  const csv = readFileSync(join(SHARED_DATA_DIR, 'oil-bulletin', 'spain_weekly.csv'), 'utf8')
    .trimEnd()
    .split('\n');
  const rows = csv.slice(1).filter((line) => inWeeks(line.slice(0, 10)));
  writeFileSync(join(OIL_BULLETIN_FIXTURES, 'spain_weekly.csv'), `${[csv[0], ...rows].join('\n')}\n`);
}

/** The second slice: WEEKS_PROVINCE's stations, as each list gives them, on every day from WEEKS_FROM. */
function writeWeeksSlice(current: JsonFile<RawStationList>, currentDate: string): void {
  const inProvince = (list: RawStationList): RawStationList => ({
    ...list,
    ListaEESSPrecio: list.ListaEESSPrecio.filter((s) => s.IDProvincia === WEEKS_PROVINCE),
  });
  rmSync(WEEKS_MINISTRY_FIXTURES, { recursive: true, force: true });
  write(
    join(WEEKS_MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz'),
    serialise(inProvince(current.value), current.escaped),
    true,
  );
  const municipalityIds = new Set(inProvince(current.value).ListaEESSPrecio.map((s) => s.IDMunicipio));
  const count = (Date.parse(currentDate) - Date.parse(WEEKS_FROM)) / 86_400_000;
  for (const day of daysBefore(currentDate, count).map((iso) => iso.split('-').reverse().join('-'))) {
    const file = readVerbatim<RawStationList>(join(SHARED_MINISTRY_DIR, HIST, `${day}.json.gz`));
    const kept = inProvince(file.value);
    for (const s of kept.ListaEESSPrecio) municipalityIds.add(s.IDMunicipio);
    write(join(WEEKS_MINISTRY_FIXTURES, HIST, `${day}.json.gz`), serialise(kept, file.escaped), true);
  }
  for (const name of LISTADOS) {
    const file = readVerbatim<unknown[]>(join(SHARED_MINISTRY_DIR, 'Listados', `${name}.json`));
    const rows =
      name === 'Municipios'
        ? (file.value as RawMunicipality[]).filter((m) => municipalityIds.has(m.IDMunicipio))
        : file.value;
    write(join(WEEKS_MINISTRY_FIXTURES, 'Listados', `${name}.json`), serialise(rows, file.escaped), false);
  }
}

function sizes(dir: string): [string, number][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => [relative(REPO_ROOT, path), statSync(path).size] as [string, number])
    .sort();
}

async function main(): Promise<void> {
  if (!sharedDataAvailable) throw new Error(`${SHARED_DATA_DIR} not found: the fixtures are cut from it`);
  const current = readVerbatim<RawStationList>(join(SHARED_MINISTRY_DIR, 'EstacionesTerrestres.json.gz'));
  const history = HISTORY_DAYS.map((day) => ({
    day,
    file: readVerbatim<RawStationList>(join(SHARED_MINISTRY_DIR, HIST, `${day}.json.gz`)),
  }));
  // Each station's latest record decides its selection (the history files repeat its descriptive fields).
  const records = new Map<string, RawStation>();
  for (const list of [...history.map((h) => h.file.value), current.value]) {
    for (const s of list.ListaEESSPrecio) records.set(s.IDEESS as string, s);
  }
  const ids = selectStations(records);

  rmSync(MINISTRY_FIXTURES, { recursive: true, force: true });
  write(
    join(MINISTRY_FIXTURES, 'EstacionesTerrestres.json.gz'),
    serialise(sliceList(current.value, ids), current.escaped),
    true,
  );
  for (const { day, file } of history) {
    write(join(MINISTRY_FIXTURES, HIST, `${day}.json.gz`), serialise(sliceList(file.value, ids), file.escaped), true);
  }
  // Listados: the communities and provinces whole; the municipalities of the kept stations and of the whole provinces.
  const municipalityIds = new Set([...ids.keys()].map((id) => records.get(id)?.IDMunicipio));
  for (const name of LISTADOS) {
    const file = readVerbatim<unknown[]>(join(SHARED_MINISTRY_DIR, 'Listados', `${name}.json`));
    const rows =
      name === 'Municipios'
        ? (file.value as RawMunicipality[]).filter(
            (m) => municipalityIds.has(m.IDMunicipio) || WHOLE_PROVINCES.has(m.IDProvincia),
          )
        : file.value;
    write(join(MINISTRY_FIXTURES, 'Listados', `${name}.json`), serialise(rows, file.escaped), false);
  }
  const currentDate = current.value.Fecha.slice(0, 10).split('/').reverse().join('-');
  const dates = new Set([currentDate, ...HISTORY_DAYS.map((d) => d.split('-').reverse().join('-'))]);
  write(join(MINISTRY_FIXTURES, 'prices_long.csv.gz'), await slicePricesLong(ids, dates), true);

  writeWeeksSlice(current, currentDate);

  await sliceBulletin();
  rmSync(RAW_EXCERPTS, { recursive: true, force: true });
  mkdirSync(RAW_EXCERPTS, { recursive: true });
  for (const name of readdirSync(join(SHARED_DATA_DIR, 'raw-excerpts'))) {
    copyFileSync(join(SHARED_DATA_DIR, 'raw-excerpts', name), join(RAW_EXCERPTS, name));
  }

  const reasons = new Map<string, number>();
  for (const why of ids.values()) {
    const rule = why.replace(/ with .*/, '');
    reasons.set(rule, (reasons.get(rule) ?? 0) + 1);
  }
  console.log(`${ids.size} stations kept:`);
  for (const [why, n] of [...reasons].sort()) console.log(`  ${String(n).padStart(4)}  ${why}`);
  const files = sizes(FIXTURES_DIR);
  for (const [path, size] of files) console.log(`${String(size).padStart(9)}  ${path}`);
  console.log(`${files.reduce((t, [, s]) => t + s, 0)} bytes in ${relative(REPO_ROOT, FIXTURES_DIR)}`);
}

await main();
