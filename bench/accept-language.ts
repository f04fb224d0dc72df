// What choosing an answer's language costs per request, in process: `npx tsx bench/accept-language.ts`. The headers
// browsers send, each read once and then remembered (the memo a request normally hits), against the same headers
// parsed every time (a memo miss: a new header, or one too long to remember) and against no header at all.
import { negotiateLanguage, preferredLanguage } from '../runtime/accept-language.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** Accept-Language as Chrome, Firefox, Safari and curl-like clients send it, Spanish and English. */
const HEADERS = [
  'es-ES,es;q=0.9',
  'es-ES,es;q=0.9,en;q=0.8',
  'en-US,en;q=0.9',
  'en-GB,en;q=0.9,es;q=0.8',
  'es-ES,es;q=0.8,en-US;q=0.5,en;q=0.3',
  'en-US,en;q=0.5',
  'fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7',
  'es',
];

function nsPerCall(choose: (header: string | undefined) => unknown, headers: readonly (string | undefined)[]): number {
  let sink = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) sink += choose(headers[i & 7]) === 'en' ? 1 : 0;
  const { user, system } = process.cpuUsage(start);
  if (sink < 0) console.log(sink);
  return ((user + system) * 1000) / CALLS;
}

const cases: [string, (header: string | undefined) => unknown, (string | undefined)[]][] = [
  ['no Accept-Language', negotiateLanguage, Array(8).fill(undefined)],
  ['browser headers, remembered', negotiateLanguage, HEADERS],
  ['browser headers, parsed every time', (h) => preferredLanguage(h ?? ''), HEADERS],
];
const best = new Map<string, number>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, choose, headers] of cases)
    best.set(name, Math.min(best.get(name) ?? Infinity, nsPerCall(choose, headers)));
}
console.log('Accept-Language → answer language, CPU per request (best of rounds)');
for (const [name, ns] of best) console.log(`  ${name.padEnd(40)} ${ns.toFixed(0).padStart(6)} ns`);
