// Raw ministry station records -> clean Station entries (see ../model.ts), with schema-drift and value checks.

import {
  type CleanSnapshot,
  MINISTRY_PRICE_KEYS,
  PRICE_KEYS,
  type PriceKey,
  type Prices,
  type Station,
  type Territories,
} from '../../core/model.js';
import { isPlausiblePrice } from '../../core/price-range.js';
import { readWholeList } from '../source/read-stations.js';
import type { RawStation, RawStationList, StationListReader } from '../source/source.js';
import type { StringCut } from '../source/station-list-parser.js';
import { brandOf } from './brands.js';
import { parseHours } from './hours.js';
import { parseMinistryFecha } from './madrid-time.js';
import { InvalidNumberError, parseDecimal, parsePrice } from './numbers.js';
import { parseRoad } from './roads.js';
import { problemsOf, REQUIRED_KEYS, SchemaCheck, SchemaDriftError } from './schema.js';
import { COMMUNITY_BY_MINISTRY_ID, LOW_TAX_PROVINCES, PROVINCE_BY_CODE } from './territory-tables.js';
import { boundTexts, cutText, type TextCut } from './text-bounds.js';

// Re-exported so callers of the transform find the drift error and key list in one place.
export { REQUIRED_KEYS, SchemaDriftError };

export type StationValidation =
  | { ok: true; station: Station; refusedPrices: { key: PriceKey; text: string }[]; truncatedTexts: TextCut[] }
  | { ok: false; reason: string };

// Spain's stations, Canary Islands included (the README of the data states the same box).
const LAT_MIN = 27.4;
const LAT_MAX = 44;
const LNG_MIN = -18.4;
const LNG_MAX = 4.6;

/** Trimmed (history files pad Localidad with spaces), inner runs of blanks collapsed, "" -> null. */
function text(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  return /\s\s|[\t\n\r]/.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/** A value of the record as a reason quotes it: JSON, cut short (a record's value can be of any length). */
const quote = (value: string | undefined): string => JSON.stringify(cutText(value ?? '', 40));

/** The station's prices, or why the record cannot be read; a readable price outside its range goes to `refused`. */
function pricesOf(raw: RawStation, refused: { key: PriceKey; text: string }[]): Prices | string {
  const prices: Prices = {};
  for (const key of PRICE_KEYS) {
    const source = MINISTRY_PRICE_KEYS[key];
    if (raw[source] === '') continue; // most fuels at most stations
    let price: number | null;
    try {
      price = parsePrice(raw[source] ?? '');
    } catch (error) {
      if (error instanceof InvalidNumberError) return `${source} is not a price: ${quote(raw[source])}`;
      throw error;
    }
    if (price === null || price === 0) continue; // a zero is the ministry saying "not sold", never a price
    if (price < 0) return `${source} is negative: ${quote(raw[source])}`;
    if (!isPlausiblePrice(key, price)) {
      refused.push({ key, text: cutText(raw[source] ?? '', 40) });
      continue;
    }
    prices[key] = price;
  }
  return prices;
}

function coordinate(value: string | undefined): number | null {
  try {
    return parseDecimal(value ?? '');
  } catch {
    return null;
  }
}

/** One raw record -> a clean station, or the reason it cannot be one. Territory membership is checked by the list. */
export function validateRawStation(raw: RawStation): StationValidation {
  const { missing, nonString } = problemsOf(raw);
  if (missing.length > 0 || nonString.length > 0) {
    return {
      ok: false,
      reason: `schema drift: missing ${missing.join(', ') || '-'}; not text ${nonString.join(', ') || '-'}`,
    };
  }
  return toStation(raw);
}

/**
 * validateRawStation once the keys are known to be there (the list checks them all up front); `written`: the strings
 * the HTTP source cut as it read them, for the length their cuts are logged with.
 */
function toStation(record: RawStation, written: readonly StringCut[] = []): StationValidation {
  const idText = (record.IDEESS ?? '').trim();
  if (!/^\d{1,9}$/.test(idText)) return { ok: false, reason: `IDEESS is not a whole number: ${quote(record.IDEESS)}` };
  // Texts held to their bound before anything reads them (the brand, hours and road readers keep what they read).
  const truncatedTexts: TextCut[] = [];
  const writtenLength = (field: string, value: string) => written.find((c) => c.key === field)?.chars ?? value.length;
  const raw = boundTexts(record, (value) => text(value) ?? '', truncatedTexts, writtenLength);

  const lat = coordinate(raw.Latitud);
  const lng = coordinate(raw['Longitud (WGS84)']);
  if (lat === null || lng === null) {
    return {
      ok: false,
      reason: `unreadable coordinates: ${quote(raw.Latitud)}, ${quote(raw['Longitud (WGS84)'])}`,
    };
  }
  if (lat < LAT_MIN || lat > LAT_MAX || lng < LNG_MIN || lng > LNG_MAX) {
    return { ok: false, reason: `coordinates outside Spain: ${lat}, ${lng}` };
  }

  const provinceCode = (raw.IDProvincia ?? '').trim().padStart(2, '0');
  const province = PROVINCE_BY_CODE.get(provinceCode);
  if (!province) return { ok: false, reason: `unknown IDProvincia ${quote(raw.IDProvincia)}` };
  // The ministry numbers communities its own way (07 is Castilla-La Mancha, INE 08): map, then cross-check.
  const community = COMMUNITY_BY_MINISTRY_ID.get((raw.IDCCAA ?? '').trim().padStart(2, '0'));
  if (!community) return { ok: false, reason: `unknown IDCCAA ${quote(raw.IDCCAA)}` };
  if (community.code !== province.community_code) {
    return {
      ok: false,
      reason: `IDCCAA ${(raw.IDCCAA ?? '').trim()} (INE ${community.code}) does not contain province ${provinceCode}`,
    };
  }

  const municipalityText = (raw.IDMunicipio ?? '').trim();
  if (!/^\d{1,9}$/.test(municipalityText)) {
    return { ok: false, reason: `IDMunicipio is not a whole number: ${quote(raw.IDMunicipio)}` };
  }

  const refusedPrices: { key: PriceKey; text: string }[] = [];
  const prices = pricesOf(raw, refusedPrices);
  if (typeof prices === 'string') return { ok: false, reason: prices };

  const rotulo = raw.Rótulo ?? '';
  const brand = brandOf(rotulo);
  const hours = parseHours(raw.Horario ?? '');
  const road = parseRoad(raw.Dirección ?? '');
  const margin = (raw.Margen ?? '').trim().toUpperCase();
  const postalCode = text(raw['C.P.']);

  const station: Station = {
    id: Number(idText),
    name: text(rotulo),
    brand_slug: brand.slug,
    brand_name: brand.name,
    address: text(raw.Dirección),
    locality: text(raw.Localidad),
    // A spreadsheet on the way may have eaten the leading zero of 01xxx-09xxx codes.
    postal_code: postalCode && /^\d{4}$/.test(postalCode) ? `0${postalCode}` : postalCode,
    municipality_id: Number(municipalityText),
    province_code: province.code,
    community_code: community.code,
    lat,
    lng,
    is_24h: hours.is_24h,
    hours: text(raw.Horario),
    opening_hours: hours.opening_hours,
    low_tax_area: LOW_TAX_PROVINCES.has(province.code),
    sells_to_public: (raw['Tipo Venta'] ?? '').trim().toUpperCase() !== 'R',
    margin: margin === 'D' || margin === 'I' || margin === 'N' ? margin : null,
    road_ref: road.road_ref,
    road_km: road.road_km,
    prices,
  };
  return { ok: true, station, refusedPrices, truncatedTexts };
}

/**
 * The whole national list, cleaned. Throws SchemaDriftError when any record lacks a required key or the Fecha
 * cannot be read; records with bad values (coordinates, ids, prices, unknown territories) go to `rejected`.
 */
export function transformStationList(list: RawStationList, territories: Territories): CleanSnapshot {
  return readWholeList(list, stationListTransform(territories));
}

/** stationListTransform for a past day's list: null when it is empty (the service has no list for that day). */
export function pastDayTransform(territories: Territories): StationListReader<CleanSnapshot | null> {
  const transform = stationListTransform(territories);
  return {
    record: (raw, cuts) => transform.record(raw, cuts),
    end: (list) => (list.count === 0 ? null : transform.end(list)),
  };
}

/**
 * transformStationList as the list is read, one record at a time (etl/source/read-stations.ts): each record is
 * cleaned as it comes and let go of, and the list's verdicts (schema drift, the Fecha) are given at its end.
 */
export function stationListTransform(territories: Territories): StationListReader<CleanSnapshot> {
  const reader = stationListReader();
  return {
    record: (raw, cuts) => reader.record(raw, cuts),
    end: (list) => placeInTerritories(reader.end(list), territories),
  };
}

/**
 * A list read by stationListReader: its time, and each record in its order, cleaned or rejected, before the checks
 * that need the territories (placeInTerritories).
 */
export interface ReadStationList {
  source_time: string;
  source_date: string;
  /** `id`: the record's IDEESS as its rejection would name it. */
  records: { id: string | null; validation: StationValidation }[];
}

/**
 * The first half of stationListTransform, which needs no territories: a refresh reads the register while it fetches
 * them. Records are cleaned as they come and let go of; the list's verdicts are given at its end.
 */
export function stationListReader(): StationListReader<ReadStationList> {
  const records: ReadStationList['records'] = [];
  const drift = new SchemaCheck();
  return {
    record(raw, cuts) {
      // A record without the keys says the schema drifted: the list is refused at its end, whatever else it holds.
      if (!drift.check(raw)) return;
      records.push({ id: text(cutText(raw.IDEESS ?? '', 40)), validation: toStation(raw, cuts) });
    },
    end(list) {
      drift.verdict();
      const when = parseMinistryFecha(typeof list.Fecha === 'string' ? list.Fecha : '');
      if (!when) throw new SchemaDriftError(`station list: unreadable Fecha ${JSON.stringify(list.Fecha)}`);
      return { ...when, records };
    },
  };
}

/**
 * The second half: the stations of a list read whose municipality is known and in their province, the first of each
 * id; the others rejected, in the list's order.
 */
export function placeInTerritories(list: ReadStationList, territories: Territories): CleanSnapshot {
  const municipalities = new Map(territories.municipalities.map((m) => [m.id, m]));
  const stations: Station[] = [];
  const rejected: CleanSnapshot['rejected'] = [];
  const refusedPrices: CleanSnapshot['refusedPrices'] = [];
  const truncatedTexts: CleanSnapshot['truncatedTexts'] = [];
  const seen = new Set<number>();
  for (const { id, validation } of list.records) {
    if (!validation.ok) {
      rejected.push({ id, reason: validation.reason });
      continue;
    }
    const { station } = validation;
    const municipality = municipalities.get(station.municipality_id);
    if (!municipality) {
      rejected.push({ id, reason: `unknown IDMunicipio ${station.municipality_id}` });
    } else if (municipality.province_code !== station.province_code) {
      rejected.push({
        id,
        reason: `IDMunicipio ${station.municipality_id} is in province ${municipality.province_code}, not ${station.province_code}`,
      });
    } else if (seen.has(station.id)) {
      rejected.push({ id, reason: `duplicate IDEESS ${station.id}` });
    } else {
      seen.add(station.id);
      stations.push(station);
      for (const refused of validation.refusedPrices) refusedPrices.push({ id: station.id, ...refused });
      for (const cut of validation.truncatedTexts) truncatedTexts.push({ id: station.id, ...cut });
    }
  }
  return {
    source_time: list.source_time,
    source_date: list.source_date,
    stations,
    rejected,
    refusedPrices,
    truncatedTexts,
  };
}
