// The request headers of a realistic client population (browser-headers.json: two kinds of client, browsers and
// programs, each with the values it sends, their sources and the weights given to them), for the edge cache's tests
// and bench/edge-cache.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './data-paths.js';

/** A header's value ('' when the client sends none) and its relative share of requests. */
export type WeightedValue = readonly [value: string, weight: number];

const HEADERS = ['acceptLanguage', 'acceptEncoding', 'accept'] as const;
export type HeaderName = (typeof HEADERS)[number];

export interface ClientKind extends Record<HeaderName, readonly WeightedValue[]> {
  name: string;
  /** The kind's share of requests, relative to the other kind's. */
  weight: number;
}

/** One client's headers, '' for a header it does not send. */
export type ClientHeaders = Record<HeaderName, string>;

export interface BrowserHeaders extends Record<HeaderName, readonly WeightedValue[]> {
  kinds: readonly ClientKind[];
}

const FILE = join(REPO_ROOT, 'test', 'support', 'browser-headers.json');

function checked(where: string, list: unknown): WeightedValue[] {
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${FILE}: ${where} is not a non-empty list`);
  const seen = new Set<string>();
  return list.map((entry, i) => {
    const [value, weight] = Array.isArray(entry) ? entry : [];
    if (typeof value !== 'string' || typeof weight !== 'number' || !(weight > 0))
      throw new Error(`${FILE}: ${where}[${i}] is not [value, positive weight]`);
    if (seen.has(value)) throw new Error(`${FILE}: ${where}[${i}] repeats "${value}"`);
    seen.add(value);
    return [value, weight] as const;
  });
}

const total = (values: readonly WeightedValue[]) => values.reduce((sum, [, weight]) => sum + weight, 0);

/** The client kinds, and every distinct value of each header across them with its share of all requests. */
export function browserHeaders(): BrowserHeaders {
  const data = JSON.parse(readFileSync(FILE, 'utf8')) as { clients?: unknown };
  if (!Array.isArray(data.clients) || data.clients.length === 0) throw new Error(`${FILE}: no clients`);
  const kinds = data.clients.map((raw: Record<string, unknown>, i): ClientKind => {
    const name = String(raw.name ?? `clients[${i}]`);
    if (typeof raw.weight !== 'number' || !(raw.weight > 0)) throw new Error(`${FILE}: ${name} has no positive weight`);
    return {
      name,
      weight: raw.weight,
      acceptLanguage: checked(`${name}.acceptLanguage`, raw.acceptLanguage),
      acceptEncoding: checked(`${name}.acceptEncoding`, raw.acceptEncoding),
      accept: checked(`${name}.accept`, raw.accept),
    };
  });
  const kindsTotal = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const union = (header: HeaderName): WeightedValue[] => {
    const shares = new Map<string, number>();
    for (const kind of kinds) {
      const within = total(kind[header]);
      for (const [value, weight] of kind[header])
        shares.set(value, (shares.get(value) ?? 0) + ((kind.weight / kindsTotal) * weight) / within);
    }
    return [...shares];
  };
  return {
    kinds,
    acceptLanguage: union('acceptLanguage'),
    acceptEncoding: union('acceptEncoding'),
    accept: union('accept'),
  };
}

/** Draws values by weight with `random` (a number in [0, 1) per call). */
export function weightedPicker<T>(values: readonly (readonly [T, number])[], random: () => number): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const [, weight] of values) {
    sum += weight;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return (values[low] as readonly [T, number])[0];
  };
}

/** Draws one client's headers: its kind by weight, then each header from that kind's values. */
export function clientPicker(population: BrowserHeaders, random: () => number): () => ClientHeaders {
  const kinds = population.kinds.map((kind) => {
    const pick = (header: HeaderName) => weightedPicker(kind[header], random);
    const draw = {
      acceptLanguage: pick('acceptLanguage'),
      acceptEncoding: pick('acceptEncoding'),
      accept: pick('accept'),
    };
    return [draw, kind.weight] as const;
  });
  const kind = weightedPicker(kinds, random);
  return () => {
    const draw = kind();
    return { acceptLanguage: draw.acceptLanguage(), acceptEncoding: draw.acceptEncoding(), accept: draw.accept() };
  };
}
