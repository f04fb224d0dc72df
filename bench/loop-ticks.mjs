// The event loop's largest delay, measured by a 10 ms interval timer that notes how late it fires (monitorEventLoopDelay
// drops the first interval after a reset, so it misses a stall that begins right after one). On a busy shared machine
// lateness also counts the time the thread waited for a core, so beside it: the CPU time the main thread ran between
// two ticks (Linux's per-thread schedstat), the work that held the loop, whatever the load. Plain JavaScript: the
// soak's probe runs it inside the compiled server, bench/loop-stalls.ts in its own process.
import { readFileSync } from 'node:fs';

const TICK_MS = 10;

export function watchLoopTicks() {
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const threadCpuMs = () => {
    try {
      return Number(readFileSync(schedstat, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      return Number.NaN; // not Linux
    }
  };
  let lateMaxMs = 0;
  let busyMaxMs = 0;
  let lastTick = performance.now();
  let lastCpu = threadCpuMs();
  setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    lateMaxMs = Math.max(lateMaxMs, now - lastTick - TICK_MS);
    busyMaxMs = Math.max(busyMaxMs, cpu - lastCpu);
    lastTick = now;
    lastCpu = cpu;
  }, TICK_MS).unref();
  return {
    /** The largest lateness and CPU between two ticks since the last reset, ms; busy is null off Linux. */
    read: () => ({ lateMaxMs, busyMaxMs: Number.isNaN(lastCpu) ? null : busyMaxMs }),
    reset: () => {
      lateMaxMs = 0;
      busyMaxMs = 0;
    },
    /** A stall is noted when the timer fires after it: wait this long before reading. */
    settleMs: 3 * TICK_MS,
  };
}
