// The MCP tool server over stdio (`npx fuel-price-mcp`): loads the data as `npm start` does, without HTTP.
import { setTimeout as delay } from 'node:timers/promises';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import pino from 'pino';
import { HANDLERS } from '../handlers/index.js';
import { loadOpenApi } from '../scripts/contract.js';
import { systemClock } from '../server/clock.js';
import { loadConfig } from '../server/config.js';
import { DataService } from '../server/data-service.js';
import { createLinks } from '../server/links.js';
import { createOperationInvoker } from '../server/operation-invoker.js';
import { RefreshScheduler } from '../server/refresh-scheduler.js';
import { RequestValidator } from '../server/request-validator.js';
import { DataStore } from '../store/data-store.js';
import { createMcpServer } from './create-mcp-server.js';

/** How long a first call waits for the initial load before answering TEMPORARILY_UNAVAILABLE like REST would. */
const FIRST_LOAD_WAIT_MS = 30_000;

const config = loadConfig();
// stdout carries the protocol: every log line goes to stderr.
const logger = pino({ level: config.logLevel }, pino.destination(2));
const store = new DataStore();
const data = new DataService(store, config, systemClock, logger);
const scheduler = new RefreshScheduler(() => data.refresh(), systemClock);

const loaded = data
  .bootstrap()
  .then(() => {
    if (config.refresh) scheduler.start();
  })
  .catch((error: unknown) => logger.error({ err: error }, 'could not load any data'));
const firstLoad = Promise.race([loaded, delay(FIRST_LOAD_WAIT_MS, undefined, { ref: false })]);

const invoke = createOperationInvoker({
  validator: await RequestValidator.create(loadOpenApi()),
  handlers: HANDLERS,
  store,
  config,
  clock: systemClock,
});
const server = createMcpServer({
  invoke,
  config,
  links: createLinks(config.apiUrl || `http://localhost:${config.port}`, config.siteUrl, config.docsUrl),
  logger,
  beforeCall: () => firstLoad,
});
await server.connect(new StdioServerTransport());
logger.info({ data_dir: config.dataDir }, 'MCP tool server ready on stdio');

function shutdown(): void {
  scheduler.stop();
  void server.close().finally(() => process.exit(0));
}
// The client closing our stdin ends the session; a background backfill must not keep the process alive.
process.stdin.once('end', shutdown);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, shutdown);
