// Why a parameter was refused, in every language: the catalogue behind each 400 INVALID_PARAMETER. invalidParameter()
// puts the parameter and its value before the reason ("lat: "99" must be <= 44", "lat: "99" debe ser <= 44").
import type { Localized } from './language.js';

const list = (items: readonly string[]): string => items.join(', ');

/** "a, b and c" / "a, b y c". */
export function joined(items: readonly string[], and: string): string {
  return items.length < 2 ? list(items) : `${list(items.slice(0, -1))} ${and} ${items.at(-1)}`;
}

/** A number as the language writes it: "1,500.5 km" in English, "1500,5 km" in Spanish. */
export function localizedNumber(value: number): Localized {
  return {
    en: value.toLocaleString('en-US', { maximumFractionDigits: 1 }),
    es: value.toLocaleString('es-ES', { maximumFractionDigits: 1 }),
  };
}

/** Where a price is looked for, as priceNeeded() says it ("no station in Spain reports…"). */
export const PLACES = {
  spain: { en: 'in Spain', es: 'en España' },
  peninsula: { en: 'of the peninsula or the Balearic Islands', es: 'de la Península o Baleares' },
  named: (name: string): Localized => ({ en: `in ${name}`, es: `en ${name}` }),
} as const;

/** JSON Schema types as a sentence names them. */
const TYPE_NAMES: Record<string, Localized> = {
  string: { en: 'a string', es: 'un texto' },
  number: { en: 'a number', es: 'un número' },
  integer: { en: 'an integer', es: 'un número entero' },
  boolean: { en: 'a boolean', es: 'un booleano' },
  array: { en: 'an array', es: 'una lista (array)' },
  object: { en: 'an object', es: 'un objeto' },
  null: { en: 'null', es: 'null' },
};

const typeList = (types: readonly string[], language: 'en' | 'es'): string =>
  joined(
    types.map((type) => TYPE_NAMES[type]?.[language] ?? type),
    language === 'en' ? 'or' : 'o',
  );

export const PARAMETER_REASONS = {
  // Reading the query string and the path
  repeated: { en: 'is repeated; give each parameter once', es: 'está repetido; dé cada parámetro una sola vez' },
  empty: {
    en: 'is empty; give a value or leave the parameter out',
    es: 'está vacío; dé un valor o quite el parámetro',
  },
  badPercentEncoding: {
    en: 'is not correctly percent-encoded',
    es: 'no está bien codificado con porcentajes (%XX)',
  },
  notBoolean: { en: 'must be true, false, 1 or 0', es: 'debe ser true, false, 1 o 0' },
  notInteger: { en: 'must be an integer', es: 'debe ser un número entero' },
  notDecimal: { en: 'must be a decimal number such as 40.416', es: 'debe ser un número decimal como 40.416' },
  leadingZeros: {
    en: 'must be a whole number written without leading zeros',
    es: 'debe ser un número entero escrito sin ceros a la izquierda',
  },
  hostRepeated: (times: number): Localized => ({
    en: `is given ${times} times; send one Host header`,
    es: `aparece ${times} veces; envíe una sola cabecera Host`,
  }),
  tooDeep: (levels: number): Localized => ({
    en: `nests arrays and objects more than ${levels} levels deep; a route is {"points": [[lat, lng], ...]}`,
    es: `anida listas y objetos en más de ${levels} niveles; una ruta es {"points": [[lat, lng], ...]}`,
  }),
  /** An unknown parameter, with the ones the endpoint takes. */
  notAParameter: (inQuery: readonly string[], inPath: readonly string[]): Localized => {
    if (inQuery.length === 0 && inPath.length === 0) {
      return {
        en: 'is not a parameter of this endpoint (it takes no parameters)',
        es: 'no es un parámetro de este endpoint (no admite parámetros)',
      };
    }
    const query = {
      en: inQuery.length > 0 ? `query parameters: ${list(inQuery)}` : 'it takes no query parameters',
      es: inQuery.length > 0 ? `parámetros de consulta: ${list(inQuery)}` : 'no admite parámetros de consulta',
    };
    const one = inPath.length === 1;
    const path =
      inPath.length === 0
        ? { en: '', es: '' }
        : {
            en: `; ${joined(inPath, 'and')} ${one ? 'is a path parameter' : 'are path parameters'}`,
            es: `; ${joined(inPath, 'y')} ${one ? 'es un parámetro de ruta' : 'son parámetros de ruta'}`,
          };
    return {
      en: `is not a parameter of this endpoint (${query.en}${path.en})`,
      es: `no es un parámetro de este endpoint (${query.es}${path.es})`,
    };
  },

  // What openapi.yaml says of a value (the JSON Schema keyword that refused it)
  required: { en: 'is required', es: 'es obligatorio' },
  notAPromptArgument: (names: readonly string[]): Localized => ({
    en: `is not an argument of this prompt (it takes ${list(names)})`,
    es: `no es un argumento de este prompt (admite ${list(names)})`,
  }),
  notValid: { en: 'is not valid', es: 'no es válido' },
  oneOf: (values: readonly unknown[]): Localized => ({
    en: `must be one of ${list(values.map(String))}`,
    es: `debe ser uno de ${list(values.map(String))}`,
  }),
  notABodyField: { en: 'is not a field of this body', es: 'no es un campo de este cuerpo' },
  limit: (comparison: string, limit: unknown): Localized => ({
    en: `must be ${comparison} ${String(limit)}`,
    es: `debe ser ${comparison} ${String(limit)}`,
  }),
  maxCharacters: (limit: unknown): Localized => ({
    en: `must NOT have more than ${String(limit)} characters`,
    es: `no debe tener más de ${String(limit)} caracteres`,
  }),
  minCharacters: (limit: unknown): Localized => ({
    en: `must NOT have fewer than ${String(limit)} characters`,
    es: `no debe tener menos de ${String(limit)} caracteres`,
  }),
  maxItems: (limit: unknown): Localized => ({
    en: `must NOT have more than ${String(limit)} items`,
    es: `no debe tener más de ${String(limit)} elementos`,
  }),
  maxProperties: (limit: unknown): Localized => ({
    en: `must NOT have more than ${String(limit)} entries`,
    es: `no debe tener más de ${String(limit)} entradas`,
  }),
  minItems: (limit: unknown): Localized => ({
    en: `must NOT have fewer than ${String(limit)} items`,
    es: `no debe tener menos de ${String(limit)} elementos`,
  }),
  type: (types: readonly string[]): Localized => ({
    en: `must be ${typeList(types, 'en')}`,
    es: `debe ser ${typeList(types, 'es')}`,
  }),
  constant: (value: unknown): Localized => ({
    en: `must be ${JSON.stringify(value)}`,
    es: `debe ser ${JSON.stringify(value)}`,
  }),
  multipleOf: (factor: unknown): Localized => ({
    en: `must be a multiple of ${String(factor)}`,
    es: `debe ser múltiplo de ${String(factor)}`,
  }),
  duplicateItems: (first: unknown, second: unknown): Localized => ({
    en: `must NOT have duplicate items (items ${String(first)} and ${String(second)} are identical)`,
    es: `no debe tener elementos repetidos (los elementos ${String(first)} y ${String(second)} son iguales)`,
  }),
  noAllowedForm: { en: 'must match one of the allowed forms', es: 'debe tener una de las formas admitidas' },
  pattern: (pattern: string): Localized => ({
    en: `must match ${pattern}`,
    es: `debe seguir el patrón ${pattern}`,
  }),
  slugPattern: {
    en: 'may contain only lowercase letters, digits and hyphens',
    es: 'solo puede contener minúsculas, cifras y guiones',
  },
  identifierPattern: {
    en: 'may contain only lowercase letters, digits and underscores',
    es: 'solo puede contener minúsculas, cifras y guiones bajos',
  },
  monthPattern: {
    en: 'must be a month written YYYY-MM (month 01 to 12)',
    es: 'debe ser un mes escrito AAAA-MM (mes 01 a 12)',
  },
  stationIdsPattern: {
    en: 'must be 1 to 20 station ids separated by commas, each a whole number without leading zeros',
    es: 'debe ser de 1 a 20 ids de estación separados por comas, cada uno un número entero sin ceros a la izquierda',
  },

  // Parameters that go together (runtime/validation/parameter-rules.ts)
  needsAsWell: (others: readonly string[]): Localized => ({
    en: `needs ${list(others)} as well`,
    es: `necesita también ${list(others)}`,
  }),
  cannotCombine: (other: string): Localized => ({
    en: `cannot be combined with ${other}`,
    es: `no se puede combinar con ${other}`,
  }),
  radiusWithoutPoint: {
    en: 'applies only to a point search (with lat and lng)',
    es: 'solo se aplica a una búsqueda alrededor de un punto (con lat y lng)',
  },
  levelNeedsCode: {
    en: 'needs code (an INE code, a ministry municipality id or a slug)',
    es: 'necesita code (un código INE, un id de municipio del Ministerio o un slug)',
  },
  codeNeedsLevel: {
    en: 'needs level=community, province or municipality',
    es: 'necesita level=community, province o municipality',
  },
  lowTaxOnlySpainWide: {
    en: 'applies only to the Spain-wide ranking',
    es: 'solo se aplica a la clasificación de toda España',
  },
  municipalitiesNeedParent: {
    en: 'needs parent (the province whose municipalities to list)',
    es: 'necesita parent (la provincia cuyos municipios se listan)',
  },
  notForLevel: (level: string): Localized => ({
    en: `does not apply to level=${level}`,
    es: `no se aplica a level=${level}`,
  }),
  notForCompare: (compare: string): Localized => ({
    en: `does not apply to compare=${compare}`,
    es: `no se aplica a compare=${compare}`,
  }),
  isAfter: (other: string, value: unknown): Localized => ({
    en: `is after ${other} (${String(value)})`,
    es: `es posterior a ${other} (${String(value)})`,
  }),
  kmOrCoordinates: {
    en: 'cannot be combined with from_lat/from_lng/to_lat/to_lng; give one or the other',
    es: 'no se puede combinar con from_lat/from_lng/to_lat/to_lng; dé lo uno o lo otro',
  },
  kmRequired: {
    en: 'is required unless from_lat, from_lng, to_lat and to_lng are given',
    es: 'es obligatorio salvo que se den from_lat, from_lng, to_lat y to_lng',
  },

  // What the data or the calendar refuse (handlers)
  monthNotFinished: (current: string): Localized => ({
    en: `is not finished yet (the current month in Europe/Madrid is ${current})`,
    es: `aún no ha terminado (el mes en curso en Europe/Madrid es ${current})`,
  }),
  /** No station reports the price a calculation needs; `parameter` is how the caller gives it. */
  priceNeeded: (key: string, where: Localized, parameter: string, instead?: string): Localized => ({
    en: `is needed: no station ${where.en} reports a price of ${key} today; give ${parameter}${instead === undefined ? '' : ` instead of ${instead}`}`,
    es: `es necesario: ninguna estación ${where.es} informa hoy de un precio de ${key}; dé ${parameter}${instead === undefined ? '' : ` en lugar de ${instead}`}`,
  }),
  noProvincePrice: (fuel: string): Localized => ({
    en: `has no station reporting a price of ${fuel} today; leave province out for the figures of Spain`,
    es: `no tiene hoy ninguna estación con precio de ${fuel}; quite province para obtener las cifras de España`,
  }),
  noCheapestPrice: {
    en: 'has no station reporting a price in Spain today, so there is no cheapest price to compare with; /v1/calc/trip-cost takes a price of your own',
    es: 'no tiene hoy ninguna estación con precio en España, así que no hay precio más barato con el que comparar; /v1/calc/trip-cost admite un precio propio',
  },
  tripTooLong: (maxKm: number): Localized => ({
    en: `is a one-way route over ${localizedNumber(maxKm).en} km; the most a trip takes is ${maxKm} km`,
    es: `es un trayecto de ida de más de ${localizedNumber(maxKm).es} km; un viaje admite como mucho ${maxKm} km`,
  }),
  tripFromCoordinatesTooLong: (km: number, roadFactor: number, maxKm: number): Localized => ({
    en: `with the other coordinates gives a one-way route of ${km} km (straight line × ${roadFactor}), over ${localizedNumber(maxKm).en} km`,
    es: `con las demás coordenadas da un trayecto de ida de ${localizedNumber(km).es} km (línea recta × ${localizedNumber(roadFactor).es}), más de ${localizedNumber(maxKm).es} km`,
  }),
  routeTooLong: (km: number, maxKm: number): Localized => ({
    en: `make a route ${localizedNumber(km).en} km long; at most ${localizedNumber(maxKm).en} km`,
    es: `forman una ruta de ${localizedNumber(km).es} km; como mucho ${localizedNumber(maxKm).es} km`,
  }),
  stationRepeated: (id: string): Localized => ({
    en: `names station ${id} more than once; give each id once`,
    es: `nombra la estación ${id} más de una vez; dé cada id una sola vez`,
  }),
  notACommunity: {
    en: 'is not a community slug or INE code (01 to 19)',
    es: 'no es un slug ni un código INE de comunidad autónoma (01 a 19)',
  },

  // The refuelling plan and the total cost of a stop (handlers/travel/plan/, /v1/stations/nearby)
  belowOther: (other: string, value: number): Localized => ({
    en: `must be less than ${other} (${value})`,
    es: `debe ser menor que ${other} (${value})`,
  }),
  betweenOthers: (low: string, lowValue: number, high: string, highValue: number): Localized => ({
    en: `must be at least ${low} (${lowValue}) and at most ${high} (${highValue})`,
    es: `debe ser al menos ${low} (${lowValue}) y como mucho ${high} (${highValue})`,
  }),
  notAnInstant: {
    en: 'must be an RFC 3339 instant with seconds and an offset, such as 2026-08-22T10:00:00Z (in a query string write a + offset as %2B)',
    es: 'debe ser un instante RFC 3339 con segundos y desfase, como 2026-08-22T10:00:00Z (en una URL escriba el + de un desfase como %2B)',
  },
  // What changed, and watches (/v1/changes, /v1/watch)
  beforeWindow: (firstInstant: string): Localized => ({
    en: `is before the history window, whose first instant is ${firstInstant}: ask from it (what changed before it is not held)`,
    es: `es anterior a la ventana del histórico, cuyo primer instante es ${firstInstant}: pregunte desde él (lo que cambió antes no se conserva)`,
  }),
  watchNeedsStations: {
    en: 'is needed, or a point (lat and lng): a watch names its stations',
    es: 'es necesario, o un punto (lat y lng): una alerta nombra sus estaciones',
  },
  notAChangeOf: (date: string): Localized => ({
    en: `names the day ${date}, which is not a day held in the window`,
    es: `nombra el día ${date}, que no es un día del histórico de la ventana`,
  }),
  departureWindow: (now: string): Localized => ({
    en: `must be at most 1 day before and 7 days after now (${now})`,
    es: `debe estar como mucho 1 día antes y 7 días después de ahora (${now})`,
  }),
  notABrand: (slug: string): Localized => ({
    en: `names "${slug}", which is no brand of today's data (see /v1/brands)`,
    es: `nombra "${slug}", que no es ninguna marca de los datos de hoy (vea /v1/brands)`,
  }),
  brandRepeated: (slug: string): Localized => ({
    en: `names the brand ${slug} more than once`,
    es: `nombra la marca ${slug} más de una vez`,
  }),
  discountTooHigh: (slug: string, maxCents: number): Localized => ({
    en: `gives ${slug} more than ${maxCents} cents off`,
    es: `da a ${slug} más de ${maxCents} céntimos de descuento`,
  }),
  discountsPattern: {
    en: 'must be brand:cents pairs separated by commas, such as repsol:5,cepsa:3.5 (up to 20, cents to one decimal)',
    es: 'debe ser pares marca:céntimos separados por comas, como repsol:5,cepsa:3.5 (hasta 20, céntimos con un decimal)',
  },
  shorterThanPoints: (pointsKm: number): Localized => ({
    en: `is shorter than the points themselves (${localizedNumber(pointsKm).en} km)`,
    es: `es más corta que los propios puntos (${localizedNumber(pointsKm).es} km)`,
  }),
  onlyWithTotalCost: {
    en: 'applies only to sort=total_cost',
    es: 'solo se aplica a sort=total_cost',
  },
  totalCostNeedsLitres: {
    en: 'needs litres as well: how much is bought',
    es: 'necesita también litres: cuánto se compra',
  },

  // MCP tool arguments (mcp/tool-arguments.ts)
  kindRequired: (kinds: readonly string[]): Localized => ({
    en: `is required (one of ${list(kinds)})`,
    es: `es obligatorio (uno de ${list(kinds)})`,
  }),
  notAString: { en: 'must be a string', es: 'debe ser un texto' },
  notASingleValue: { en: 'must be a single value', es: 'debe ser un solo valor' },
  notATool: {
    en: 'is not a tool of this server (tools/list lists them)',
    es: 'no es una herramienta de este servidor (tools/list las lista)',
  },
} as const;
