// Child process of bench/core-reads.ts: the real app on DATA_DIR and a bare Express route, so the load generator
// does not share their event loop. Prints "ports api=<port> bare=<port>" once both listen; exits when stdin closes.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { CORE_HANDLERS } from '../handlers/core-index.js';
import { HANDLERS } from '../handlers/index.js';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { DataStore } from '../store/data-store.js';
import { loadPublishedDataset } from '../store/snapshot-loader.js';
import { unlimitedRateLimitStore } from '../test/support/fakes.js';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const dataset = await loadPublishedDataset(dataDir);
if (!dataset) throw new Error(`no snapshot published in ${dataDir}`);
const store = new DataStore();
store.swap(dataset, new Date());

const app = await createApp({
  config: { ...loadConfig({}), refresh: false },
  store,
  logger: pino({ level: 'silent' }),
  rateLimitStore: unlimitedRateLimitStore,
  handlers: { ...HANDLERS, ...CORE_HANDLERS },
});
const bare = express();
bare.disable('x-powered-by');
bare.disable('etag');
const constant = { data: { ok: true }, meta: { api_version: 'v1' } };
bare.get('/bare', (_req, res) => {
  res.json(constant);
});

const listen = (handler: RequestListener) =>
  new Promise<number>((resolve) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
const [apiPort, barePort] = await Promise.all([listen(app), listen(bare)]);
console.log(`ports api=${apiPort} bare=${barePort}`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
