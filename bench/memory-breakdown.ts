// Where the server's memory goes on the real data: `DATA_DIR=<ETL output> node --expose-gc --import tsx
// bench/memory-breakdown.ts`. Each part is loaded in turn and measured by the growth of RSS and of the JS heap after a
// full GC; DuckDB's own memory (outside the JS heap) is asked of DuckDB.
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import pino from 'pino';
import { loadConfig } from '../core/config.js';
import { DAY_FILE_GLOB, HISTORY_AGGREGATES_DIR, HISTORY_DAYS_DIR } from '../core/data-dir.js';
import { openScratchDatabase, sqlPath } from '../core/duckdb.js';
import { createApp } from '../server/app.js';
import { createRuntime } from '../server/runtime.js';
import { DataStore } from '../store/data-store.js';
import { openHistoryReader } from '../store/history-reader.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (an ETL output, /tmp/benchdata for instance)');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const mb = (bytes: number) => (bytes / 1048576).toFixed(1).padStart(7);
let last = measure();
function measure() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
}
function step(name: string): void {
  const now = measure();
  console.log(
    `| ${name} | ${mb(now.rss - last.rss)} | ${mb(now.heap - last.heap)} | ${mb(now.external - last.external)} | ${mb(now.rss)} |`,
  );
  last = now;
}

async function duckdbMemory(connection: DuckDBConnection): Promise<string> {
  const reader = await connection.runAndReadAll(
    `SELECT tag, memory_usage_bytes FROM duckdb_memory() WHERE memory_usage_bytes > 0 ORDER BY 2 DESC`,
  );
  const rows = reader.getRowObjectsJS() as { tag: string; memory_usage_bytes: bigint }[];
  const size = (await connection.runAndReadAll('PRAGMA database_size')).getRowObjectsJS()[0] as Record<string, unknown>;
  const settings = (
    await connection.runAndReadAll(
      "SELECT name, value FROM duckdb_settings() WHERE name IN ('memory_limit', 'threads', 'allocator_background_threads')",
    )
  ).getRowObjectsJS();
  return [
    `duckdb_memory(): ${rows.map((r) => `${r.tag} ${mb(Number(r.memory_usage_bytes)).trim()} MB`).join(', ') || 'nothing'}`,
    `database_size: memory_usage ${String(size.memory_usage)}, memory_limit ${String(size.memory_limit)}`,
    `settings: ${settings.map((s) => `${String(s.name)}=${String(s.value)}`).join(', ')}`,
  ].join('\n  ');
}

console.log('| step | RSS + MB | JS heap + MB | external + MB | RSS MB |');
console.log('|---|---:|---:|---:|---:|');
step('Node + imports (baseline)');
const empty = await openScratchDatabase();
step('an empty DuckDB database');
empty.close();
step('  … closed');

// The history tables alone, the way the history reader builds them, to ask DuckDB what they hold.
const probe = await openScratchDatabase();
const days = sqlPath(join(dataDir, HISTORY_DAYS_DIR, DAY_FILE_GLOB));
const aggregates = sqlPath(join(dataDir, HISTORY_AGGREGATES_DIR, DAY_FILE_GLOB));
await probe.connection.run(
  `CREATE TABLE daily_prices AS SELECT date, station_id, fuel, price FROM read_parquet(${days}) ORDER BY station_id, date`,
);
await probe.connection.run(
  `CREATE TABLE daily_aggregates AS SELECT * FROM read_parquet(${aggregates}) ORDER BY level, code, fuel, date`,
);
const count = (
  await probe.connection.runAndReadAll('SELECT count(*)::INTEGER AS n FROM daily_prices')
).getRowObjectsJS();
step(`history tables in DuckDB (${String(count[0]?.n)} daily prices)`);
console.log(`  ${await duckdbMemory(probe.connection)}`);
probe.close();
step('  … closed');

const history = await openHistoryReader(dataDir);
step('openHistoryReader (tables + prepared statements)');
history.close();
step('  … closed');

const dataset = await loadPublishedDataset(dataDir);
if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
step(`loadPublishedDataset (${dataset.stations.length} stations, indexes, history reader)`);

const store = new DataStore();
store.swap(dataset, new Date());
const runtime = await createRuntime({
  config: { ...loadConfig({}), refresh: false },
  store,
  logger: pino({ level: 'silent' }),
});
createApp(runtime);
step('createRuntime + createApp (validator, pipeline, MCP, pages)');

const second = await loadPublishedDataset(dataDir);
step('a second dataset (what a swap holds for 60 s)');
second?.release();
step('  … released');
dataset.release();
step('first dataset released');
