// Issue 44, item 2: seconds from spawning the server (`node dist/main/server.js`, a reader: REFRESH=false) to its first
// 200 with data, on the full register with 42 and 90 days of history, this checkout against BENCH_BEFORE_ROOT (built)
// in the same run, rounds interleaved, medians. `BENCH_BEFORE_ROOT=/work/before npx tsx bench/first-answer.ts`;
// BENCH_OTHER_ROOT names a third built checkout to measure beside them.
// The 90 days are the 43 real days of ../shared/data and 47 made up: real days' registers dated again by the ministry
// stand-in (bench/real-dataset.ts). BENCH_DATA_DIRS=<42-day dir>,<90-day dir> reuses ETL outputs; the files a refresh of
// this checkout computes (each day's history block, the snapshot's tables file, search tables, Spain-wide orders and
// former stations) are added to them when missing, as the next refresh would. The code before ignores those files.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, ROOT } from '../bin/build-if-stale.mjs';
import { SNAPSHOT_FORMER_STATIONS_FILE } from '../core/data-dir/former-stations.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { SNAPSHOT_SEARCH_TABLES_FILE } from '../core/data-dir/search-tables.js';
import { SNAPSHOT_SPAIN_ORDERS_FILE } from '../core/data-dir/spain-orders.js';
import { SNAPSHOT_TABLE_COLUMNS, SNAPSHOT_TABLES_FILE, type SnapshotTableRows } from '../core/data-dir/tables.js';
import { type Cell, mapRows, sqlPath } from '../core/duckdb.js';
import { addFormerStationsFile } from '../etl/former-stations-file.js';
import { writeMissingHistoryBlocks } from '../etl/history-blocks.js';
import { historyDays } from '../etl/history-writer.js';
import { openEtlDatabase } from '../etl/scratch-database.js';
import { addSnapshotIndexFiles } from '../etl/snapshot-index-files.js';
import { type SnapshotTable, writeTablesFile } from '../etl/snapshot-writer.js';
import { WITHOUT_SHARED } from '../test/support/data-paths.js';
import { buildRealDataDir } from './real-dataset.js';
import { type ServerStart, timeServerStart } from './server-start.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
/** Optionally a third built checkout measured in the same rounds (another branch, or main before a change). */
const OTHER_ROOT = process.env.BENCH_OTHER_ROOT;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/** Adds what a refresh of this checkout computes and an older ETL output lacks. */
async function addComputedFiles(dataDir: string): Promise<void> {
  await writeMissingHistoryBlocks(dataDir, historyDays(dataDir));
  const snapshot = join(dataDir, readManifest(dataDir)?.snapshot as string);
  if (!existsSync(join(snapshot, SNAPSHOT_TABLES_FILE))) {
    const db = await openEtlDatabase(snapshot);
    try {
      const tables: SnapshotTable[] = [];
      for (const [name, columns] of Object.entries(SNAPSHOT_TABLE_COLUMNS)) {
        const parquet = sqlPath(join(snapshot, `${name}.parquet`));
        const result = await db.connection.stream(`SELECT * FROM read_parquet(${parquet})`);
        const rows = await mapRows(result, (row) => columns.map((column) => row[column.name] as Cell));
        tables.push({ name: name as SnapshotTable['name'], columns, rows: () => rows });
      }
      writeTablesFile(snapshot, tables);
    } finally {
      db.close();
    }
  }
  const indexFiles = [SNAPSHOT_SEARCH_TABLES_FILE, SNAPSHOT_SPAIN_ORDERS_FILE];
  if (indexFiles.some((name) => !existsSync(join(snapshot, name)))) await addSnapshotIndexFiles(snapshot);
  if (!existsSync(join(snapshot, SNAPSHOT_FORMER_STATIONS_FILE))) {
    const tables = JSON.parse(readFileSync(join(snapshot, SNAPSHOT_TABLES_FILE), 'utf8')) as SnapshotTableRows;
    await addFormerStationsFile(
      dataDir,
      tables.stations.map((row) => row.id as number),
    );
  }
}

async function main(): Promise<void> {
  const given = process.env.BENCH_DATA_DIRS?.split(',');
  const dirs: [string, string | undefined][] = [
    ['42 days (real)', given?.[0] ?? (await buildRealDataDir(42, 'fuel-first-answer-42-'))],
    ['90 days (47 made up)', given?.[1] ?? (await buildRealDataDir(90, 'fuel-first-answer-90-', { redate: true }))],
  ];
  if (dirs.some(([, dir]) => !dir)) {
    console.log(`bench/first-answer: ${WITHOUT_SHARED}; set BENCH_DATA_DIRS to two ETL outputs to run it`);
    return;
  }
  for (const [, dir] of dirs) await addComputedFiles(dir as string);
  await ensureBuild({ docs: false });
  const roots: [string, string][] = [
    ['now', ROOT],
    ...(BEFORE_ROOT ? [['before', BEFORE_ROOT] as [string, string]] : []),
    ...(OTHER_ROOT ? [['other', OTHER_ROOT] as [string, string]] : []),
  ];
  const runs = new Map<string, ServerStart[]>();
  const load: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, dir] of dirs) {
      load.push(loadavg()[0] as number);
      for (const [name, root] of round % 2 ? [...roots].reverse() : roots) {
        const key = `${label}|${name}`;
        const command = [process.execPath, join(root, 'dist', 'main', 'server.js')];
        runs.set(key, [...(runs.get(key) ?? []), await timeServerStart(command, dir as string, root)]);
      }
    }
  }
  console.log(
    `\n${ROUNDS} interleaved rounds, medians; load average ${median(load).toFixed(1)} (1 min, at each start)`,
  );
  console.log('| history | code | to listening | to first 200 with data | CPU by then | rounds (first 200) |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const [key, starts] of runs) {
    const [label, name] = key.split('|');
    const m = (pick: (r: ServerStart) => number) => `${median(starts.map(pick)).toFixed(2)} s`;
    const rounds = starts.map((r) => r.firstDataS.toFixed(1)).join(', ');
    console.log(
      `| ${label} | ${name} | ${m((r) => r.listeningS)} | ${m((r) => r.firstDataS)} | ${m((r) => r.cpuS)} | ${rounds} |`,
    );
  }
  for (const [label] of dirs) {
    const now = runs.get(`${label}|now`);
    const before = runs.get(`${label}|before`);
    const other = runs.get(`${label}|other`);
    const firstData = (starts: ServerStart[]) => median(starts.map((r) => r.firstDataS));
    if (now && before) console.log(`${label}: now / before ${(firstData(now) / firstData(before)).toFixed(2)}`);
    if (other && before) console.log(`${label}: other / before ${(firstData(other) / firstData(before)).toFixed(2)}`);
  }
}

await main();
