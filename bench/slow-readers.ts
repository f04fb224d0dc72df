// Slow readers of a download beside a client of the API (issue 31's observation: 300 clients reading
// /downloads/stations.json at 1 KB/s while a probe asked /v1/prices saw a median of 1.2 ms but a maximum of 2.7 s, and
// RSS went 235 → 289 MB). The readers run in a child process at a lower priority (nice 10: on 2 cores they would
// otherwise take the server's CPU and the probe would measure them); the probe asks one request at a time.
// `npx tsx bench/slow-readers.ts` (BENCH_SLOW_READERS 300, BENCH_SLOW_SECONDS 30, BENCH_SLOW_BYTES_PER_SECOND 1024;
// DATA_DIR=<ETL output> to skip the ETL; BENCH_BEFORE_ROOT=<an earlier checkout, built> measures its server too).
// Figures: the probe's latency (median, p99, max), the server's RSS and its event loop's largest delay while the probe
// ran (from /metrics), with and without the readers, in the same run.
import { type ChildProcess, fork } from 'node:child_process';
import { connect } from 'node:net';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { treeRssMb } from './client-flood.js';
import { compiledBenchSetup, startCompiledServer, stopCompiledServer } from './compiled-server.js';
import { percentile } from './load-client.js';

const READERS = Number(process.env.BENCH_SLOW_READERS ?? 300);
const SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 30);
const BYTES_PER_SECOND = Number(process.env.BENCH_SLOW_BYTES_PER_SECOND ?? 1024);

/** In the child: `readers` connections each reading the download at `bytesPerSecond`, until told to stop. */
function readSlowly(port: number, readers: number, bytesPerSecond: number): void {
  for (let i = 0; i < readers; i++) {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET /downloads/stations.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.18.${i >> 8}.${i & 255}\r\n\r\n`,
      );
    });
    // Paused, then a read of a few bytes each tick: the kernel's buffers fill and TCP slows the server's writes.
    socket.pause();
    socket.on('error', () => {});
    const tick = setInterval(() => {
      let wanted = bytesPerSecond / 10;
      let chunk: Buffer | null = socket.read();
      while (chunk !== null && wanted > 0) {
        wanted -= chunk.length;
        chunk = wanted > 0 ? socket.read() : null;
      }
    }, 100);
    socket.on('close', () => clearInterval(tick));
  }
}

async function probe(port: number, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  while (performance.now() < until) {
    const started = performance.now();
    // A new question each time (the API computes it), from a client of its own.
    const answer = await fetch(
      `http://127.0.0.1:${port}/v1/prices?level=province&code=${String((n % 52) + 1).padStart(2, '0')}`,
      {
        headers: { 'X-Forwarded-For': `203.0.113.${n++ % 250}` },
      },
    );
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies.sort((a, b) => a - b);
}

async function loopDelayMs(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const max = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1];
  return max === undefined ? Number.NaN : Number(max) * 1000;
}

/** The probe's figures on the server in `root` (this checkout when undefined), without readers then with them. */
async function measure(dataDir: string, root: string | undefined): Promise<string[]> {
  const server = await startCompiledServer({ dataDir, root });
  const pid = server.child.pid as number;
  let readers: ChildProcess | null = null;
  const rows: string[] = [];
  try {
    for (const withReaders of [false, true]) {
      if (withReaders) {
        readers = fork(fileURLToPath(import.meta.url), ['--readers', String(server.port)], {
          execArgv: ['--import', 'tsx'],
        });
        setPriority(readers.pid as number, 10);
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      await loopDelayMs(server.port); // reads (and so resets) the largest delay: the next read covers the probe alone
      const rssBefore = treeRssMb(pid);
      const latencies = await probe(server.port, SECONDS);
      const rssAfter = treeRssMb(pid);
      rows.push(
        `| ${root ? 'BEFORE' : 'this'} | ${withReaders ? `${READERS} readers at ${BYTES_PER_SECOND} B/s` : 'no readers'} | ` +
          `${latencies.length} | ${percentile(latencies, 0.5).toFixed(1)} | ${percentile(latencies, 0.99).toFixed(1)} | ` +
          `${(latencies.at(-1) ?? 0).toFixed(1)} | ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} | ${(await loopDelayMs(server.port)).toFixed(1)} |`,
      );
    }
  } finally {
    readers?.kill();
    await stopCompiledServer(server);
  }
  return rows;
}

async function main(): Promise<void> {
  const setup = await compiledBenchSetup();
  if (!setup) return;
  const { dataDir, before } = setup;
  const rows = await measure(dataDir, undefined);
  if (before) rows.push(...(await measure(dataDir, before)));
  console.log(`probe: /v1/prices of a province, one at a time, ${SECONDS} s; data: ${dataDir}`);
  console.log('| server | load | probes | p50 ms | p99 ms | max ms | server RSS MB | loop lag max ms |');
  console.log('|---|---|---:|---:|---:|---:|---|---:|');
  for (const row of rows) console.log(row);
}

const readersAt = process.argv.indexOf('--readers');
if (readersAt >= 0) readSlowly(Number(process.argv[readersAt + 1]), READERS, BYTES_PER_SECOND);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
