// Preloaded (`node --import ./bench/peak-rss-probe.mjs …`) by benchmarks that measure a whole process: when the
// process exits, its peak RSS (kB, threads and native memory included) goes to $BENCH_PEAK_FILE.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.BENCH_PEAK_FILE) {
  const file = process.env.BENCH_PEAK_FILE;
  process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
}
