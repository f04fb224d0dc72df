// The request headers of a realistic client population (browser-headers.json: the values, their sources and the
// weights given to them), for the edge cache's tests and bench/edge-cache.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './data-paths.js';

/** A header's value ('' when the client sends none) and its relative share of requests. */
export type WeightedValue = readonly [value: string, weight: number];

export interface BrowserHeaders {
  acceptLanguage: readonly WeightedValue[];
  acceptEncoding: readonly WeightedValue[];
  accept: readonly WeightedValue[];
}

const FILE = join(REPO_ROOT, 'test', 'support', 'browser-headers.json');

function checked(name: string, list: unknown): WeightedValue[] {
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${FILE}: ${name} is not a non-empty list`);
  const seen = new Set<string>();
  return list.map((entry, i) => {
    const [value, weight] = Array.isArray(entry) ? entry : [];
    if (typeof value !== 'string' || typeof weight !== 'number' || !(weight > 0))
      throw new Error(`${FILE}: ${name}[${i}] is not [value, positive weight]`);
    if (seen.has(value)) throw new Error(`${FILE}: ${name}[${i}] repeats "${value}"`);
    seen.add(value);
    return [value, weight] as const;
  });
}

export function browserHeaders(): BrowserHeaders {
  const data = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  return {
    acceptLanguage: checked('acceptLanguage', data.acceptLanguage),
    acceptEncoding: checked('acceptEncoding', data.acceptEncoding),
    accept: checked('accept', data.accept),
  };
}

/** Draws values by weight with `random` (a number in [0, 1) per call). */
export function weightedPicker(values: readonly WeightedValue[], random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of values) {
    total += weight;
    cumulative.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return (values[low] as WeightedValue)[0];
  };
}
