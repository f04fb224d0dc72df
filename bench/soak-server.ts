// Child process of bench/soak.ts: the service started the way `npm start` starts it (createRuntime, createApp,
// startHttpServer, runtime.start() on DATA_DIR), with per-client limits off and no refresh. Prints "ready <url>" once
// the data is served; each "stats" line on stdin is answered with "stats <json>": memory (and the RSS peak) and the event loop's delay
// since the previous one. Exits when stdin closes.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { loadContent } from '../content/lib/load-content.js';
import { loadConfig } from '../core/config.js';
import { createApp } from '../server/app.js';
import { startHttpServer } from '../server/http-server.js';
import { ResponseCache } from '../server/response-cache.js';
import { createRuntime } from '../server/runtime.js';
import { unlimitedRateLimitStore } from '../test/support/fakes.js';

// The runtime keeps its response cache to itself: the first cache written to is the one reported.
let cache: ResponseCache | undefined;
const set = ResponseCache.prototype.set;
ResponseCache.prototype.set = function (this: ResponseCache, ...args: Parameters<ResponseCache['set']>) {
  cache ??= this;
  set.apply(this, args);
};

if (!process.env.DATA_DIR) throw new Error('DATA_DIR is required');
// Errors (a 500 is logged as one) go to stderr, which the soak shows; the backfill has no source to reach.
const logger = pino({ level: 'error' }, pino.destination(2));
loadContent();
const runtime = await createRuntime({
  config: {
    ...loadConfig(),
    refresh: false,
    ministryBaseUrl: 'http://127.0.0.1:9/ServiciosRESTCarburantes/PreciosCarburantes/',
    oilBulletinUrl: '',
  },
  logger,
  rateLimitStore: unlimitedRateLimitStore,
});
const running = await startHttpServer(createApp(runtime), 0, '127.0.0.1', logger);
await runtime.start();
if (!runtime.store.current()) throw new Error(`no data served from ${process.env.DATA_DIR}`);

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
// The most CPU time the main thread ran between two ticks of a 10 ms timer (Linux's per-thread schedstat): the work
// that held the loop, which on a shared, busy machine the loop's delay (also counting waits for a core) overstates.
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const threadCpuMs = () => {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN; // not Linux: reported as null
  }
};
let busyMaxMs = 0;
let lastCpu = threadCpuMs();
setInterval(() => {
  const cpu = threadCpuMs();
  busyMaxMs = Math.max(busyMaxMs, cpu - lastCpu);
  lastCpu = cpu;
}, 10).unref();
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;
// The largest RSS between two stats lines, sampled every 250 ms (the end of a window can miss a peak).
let rssPeak = process.memoryUsage.rss();
setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 250).unref();
console.log(`ready ${running.url}`);

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() !== 'stats') return;
  const memory = process.memoryUsage();
  const stats = {
    rssMb: mb(memory.rss),
    rssPeakMb: mb(Math.max(rssPeak, memory.rss)),
    heapUsedMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
    arrayBuffersMb: mb(memory.arrayBuffers),
    cacheEntries: cache?.size ?? 0,
    cacheMb: mb(cache?.byteSize ?? 0),
    loopMaxMs: delay.max / 1e6,
    loopP99Ms: delay.percentile(99) / 1e6,
    loopBusyMaxMs: Number.isNaN(lastCpu) ? null : Math.round(busyMaxMs * 10) / 10,
  };
  delay.reset();
  busyMaxMs = 0;
  rssPeak = memory.rss;
  console.log(`stats ${JSON.stringify(stats)}`);
});
lines.on('close', () => process.exit(0));
