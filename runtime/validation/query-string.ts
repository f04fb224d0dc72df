// Strict parsing of the raw query string (repeats are seen here, before any parser could merge them), and the same
// rules for a transport's typed arguments (MCP), which need no query string.
import { PARAMETER_REASONS } from '../../core/parameter-reasons.js';
import { invalidParameter } from '../../core/problem.js';

/** The query's values by name, as received: text from a query string, JSON scalars from typed arguments. */
export type RawQuery = Map<string, string | number | boolean>;

export function parseRawQuery(search: string): RawQuery {
  const query: RawQuery = new Map();
  if (search === '') return query;
  for (const pair of search.split('&')) {
    if (pair === '') continue; // tolerate a stray "&"
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = decodeComponent(rawName, rawName);
    const value = decodeComponent(rawValue, name);
    if (query.has(name)) throw invalidParameter(name, undefined, PARAMETER_REASONS.repeated);
    if (value === '') throw invalidParameter(name, value, PARAMETER_REASONS.empty);
    query.set(name, value);
  }
  return query;
}

/** Typed arguments as a query: absent (undefined, null) ones left out, an empty text refused as in a query string. */
export function typedArguments(args: Readonly<Record<string, unknown>>): RawQuery {
  const query: RawQuery = new Map();
  for (const name in args) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    if (
      typeof value === 'object' ||
      typeof value === 'function' ||
      typeof value === 'symbol' ||
      typeof value === 'bigint'
    )
      throw invalidParameter(name, value, PARAMETER_REASONS.notASingleValue);
    if (value === '') throw invalidParameter(name, value, PARAMETER_REASONS.empty);
    query.set(name, value as string | number | boolean);
  }
  return query;
}

function decodeComponent(raw: string, name: string): string {
  // Most names and values are plain (lat=40.4): nothing to decode, nothing to copy.
  if (!raw.includes('%') && !raw.includes('+')) return raw;
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    throw invalidParameter(name, raw, PARAMETER_REASONS.badPercentEncoding);
  }
}

const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?(\d{1,15}(\.\d{1,15})?|\.\d{1,15})$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false, 1: true, 0: false };

export type ScalarType = 'string' | 'integer' | 'number' | 'boolean';

/**
 * Converts one value to the parameter's type, or says why it cannot. A typed value of the parameter's own type is taken
 * as it is; any other is judged by its text, as if it had come in a query string.
 */
export function coerceScalar(
  name: string,
  raw: string | number | boolean,
  type: ScalarType,
): string | number | boolean {
  if (typeof raw !== 'string') {
    if (
      typeof raw === 'boolean' ? type === 'boolean' : type === 'number' || (type === 'integer' && Number.isInteger(raw))
    )
      return raw;
    return coerceScalar(name, String(raw), type);
  }
  switch (type) {
    case 'boolean': {
      const value = BOOLEANS[raw];
      if (value === undefined) throw invalidParameter(name, raw, PARAMETER_REASONS.notBoolean);
      return value;
    }
    case 'integer':
      if (!INTEGER.test(raw)) throw invalidParameter(name, raw, PARAMETER_REASONS.notInteger);
      return Number(raw);
    case 'number':
      if (!DECIMAL.test(raw)) throw invalidParameter(name, raw, PARAMETER_REASONS.notDecimal);
      return Number(raw);
    case 'string':
      return raw;
  }
}

/** Coordinates are rounded to 3 decimals (about 100 m) before use and before caching. */
export const COORDINATE_PARAMETERS = new Set(['lat', 'lng', 'from_lat', 'from_lng', 'to_lat', 'to_lng']);

export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}
