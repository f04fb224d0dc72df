// History and report query benchmark on the real data: `npx tsx bench/history.ts [DATA_DIR]`.
// Without an argument it runs the ETL on ../shared/data (through the fixture server) into a temporary DATA_DIR.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backfillHistory } from '../etl/backfill.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable, WITHOUT_SHARED } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

async function buildSharedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  const fixture = await startMinistryFixtureServer({ dataDir: SHARED_MINISTRY_DIR });
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date('2026-08-22T14:00:00Z') });
    await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 45 });
  } finally {
    await fixture.close();
  }
  return dataDir;
}

/** p50 and p99 of `runs` sequential calls, in ms, after one untimed warm-up call. */
async function time(label: string, runs: number, work: () => Promise<unknown>): Promise<void> {
  await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN).toFixed(2);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).padStart(8)} ms   p99 ${at(0.99).padStart(8)} ms`);
}

if (!process.argv[2] && !sharedDataAvailable) {
  console.log(WITHOUT_SHARED);
  process.exit(0);
}
const dataDir = process.argv[2] ?? (await buildSharedDataDir());
console.log(`DATA_DIR ${dataDir}`);
const loadStart = performance.now();
const dataset = await loadPublishedDataset(dataDir);
const queries = dataset?.monthQueries;
if (!dataset || !queries) throw new Error(`no published snapshot with history in ${dataDir}`);
console.log(
  `load (snapshot + history tables + indexes)`.padEnd(44),
  `${(performance.now() - loadStart).toFixed(0)} ms`,
);

const station = dataset.stations[0]?.id ?? 0;
await time('station history, 90 days', 200, () => dataset.stationHistory(station, '2026-05-25', '2026-08-22'));
await time('Spain daily aggregates, 90 days', 200, () =>
  dataset.dailyAggregates('diesel', { level: 'spain' }, '2026-05-25', '2026-08-22'),
);
await time('province daily aggregates, 90 days', 200, () =>
  dataset.dailyAggregates('diesel', { level: 'province', code: '28' }, '2026-05-25', '2026-08-22'),
);
await time('report: Spain stats of a month', 50, () => queries.spainStats('2026-07-01', '2026-07-31'));
await time('report: province means of a month', 50, () => queries.regionMeans('province', '2026-07-01', '2026-07-31'));
await time('report: brand means of a month', 20, () => queries.brandMeans('2026-07-01', '2026-07-31', 10));
dataset.release();
