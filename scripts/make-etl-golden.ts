// The ETL's outputs for fixed scenarios on the committed fixtures, written once by the code of an earlier commit as the
// golden files that etl/golden-outputs.integration.test.ts holds every later writer to, by content: the bytes of every
// text file once decompressed, the schema and rows of every Parquet file (test/fixtures/etl-golden/README.md says from
// which commit and how):
//   npx tsx scripts/make-etl-golden.ts [OUT_DIR]     (default test/fixtures/etl-golden)
// It uses only what the ETL exported before the change it guards (refreshSnapshot, writeHistoryDay, republish, the
// sources and the fixture server), so this file can be copied into an earlier checkout and run there.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { writeHistoryDay } from '../etl/history-writer.js';
import { fetchTerritories, refreshSnapshot } from '../etl/refresh.js';
import { republish } from '../etl/republish.js';
import { createSampleSource } from '../etl/sample/sample-source.js';
import { createMinistryHttpSource } from '../etl/source/ministry-http-source.js';
import { collectList } from '../etl/source/read-stations.js';
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
    await writeHistoryDay(dataDir, transformStationList(await source.stationsOn(date, collectList), territories));
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

/** The Parquet files themselves are kept for one scenario (about 680 KB), so a failing comparison can say what differs. */
export const KEPT_SCENARIO = 'fixture-next-day';
export const isKept = (scenario: string, path: string) => scenario === KEPT_SCENARIO && path.endsWith('.parquet');

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** An archive month version's name (`prices-2026-08.<16 hex of its SHA-256>.parquet`) and its parts. */
const ARCHIVE_VERSION = /^archive\/(prices|aggregates|stations)-(\d{4}-\d{2})\.[0-9a-f]{16}\.parquet$/;
const INDEX_FILE = 'snapshot/archive.json';
const DICTIONARY_FILE = 'snapshot/downloads/datapackage.json';

/** What a file holds, whatever its bytes: decompressed for `.gz` and `.br`. */
function decompressed(path: string, bytes: Buffer): { path: string; bytes: Buffer } {
  if (path.endsWith('.gz')) return { path: path.slice(0, -3), bytes: gunzipSync(bytes) };
  if (path.endsWith('.br')) return { path: path.slice(0, -3), bytes: brotliDecompressSync(bytes) };
  return { path, bytes };
}

/** The schema (every field parquet_schema gives but the file's name) and the rows, in order, of a Parquet file. */
export async function parquetContent(bytes: Buffer): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'fuel-golden-content-')), 'file.parquet');
  writeFileSync(file, bytes);
  const db = await openScratchDatabase();
  try {
    const read = async (sql: string) => (await db.connection.runAndReadAll(sql)).getRowsJson();
    const schema = await read(`SELECT * EXCLUDE (file_name) FROM parquet_schema(${sqlPath(file)})`);
    const rows = await read(`SELECT * FROM read_parquet(${sqlPath(file)})`);
    return `${JSON.stringify(schema)}\n${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
  } finally {
    db.close();
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

/**
 * Each file's content digest, by a path that does not depend on bytes: the SHA-256 of the decompressed bytes of a
 * text file, of the schema and rows of a Parquet file. An archive version is named by its content's digest instead
 * of its bytes', and the archive index and data dictionary are digested without the sizes and SHA-256 of the files
 * they name (checkNamedDigests holds those to the files).
 */
export async function contentDigests(files: DataDirFiles): Promise<ContentDigest[]> {
  const digests: ContentDigest[] = [];
  const renamed = new Map<string, string>();
  for (const [file, bytes] of files) {
    if (!file.endsWith('.parquet')) continue;
    const digest = sha256(await parquetContent(bytes));
    const version = ARCHIVE_VERSION.exec(file);
    const path = version ? `archive/${version[1]}-${version[2]}.${digest.slice(0, 16)}.parquet` : file;
    renamed.set(file.slice('archive/'.length), path.slice('archive/'.length));
    digests.push({ path, digest, file });
  }
  for (const [file, bytes] of files) {
    if (file.endsWith('.parquet')) continue;
    const plain = decompressed(file, bytes);
    let text: Buffer | string = plain.bytes;
    if (plain.path === INDEX_FILE) text = normalizedIndex(plain.bytes, renamed);
    if (plain.path === DICTIONARY_FILE) text = normalizedDictionary(plain.bytes);
    digests.push({ path: file, digest: sha256(text), file });
  }
  return digests.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A file's content digest, by the path the goldens name it (`file`: its path in the scenario). */
export interface ContentDigest {
  path: string;
  digest: string;
  file: string;
}

interface IndexFile {
  file: string;
  bytes?: number;
  sha256?: string;
  rows: number;
}

/** The archive index with each version named by its content, without the size and SHA-256 of its bytes. */
function normalizedIndex(bytes: Buffer, renamed: ReadonlyMap<string, string>): string {
  const index = JSON.parse(bytes.toString('utf8')) as { months: Record<string, unknown>[] };
  for (const month of index.months) {
    for (const kind of ['prices', 'aggregates', 'stations']) {
      const file = month[kind] as IndexFile | undefined;
      if (file) month[kind] = { file: renamed.get(file.file) ?? `unknown ${file.file}`, rows: file.rows };
    }
  }
  return JSON.stringify(index);
}

/** The data dictionary without the size and SHA-256 of each file it describes. */
function normalizedDictionary(bytes: Buffer): string {
  const dictionary = JSON.parse(bytes.toString('utf8')) as { resources: Record<string, unknown>[] };
  for (const resource of dictionary.resources) {
    delete resource.bytes;
    delete resource.hash;
  }
  return JSON.stringify(dictionary);
}

/**
 * What the normalized files leave out, checked against the files: every month file the archive index names has the
 * size and SHA-256 it says, and so has every download the data dictionary describes. The mismatches, by path.
 */
export function checkNamedDigests(files: DataDirFiles): string[] {
  const wrong: string[] = [];
  const check = (what: string, path: string, bytes: unknown, hash: unknown) => {
    const file = files.get(path);
    if (!file || file.length !== bytes || sha256(file) !== hash) wrong.push(`${what} names ${path} wrongly`);
  };
  const index = files.get(INDEX_FILE);
  const archive = new Map<string, IndexFile>();
  if (index) {
    for (const month of (JSON.parse(index.toString('utf8')) as { months: Record<string, unknown>[] }).months) {
      for (const kind of ['prices', 'aggregates', 'stations']) {
        const file = month[kind] as IndexFile | undefined;
        if (!file) continue;
        check(INDEX_FILE, `archive/${file.file}`, file.bytes, file.sha256);
        archive.set(`archive/${kind}-${month.month}.parquet`, file);
      }
    }
  }
  const dictionary = files.get(DICTIONARY_FILE);
  if (dictionary) {
    for (const resource of (JSON.parse(dictionary.toString('utf8')) as { resources: Record<string, unknown>[] })
      .resources) {
      const path = String(resource.path);
      const hash = String(resource.hash).replace(/^sha256:/, '');
      const version = archive.get(path);
      check(DICTIONARY_FILE, version ? `archive/${version.file}` : `snapshot/downloads/${path}`, resource.bytes, hash);
    }
  }
  return wrong;
}

/** `<content sha256>  <path>` lines, by path. */
export function contentList(digests: readonly ContentDigest[]): string {
  return digests.map(({ path, digest }) => `${digest}  ${path}\n`).join('');
}

async function main(): Promise<void> {
  const out = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'etl-golden');
  const written = new Map<string, DataDirFiles>();
  await runGoldenScenarios((scenario, dataDir) => written.set(scenario, readDataDir(dataDir)));
  mkdirSync(out, { recursive: true });
  for (const [scenario, files] of written) {
    const wrong = checkNamedDigests(files);
    if (wrong.length > 0) throw new Error(`${scenario}: ${wrong.join('; ')}`);
    const digests = await contentDigests(files);
    writeFileSync(join(out, `${scenario}.content`), contentList(digests));
    console.log(`${scenario}: ${files.size} files`);
    rmSync(join(out, scenario), { recursive: true, force: true });
    // Kept under the path the list names them by (an archive version by its content's digest).
    for (const { path, file } of digests) {
      if (!isKept(scenario, file)) continue;
      mkdirSync(dirname(join(out, scenario, path)), { recursive: true });
      writeFileSync(join(out, scenario, path), files.get(file) as Buffer);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
