// The embedded default data: a national-scale synthetic register in the ministry's raw format, generated from a
// seed, so that a fresh clone with no network serves a realistic sample through the same ETL as real data.

import { readWholeList } from '../source/read-stations.js';
import type { MinistrySource, RawStation, RawStationList } from '../source/source.js';
import { plainUpper } from './geography.js';
import { sampleCommunities, sampleMunicipalities, sampleProvinces } from './listados.js';
import { buildTrends, MAX_STALE_DAYS, pricesOn } from './prices.js';
import { rawRecord } from './raw-record.js';
import { dayNumber, ministryDate } from './sample-dates.js';
import { buildStations, type SampleStation } from './stations.js';

export interface SampleSourceOptions {
  /** Any 32-bit integer; the same seed always gives byte-identical lists. */
  seed?: number;
  /** How many days of history before the end date (default 90). */
  days?: number;
  /** The date of the current list, YYYY-MM-DD (default 2026-08-22). */
  endDate?: string;
}

export const SAMPLE_DESCRIPTION = 'Muestra sintética generada por el proyecto (no son precios reales)';
export const SAMPLE_DEFAULTS = { seed: 1, days: 90, endDate: '2026-08-22' } as const;
/** The current list's time of day, fixed so the output never depends on the clock. */
const NOW_TIME = '15:53:31';

interface SampleData {
  byTerritory: readonly SampleStation[]; // IDProvincia, IDMunicipio, IDEESS: the history endpoint's order
  byProvinceName: readonly SampleStation[]; // province name, IDMunicipio, IDEESS: the current feed's order
  trends: readonly Float64Array[];
}

function build(seed: number, days: number): SampleData {
  const stations = buildStations(seed);
  const byTerritory = [...stations].sort((a, b) => a.municipality.id - b.municipality.id || a.id - b.id);
  const provinceKey = new Map(stations.map((s) => [s.province.code, plainUpper(s.province.name)]));
  const nameOf = (s: SampleStation) => provinceKey.get(s.province.code) ?? '';
  const byProvinceName = [...byTerritory].sort((a, b) =>
    nameOf(a) === nameOf(b) ? 0 : nameOf(a) < nameOf(b) ? -1 : 1,
  );
  return { byTerritory, byProvinceName, trends: buildTrends(seed, days + MAX_STALE_DAYS + 1) };
}

function stationList(fecha: string, records: RawStation[]): RawStationList {
  return { Fecha: fecha, ListaEESSPrecio: records, Nota: SAMPLE_DESCRIPTION, ResultadoConsulta: 'OK' };
}

function records(data: SampleData, offset: number, history: boolean): RawStation[] {
  const prices: string[] = [];
  const out: RawStation[] = [];
  for (const station of history ? data.byTerritory : data.byProvinceName) {
    if (offset > station.firstOffset || offset < station.lastOffset) continue; // not open on that day
    pricesOn(station, offset, data.trends, prices);
    const { locality, paddedLocality } = station.municipality;
    out.push(rawRecord(station, prices, history ? paddedLocality : locality));
  }
  return out;
}

/** A MinistrySource that generates the sample; the station list is built on first use and kept. */
export function createSampleSource(options: SampleSourceOptions = {}): MinistrySource {
  const seed = options.seed ?? SAMPLE_DEFAULTS.seed;
  const days = options.days ?? SAMPLE_DEFAULTS.days;
  if (!Number.isInteger(seed)) throw new RangeError(`sample seed must be an integer, got ${seed}`);
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`sample days must be a whole number, got ${days}`);
  const endDay = dayNumber(options.endDate ?? SAMPLE_DEFAULTS.endDate);
  let data: SampleData | undefined;
  const load = () => {
    data ??= build(seed, days);
    return data;
  };

  return {
    description: SAMPLE_DESCRIPTION,
    isSample: true,
    async stationsNow(reader) {
      return readWholeList(stationList(`${ministryDate(endDay)} ${NOW_TIME}`, records(load(), 0, false)), reader());
    },
    /** History covers the end date and the `days` days before it; other dates answer an empty list. */
    async stationsOn(date, reader) {
      const day = dayNumber(date);
      const offset = endDay - day;
      const inWindow = offset >= 0 && offset <= days;
      const list = stationList(`${ministryDate(day)} 0:00:00`, inWindow ? records(load(), offset, true) : []);
      return readWholeList(list, reader());
    },
    async communities() {
      return sampleCommunities();
    },
    async provinces() {
      return sampleProvinces();
    },
    async municipalities() {
      return sampleMunicipalities();
    },
  };
}
