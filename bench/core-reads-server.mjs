// Child process of bench/core-reads.ts: the real app on DATA_DIR, a bare Express route and Node's own server, so the
// load generator does not share their event loop. Prints "ports api=<port> bare=<port> floor=<port>" once they listen;
// exits when stdin closes. Plain JavaScript over the compiled dist/ (started by bench/bench-server.ts with the start
// script's node flags), so what is measured is the code production runs: tsx's transform adds a name-keeping call to
// every closure a request creates.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import express from 'express';
import pino from 'pino';
import { loadConfig } from '../dist/core/config.js';
import { createApp } from '../dist/server/app.js';
import { createRuntime } from '../dist/server/runtime.js';
import { DataStore } from '../dist/store/data-store.js';
import { loadPublishedDataset } from '../dist/store/snapshot-loader.js';
// Every request allowed: one load client asks far more than a client's limits (bench/rate-limit-memory.ts measures them).
import { unlimitedRateLimitStore } from '../test/support/unlimited-rate-limit-store.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const dataset = await loadPublishedDataset(dataDir);
if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
const store = new DataStore();
store.swap(dataset, new Date());

const app = createApp(
  await createRuntime({
    // METRICS=false for the run without metrics (bench/core-reads.ts starts one server of each).
    config: { ...loadConfig({ METRICS: process.env.METRICS }), refresh: false },
    store,
    logger: pino({ level: 'silent' }),
    rateLimitStore: unlimitedRateLimitStore,
  }),
);
const bare = express();
bare.disable('x-powered-by');
bare.disable('etag');
const constant = { data: { ok: true }, meta: { api_version: 'v1' } };
bare.get('/bare', (_req, res) => {
  res.json(constant);
});

// Node's own server with the same JSON: the floor of what any answer costs.
const constantJson = JSON.stringify(constant);
const floor = (_req, res) => {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(constantJson));
  res.end(constantJson);
};

const listen = (handler) =>
  new Promise((resolve) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
const [apiPort, barePort, floorPort] = await Promise.all([listen(app), listen(bare), listen(floor)]);
console.log(`ports api=${apiPort} bare=${barePort} floor=${floorPort}`);

// BENCH_CPU_PROFILE=<file>: SIGUSR2 starts V8's CPU profiler (or, with BENCH_PROFILE_KIND=allocations, its sampling
// heap profiler counting every allocation, collected or not), a second SIGUSR2 writes the profile there (so start-up
// is left out of it), then the process answers "profiled" on stdout.
const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  const allocations = process.env.BENCH_PROFILE_KIND === 'allocations';
  let profiling = false;
  const write = (profile) => {
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log('profiled');
  };
  process.on('SIGUSR2', () => {
    if (!profiling) {
      profiling = true;
      if (allocations) {
        session.post('HeapProfiler.enable', () =>
          session.post('HeapProfiler.startSampling', {
            samplingInterval: 256,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          }),
        );
      } else {
        session.post('Profiler.setSamplingInterval', { interval: 50 }, () =>
          session.post('Profiler.enable', () => session.post('Profiler.start')),
        );
      }
      return;
    }
    if (allocations) {
      session.post('HeapProfiler.stopSampling', (error, result) => {
        if (error) throw error;
        write(result.profile);
      });
      return;
    }
    session.post('Profiler.stop', (error, result) => {
      if (error) throw error;
      write(result.profile);
    });
  });
}
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
