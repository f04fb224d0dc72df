// Preloaded (`node --import ./bench/peak-rss-probe.mjs …`) by benchmarks that measure a whole process: when the
// process exits, its peak RSS (kB, threads and native memory included) goes to $BENCH_PEAK_FILE, and its CPU to
// $BENCH_CPU_FILE. The peak is Linux's
// VmHWM, this process's own: getrusage's maxRSS is kept across execve, so a child would report at least the RSS its
// parent had when it was spawned (a bench holding 180 MB made every ETL it started "peak" at 180 MB).
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/** VmHWM in kB, or getrusage's maxRSS where /proc is not there. */
function peakKb() {
  try {
    const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {}
  return process.resourceUsage().maxRSS;
}

/** The main thread's CPU in ms (/proc's clock ticks, 10 ms each), or NaN where /proc is not there. */
export function mainThreadCpuMs() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

if (isMainThread && process.env.BENCH_PEAK_FILE) {
  const file = process.env.BENCH_PEAK_FILE;
  process.on('exit', () => writeFileSync(file, String(peakKb())));
}

// And, when asked, the CPU it used (ms): the process's, every thread's, and the main thread's. A steadier figure than
// wall time on a shared machine, whose speed moves by a quarter from one minute to the next.
if (isMainThread && process.env.BENCH_CPU_FILE) {
  const file = process.env.BENCH_CPU_FILE;
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ processMs: (user + system) / 1000, mainThreadMs: mainThreadCpuMs() }));
  });
}
