// completion/complete over the snapshot's names: `npx tsx bench/mcp-completions.ts` (the full real data of
// ../shared/data when it is there, the committed fixtures without it). For each kind: the time to build its index
// (its first completion on a snapshot pays it), then microseconds per completion, p50 and p99, over prefixes typed
// the way people type them: the first 1 to 8 letters of real names, in any case, without accents, and for stations
// a sign followed by the start of the town ("repsol mal"). Then the values of 100 characters (the most a completion
// takes) that cost the index most: one letter over and over, every letter and digit, the prefixes of a real station's
// words. DATA_DIR=<ETL output> reads that snapshot instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../content/lib/load-content.js';
import { stripAccents } from '../core/accents.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { completionIndex, type DataCompletionKind } from '../mcp/completions.js';
import type { Dataset } from '../store/dataset.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';
import { percentile } from './load-client.js';
import { loadRealDataset } from './real-dataset.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 20_000);

/** The committed fixtures through the real ETL, for a machine without ../shared. */
async function loadFixtureDataset(): Promise<Dataset> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-bench-'));
  const fixture = await startMinistryFixtureServer();
  try {
    await refreshSnapshot({
      source: createMinistryHttpSource({ baseUrl: fixture.baseUrl }),
      dataDir,
      now: new Date('2026-08-22T14:00:00Z'),
    });
    const dataset = await loadPublishedDataset(dataDir);
    if (!dataset) throw new Error('the fixtures published nothing');
    return dataset;
  } finally {
    await fixture.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The route catalogue is the content library's, read once per process: loaded here so route's build is its own.
const contentStart = performance.now();
loadContent();
const contentMs = performance.now() - contentStart;
const fromDataDir = process.env.DATA_DIR ? await loadPublishedDataset(process.env.DATA_DIR) : undefined;
const real = fromDataDir ?? (await loadRealDataset());
const dataset = real ?? (await loadFixtureDataset());
const source = fromDataDir ? process.env.DATA_DIR : real ? '../shared/data (the national list)' : 'test/fixtures';
console.log(`dataset: ${source}, ${dataset.stations.length} stations`);
console.log(`content library (routes) loaded first in ${contentMs.toFixed(0)} ms`);

/** A deterministic pseudo-random sequence, the same prefixes on every run. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** The start of a name as someone types it: 1 to 8 letters, upper or lower case, accents typed or not. */
function typed(name: string): string {
  const cut = name.slice(0, 1 + Math.floor(random() * 8));
  const cased = random() < 0.3 ? cut.toUpperCase() : cut.toLowerCase();
  return random() < 0.5 ? stripAccents(cased) : cased;
}

const names: Record<DataCompletionKind, () => string[]> = {
  place: () => dataset.territories.municipalities.map((m) => m.name),
  community: () => dataset.territories.communities.map((c) => c.name),
  province: () => dataset.territories.provinces.map((p) => p.name),
  municipality: () => dataset.territories.municipalities.map((m) => m.name),
  brand: () => dataset.brands.brands.map((b) => b.name),
  road: () => dataset.roads.roads.map((r) => r.ref),
  route: () => ['cabo', 'sierra', 'valle', 'costa', 'puertos', 'ruta'],
  station: () =>
    dataset.stations.map((s) => {
      const town = dataset.territories.municipality(s.municipality_id)?.name ?? '';
      return random() < 0.5 ? (s.name ?? '') : `${(s.name ?? '').split(' ')[0]} ${town.slice(0, 3)}`;
    }),
};

console.log('\nkind           entries  build ms   µs per completion p50    p99   (mean values answered)');
for (const kind of Object.keys(names) as DataCompletionKind[]) {
  const t0 = performance.now();
  const index = completionIndex(dataset, kind);
  const buildMs = performance.now() - t0;
  const pool = names[kind]().filter(Boolean);
  const queries = Array.from({ length: 2000 }, () => typed(pick(pool)));
  for (let i = 0; i < CALLS / 4; i++) index.complete(queries[i % queries.length] as string); // warm-up
  // What the load and the build left behind is collected before, not during, the measurement (bench/run.ts exposes gc).
  (globalThis as { gc?: () => void }).gc?.();
  const micros: number[] = [];
  let answered = 0;
  for (let i = 0; i < CALLS; i++) {
    const query = queries[i % queries.length] as string;
    const start = performance.now();
    answered += index.complete(query).values.length;
    micros.push((performance.now() - start) * 1000);
  }
  micros.sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(14)} ${String(index.size).padStart(7)} ${buildMs.toFixed(1).padStart(9)} ` +
      `${percentile(micros, 0.5).toFixed(1).padStart(24)} ${percentile(micros, 0.99).toFixed(1).padStart(6)}` +
      `   (${(answered / CALLS).toFixed(1)})`,
  );
}

/** A station's words and every start of each ("r re rep … repsol m ma …"), as much as 100 characters hold. */
function prefixesOfAStation(): string {
  const station = dataset.stations.find((s) => (s.name ?? '').includes(' ')) ?? dataset.stations[0];
  const town = dataset.territories.municipality(station?.municipality_id ?? 0)?.name ?? '';
  const words = `${station?.name ?? ''} ${town}`.toLowerCase().split(/\s+/).filter(Boolean);
  return words
    .flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1)))
    .join(' ')
    .slice(0, 100);
}

const HOSTILE: [string, string][] = [
  ['"c c c …"', 'c '.repeat(50).slice(0, 100)],
  [
    '"a b c … 9 ab cd …"',
    `${[...'abcdefghijklmnopqrstuvwxyz0123456789'].join(' ')} ab cd ef gh ij kl mn op qr st`.slice(0, 100),
  ],
  ['prefixes of a station', prefixesOfAStation()],
];
console.log('\nvalues of 100 characters    kind       µs per completion p50    p99');
for (const [name, value] of HOSTILE) {
  for (const kind of ['station', 'place'] as const) {
    const index = completionIndex(dataset, kind);
    for (let i = 0; i < 500; i++) index.complete(value); // warm-up
    (globalThis as { gc?: () => void }).gc?.();
    const micros: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const start = performance.now();
      index.complete(value);
      micros.push((performance.now() - start) * 1000);
    }
    micros.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(27)} ${kind.padEnd(10)} ${percentile(micros, 0.5).toFixed(1).padStart(24)} ${percentile(micros, 0.99).toFixed(1).padStart(6)}`,
    );
  }
}
dataset.release();
