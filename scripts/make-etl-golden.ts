// The ETL's outputs for fixed scenarios on the committed fixtures, written once by the code of an earlier commit as the
// golden files that etl/golden-outputs.integration.test.ts holds every later writer to, byte for byte
// (test/fixtures/etl-golden/README.md says from which commit and how):
//   npx tsx scripts/make-etl-golden.ts [OUT_DIR]     (default test/fixtures/etl-golden)
// It uses only what the ETL exported before the change it guards (refreshSnapshot, writeHistoryDay, republish, the
// sources and the fixture server), so this file can be copied into an earlier checkout and run there.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeHistoryDay } from '../etl/history-writer.js';
import { fetchTerritories, refreshSnapshot } from '../etl/refresh.js';
import { republish } from '../etl/republish.js';
import { createSampleSource } from '../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import type { MinistrySource } from '../etl/source/source.js';
import { transformStationList } from '../etl/transform/stations.js';
import { startMinistryFixtureServer } from '../test/support/ministry-fixture-server.js';

/** The fixture slice's past days (test/fixtures/README.md), and one past day of the sample. */
const FIXTURE_PAST_DAYS = ['2026-07-30', '2026-07-31', '2026-08-01', '2026-08-19', '2026-08-21'];
const SAMPLE_PAST_DAYS = ['2026-08-21'];
const NOW = new Date('2026-08-22T14:00:00Z');
const NEXT_DAY_NOW = new Date('2026-08-23T14:00:00Z');

/** A DATA_DIR's files as a scenario leaves them: relative path (the served snapshot as `snapshot/`) -> bytes. */
export type DataDirFiles = Map<string, Buffer>;

/**
 * Every file a reader of DATA_DIR sees: the manifest (made stable: snapshot names end in random hex, and the fixture
 * server's port is in the source's description), the refresh record, the history, the archive and the served snapshot. Snapshots no longer served are left out.
 */
export function readDataDir(dataDir: string): DataDirFiles {
  const files: DataDirFiles = new Map();
  const manifestText = readFileSync(join(dataDir, 'manifest.json'), 'utf8');
  const served = (JSON.parse(manifestText) as { snapshot: string }).snapshot;
  const stable = manifestText
    .replace(/(snapshots\/\d{8}T\d{6}Z)-[0-9a-f]{8}/g, '$1-x')
    .replace(/http:\/\/127\.0\.0\.1:\d+\//g, 'http://127.0.0.1:PORT/');
  files.set('manifest.json', Buffer.from(stable));
  const walk = (dir: string, as: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${as}${name}/`);
      else files.set(`${as}${name}`, readFileSync(path));
    }
  };
  for (const name of readdirSync(dataDir).sort()) {
    if (name === 'manifest.json' || name === 'snapshots') continue;
    const path = join(dataDir, name);
    if (statSync(path).isDirectory()) walk(path, `${name}/`);
    else files.set(name, readFileSync(path));
  }
  walk(join(dataDir, served), 'snapshot/');
  return files;
}

async function addPastDays(source: MinistrySource, dataDir: string, days: readonly string[]): Promise<void> {
  const territories = await fetchTerritories(source);
  for (const date of days)
    await writeHistoryDay(dataDir, transformStationList(await source.stationsOn(date), territories));
}

/**
 * The scenarios, each a DATA_DIR left as the ETL leaves it, handed to `visit` by name: the fixtures' register
 * refreshed into an empty DATA_DIR; then its past days written and the snapshot published again (what a backfill does,
 * at a fixed time); then the register a day later refreshed into it; the embedded sample likewise, with one past day.
 */
export async function runGoldenScenarios(visit: (scenario: string, dataDir: string) => void): Promise<void> {
  const fixture = await startMinistryFixtureServer();
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'fuel-golden-'));
    dirs.push(dir);
    return dir;
  };
  try {
    const ministry = createMinistryHttpSource({ baseUrl: fixture.baseUrl });
    const dataDir = fresh();
    await refreshSnapshot({ source: ministry, dataDir, now: NOW });
    visit('fixture-fresh', dataDir);
    await addPastDays(ministry, dataDir, FIXTURE_PAST_DAYS);
    await republish(dataDir, NOW);
    visit('fixture-backfilled', dataDir);
    fixture.shiftDays(1);
    await refreshSnapshot({ source: ministry, dataDir, now: NEXT_DAY_NOW });
    visit('fixture-next-day', dataDir);

    const sampleDir = fresh();
    const sample = createSampleSource();
    await refreshSnapshot({ source: sample, dataDir: sampleDir, now: NOW });
    await addPastDays(sample, sampleDir, SAMPLE_PAST_DAYS);
    await republish(sampleDir, NOW);
    visit('sample', sampleDir);
  } finally {
    await fixture.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every scenario's golden is the list of its files' SHA-256 digests (`<scenario>.sha256`). The Parquet files
 * themselves are kept for one scenario (about 680 KB), so a failing comparison can show what changed inside them
 * (the other files are text, or compressed copies of text, whose digests say enough), and for the
 * sample's daily aggregates: the writers of a7ee7c8 averaged in parallel, so a mean that falls exactly on a half
 * thousandth rounds either way from run to run there (3 of about 50,000 averages between two runs), and those files
 * are compared by their rows.
 */
export const KEPT_SCENARIO = 'fixture-next-day';
export const isKept = (scenario: string, path: string) =>
  (scenario === KEPT_SCENARIO && path.endsWith('.parquet')) ||
  (scenario === 'sample' && path.startsWith('history/aggregates/'));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function hashList(files: DataDirFiles): string {
  return [...files].map(([path, bytes]) => `${sha256(bytes)}  ${bytes.length}  ${path}\n`).join('');
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'etl-golden');
  await runGoldenScenarios((scenario, dataDir) => {
    const files = readDataDir(dataDir);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${scenario}.sha256`), hashList(files));
    console.log(`${scenario}: ${files.size} files`);
    rmSync(join(out, scenario), { recursive: true, force: true });
    for (const [path, bytes] of files) {
      if (!isKept(scenario, path)) continue;
      mkdirSync(dirname(join(out, scenario, path)), { recursive: true });
      writeFileSync(join(out, scenario, path), bytes);
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
