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

// A hostile header is read in time linear in its length (no regular expression backtracks): the CPU per byte stays
// the same from 1 kB to 100 kB.
console.log('Hostile headers, parsed every time: CPU per byte');
for (const [name, unit] of [
  ['"x-" repeated (one long range)', 'x-'],
  ['"fr;q=0.1," repeated (many ranges)', 'fr;q=0.1,'],
] as const) {
  const perByte = [1_000, 10_000, 100_000].map((bytes) => {
    const header = `${unit.repeat(Math.ceil(bytes / unit.length))}en`;
    const calls = Math.max(10, Math.round(2_000_000 / bytes));
    let best = Infinity;
    for (let round = 0; round < ROUNDS; round++) {
      const start = process.cpuUsage();
      for (let i = 0; i < calls; i++) preferredLanguage(header);
      const { user, system } = process.cpuUsage(start);
      best = Math.min(best, ((user + system) * 1000) / calls / header.length);
    }
    return `${(bytes / 1000).toFixed(0)} kB ${best.toFixed(1)} ns`;
  });
  console.log(`  ${name.padEnd(40)} ${perByte.join(', ')}`);
}
