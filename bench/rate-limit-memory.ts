// Memory per client key of the in-memory rate-limit store, and the time of one decision: `node --expose-gc --import tsx bench/rate-limit-memory.ts`.
// Kinds of client: one request, a full minute of normal requests, a full minute of heavy ones, a full window of MCP
// completions.
import { MemoryRateLimitStore } from '../runtime/limits/memory-rate-limit-store.js';
import { policiesFor, type RateClass } from '../runtime/limits/rate-limit.js';

const KEYS = 20_000;
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

function heapBytes(): number {
  collect?.();
  collect?.();
  return process.memoryUsage().heapUsed;
}

/** Bytes per key (its address string included) once `KEYS` clients have each sent `plan`, `stepMs` apart. */
async function bytesPerKey(plan: readonly RateClass[], stepMs = 500): Promise<{ bytes: number; nsPerCall: number }> {
  const before = heapBytes();
  const keys = Array.from({ length: KEYS }, (_, i) => `2001:db8:${(i >> 8).toString(16)}::${(i & 255).toString(16)}`);
  const store = new MemoryRateLimitStore();
  const started = performance.now();
  for (const [r, rateClass] of plan.entries()) {
    for (const key of keys) {
      if (!(await store.consume(key, policiesFor(rateClass), r * stepMs)).allowed) throw new Error('refused');
    }
  }
  const nsPerCall = ((performance.now() - started) * 1e6) / (KEYS * plan.length);
  const after = heapBytes();
  if (store.size !== KEYS) throw new Error(`expected ${KEYS} keys, held ${store.size}`);
  return { bytes: (after - before) / KEYS, nsPerCall };
}

const times = (n: number, rateClass: RateClass) => Array<RateClass>(n).fill(rateClass);
const rows = [
  ['1 request', await bytesPerKey(times(1, 'normal'))],
  ['20 requests (burst log full)', await bytesPerKey(times(20, 'normal'))],
  ['120 normal in a minute (rest and burst logs full)', await bytesPerKey(times(120, 'normal'))],
  ['30 heavy + 90 normal (all three logs full)', await bytesPerKey([...times(30, 'heavy'), ...times(90, 'normal')])],
  ['50 completions in 5 s (the completion log full)', await bytesPerKey(times(50, 'completion'), 100)],
] as const;
console.log(`Memory per client key (${KEYS} keys, address strings included):`);
for (const [name, { bytes, nsPerCall }] of rows) {
  console.log(`  ${name.padEnd(52)} ${Math.round(bytes)} B   ${Math.round(nsPerCall)} ns per consume`);
}
