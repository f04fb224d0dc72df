// The clean model that the ETL produces from the ministry's raw register and that the server reads.

export const FUELS = ['gasoline_95', 'gasoline_98', 'diesel', 'diesel_premium', 'lpg', 'cng'] as const;
export const PRODUCTS = ['adblue', 'diesel_b', 'hvo', 'lng', 'gasoline_95_e10', 'gasoline_98_e10'] as const;
export const PRICE_KEYS = [...FUELS, ...PRODUCTS] as const;

export type Fuel = (typeof FUELS)[number];
export type Product = (typeof PRODUCTS)[number];
export type PriceKey = (typeof PRICE_KEYS)[number];

/** The ministry's JSON key for each price we publish. Every one of them is required in a raw record. */
export const MINISTRY_PRICE_KEYS: Readonly<Record<PriceKey, string>> = {
  gasoline_95: 'Precio Gasolina 95 E5',
  gasoline_98: 'Precio Gasolina 98 E5',
  diesel: 'Precio Gasoleo A',
  diesel_premium: 'Precio Gasoleo Premium',
  lpg: 'Precio Gases licuados del petróleo',
  cng: 'Precio Gas Natural Comprimido',
  adblue: 'Precio Adblue',
  diesel_b: 'Precio Gasoleo B',
  hvo: 'Precio Diésel Renovable',
  lng: 'Precio Gas Natural Licuado',
  gasoline_95_e10: 'Precio Gasolina 95 E10',
  gasoline_98_e10: 'Precio Gasolina 98 E10',
};

/** Natural gas is sold by the kilogram; everything else by the litre. */
export function unitOf(key: PriceKey): 'L' | 'kg' {
  return key === 'cng' || key === 'lng' ? 'kg' : 'L';
}

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** One opening interval on one weekday; a 24-hour day is 00:00-24:00. */
export interface OpeningInterval {
  day: Weekday;
  open: string; // HH:MM
  close: string; // HH:MM, may be 24:00
}

export type Prices = Partial<Record<PriceKey, number>>;

/** A station's brand: its slug in the API and its name. */
export interface Brand {
  slug: string;
  name: string;
}

/** The brand of every station whose Rótulo names no known brand. */
export const INDEPENDENT: Readonly<Brand> = { slug: 'independiente', name: 'Independiente' };

export interface Station {
  id: number;
  name: string | null;
  brand_slug: string;
  brand_name: string | null;
  address: string | null;
  locality: string | null;
  postal_code: string | null;
  municipality_id: number;
  province_code: string; // INE, two digits
  community_code: string; // INE, two digits (mapped from the ministry's IDCCAA)
  lat: number;
  lng: number;
  is_24h: boolean;
  hours: string | null;
  /** null when the Horario text could not be parsed */
  opening_hours: OpeningInterval[] | null;
  low_tax_area: boolean;
  /** false for Tipo Venta R: restricted sale, kept out of public answers */
  sells_to_public: boolean;
  margin: 'D' | 'I' | 'N' | null;
  road_ref: string | null; // e.g. A-2, AP-7, N-340
  road_km: number | null;
  prices: Prices;
}

export interface Community {
  code: string; // INE
  ministry_id: string; // the ministry's IDCCAA
  name: string;
  slug: string;
}

export interface Province {
  code: string; // INE
  name: string;
  slug: string;
  community_code: string;
}

export interface Municipality {
  id: number; // the ministry's IDMunicipio, not the INE code
  name: string;
  slug: string; // unique across Spain
  province_code: string;
}

export interface Territories {
  communities: readonly Community[];
  provinces: readonly Province[];
  municipalities: readonly Municipality[];
}

/** One download of the national list, cleaned. */
export interface CleanSnapshot {
  /** The ministry's Fecha as an ISO 8601 UTC instant (the source gives Europe/Madrid local time). */
  source_time: string;
  /** The Madrid calendar date of the data, YYYY-MM-DD. */
  source_date: string;
  stations: Station[];
  /** Raw records rejected by validation, with the reason, for the guards and the log. */
  rejected: { id: string | null; reason: string }[];
  /** Prices outside their plausible range (core/price-range.ts): left out, the station kept with its other prices. */
  refusedPrices: { id: number; key: PriceKey; text: string }[];
  /** Texts over their bound (etl/transform/text-bounds.ts): cut to it, the station kept; `chars`, the length they had. */
  truncatedTexts: { id: number; field: string; chars: number }[];
}
