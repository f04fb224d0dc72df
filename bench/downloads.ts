// What the downloads cost the ETL: each file's writing time and size on the full national list with its daily
// history (../shared/data, 42 days), or on the committed fixtures without it. The baseline, measured in the same
// run, is what a refresh wrote before the new formats: stations.csv, stations.json and daily-prices.csv.gz.
// `npx tsx bench/downloads.ts [--fixtures]`
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { readManifest } from '../core/data-dir/manifest.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { backfillHistory } from '../etl/backfill.js';
import { type DownloadTimings, writeDownloads } from '../etl/downloads.js';
import { historyDayFiles } from '../etl/history-writer.js';
import { refreshSnapshot } from '../etl/refresh.js';
import { readPublishedSnapshot } from '../etl/republish.js';
import { createFirstSeen } from '../etl/snapshot-writer.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { SHARED_MINISTRY_DIR, sharedDataAvailable } from '../test/support/data-paths.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

// stations.json is written with stations.geojson (one pass over the rows): their step counts as the baseline's.
const BASELINE_STEPS = new Set(['stations.csv', 'stations.json and .geojson', 'daily-prices.csv.gz']);
const ROUNDS = 3;

async function buildDataDir(useShared: boolean): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuel-bench-downloads-'));
  const fixture = await startMinistryFixtureServer(useShared ? { dataDir: SHARED_MINISTRY_DIR } : {});
  try {
    const source = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const { manifest, territories } = await refreshSnapshot({ source, dataDir, now: new Date() });
    await backfillHistory({ source, dataDir, territories, endDate: manifest.source_date, days: 42 });
  } finally {
    await fixture.close();
  }
  return dataDir;
}

async function main(): Promise<void> {
  const useShared = sharedDataAvailable && !process.argv.includes('--fixtures');
  console.log(`dataset: ${useShared ? '../shared/data (national list, 42 days of history)' : 'test/fixtures'}`);
  const dataDir = await buildDataDir(useShared);
  const manifest = readManifest(dataDir);
  if (!manifest) throw new Error('no snapshot published');
  const { snapshot, territories } = await readPublishedSnapshot(dataDir, manifest);
  const db = await openScratchDatabase();
  for (const table of ['stations', 'communities', 'provinces', 'municipalities']) {
    const file = sqlPath(join(dataDir, manifest.snapshot, `${table}.parquet`));
    await db.connection.run(`CREATE TABLE ${table} AS SELECT * FROM read_parquet(${file})`);
  }
  const days = historyDayFiles(dataDir);
  const dayList = days.map((day) => sqlPath(day.file)).join(', ');
  await db.connection.run(`CREATE VIEW daily_prices AS SELECT * FROM read_parquet([${dayList}])`);
  await createFirstSeen(db.connection, manifest.source_date, []);
  // The best of a few rounds per step: the machine is shared.
  const best: DownloadTimings = {};
  const outDir = join(dataDir, 'bench-out');
  for (let round = 0; round < ROUNDS; round += 1) {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir);
    const timings: DownloadTimings = {};
    const source = { snapshot, territories, isSample: manifest.is_sample };
    await writeDownloads(db.connection, outDir, source, { timings, days });
    for (const [step, ms] of Object.entries(timings)) best[step] = Math.min(best[step] ?? Infinity, ms);
  }
  db.close();

  const sizeOf = (path: string) => {
    try {
      return statSync(path).size;
    } catch {
      return 0;
    }
  };
  const files = readdirSync(outDir).map((name) => join(outDir, name));
  const mb = (bytes: number) => `${(bytes / 1e3).toFixed(1)} kB`;
  console.log(`\nstep                    ms (best of ${ROUNDS})`);
  let baseline = 0;
  let added = 0;
  for (const [step, ms] of Object.entries(best)) {
    const isBaseline = BASELINE_STEPS.has(step);
    if (isBaseline) baseline += ms;
    else added += ms;
    console.log(`${step.padEnd(22)} ${ms.toFixed(0).padStart(8)}   ${isBaseline ? 'baseline' : 'new'}`);
  }
  console.log(
    `baseline total ${baseline.toFixed(0)} ms; new formats, compression and dictionary ${added.toFixed(0)} ms`,
  );

  console.log('\nfile                        bytes');
  let baselineBytes = 0;
  let addedBytes = 0;
  for (const file of files.sort()) {
    const name = file.split('/').pop() as string;
    const bytes = sizeOf(file);
    if (BASELINE_STEPS.has(name)) baselineBytes += bytes;
    else addedBytes += bytes;
    console.log(`${name.padEnd(26)} ${mb(bytes).padStart(10)}`);
  }
  console.log(`baseline files ${mb(baselineBytes)}; new files ${mb(addedBytes)}`);

  // The compression levels of core/precompressed.ts against others, on the largest text file. Brotli 11 (the default)
  // is left out: 81 s for 478 kB on the national list (the run that chose quality 5).
  const json = readFileSync(join(outDir, 'stations.json'));
  console.log(`\nCompressing stations.json (${mb(json.length)}):`);
  const levels = [
    [
      'brotli 5',
      () =>
        promisify(brotliCompress)(json, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        }),
    ],
    [
      'brotli 9',
      () =>
        promisify(brotliCompress)(json, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        }),
    ],
    ['gzip 6', () => promisify(gzip)(json, { level: 6 })],
    ['gzip 9', () => promisify(gzip)(json, { level: 9 })],
  ] as const;
  for (const [label, compress] of levels) {
    const started = performance.now();
    const out = await compress();
    console.log(`  ${label.padEnd(9)}: ${mb(out.length)} in ${(performance.now() - started).toFixed(0)} ms`);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
