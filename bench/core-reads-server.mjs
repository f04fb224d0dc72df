// Child process of bench/core-reads.ts: the real app on DATA_DIR, a bare Express route and Node's own server, so the
// load generator does not share their event loop. Prints "ports api=<port> bare=<port> floor=<port>" once they listen;
// exits when stdin closes. Plain JavaScript over the compiled dist/ (started by bench/bench-server.ts with the start
// script's node flags), so what is measured is the code production runs: tsx's transform adds a name-keeping call to
// every closure a request creates.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { Session } from 'node:inspector';
import express from 'express';
import pino from 'pino';
import { loadConfig } from '../dist/core/config.js';
import { createHttpService } from '../dist/main/http-service.js';
import { createRuntime } from '../dist/runtime/runtime.js';
import { DataStore } from '../dist/store/data-store.js';
import { loadPublishedDataset } from '../dist/store/snapshot-loader.js';
// Every request allowed: one load client asks far more than a client's limits (bench/rate-limit-memory.ts measures them).
import { unlimitedRateLimitStore } from '../test/support/unlimited-rate-limit-store.mjs';
import { REPLAYED_ANSWERS, replayPath } from './replayed-answers.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const dataset = await loadPublishedDataset(dataDir);
if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
const store = new DataStore();
store.swap(dataset, new Date());

const app = createHttpService(
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

/** The API's answer to `path`: headers in their order, body text. */
const askApi = (path) =>
  new Promise((resolve, reject) =>
    get({ port: apiPort, host: '127.0.0.1', path }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }));
    }).on('error', reject),
  );
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length']);
const recorded = new Map();
for (const path of Object.values(REPLAYED_ANSWERS)) {
  // The third answer is the cached copy: a question about a point is cached from its second asking.
  await askApi(path);
  await askApi(path);
  const { rawHeaders, body } = await askApi(path);
  const id = rawHeaders[rawHeaders.findIndex((name) => name.toLowerCase() === 'x-request-id') + 1];
  const at = body.indexOf(id);
  const headers = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!NODE_WRITES.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  recorded.set(replayPath(path), {
    headers,
    idAt: headers.indexOf(id),
    head: Buffer.from(body.slice(0, at)),
    tail: body.slice(at + id.length),
  });
}
// Node's own server sending an API answer's headers and bytes, written as the API writes them (the head's bytes, then
// the text from the request id on) with a new request id each time: what an answer of that shape costs with no work.
const replay = (req, res) => {
  const answer = recorded.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  const id = randomUUID();
  const rest = id + answer.tail;
  const headers = answer.headers.slice();
  headers[answer.idAt] = id;
  headers.push('Content-Length', String(answer.head.length + Buffer.byteLength(rest)));
  res.writeHead(200, headers);
  res.write(answer.head);
  res.end(rest);
};
const replayPort = await listen(replay);
console.log(`ports api=${apiPort} bare=${barePort} floor=${floorPort} replay=${replayPort}`);

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
