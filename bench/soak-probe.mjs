// Preloaded by bench/soak.ts into the server it starts (`node <the start script's flags> --import
// ./bench/soak-probe.mjs dist/main/server.js`): plain JavaScript, so the server runs the compiled code `npm start`
// runs and no TypeScript loader. Each "stats" message on the IPC channel is answered with the process's memory, the
// response cache's size and the event loop's largest delay since the previous one. Exits when the channel closes.
import { readFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { ResponseCache } from '../dist/runtime/cache/response-cache.js';
import { watchLoopTicks } from './loop-ticks.mjs';

// The runtime keeps its response cache to itself: the first cache written to is the one reported.
let cache;
const set = ResponseCache.prototype.set;
ResponseCache.prototype.set = function (...args) {
  cache ??= this;
  set.apply(this, args);
};

const loop = watchLoopTicks();

// Time in garbage collection (pauses on the main thread), what the V8 heap settings cost.
let gcMs = 0;
/** The longest single pause: a stall of the loop may be the collector's rather than the server's own work. */
let gcMaxMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcMaxMs = Math.max(gcMaxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

/** kB fields of /proc/self/status (VmHWM: the peak RSS; RssFile: mapped files, mostly code), {} off Linux. */
function procStatus() {
  try {
    return Object.fromEntries(
      [...readFileSync('/proc/self/status', 'utf8').matchAll(/^(\w+):\s+(\d+) kB$/gm)].map((m) => [m[1], Number(m[2])]),
    );
  } catch {
    return {};
  }
}
/** Restarts VmHWM from the current RSS, so each answer gives the peak since the previous one. */
function resetPeak() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // not Linux: the peak is the RSS at the time of asking
  }
}

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
resetPeak();
process.on('message', (message) => {
  if (message !== 'stats') return;
  const memory = process.memoryUsage();
  const { lateMaxMs, busyMaxMs } = loop.read();
  const status = procStatus();
  process.send({
    rssMb: mb(memory.rss),
    rssPeakMb: mb(Math.max(memory.rss, (status.VmHWM ?? 0) * 1024)),
    rssFileMb: status.RssFile === undefined ? null : mb(status.RssFile * 1024),
    heapUsedMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
    arrayBuffersMb: mb(memory.arrayBuffers),
    cacheEntries: cache?.size ?? 0,
    cacheMb: mb(cache?.byteSize ?? 0),
    gcMs: Math.round(gcMs),
    gcMaxMs: Math.round(gcMaxMs * 10) / 10,
    loopMaxMs: Math.round(lateMaxMs * 10) / 10,
    loopBusyMaxMs: busyMaxMs === null ? null : Math.round(busyMaxMs * 10) / 10,
  });
  loop.reset();
  gcMs = 0;
  gcMaxMs = 0;
  resetPeak();
});
process.on('disconnect', () => process.exit(0));
