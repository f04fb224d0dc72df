// The sample's stations: built once per seed from the geography, with everything that does not change from
// day to day already formatted as the register writes it, so a day's list only adds the prices.

import { postalCode, roadAddress, streetAddress } from './addresses.js';
import { independentName, pickBrand, pickHours } from './brands.js';
import { BALEARES_CCAA, CANARIAS_CCAA, LOW_TAX_CCAA } from './communities.js';
import { pickFuels } from './fuel-offer.js';
import { type SampleMunicipality, type SampleProvince, sampleGeography } from './geography.js';
import { type Area, type PricedStation, stationLevels } from './prices.js';
import { intBetween, mulberry32, pick, pickWeighted, type Rng } from './prng.js';
import type { Brand } from './sample-tables.js';

export interface SampleStation extends PricedStation {
  id: number; // IDEESS
  province: SampleProvince;
  municipality: SampleMunicipality;
  postalCode: string;
  address: string;
  hours: string;
  lat: string; // decimal comma, 6 decimals
  lng: string;
  margin: 'D' | 'I' | 'N';
  remission: 'dm' | 'OM';
  label: string; // Rótulo
  saleType: 'P' | 'R';
  /** Listed on days at most this many days before the end date (stations that opened in the window). */
  firstOffset: number;
  /** Listed on days at least this many days before the end date (stations that closed in the window). */
  lastOffset: number;
}

const KM_PER_DEGREE = 111.32;

function areaOf(ccaa: string): Area {
  if (ccaa === CANARIAS_CCAA) return 'canarias';
  if (ccaa === BALEARES_CCAA) return 'baleares';
  return LOW_TAX_CCAA.has(ccaa) ? 'ceuta-melilla' : 'peninsula';
}

// A uniform point in a disc around the town centre; the radius is kept small where the sea is near.
function placeNear(rng: Rng, town: SampleMunicipality, radiusKm: number): [string, string] {
  const r = radiusKm * Math.sqrt(rng());
  const angle = 2 * Math.PI * rng();
  const lat = town.lat + (r * Math.cos(angle)) / KM_PER_DEGREE;
  const lng = town.lng + (r * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((town.lat * Math.PI) / 180));
  return [lat.toFixed(6).replace('.', ','), lng.toFixed(6).replace('.', ',')];
}

// IDEESS values are scattered over a range wider than the count, as the register's are after years of churn.
function stationIds(rng: Rng, count: number): number[] {
  const pool = Array.from({ length: Math.ceil(count * 1.45) }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = intBetween(rng, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] ?? 0, pool[i] ?? 0];
  }
  return pool.slice(0, count);
}

function labelOf(rng: Rng, brand: Brand, locality: string): string {
  if (brand.kind === 'independent' || brand.kind === 'cooperative') return independentName(rng, brand.kind, locality);
  return rng() < 0.05 ? `E.S. ${locality} ${brand.name}` : brand.name; // some owners add their own words
}

function buildStation(rng: Rng, seed: number, id: number, province: SampleProvince, provinceOffset: number) {
  const municipality = pickWeighted(rng, province.municipalities, (m) => m.weight);
  const brand = pickBrand(rng, province.ccaa);
  const roadChance = municipality.roads.length === 0 ? 0 : municipality.isCapital ? 0.2 : 0.35;
  const road = rng() < roadChance ? pick(rng, municipality.roads) : null;
  const [lat, lng] = placeNear(rng, municipality, municipality.spreadKm);
  const lowTax = LOW_TAX_CCAA.has(province.ccaa);
  const sells = pickFuels(rng, { brand, onRoad: road !== null, urban: municipality.isCapital, lowTax });
  const offset = brand.offset + provinceOffset + (road ? 0.025 : 0); // roadside sites charge for the location
  const cooperative = brand.kind === 'cooperative';
  const change = rng();
  const station: SampleStation = {
    id,
    hashKey: Math.imul(seed, 0x9e3779b1) ^ id,
    province,
    municipality,
    postalCode: postalCode(rng, province.code, municipality),
    address: road ? roadAddress(rng, road) : streetAddress(rng),
    hours: pickHours(rng, brand.kind, road !== null),
    lat,
    lng,
    margin: road ? (rng() < 0.5 ? 'D' : 'I') : pick(rng, ['N', 'N', 'N', 'D', 'I'] as const),
    remission: rng() < 0.8 ? 'dm' : 'OM',
    label: labelOf(rng, brand, municipality.locality),
    saleType: rng() < (cooperative ? 0.35 : 0.004) ? 'R' : 'P',
    levels: stationLevels(rng, { sells, area: areaOf(province.ccaa), offset }),
    repriceChance: brand.repriceChance * (0.6 + 0.8 * rng()),
    endsInNine: rng() < 0.6,
    firstOffset: change < 0.005 ? intBetween(rng, 1, 85) : Number.POSITIVE_INFINITY,
    lastOffset: change >= 0.005 && change < 0.008 ? intBetween(rng, 1, 60) : 0,
  };
  return station;
}

/** All stations the sample ever lists, in province-code order; the same seed always gives the same list. */
export function buildStations(seed: number): SampleStation[] {
  const rng = mulberry32(seed);
  const provinces = sampleGeography();
  const total = provinces.reduce((sum, p) => sum + p.stations, 0);
  const ids = stationIds(rng, total);
  const stations: SampleStation[] = [];
  for (const province of provinces) {
    const provinceOffset = (rng() - 0.5) * 0.03; // regional competition and logistics
    for (let i = 0; i < province.stations; i++) {
      stations.push(buildStation(rng, seed, ids[stations.length] ?? 0, province, provinceOffset));
    }
  }
  return stations;
}
