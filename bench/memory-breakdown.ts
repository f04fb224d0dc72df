// Where the server's memory goes on the real data: `DATA_DIR=<ETL output> node --expose-gc --import tsx
// bench/memory-breakdown.ts`. Each part is loaded in turn and measured by the growth of RSS (and of its anonymous part),
// of the JS heap and of the memory outside it (typed arrays, buffers) after a full GC. Under tsx the baseline holds
// the TypeScript loader too, about 35 MB the compiled server (`npm start`) does not have; bench/soak.ts measures
// that server as a whole.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../core/config.js';
import { readManifest } from '../core/data-dir/manifest.js';
import { mapRows, openScratchDatabase, SERVING_SETTINGS, sqlPath } from '../core/duckdb.js';
import { Slicer } from '../core/yielding.js';
import { createHttpService } from '../main/http-service.js';
import { createRuntime } from '../runtime/runtime.js';
import { DataStore } from '../store/data-store.js';
import { loadHistoryDays } from '../store/history-days.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (an ETL output, /tmp/benchdata for instance)');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const mb = (bytes: number) => (bytes / 1048576).toFixed(1).padStart(7);
/** kB fields of /proc/self/status, in bytes (RssAnon, RssFile). */
const status = () =>
  Object.fromEntries(
    [...readFileSync('/proc/self/status', 'utf8').matchAll(/^(\w+):\s+(\d+) kB$/gm)].map((m) => [
      m[1],
      Number(m[2]) * 1024,
    ]),
  );
function measure() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, anon: status().RssAnon ?? 0, heap: m.heapUsed, external: m.external };
}
let last = measure();
function step(name: string): void {
  const now = measure();
  console.log(
    `| ${name} | ${mb(now.rss - last.rss)} | ${mb(now.anon - last.anon)} | ${mb(now.heap - last.heap)} | ${mb(now.external - last.external)} | ${mb(now.rss)} |`,
  );
  last = now;
}

console.log('| step | RSS + MB | of it anonymous + MB | JS heap + MB | outside the heap + MB | RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|');
step('Node + imports (baseline, with tsx)');

// What a load leaves of DuckDB once its database is closed: its code, mapped from libduckdb.so, and its allocator.
const manifest = readManifest(dataDir);
if (!manifest) throw new Error(`no snapshot published in ${dataDir}`);
const probe = await openScratchDatabase({ settings: SERVING_SETTINGS });
const stationsFile = sqlPath(join(dataDir, manifest.snapshot, 'stations.parquet'));
await mapRows(await probe.connection.stream(`SELECT * FROM read_parquet(${stationsFile})`), () => null);
probe.close();
step('DuckDB: the stations Parquet read, database closed');

const history = await loadHistoryDays(dataDir, new Slicer());
const bytes = [...history.prices, ...history.aggregates].reduce(
  (sum, day) =>
    sum + Object.values(day).reduce((s, v) => s + (ArrayBuffer.isView(v) ? (v as Uint8Array).byteLength : 0), 0),
  0,
);
step(
  `history in typed arrays (${history.prices.length} days of prices, ${history.aggregates.length} of aggregates; ${mb(bytes).trim()} MB of arrays)`,
);

const store = new DataStore();
const loaded = async () => {
  const dataset = await loadPublishedDataset(dataDir);
  if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
  return dataset;
};
store.swap(await loaded(), new Date());
step(`a dataset (${store.current()?.stations.length} stations, every index; history shared)`);

const runtime = await createRuntime({
  config: { ...loadConfig({}), refresh: false },
  store,
  logger: pino({ level: 'silent' }),
});
createHttpService(runtime);
step('createRuntime + createApp (validator, pipeline, MCP, pages)');

const second = await loaded();
step('a second dataset (what a swap holds until the replaced one is freed)');
store.swap(second, new Date());
step('  … swapped in, the first one freed');

const { RssFile = 0, RssAnon = 0 } = status();
console.log(
  `\nRSS ${mb(RssFile + RssAnon).trim()} MB: mapped files (node, libduckdb.so) ${mb(RssFile).trim()} MB, anonymous ${mb(RssAnon).trim()} MB`,
);
