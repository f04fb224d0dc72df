// Seeded randomness for the sample: a sequential PRNG for building the station list once, and a stateless
// hash for per-day values so that any day can be generated on its own, in any order, with the same result.

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for synthetic data; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// MurmurHash3's finaliser: every input bit affects every output bit.
function fmix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

/** A uniform value in [0, 1) that depends only on its three integer inputs. */
export function hashUnit(a: number, b: number, c: number): number {
  return (fmix(fmix(fmix(a ^ 0x9e3779b9) ^ b) ^ c) >>> 0) / 4294967296;
}

/** Roughly normal noise in [-1, 1] (sum of two uniforms, sd ≈ 0.41) from the stateless hash. */
export function hashNoise(a: number, b: number, c: number): number {
  return hashUnit(a, b, c) + hashUnit(c, a, b) - 1;
}

/** A standard normal draw (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Picks an item with probability proportional to its weight. */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += weightOf(item);
  let r = rng() * total;
  for (const item of items) {
    r -= weightOf(item);
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (last === undefined) throw new RangeError('pickWeighted: no items');
  return last;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new RangeError('pick: no items');
  return item;
}
